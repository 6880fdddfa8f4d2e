import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

// The link in the agreement email opens the in-app signing page with a signed, expiring token:
//
//   sl1.<payload>.<signature>
//   payload   = base64url(JSON {"rid", "jti", "iat", "exp"})   rid: the sign request; jti: this link's id; unix seconds
//   signature = base64url(HMAC-SHA256(key, "sl1." + payload))   key: esignKey('link-token', secret), src/server/esign/keys.ts
//
// The token proves that we issued the link for that request and that it has not expired. Whether the link is still the
// current one is for the store: each request keeps the jti of the last link sent, so a resend makes earlier links
// stop working, and a completed request opens no signing page whatever the link.

export const LINK_TOKEN_VERSION = 'sl1'
export const DEFAULT_LINK_TTL_SECONDS = 72 * 3600
export const MAX_LINK_TTL_SECONDS = 30 * 24 * 3600
const CLOCK_SKEW_SECONDS = 30

export const linkClaims = z.strictObject({
  rid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  jti: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  iat: z.number().int().nonnegative(),
  exp: z.number().int().positive(),
})

export type LinkClaims = z.infer<typeof linkClaims>

export type LinkTokenFailure = 'malformed' | 'forged' | 'expired'

export type LinkTokenResult = { ok: true; claims: LinkClaims } | { ok: false; reason: LinkTokenFailure }

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(`${LINK_TOKEN_VERSION}.${payload}`).digest()
}

export function issueLinkToken(
  requestId: string,
  key: Buffer,
  { now = new Date(), ttlSeconds = DEFAULT_LINK_TTL_SECONDS }: { now?: Date; ttlSeconds?: number } = {},
): { token: string; claims: LinkClaims } {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 60 || ttlSeconds > MAX_LINK_TTL_SECONDS)
    throw new RangeError(`Not a link lifetime: ${ttlSeconds}`)
  const iat = Math.floor(now.getTime() / 1000)
  const claims = linkClaims.parse({ rid: requestId, jti: randomBytes(16).toString('base64url'), iat, exp: iat + ttlSeconds })
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url')
  return { token: `${LINK_TOKEN_VERSION}.${payload}.${mac(key, payload).toString('base64url')}`, claims }
}

export function verifyLinkToken(token: string, key: Buffer, now: Date = new Date()): LinkTokenResult {
  const parts = token.split('.')
  if (
    token.length > 1024 ||
    parts.length !== 3 ||
    parts[0] !== LINK_TOKEN_VERSION ||
    !/^[A-Za-z0-9_-]+$/.test(parts[1]!) ||
    !/^[A-Za-z0-9_-]{43}$/.test(parts[2]!)
  )
    return { ok: false, reason: 'malformed' }
  const [, payload, signature] = parts as [string, string, string]
  if (!timingSafeEqual(mac(key, payload), Buffer.from(signature, 'base64url'))) return { ok: false, reason: 'forged' }
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  const claims = linkClaims.safeParse(json)
  if (!claims.success || claims.data.exp <= claims.data.iat) return { ok: false, reason: 'malformed' }
  if (Math.floor(now.getTime() / 1000) > claims.data.exp + CLOCK_SKEW_SECONDS) return { ok: false, reason: 'expired' }
  return { ok: true, claims: claims.data }
}
