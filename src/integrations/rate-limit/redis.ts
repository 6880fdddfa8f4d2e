import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { slidingResult, type RateLimiter, type RateLimitRule } from './types'

// The rate limiter on Redis (REDIS_URL), for several app instances without a round trip to PostgreSQL, through the
// ioredis client (connection, AUTH and SELECT from the address, TLS for rediss://, reconnection, the script sent once
// and then called by its SHA).

// A sorted set per key of the requests allowed in the last window (scored by their time in milliseconds), atomically:
// drop those that left the window, count the rest, add this one when fewer than the limit remain. Answers the count
// before this request and the oldest time in the window.
const HIT = `local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local n = redis.call('ZCARD', KEYS[1])
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
if n < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], window)
end
return {n, oldest[2] or ARGV[1]}`

type WithHit = Redis & {
  rateLimitHit(key: string, nowMs: number, windowMs: number, limit: number, member: string): Promise<unknown>
}

export function createRedisRateLimiter(
  url: string,
  options: { prefix?: string; timeoutMs?: number } = {},
): RateLimiter & { close(): void } {
  const timeoutMs = options.timeoutMs ?? 2000
  const client = new Redis(url, {
    keyPrefix: options.prefix ?? 'sthana:ratelimit:',
    // Connects on the first command, so a process that never counts anything never connects.
    lazyConnect: true,
    connectTimeout: timeoutMs,
    // A command fails after this long, or at the first failed reconnection, and at once while reconnecting (hit),
    // rather than waiting for Redis to come back: the caller then counts in PostgreSQL (withFallback).
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  }) as WithHit
  client.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT })
  // An idle connection must not keep a script or a test process alive (the server runs anyway).
  client.on('connect', () => client.stream.unref())
  // Failures reach the caller through the command's promise; without a listener ioredis logs each reconnection error.
  client.on('error', () => {})
  return {
    name: 'redis',
    async hit(key: string, rule: RateLimitRule, now = new Date()) {
      // While ioredis waits to reconnect after losing Redis, a command would wait for the next attempt: fail at once.
      if (client.status === 'reconnecting' || client.status === 'end') throw new Error(`Redis is not connected (${client.status})`)
      const nowMs = now.getTime()
      const member = `${nowMs}:${randomBytes(6).toString('hex')}`
      const reply = await client.rateLimitHit(key, nowMs, rule.windowSeconds * 1000, rule.limit, member)
      const [n, oldest] = Array.isArray(reply) ? reply.map(Number) : [NaN, NaN]
      if (!Number.isFinite(n) || !Number.isFinite(oldest)) throw new Error('Unexpected reply from Redis')
      return slidingResult(rule, n!, oldest!, nowMs)
    },
    async ping() {
      if (client.status === 'reconnecting' || client.status === 'end') return false
      return (await client.ping()) === 'PONG'
    },
    close: () => client.disconnect(),
  }
}
