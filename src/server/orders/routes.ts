import { ApiError, serviceUnavailable } from '../api/errors'
import { env } from '../env'
import { hitRateLimit, rateLimitKey } from '../rate-limit'

// Small pieces the orders routes share: the order number from the path, and checkout's rate limit.

/** '/api/orders/STH-261214-7K3M9Q2X/verify' → 'STH-261214-7K3M9Q2X' (the segment after /api/orders/). */
export function orderNumberFromPath(request: Request): string {
  const segment = new URL(request.url).pathname.split('/')[3] ?? ''
  const number = decodeURIComponent(segment)
  if (!/^[A-Za-z0-9-]{1,40}$/.test(number)) throw new ApiError('not_found', 'We could not find this order in your account.')
  return number
}

/** Checkout makes gateway orders, which cost: CHECKOUT_RATE_LIMIT (10) attempts per customer in 10 minutes. */
export const CHECKOUT_LIMIT = { limit: 10, windowSeconds: 600 } as const
export const CHECKOUT_LIMIT_MESSAGE = 'Too many checkout attempts. Please wait a few minutes and try again.'

export async function checkCheckoutLimit(customerId: number): Promise<void> {
  const result = await hitRateLimit(rateLimitKey('checkout', String(customerId)), { ...CHECKOUT_LIMIT, limit: env().CHECKOUT_RATE_LIMIT })
  // No store to count in (the database is down): a 503 like every row's in an outage, with its Retry-After.
  if (!result) throw serviceUnavailable('Checkout is not available right now. Please try again in a minute.')
  if (!result.allowed)
    throw new ApiError('rate_limited', CHECKOUT_LIMIT_MESSAGE, undefined, { 'Retry-After': String(Math.max(1, result.retryAfterSeconds)) })
}
