import { createHash } from 'node:crypto'
import { selectRateLimiter, type RateLimiter, type RateLimitResult, type RateLimitRule } from '@/integrations/rate-limit'
import { env } from './env'
import { leadsConfig } from './leads/config'
import { getPayloadClient } from './payload'

// The app's one rate limiter: PostgreSQL, or Redis when REDIS_URL is set. Keys are keyed hashes, never raw addresses.

let limiter: RateLimiter | undefined

async function rateLimiter(): Promise<RateLimiter> {
  if (!limiter) {
    const payload = await getPayloadClient()
    limiter = selectRateLimiter(payload.db.pool, leadsConfig().REDIS_URL)
  }
  return limiter
}

/** A key for `scope` that holds no personal data: an HMAC of the value with the app's secret. */
export function rateLimitKey(scope: string, value: string | null): string {
  return `${scope}:${createHash('sha256')
    .update(`${env().PAYLOAD_SECRET}|${value ?? 'unknown'}`)
    .digest('hex')
    .slice(0, 32)}`
}

/** Counts one request; null when the counter store itself fails (the caller decides whether to let it through). */
export async function hitRateLimit(key: string, rule: RateLimitRule): Promise<RateLimitResult | null> {
  try {
    return await (await rateLimiter()).hit(key, rule)
  } catch (error) {
    console.warn('Rate limit store unavailable', error)
    return null
  }
}

/** Which store counts the limits, and whether it answers now (the health row). */
export async function rateLimitStoreHealth(): Promise<{ store: RateLimiter['name']; up: boolean }> {
  const store = leadsConfig().REDIS_URL ? 'redis' : 'postgres'
  try {
    return { store, up: await (await rateLimiter()).ping() }
  } catch {
    return { store, up: false }
  }
}
