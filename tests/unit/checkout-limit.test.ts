import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/server/api/errors'

// Checkout's rate limit with no store to count in (PostgreSQL down, as the load bench's restart showed): the answer is
// the outage's 503 with Retry-After, like every other row's, not a bare 503.
vi.mock('@/server/rate-limit', () => ({
  rateLimitKey: (scope: string, value: string) => `${scope}:${value}`,
  hitRateLimit: async () => null,
}))

vi.mock('@/server/env', () => ({ env: () => ({ CHECKOUT_RATE_LIMIT: 10 }) }))

describe('checkCheckoutLimit', () => {
  it('answers 503 with Retry-After when the limit cannot be counted', async () => {
    const { checkCheckoutLimit } = await import('@/server/orders/routes')
    const refused = await checkCheckoutLimit(7).then(
      () => null,
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(ApiError)
    expect((refused as ApiError).code).toBe('service_unavailable')
    expect(Number((refused as ApiError).headers?.['Retry-After'])).toBeGreaterThan(0)
  })
})
