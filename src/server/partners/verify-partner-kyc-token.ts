import { getAuth } from '../auth/auth'
import { findRefusal } from '../auth/find-refusal'
import { PARTNER_SESSION_SECONDS, partnerSessionAgent, signedSessionToken } from '../auth/partner-session'
import { getPayloadClient } from '../payload'
import { hitRateLimit, rateLimitKey } from '../rate-limit'
import { CLOCK_SKEW_SECONDS, MAX_LIFETIME_SECONDS, verifyPartnerToken, type PartnerTokenFailure } from '../security/partner-token'
import { findPartner } from './find-partner'

// POST /api/b2c/api/v1/kyc/verify-token: a partner's customer arrives with a token the partner signed
// (src/server/security/partner-token.ts). What the answer's accessToken is, for us:
//
// - a better-auth session (its bearer token; same-origin callers also get it as the session cookie) for the customer
//   the token names, lasting PARTNER_SESSION_SECONDS from its creation (src/server/auth/partner-session.ts);
// - only for a customer who already holds a virtual-office document of that partner (vo_documents.partner) and whose
//   email is the token's: a partner, or anyone holding its key, can open a session for its own customers and for no
//   one else. The name and phone in the token are never written anywhere: the signature vouches for the partner's
//   claim, not for what our records hold. Refused account types (spec section 6) are refused here too;
// - each token works once (its jti), and an address may try RATE_LIMIT tokens per window.
//
// Every failure is the same to the caller (the spec's message), with where to send the customer: the partner's
// subscriptions page when the admin says so, else home. The reason stays in the server's log.

export const RATE_LIMIT = { limit: 20, windowSeconds: 600 } as const

export type KycTokenFailure = PartnerTokenFailure | 'replayed' | 'no-customer' | 'refused' | 'rate-limited' | 'store-unavailable'

export type KycTokenResult =
  | { ok: true; accessToken: string; customerId: number; expiresInSeconds: number }
  | { ok: false; reason: KycTokenFailure; redirectTo: string; retryAfterSeconds?: number }

export const HOME = '/'

export async function verifyPartnerKycToken(input: {
  token: string
  partner: string
  ip: string | null
  now?: Date
}): Promise<KycTokenResult> {
  const now = input.now ?? new Date()
  const partner = await findPartner(input.partner)
  const redirectTo = partner?.redirectToSubscriptionsOnFailure && partner.subscriptionsUrl ? partner.subscriptionsUrl : HOME
  const fail = (reason: KycTokenFailure, retryAfterSeconds?: number): KycTokenResult => {
    console.warn(`Partner KYC token refused (${input.partner}): ${reason}`)
    return { ok: false, reason, redirectTo, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) }
  }

  const attempts = await hitRateLimit(rateLimitKey('partner-kyc-token', input.ip), RATE_LIMIT)
  if (attempts && !attempts.allowed) return fail('rate-limited', attempts.retryAfterSeconds)

  const checked = await verifyPartnerToken(input.token, input.partner, () => partner?.keys ?? null, now)
  if (!checked.ok) return fail(checked.reason)
  const { claims } = checked

  // Single use: the token's id is counted once for as long as the token could be valid.
  const use = await hitRateLimit(rateLimitKey('partner-kyc-token-jti', `${claims.partner}|${claims.jti}`), {
    limit: 1,
    windowSeconds: MAX_LIFETIME_SECONDS + 2 * CLOCK_SKEW_SECONDS,
  })
  if (!use) return fail('store-unavailable')
  if (!use.allowed) return fail('replayed')

  const payload = await getPayloadClient()
  const { rows } = await payload.db.pool.query<{ id: number; auth_user_id: string; phone: string | null }>(
    `SELECT c.id, c.auth_user_id, c.phone FROM customers c
      WHERE lower(c.email) = $1 AND c.auth_user_id IS NOT NULL
        AND EXISTS (SELECT 1 FROM vo_documents d WHERE d.customer_id = c.id AND d.partner = $2)
      ORDER BY c.id LIMIT 1`,
    [claims.email.toLowerCase(), claims.partner],
  )
  const customer = rows[0]
  if (!customer) return fail('no-customer')
  if (await findRefusal({ authUserId: customer.auth_user_id, emails: [claims.email], phones: [customer.phone] })) return fail('refused')

  const auth = await getAuth().$context
  const session = await auth.internalAdapter.createSession(
    customer.auth_user_id,
    false,
    { userAgent: partnerSessionAgent(claims.partner), expiresAt: new Date(now.getTime() + PARTNER_SESSION_SECONDS * 1000) },
    true,
  )
  // Signed, as every bearer token must be (src/server/auth/options.ts); the session cookie's value is the same, URL-encoded.
  return {
    ok: true,
    accessToken: signedSessionToken(session.token, auth.secret),
    customerId: customer.id,
    expiresInSeconds: PARTNER_SESSION_SECONDS,
  }
}
