import { createHash } from 'node:crypto'
import { selectRateLimiter, type RateLimiter } from '@/integrations/rate-limit'
import { ApiError } from '../api/errors'
import { env } from '../env'
import { getPayloadClient } from '../payload'
import { leadsConfig } from './config'

export const RATE_LIMIT_MESSAGE = 'You have sent several enquiries in a short time. Please wait a few minutes and try again, or call us.'

let limiter: RateLimiter | undefined

async function rateLimiter(): Promise<RateLimiter> {
  if (!limiter) {
    const payload = await getPayloadClient()
    limiter = selectRateLimiter(payload.db.pool, leadsConfig().REDIS_URL)
  }
  return limiter
}

/** The bucket of an address: a keyed hash, so the counters never hold an IP address. */
export function rateLimitKey(ip: string | null): string {
  return `leads:${createHash('sha256').update(`${env().PAYLOAD_SECRET}|${ip ?? 'unknown'}`).digest('hex').slice(0, 32)}`
}

/**
 * Counts an enquiry from this address; over LEADS_RATE_LIMIT per LEADS_RATE_LIMIT_WINDOW_SECONDS answers 429. When the
 * counter store itself fails, the enquiry goes through: losing a real lead costs more than letting a burst in.
 */
export async function checkLeadRateLimit(ip: string | null): Promise<void> {
  const config = leadsConfig()
  let result
  try {
    result = await (await rateLimiter()).hit(rateLimitKey(ip), { limit: config.LEADS_RATE_LIMIT, windowSeconds: config.LEADS_RATE_LIMIT_WINDOW_SECONDS })
  } catch (error) {
    console.warn('Lead rate limit unavailable; letting the enquiry through', error)
    return
  }
  if (!result.allowed) throw new ApiError('rate_limited', RATE_LIMIT_MESSAGE, undefined, { 'Retry-After': String(result.retryAfterSeconds) })
}
