export interface RateLimitRule {
  /** Requests allowed in any window of `windowSeconds`. */
  limit: number
  windowSeconds: number
}

export interface RateLimitResult {
  allowed: boolean
  /** Requests in the window that ends now, this one included (allowed or not). */
  count: number
  /** Seconds until the oldest request in the window leaves it, and one more is allowed. */
  retryAfterSeconds: number
}

/**
 * Counts a request against a key (a hash, never a raw address) in a sliding window shared by every app instance: a
 * request is allowed when fewer than `limit` requests were allowed in the `windowSeconds` before it. Unlike fixed
 * windows, no burst at a window's edge lets twice the limit through. Refused requests are not counted.
 */
export interface RateLimiter {
  readonly name: 'postgres' | 'redis'
  hit(key: string, rule: RateLimitRule, now?: Date): Promise<RateLimitResult>
  /** Whether the counter store answers now (for the health row). */
  ping(): Promise<boolean>
}

/** The answer for a window that held `inWindow` allowed requests, the oldest at `oldestMs`. */
export function slidingResult(rule: RateLimitRule, inWindow: number, oldestMs: number | null, nowMs: number): RateLimitResult {
  const allowed = inWindow < rule.limit
  const leavesAt = (oldestMs ?? nowMs) + rule.windowSeconds * 1000
  return { allowed, count: inWindow + 1, retryAfterSeconds: Math.max(1, Math.ceil((leavesAt - nowMs) / 1000)) }
}
