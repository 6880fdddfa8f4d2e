import { ApiError } from '../api/errors'
import { hitRateLimit, rateLimitKey } from '../rate-limit'
import { leadsConfig } from './config'

export const RATE_LIMIT_MESSAGE = 'You have sent several enquiries in a short time. Please wait a few minutes and try again, or call us.'

/**
 * Counts an enquiry from this address; over LEADS_RATE_LIMIT per LEADS_RATE_LIMIT_WINDOW_SECONDS answers 429. When the
 * counter store itself fails, the enquiry goes through: losing a real lead costs more than letting a burst in.
 */
export async function checkLeadRateLimit(ip: string | null): Promise<void> {
  const config = leadsConfig()
  const result = await hitRateLimit(rateLimitKey('leads', ip), {
    limit: config.LEADS_RATE_LIMIT,
    windowSeconds: config.LEADS_RATE_LIMIT_WINDOW_SECONDS,
  })
  if (result && !result.allowed)
    throw new ApiError('rate_limited', RATE_LIMIT_MESSAGE, undefined, { 'Retry-After': String(result.retryAfterSeconds) })
}
