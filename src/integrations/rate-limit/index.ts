import { createPostgresRateLimiter, type SqlPool } from './postgres'
import { createRedisRateLimiter } from './redis'
import type { RateLimiter } from './types'

export { createPostgresRateLimiter, type SqlPool } from './postgres'
export { createRedisRateLimiter, parseReply } from './redis'
export type { RateLimiter, RateLimitResult, RateLimitRule } from './types'

/** Redis when REDIS_URL is set (redis:// or rediss://), else the app's PostgreSQL. */
export function selectRateLimiter(pool: SqlPool, redisUrl: string | undefined): RateLimiter {
  return redisUrl ? createRedisRateLimiter(redisUrl) : createPostgresRateLimiter(pool)
}
