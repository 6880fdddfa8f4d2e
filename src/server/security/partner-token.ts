import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

// Partner tokens (POST /api/b2c/api/v1/kyc/verify-token {token, partner}): a partner sends its customer to our KYC
// page with a short-lived token signed with that partner's own key (each partner has one or more keys, kept encrypted
// in the admin). Format, three dot-separated parts:
//
//   pt1.<payload>.<signature>
//   payload   = base64url(JSON {"partner", "sub", "email", "name"?, "phone"?, "iat", "exp", "jti"})
//               partner: the partner's name; sub: the partner's id for its customer; iat/exp: unix seconds
//   signature = base64url(HMAC-SHA256(partner key, "pt1." + payload))
//
// Verification: the key is chosen by the request's `partner` (never by the token), the signature is compared in
// constant time against every key of that partner (so keys rotate without downtime), and only then is the payload
// read: its partner must be the request's, it must not be expired (30 s of clock skew allowed) and must live at most
// MAX_LIFETIME_SECONDS. A partner signs with signPartnerToken, or with any HMAC-SHA256 library in the same way.

export const PARTNER_TOKEN_VERSION = 'pt1'
export const MAX_LIFETIME_SECONDS = 15 * 60
export const CLOCK_SKEW_SECONDS = 30
/** The additional authenticated data of a partner key encrypted at rest (src/cms/collections/Partners.ts). */
export const PARTNER_KEY_CONTEXT = 'partners.key'
/** A partner key: at least 32 characters (generatePartnerKey makes 43 of base64url). */
export const MIN_PARTNER_KEY_LENGTH = 32

export const partnerTokenClaims = z.strictObject({
  partner: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
  sub: z.string().min(1).max(128),
  email: z.email().max(200),
  name: z.string().trim().min(1).max(100).optional(),
  phone: z
    .string()
    .regex(/^[6-9][0-9]{9}$/)
    .optional(),
  iat: z.number().int().nonnegative(),
  exp: z.number().int().positive(),
  jti: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
})

export type PartnerTokenClaims = z.infer<typeof partnerTokenClaims>

export type PartnerTokenFailure = 'malformed' | 'unknown-partner' | 'forged' | 'expired' | 'invalid-claims'

export type PartnerTokenResult = { ok: true; claims: PartnerTokenClaims } | { ok: false; reason: PartnerTokenFailure }

/** The keys of a partner (current first), or null for a partner we do not know. */
export type PartnerKeyLookup = (partner: string) => Promise<readonly string[] | null> | readonly string[] | null

export function generatePartnerKey(): string {
  return randomBytes(32).toString('base64url')
}

function mac(key: string, payload: string): Buffer {
  return createHmac('sha256', key).update(`${PARTNER_TOKEN_VERSION}.${payload}`).digest()
}

/** For partners (and tests): a token for these claims. `jti` and `iat` are filled in when absent. */
export function signPartnerToken(
  claims: Omit<PartnerTokenClaims, 'jti' | 'iat'> & Partial<Pick<PartnerTokenClaims, 'jti' | 'iat'>>,
  key: string,
  now: Date = new Date(),
): string {
  const full = { ...claims, iat: claims.iat ?? Math.floor(now.getTime() / 1000), jti: claims.jti ?? randomBytes(12).toString('base64url') }
  const payload = Buffer.from(JSON.stringify(full), 'utf8').toString('base64url')
  return `${PARTNER_TOKEN_VERSION}.${payload}.${mac(key, payload).toString('base64url')}`
}

export async function verifyPartnerToken(
  token: string,
  partner: string,
  keysFor: PartnerKeyLookup,
  now: Date = new Date(),
): Promise<PartnerTokenResult> {
  const parts = token.split('.')
  if (
    parts.length !== 3 ||
    parts[0] !== PARTNER_TOKEN_VERSION ||
    !/^[A-Za-z0-9_-]+$/.test(parts[1]!) ||
    !/^[A-Za-z0-9_-]{43}$/.test(parts[2]!)
  )
    return { ok: false, reason: 'malformed' }
  const [, payload, signature] = parts as [string, string, string]

  const keys = (await keysFor(partner))?.filter((k) => k.length >= MIN_PARTNER_KEY_LENGTH) ?? []
  if (keys.length === 0) return { ok: false, reason: 'unknown-partner' }

  const given = Buffer.from(signature, 'base64url')
  let signed = false
  for (const key of keys) if (timingSafeEqual(mac(key, payload), given)) signed = true
  if (!signed) return { ok: false, reason: 'forged' }

  let json: unknown
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  const claims = partnerTokenClaims.safeParse(json)
  if (!claims.success) return { ok: false, reason: 'invalid-claims' }
  // Signed by this partner's key for another partner: not a token for this request.
  if (claims.data.partner !== partner) return { ok: false, reason: 'forged' }
  const nowSeconds = Math.floor(now.getTime() / 1000)
  const { iat, exp } = claims.data
  if (exp <= iat || exp - iat > MAX_LIFETIME_SECONDS || iat > nowSeconds + CLOCK_SKEW_SECONDS)
    return { ok: false, reason: 'invalid-claims' }
  if (nowSeconds > exp + CLOCK_SKEW_SECONDS) return { ok: false, reason: 'expired' }
  return { ok: true, claims: claims.data }
}
