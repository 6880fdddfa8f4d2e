import { slidingResult, type RateLimiter, type RateLimitRule } from './types'

/** What the limiter needs of a pg Pool (the app passes Payload's). */
export interface SqlPool {
  query<R extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>
}

// One row per key in `rate_limits` (collection rate-limits) with the times of the requests allowed in the last window
// (`hits`, epoch milliseconds). A request locks its key's row (FOR UPDATE), so requests at once are counted one after
// the other and the limit holds exactly. Expired rows are swept now and then by the same calls, so the table stays small
// without a job.
const SWEEP_EVERY = 200

const ENSURE_ROW = `INSERT INTO rate_limits (key, count, hits, expires_at) VALUES ($1, 0, '[]'::jsonb, $2)
  ON CONFLICT (key) DO NOTHING`

// $1 key, $2 now (ms), $3 window (ms), $4 limit. Keeps the hits still inside the window, adds this one when fewer than
// the limit remain, and answers how many there were before it and when the oldest was.
const HIT = `WITH current AS (
    SELECT key, hits FROM rate_limits WHERE key = $1 FOR UPDATE
  ), kept AS (
    SELECT coalesce(jsonb_agg(h ORDER BY h::bigint), '[]'::jsonb) AS hits, count(h)::int AS n, min(h::bigint) AS oldest
    FROM current CROSS JOIN LATERAL jsonb_array_elements(current.hits) AS h
    WHERE h::bigint > $2::bigint - $3::bigint
  )
  UPDATE rate_limits r SET
    hits = CASE WHEN kept.n < $4 THEN kept.hits || to_jsonb($2::bigint) ELSE kept.hits END,
    count = LEAST(kept.n + 1, $4),
    expires_at = to_timestamp(($2::bigint + $3::bigint) / 1000.0),
    updated_at = now()
  FROM kept WHERE r.key = $1
  RETURNING kept.n AS n, kept.oldest::float8 AS oldest`

export function createPostgresRateLimiter(pool: SqlPool): RateLimiter {
  let calls = 0
  return {
    name: 'postgres',
    async hit(key: string, rule: RateLimitRule, now = new Date()) {
      const nowMs = now.getTime()
      const windowMs = rule.windowSeconds * 1000
      await pool.query(ENSURE_ROW, [key, new Date(nowMs + windowMs)])
      const { rows } = await pool.query<{ n: number; oldest: number | null }>(HIT, [key, nowMs, windowMs, rule.limit])
      if (++calls % SWEEP_EVERY === 0) void pool.query('DELETE FROM rate_limits WHERE expires_at < now()').catch(() => undefined)
      // No row: it was swept between the two statements, so nothing was in the window.
      const { n, oldest } = rows[0] ?? { n: 0, oldest: null }
      return slidingResult(rule, n, oldest, nowMs)
    },
    async ping() {
      await pool.query('SELECT 1')
      return true
    },
  }
}
