import { createHmac } from 'node:crypto'

// Sessions opened by a partner token (src/server/partners/verify-partner-kyc-token.ts) are ordinary better-auth
// sessions marked by their user agent, 'partner-token:<slug>'. They last PARTNER_SESSION_SECONDS from their creation,
// whatever better-auth's sliding refresh later writes into expiresAt: requireSession refuses them after that.

export const PARTNER_SESSION_SECONDS = 30 * 60
const PARTNER_AGENT_PREFIX = 'partner-token:'

export const partnerSessionAgent = (partner: string) => `${PARTNER_AGENT_PREFIX}${partner}`

/** Whether a session may still be used: any ordinary one; one from a partner token only within its lifetime. */
export function partnerSessionAlive(session: { userAgent?: string | null; createdAt: Date | string }, now: Date = new Date()): boolean {
  if (!session.userAgent?.startsWith(PARTNER_AGENT_PREFIX)) return true
  return now.getTime() - new Date(session.createdAt).getTime() <= PARTNER_SESSION_SECONDS * 1000
}

/**
 * A session token with its signature: the token, '.', and the base64 HMAC-SHA256 of the token with the auth secret
 * (better-call's signed cookie). What a bearer token must be: better-auth refuses a token without its signature.
 */
export function signedSessionToken(token: string, secret: string): string {
  return `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`
}

/** The value of better-auth's session cookie for a session token: the signed token, URL-encoded, as better-auth reads it. */
export function signedSessionCookieValue(token: string, secret: string): string {
  return encodeURIComponent(signedSessionToken(token, secret))
}
