export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number
  windowSeconds: number
}

export interface RateLimitResult {
  allowed: boolean
  /** Requests counted in the current window, this one included. */
  count: number
  /** Seconds until the window resets. */
  retryAfterSeconds: number
}

/** Counts a request against a key (a hash, never a raw address) in fixed windows shared by every app instance. */
export interface RateLimiter {
  readonly name: 'postgres' | 'redis'
  hit(key: string, rule: RateLimitRule, now?: Date): Promise<RateLimitResult>
}

export function windowOf(rule: RateLimitRule, now: Date): { index: number; endsAt: Date } {
  const ms = rule.windowSeconds * 1000
  const index = Math.floor(now.getTime() / ms)
  return { index, endsAt: new Date((index + 1) * ms) }
}
