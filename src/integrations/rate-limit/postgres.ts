import { windowOf, type RateLimiter, type RateLimitRule } from './types'

/** What the limiter needs of a pg Pool (the app passes Payload's). */
export interface SqlPool {
  query<R extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>
}

// One row per key and window in `rate_limits` (collection rate-limits), counted with an atomic upsert. Expired rows
// are swept now and then by the same calls, so the table stays small without a job.
const SWEEP_EVERY = 200

export function createPostgresRateLimiter(pool: SqlPool): RateLimiter {
  let calls = 0
  return {
    name: 'postgres',
    async hit(key: string, rule: RateLimitRule, now = new Date()) {
      const { index, endsAt } = windowOf(rule, now)
      const { rows } = await pool.query<{ count: number }>(
        `INSERT INTO rate_limits (key, count, expires_at) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE SET count = rate_limits.count + 1, updated_at = now()
         RETURNING count::int AS count`,
        [`${key}:${index}`, endsAt],
      )
      if (++calls % SWEEP_EVERY === 0) void pool.query('DELETE FROM rate_limits WHERE expires_at < now()').catch(() => undefined)
      const count = rows[0]!.count
      return { allowed: count <= rule.limit, count, retryAfterSeconds: Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 1000)) }
    },
  }
}
