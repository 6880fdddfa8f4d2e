import type { Coupon } from '@/payload-types'
import { businessDate } from '@/domain/calendar/business-date'
import { couponRuleSchema, type CouponRule } from '@/domain/cart/coupons'
import { getPayloadClient } from '../payload'

/** An operator's coupon row as the price function's rule; null when the row does not make a valid rule. */
export function couponRuleOf(row: Coupon): CouponRule | null {
  const effect =
    row.effect === 'percent-off'
      ? {
          kind: 'percent-off' as const,
          product: row.product,
          percentBasisPoints: row.percentBasisPoints,
          ...(row.product === 'BUNDLE' && row.bundleSizes && row.bundleSizes.length > 0
            ? { bundleSizes: row.bundleSizes.map(Number) }
            : {}),
        }
      : row.effect === 'free-conference-hours'
        ? { kind: 'free-conference-hours' as const, hours: row.hours }
        : { kind: 'redeem-vo-credits' as const }
  const parsed = couponRuleSchema.safeParse({
    code: row.code,
    description: row.description,
    active: row.active !== false,
    effect,
    requires: row.requires ?? [],
    validFrom: row.validFrom ? businessDate(new Date(row.validFrom)) : null,
    validUntil: row.validUntil ? businessDate(new Date(row.validUntil)) : null,
    perCustomerLimit: row.perCustomerLimit ?? null,
  })
  if (!parsed.success) {
    console.warn(`Coupon ${row.code} is not a valid rule and is left out`, parsed.error.issues)
    return null
  }
  return parsed.data
}

/** Every coupon an operator has set up (active or not: an inactive code gets its own message). */
export async function listCouponRules(): Promise<CouponRule[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'coupons', depth: 0, pagination: false, overrideAccess: true })
  return docs.map(couponRuleOf).filter((rule): rule is CouponRule => rule !== null)
}
