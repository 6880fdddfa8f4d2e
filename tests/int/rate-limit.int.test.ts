import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresRateLimiter, createRedisRateLimiter, withFallback, type RateLimiter } from '@/integrations/rate-limit'
import { testPayload } from '../helpers/payload'

// The rate limiter, on PostgreSQL and on Redis alike: at most `limit` requests in any window of `windowSeconds`, also
// across the edge of a clock-aligned window (a fixed window would let twice the limit through there), and exactly
// the limit when requests arrive at once.

let payload: Payload
let redis: RateLimiter & { close(): void }
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

beforeAll(async () => {
  payload = await testPayload()
  redis = createRedisRateLimiter('redis://127.0.0.1:6379', { prefix: `test:${run}:` })
})
afterAll(async () => {
  redis.close()
  await payload.destroy()
})

describe.each(['PostgreSQL', 'Redis'])('the %s limiter', (name) => {
  const limiter = (): RateLimiter => (name === 'Redis' ? redis : createPostgresRateLimiter(payload.db.pool))
  const rule = { limit: 5, windowSeconds: 600 }
  // A multiple of the window, in the future: where a clock-aligned window ends and the next begins.
  const edge = Math.ceil(Date.now() / 600_000) * 600_000 + 600_000
  const at = (ms: number) => new Date(edge + ms)

  it('lets the limit through, and no more, across the edge of a clock-aligned window', async () => {
    const key = `edge:${run}`
    const before = [] as boolean[]
    for (let i = 0; i < 5; i++) before.push((await limiter().hit(key, rule, at(-1_000 + i))).allowed)
    const after = [] as boolean[]
    for (let i = 0; i < 5; i++) after.push((await limiter().hit(key, rule, at(1_000 + i))).allowed)
    expect(before).toEqual([true, true, true, true, true])
    expect(after).toEqual([false, false, false, false, false])
  })

  it('says when the next request is allowed, and allows it then', async () => {
    const key = `retry:${run}`
    for (let i = 0; i < 5; i++) await limiter().hit(key, rule, at(i * 60_000))
    const refused = await limiter().hit(key, rule, at(300_000))
    expect(refused).toMatchObject({ allowed: false, count: 6, retryAfterSeconds: 300 })
    // The first request leaves the window 600 s after it was made: one more is allowed, the next is not.
    expect((await limiter().hit(key, rule, at(600_001))).allowed).toBe(true)
    expect((await limiter().hit(key, rule, at(600_002))).allowed).toBe(false)
  })

  it('lets exactly the limit through when 20 requests arrive at once', async () => {
    const key = `burst:${run}`
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter().hit(key, rule)))
    expect(results.filter((r) => r.allowed)).toHaveLength(5)
  })

  it('keeps keys apart', async () => {
    for (let i = 0; i < 6; i++) await limiter().hit(`one:${run}`, rule)
    expect((await limiter().hit(`two:${run}`, rule)).allowed).toBe(true)
  })
})

describe('Redis down', () => {
  it('counts in PostgreSQL meanwhile, so the limit still holds, and says so once', async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    const downRedis = createRedisRateLimiter('redis://127.0.0.1:1', { prefix: `test:${run}:`, timeoutMs: 500 })
    const warnings: unknown[] = []
    const limiter = withFallback(downRedis, createPostgresRateLimiter(payload.db.pool), (w) => warnings.push(w))
    const rule = { limit: 3, windowSeconds: 600 }
    const key = `fallback:${run}`
    const allowed = [] as boolean[]
    for (let i = 0; i < 5; i++) allowed.push((await limiter.hit(key, rule)).allowed)
    expect(allowed).toEqual([true, true, true, false, false])
    const { rows } = await payload.db.pool.query('SELECT count(*)::int AS n FROM rate_limits WHERE key = $1', [key])
    expect(rows[0].n).toBe(1)
    expect(warnings).toHaveLength(1)
    expect(await limiter.ping()).toBe(false)
    downRedis.close()
  })
})
