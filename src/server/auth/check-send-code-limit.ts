import { serviceUnavailable } from '../api/errors'
import { hitRateLimit, rateLimitKey } from '../rate-limit'

// Sending login codes is limited per recipient (so nobody floods one inbox or phone) and per address (so nobody
// sprays codes at many recipients). When the counter store fails, sending is refused with 503 (not 429: nobody asked
// too often): codes are cheap to ask again.

export const SEND_CODE_LIMIT = { perRecipient: { limit: 5, windowSeconds: 600 }, perAddress: { limit: 20, windowSeconds: 600 } } as const
export const SEND_CODE_LIMIT_MESSAGE = 'Too many codes were asked for. Please wait a few minutes before asking for a new one.'
export const CODES_UNAVAILABLE_MESSAGE = 'We cannot send login codes right now. Please try again in a minute.'

export async function checkSendCodeLimit(recipient: string, ip: string | null): Promise<{ retryAfterSeconds: number } | null> {
  const [byRecipient, byAddress] = await Promise.all([
    hitRateLimit(rateLimitKey('otp-to', recipient.trim().toLowerCase()), SEND_CODE_LIMIT.perRecipient),
    hitRateLimit(rateLimitKey('otp-ip', ip), SEND_CODE_LIMIT.perAddress),
  ])
  if (!byRecipient || !byAddress) throw serviceUnavailable(CODES_UNAVAILABLE_MESSAGE)
  const blocked = [byRecipient, byAddress].filter((r) => !r.allowed)
  return blocked.length ? { retryAfterSeconds: Math.max(...blocked.map((r) => r.retryAfterSeconds)) } : null
}
