import { createPostgresRateLimiter, type SqlPool } from './postgres'
import { createRedisRateLimiter } from './redis'
import type { RateLimiter } from './types'

export { createPostgresRateLimiter, type SqlPool } from './postgres'
export { createRedisRateLimiter } from './redis'
export type { RateLimiter, RateLimitResult, RateLimitRule } from './types'

/**
 * Counts in `primary`; when it fails (Redis down or not answering in time), counts in `fallback` instead, so the limits
 * still hold while the primary is away. Windows restart in the fallback store: a client gets at most one window's
 * allowance again at the switch. The first failure of each minute is logged.
 */
export function withFallback(primary: RateLimiter, fallback: RateLimiter, warn: (error: unknown) => void = console.warn): RateLimiter {
  let lastWarning = 0
  return {
    name: primary.name,
    async hit(key, rule, now) {
      try {
        return await primary.hit(key, rule, now)
      } catch (error) {
        if (Date.now() - lastWarning > 60_000) {
          lastWarning = Date.now()
          warn(new Error(`The ${primary.name} rate-limit store failed; counting in ${fallback.name} meanwhile`, { cause: error }))
        }
        return fallback.hit(key, rule, now)
      }
    },
    ping: () => primary.ping().catch(() => false),
  }
}

/** Redis when REDIS_URL is set (redis:// or rediss://), falling back to PostgreSQL while Redis is down; else the app's PostgreSQL. */
export function selectRateLimiter(pool: SqlPool, redisUrl: string | undefined): RateLimiter {
  const postgres = createPostgresRateLimiter(pool)
  return redisUrl ? withFallback(createRedisRateLimiter(redisUrl), postgres) : postgres
}
