import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { PARTNER_SESSION_SECONDS, partnerSessionAgent, partnerSessionAlive, signedSessionCookieValue } from '@/server/auth/partner-session'

const START = new Date('2026-11-24T10:00:00Z')
const after = (seconds: number) => new Date(START.getTime() + seconds * 1000)

describe('partner sessions', () => {
  it.each([
    ['an ordinary session, however old', 'Mozilla/5.0', 90 * 86_400, true],
    ['an ordinary session with no user agent', null, 90 * 86_400, true],
    ['a partner session at its start', partnerSessionAgent('acme'), 0, true],
    ['a partner session at its last second', partnerSessionAgent('acme'), PARTNER_SESSION_SECONDS, true],
    ['a partner session one second later', partnerSessionAgent('acme'), PARTNER_SESSION_SECONDS + 1, false],
    ['a partner session a day later (refreshed or not)', partnerSessionAgent('acme'), 86_400, false],
  ])('%s: alive %s', (_, userAgent, elapsed, alive) => {
    expect(partnerSessionAlive({ userAgent, createdAt: START }, after(elapsed))).toBe(alive)
  })

  it('signs the cookie as better-call does: token.base64(HMAC-SHA256), URL-encoded', () => {
    const mac = createHmac('sha256', 'secret-of-the-app').update('abc').digest('base64')
    expect(signedSessionCookieValue('abc', 'secret-of-the-app')).toBe(encodeURIComponent(`abc.${mac}`))
  })
})
