import { z } from 'zod'
import type { BundleCredits } from '@/domain/catalogue/product-types'
import { formatDateShort, isIsoDate, type IsoDate } from '@/domain/calendar/business-date'
import { normaliseCouponCode } from './types'

// Coupons as data an operator edits (admin: Coupons): each is a kind of effect with its parameters, who may use it,
// when, and how often. The price function reads these rules; no code knows a coupon by its name.
//
// Stacking (what combines with what):
// - One coupon per cart (`appliedCouponCode` holds one code); a second code replaces the first.
// - Credits are not coupons: bundle credits the customer owns, and credits of a bundle bought in the same cart, pay
//   for day passes automatically alongside any coupon. They are spent first, so a percentage coupon takes its share of
//   the day passes still to be paid, never of a pass a credit already paid for.
// - Virtual-office credits are spent only through the VIRTUALOFFICECREDITS coupon (kind 'redeem-vo-credits'): they
//   then join the bundle credits (earliest expiry first), and so do not combine with another coupon.
// - No coupon touches the loyalty membership line. No discount takes a line below zero. GST is charged on what is
//   left after every discount (discounts shown on the invoice are not part of the taxable value: CGST Act s. 15(3)).

/** Who may use a coupon; every requirement listed must hold. */
export const COUPON_REQUIREMENTS = ['loyalty-member', 'referred-customer', 'bundle-in-cart', 'vo-credits-held'] as const
export type CouponRequirement = (typeof COUPON_REQUIREMENTS)[number]

/** The products a percentage coupon can take off. */
export const COUPON_PRODUCTS = ['DAY_PASS', 'CONFERENCE_ROOM', 'BUNDLE'] as const
export type CouponProduct = (typeof COUPON_PRODUCTS)[number]

const bundleSize = z.union([z.literal(5), z.literal(10)]) satisfies z.ZodType<BundleCredits>

export const couponEffectSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    /** A percentage off every line of one product (bundles: of the sizes listed, or all). */
    kind: z.literal('percent-off'),
    product: z.enum(COUPON_PRODUCTS),
    /** 2000 = 20%. */
    percentBasisPoints: z.number().int().min(1).max(10_000),
    bundleSizes: z.array(bundleSize).min(1).optional(),
  }),
  z.strictObject({
    /** The first hours of the conference-room booking free (all of it when shorter). */
    kind: z.literal('free-conference-hours'),
    hours: z.number().int().min(1).max(24),
  }),
  z.strictObject({
    /** The customer's virtual-office credits pay for day passes. */
    kind: z.literal('redeem-vo-credits'),
  }),
])
export type CouponEffect = z.infer<typeof couponEffectSchema>

const isoDate = z.string().refine(isIsoDate, 'Enter a date as YYYY-MM-DD')

/** Codes are kept upper-case: letters, digits and - _ @ (WWBUNDLE@5). */
export const COUPON_CODE_PATTERN = /^[A-Z0-9@_-]{3,40}$/

export const couponRuleSchema = z
  .strictObject({
    code: z.string().regex(COUPON_CODE_PATTERN, 'Use 3–40 capital letters, digits, -, _ or @'),
    /** Shown to the customer when the coupon is applied: 'Loyalty members: 20% off day passes'. */
    description: z.string().min(1).max(200),
    /** An operator switches a coupon off without deleting it. */
    active: z.boolean(),
    effect: couponEffectSchema,
    requires: z.array(z.enum(COUPON_REQUIREMENTS)),
    /** First and last dates of use, in India, both included; null for open-ended. */
    validFrom: isoDate.nullable(),
    validUntil: isoDate.nullable(),
    /** Orders one customer may place with it; null for no limit. */
    perCustomerLimit: z.number().int().min(1).nullable(),
  })
  .refine((rule) => rule.validFrom === null || rule.validUntil === null || rule.validFrom <= rule.validUntil, {
    message: 'The last date of use comes before the first',
    path: ['validUntil'],
  })
export type CouponRule = z.infer<typeof couponRuleSchema>

/** The six codes of spec section 9 as the product first ships them; operators change any of it in the admin. */
export const DEFAULT_COUPON_RULES: readonly CouponRule[] = [
  {
    code: 'LOYALTY-20-PERCENT',
    description: 'Loyalty members: 20% off day passes',
    active: true,
    effect: { kind: 'percent-off', product: 'DAY_PASS', percentBasisPoints: 2000 },
    requires: ['loyalty-member'],
    validFrom: null,
    validUntil: null,
    perCustomerLimit: null,
  },
  {
    code: 'LOYALTY-FREE-CONFERENCE-ROOM',
    description: 'Loyalty members: one hour of a conference room free',
    active: true,
    effect: { kind: 'free-conference-hours', hours: 1 },
    requires: ['loyalty-member'],
    validFrom: null,
    validUntil: null,
    perCustomerLimit: 1,
  },
  {
    code: 'REFERRAL-FREE-CONFERENCE-ROOM',
    description: 'Welcome, referred friend: one hour of a conference room free',
    active: true,
    effect: { kind: 'free-conference-hours', hours: 1 },
    requires: ['referred-customer'],
    validFrom: null,
    validUntil: null,
    perCustomerLimit: 1,
  },
  {
    code: 'WWBUNDLE@5',
    description: '5% off day-pass bundles',
    active: true,
    effect: { kind: 'percent-off', product: 'BUNDLE', percentBasisPoints: 500 },
    requires: ['bundle-in-cart'],
    validFrom: null,
    validUntil: null,
    perCustomerLimit: 1,
  },
  {
    code: 'WWBUNDLE@15',
    description: '15% off bundles of 10 day-pass credits',
    active: true,
    effect: { kind: 'percent-off', product: 'BUNDLE', percentBasisPoints: 1500, bundleSizes: [10] },
    requires: ['bundle-in-cart'],
    validFrom: null,
    validUntil: null,
    perCustomerLimit: 1,
  },
  {
    code: 'VIRTUALOFFICECREDITS',
    description: 'Pay for day passes with your virtual-office credits',
    active: true,
    effect: { kind: 'redeem-vo-credits' },
    requires: ['vo-credits-held'],
    validFrom: null,
    validUntil: null,
    perCustomerLimit: null,
  },
]

/** What the customer typed, as codes are stored: trimmed, upper-cased. */
export { normaliseCouponCode }

export function findCoupon(rules: readonly CouponRule[], code: string): CouponRule | undefined {
  const wanted = normaliseCouponCode(code)
  return rules.find((rule) => rule.code === wanted)
}

// Why a coupon was refused. Each reason has its own message, so the customer knows whether to fix a typo, wait,
// give up, or change the cart.
export type CouponRefusal = 'unknown' | 'inactive' | 'not-yet-valid' | 'expired' | 'used-up' | 'ineligible' | 'not-applicable'

export function unknownCouponMessage(code: string): string {
  return `${code} is not a coupon code we know. Please check the spelling.`
}

export function inactiveCouponMessage(code: string): string {
  return `The coupon ${code} is no longer available.`
}

export function notYetValidCouponMessage(code: string, validFrom: IsoDate): string {
  return `The coupon ${code} can be used from ${formatDateShort(validFrom)}.`
}

export function expiredCouponMessage(code: string, validUntil: IsoDate): string {
  return `The coupon ${code} expired on ${formatDateShort(validUntil)}.`
}

export function usedUpCouponMessage(code: string, limit: number): string {
  return limit === 1
    ? `You have already used the coupon ${code}; it can be used once per customer.`
    : `You have already used the coupon ${code} ${limit} times, its limit per customer.`
}

function bundleNoun(sizes: readonly BundleCredits[] | undefined): string {
  return sizes && sizes.length === 1 ? `bundle of ${sizes[0]} day-pass credits` : 'day-pass bundle'
}

/** The message when the customer does not meet a requirement. */
export function ineligibleCouponMessage(code: string, requirement: CouponRequirement): string {
  switch (requirement) {
    case 'loyalty-member':
      return `The coupon ${code} is for loyalty members. Add a loyalty membership to your cart to use it now.`
    case 'referred-customer':
      return `The coupon ${code} is for customers who joined through a friend’s referral.`
    case 'bundle-in-cart':
      return `The coupon ${code} needs a day-pass bundle in your cart.`
    case 'vo-credits-held':
      return `The coupon ${code} is for virtual-office members with credits left to use, and your account has none.`
  }
}

/** The message when the customer may use the coupon but the cart has nothing it takes off. */
export function notApplicableCouponMessage(code: string, effect: CouponEffect): string {
  switch (effect.kind) {
    case 'percent-off': {
      const percent = `${effect.percentBasisPoints / 100}%`
      if (effect.product === 'DAY_PASS')
        return `The coupon ${code} takes ${percent} off day passes, and your cart has none left to pay for.`
      if (effect.product === 'CONFERENCE_ROOM')
        return `The coupon ${code} takes ${percent} off a conference-room booking; add one to your cart to use it.`
      return `The coupon ${code} takes ${percent} off a ${bundleNoun(effect.bundleSizes)}; add one to your cart to use it.`
    }
    case 'free-conference-hours':
      return `The coupon ${code} gives ${effect.hours === 1 ? 'one hour' : `${effect.hours} hours`} of a conference room free; add a booking to your cart to use it.`
    case 'redeem-vo-credits':
      return `The coupon ${code} pays for day passes with your virtual-office credits, and none of them can pay for the day passes in your cart (check the building and the credits’ expiry).`
  }
}

export function appliedCouponMessage(code: string, saved: string): string {
  return `Coupon ${code} applied: you save ${saved}.`
}
