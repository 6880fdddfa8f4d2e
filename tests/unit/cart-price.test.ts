import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_COUPON_RULES, type CouponRule } from '@/domain/cart/coupons'
import type { CreditLot } from '@/domain/cart/credits'
import {
  cartPriceSummary,
  GUEST_STANDING,
  linesOfCart,
  priceCart,
  type CartLines,
  type CartPrice,
  type CataloguePrices,
  type CustomerStanding,
  type PriceCartInput,
} from '@/domain/cart/price'
import { cartReducer, emptyCart, type CartAction } from '@/domain/cart/reducer'
import { DISCOUNT_FIELDS, type DiscountField } from '@/domain/cart/types'
import { paise, sumPaise } from '@/domain/money'

// Friday 11 December 2026, 10:00 in India.
const NOW = new Date('2026-12-11T10:00:00+05:30')
const BUILDING = 'BLR-EMB'

const catalogue: CataloguePrices = {
  dayPassPaise: paise(499_00),
  conferenceRoomHourlyPaise: { r8: paise(1_199_00), r4: paise(799_50) },
  bundles: { 5: { pricePaise: paise(2_299_00), validityDays: 30 }, 10: { pricePaise: paise(4_199_00), validityDays: 60 } },
  loyalty: { pricePaise: paise(999_00), validityDays: 90 },
}

const noLines: CartLines = { buildingCode: BUILDING, dayPasses: [], conference: null, bundles: [], loyaltyMembership: false }
const member = (endsAt = '2027-02-28T23:59:59+05:30'): CustomerStanding['loyalty'] => ({ isMember: true, endsAt })
const lot = (
  id: string,
  source: 'bundle' | 'vo',
  available: number,
  expiresOn: string,
  buildingCode: string | null = BUILDING,
): CreditLot => ({
  id,
  source,
  buildingCode,
  available,
  expiresOn,
})

function input(
  lines: Partial<CartLines>,
  more: Partial<Omit<PriceCartInput, 'lines' | 'standing'>> & { standing?: Partial<CustomerStanding> } = {},
): PriceCartInput {
  return {
    lines: { ...noLines, ...lines },
    buildingStateCode: 'KA',
    catalogue,
    coupons: DEFAULT_COUPON_RULES,
    couponCode: null,
    now: NOW,
    ...more,
    standing: { ...GUEST_STANDING, ...more.standing },
  }
}

function price(lines: Partial<CartLines>, more: Parameters<typeof input>[1] = {}): CartPrice {
  const result = priceCart(input(lines, more))
  if (!result.ok) throw new Error(result.problem.message)
  return result.price
}

/** The non-zero fields of the breakup. */
function breakup(p: CartPrice): Partial<Record<DiscountField, number>> {
  return Object.fromEntries(Object.entries(p.discountBreakup).filter(([, v]) => v !== 0))
}

const days = (...pairs: [string, number][]) => pairs.map(([date, people]) => ({ date, people }))

describe('lines, GST and rounding to the paisa', () => {
  it.each<[string, Partial<CartLines>, CataloguePrices, { gross: number; cgst: number; sgst: number; total: number }]>([
    ['one day pass', { dayPasses: days(['2026-12-14', 1]) }, catalogue, { gross: 499_00, cgst: 44_91, sgst: 44_91, total: 588_82 }],
    [
      'three people on one date',
      { dayPasses: days(['2026-12-14', 3]) },
      catalogue,
      { gross: 1_497_00, cgst: 134_73, sgst: 134_73, total: 1_766_46 },
    ],
    // 9% of ₹499.50 is ₹44.955: each share rounds half up to ₹44.96 (the total taxed at 18% would be ₹89.91, not ₹89.92).
    [
      'a half paisa rounds up, per share',
      { dayPasses: days(['2026-12-14', 1]) },
      { ...catalogue, dayPassPaise: paise(499_50) },
      { gross: 499_50, cgst: 44_96, sgst: 44_96, total: 589_42 },
    ],
    // 45 minutes at ₹799.50 an hour is ₹599.625 → ₹599.63.
    [
      'a conference room for 45 minutes',
      { conference: { roomId: 'r4', date: '2026-12-14', startTime: '10:00', durationMinutes: 45 } },
      catalogue,
      { gross: 599_63, cgst: 53_97, sgst: 53_97, total: 707_57 },
    ],
    [
      'two bundles of 10',
      { bundles: [{ credits: 10, count: 2 }] },
      catalogue,
      { gross: 8_398_00, cgst: 755_82, sgst: 755_82, total: 9_909_64 },
    ],
    ['the loyalty membership', { loyaltyMembership: true }, catalogue, { gross: 999_00, cgst: 89_91, sgst: 89_91, total: 1_178_82 }],
  ])('%s', (_name, lines, prices, expected) => {
    const p = price(lines, { catalogue: prices })
    expect(p.lines).toHaveLength(1)
    const [line] = p.lines
    expect([line!.grossPaise, line!.tax.cgstPaise, line!.tax.stateTaxPaise, line!.totalPaise]).toEqual([
      expected.gross,
      expected.cgst,
      expected.sgst,
      expected.total,
    ])
    expect(p.totalEstimatedPrice).toBe(expected.total)
    expect(p.gst).toMatchObject({
      sac: '997212',
      rateBasisPoints: 1800,
      placeOfSupply: { gstCode: '29', name: 'Karnataka', stateTax: 'SGST' },
    })
  })

  it('labels each line for the cart and the invoice', () => {
    const p = price({
      dayPasses: days(['2026-12-15', 1], ['2026-12-14', 3]),
      conference: { roomId: 'r8', date: '2026-12-14', startTime: '10:00', durationMinutes: 90 },
      bundles: [{ credits: 10, count: 2 }],
      loyaltyMembership: true,
    })
    expect(p.lines.map((l) => l.label)).toEqual([
      'Day pass, 14 Dec 2026, 3 people',
      'Day pass, 15 Dec 2026, 1 person',
      'Conference room, 14 Dec 2026, 10:00–11:30',
      'Bundle of 10 day-pass credits × 2',
      'Loyalty membership, 90 days',
    ])
  })

  it('GST is per line and the totals are the sums of the lines', () => {
    const p = price({ dayPasses: days(['2026-12-14', 1], ['2026-12-15', 1]) }, { catalogue: { ...catalogue, dayPassPaise: paise(499_50) } })
    expect(p.gst.cgstPaise).toBe(2 * 44_96)
    expect(p.gst.stateTaxPaise).toBe(2 * 44_96)
    expect(p.totalEstimatedPrice).toBe(2 * 589_42)
  })

  it.each<[string, string, string, string]>([
    ['Karnataka: SGST', 'KA', '29', 'SGST'],
    ['Maharashtra: SGST', 'MH', '27', 'SGST'],
    ['Delhi (a legislature): SGST', 'DL', '07', 'SGST'],
    ['Telangana (ISO TG, GST 36)', 'TG', '36', 'SGST'],
    ['Chandigarh (a union territory): UTGST', 'CH', '04', 'UTGST'],
  ])('place of supply is the building’s state — %s', (_name, state, gstCode, stateTax) => {
    const p = price({ dayPasses: days(['2026-12-14', 1]) }, { buildingStateCode: state })
    expect(p.gst.placeOfSupply).toMatchObject({ isoCode: state, gstCode, stateTax })
    expect(p.gst.cgstPaise).toBe(p.gst.stateTaxPaise)
  })

  it('an empty cart costs nothing', () => {
    const p = price({})
    expect([p.lines.length, p.totalEstimatedPrice, p.totalDiscount, p.coupon]).toEqual([0, 0, 0, null])
  })
})

describe('what cannot be priced', () => {
  it.each<[string, Partial<PriceCartInput>, Partial<CartLines>, string]>([
    [
      'day passes not sold',
      { catalogue: { ...catalogue, dayPassPaise: null } },
      { dayPasses: days(['2026-12-14', 1]) },
      'Day passes are not sold at this building.',
    ],
    [
      'a bundle size not sold',
      { catalogue: { ...catalogue, bundles: {} } },
      { bundles: [{ credits: 5, count: 1 }] },
      'Bundles of 5 day-pass credits are not sold at this building.',
    ],
    [
      'an unknown room',
      {},
      { conference: { roomId: 'r99', date: '2026-12-14', startTime: '10:00', durationMinutes: 60 } },
      'This conference room cannot be booked.',
    ],
    [
      'loyalty not on sale',
      { catalogue: { ...catalogue, loyalty: null } },
      { loyaltyMembership: true },
      'The loyalty membership is not on sale at the moment.',
    ],
    [
      'a state with no GST code',
      { buildingStateCode: 'XX' },
      { dayPasses: days(['2026-12-14', 1]) },
      "No GST state for the building's state XX.",
    ],
  ])('%s', (_name, over, lines, message) => {
    const result = priceCart({ ...input(lines), ...over })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.problem.message).toBe(message)
  })

  it('a date with nobody coming is not a line', () => {
    expect(price({ dayPasses: days(['2026-12-14', 0], ['2026-12-15', 1]) }).lines.map((l) => l.id)).toEqual(['day-pass:2026-12-15'])
  })
})

describe('each coupon: its effect', () => {
  const twoDates = days(['2026-12-14', 2], ['2026-12-15', 2])
  const room2h = { roomId: 'r8', date: '2026-12-14', startTime: '10:00', durationMinutes: 120 }
  it.each<[string, string, Partial<CartLines>, Partial<CustomerStanding>, Partial<Record<DiscountField, number>>, number]>([
    // 20% of 2 × ₹499 = ₹199.60 per date; taxable ₹798.40; 9% = ₹71.856 → ₹71.86 each share.
    [
      'LOYALTY-20-PERCENT for a member',
      'LOYALTY-20-PERCENT',
      { dayPasses: twoDates },
      { loyalty: member() },
      { discountLoyalty20: 2 * 199_60 },
      2 * (798_40 + 2 * 71_86),
    ],
    [
      'REFERRAL-FREE-CONFERENCE-ROOM: one of two hours free',
      'REFERRAL-FREE-CONFERENCE-ROOM',
      { conference: room2h },
      { referred: true },
      { discountOneHourConference: 1_199_00 },
      1_199_00 + 2 * 107_91,
    ],
    [
      'REFERRAL-FREE-CONFERENCE-ROOM: a 30-minute booking is free',
      'REFERRAL-FREE-CONFERENCE-ROOM',
      { conference: { ...room2h, durationMinutes: 30 } },
      { referred: true },
      { discountOneHourConference: 599_50 },
      0,
    ],
    [
      'LOYALTY-FREE-CONFERENCE-ROOM for a member',
      'LOYALTY-FREE-CONFERENCE-ROOM',
      { conference: room2h },
      { loyalty: member() },
      { discountOneHourConference: 1_199_00 },
      1_199_00 + 2 * 107_91,
    ],
    // 5% of ₹2,299 = ₹114.95; taxable ₹2,184.05; 9% = ₹196.5645 → ₹196.56.
    [
      'WWBUNDLE@5 on a bundle of 5',
      'WWBUNDLE@5',
      { bundles: [{ credits: 5, count: 1 }] },
      {},
      { bundleDiscount: 114_95 },
      2_184_05 + 2 * 196_56,
    ],
    // 15% of 2 × ₹4,199 = ₹1,259.70; taxable ₹7,138.30; 9% = ₹642.447 → ₹642.45.
    [
      'WWBUNDLE@15 on two bundles of 10',
      'WWBUNDLE@15',
      { bundles: [{ credits: 10, count: 2 }] },
      {},
      { bundleDiscount: 1_259_70 },
      7_138_30 + 2 * 642_45,
    ],
    [
      'WWBUNDLE@15 takes nothing off the bundle of 5 beside the 10',
      'WWBUNDLE@15',
      {
        bundles: [
          { credits: 5, count: 1 },
          { credits: 10, count: 1 },
        ],
      },
      {},
      { bundleDiscount: 629_85 },
      2_299_00 + 2 * 206_91 + 3_569_15 + 2 * 321_22,
    ],
    [
      'VIRTUALOFFICECREDITS: 3 credits pay for 3 of 4 day passes',
      'VIRTUALOFFICECREDITS',
      { dayPasses: twoDates },
      { creditLots: [lot('vo1', 'vo', 3, '2026-12-31')] },
      { voCreditDiscount: 3 * 499_00 },
      499_00 + 2 * 44_91,
    ],
  ])('%s', (_name, code, lines, standing, expected, total) => {
    const p = price(lines, { couponCode: code, standing })
    expect(p.coupon).toMatchObject({ code, status: 'applied' })
    expect(breakup(p)).toEqual(expected)
    expect(p.totalEstimatedPrice).toBe(total)
  })

  it('the applied coupon says what it saved', () => {
    const p = price({ bundles: [{ credits: 5, count: 1 }] }, { couponCode: 'wwbundle@5' })
    expect(p.coupon).toEqual({
      code: 'WWBUNDLE@5',
      status: 'applied',
      description: '5% off day-pass bundles',
      discountPaise: 114_95,
      message: 'Coupon WWBUNDLE@5 applied: you save ₹114.95.',
    })
  })

  it('an operator’s own percentage coupon for everyone is a day-pass discount', () => {
    const festive: CouponRule = {
      code: 'DIWALI10',
      description: '10% off day passes',
      active: true,
      effect: { kind: 'percent-off', product: 'DAY_PASS', percentBasisPoints: 1000 },
      requires: [],
      validFrom: '2026-11-01',
      validUntil: '2026-12-31',
      perCustomerLimit: 2,
    }
    const p = price({ dayPasses: days(['2026-12-14', 1]) }, { couponCode: 'DIWALI10', coupons: [...DEFAULT_COUPON_RULES, festive] })
    expect(breakup(p)).toEqual({ dayPassDiscount: 49_90 })
  })

  it('a conference percentage goes to conferenceDiscount', () => {
    const rule: CouponRule = {
      code: 'ROOM25',
      description: '25% off conference rooms',
      active: true,
      effect: { kind: 'percent-off', product: 'CONFERENCE_ROOM', percentBasisPoints: 2500 },
      requires: [],
      validFrom: null,
      validUntil: null,
      perCustomerLimit: null,
    }
    expect(breakup(price({ conference: room2h }, { couponCode: 'ROOM25', coupons: [rule] }))).toEqual({ conferenceDiscount: 599_50 })
  })
})

describe('each coupon refused, with a message that says why', () => {
  const dated = (over: Partial<CouponRule>): CouponRule[] =>
    DEFAULT_COUPON_RULES.map((r) => (r.code === 'WWBUNDLE@5' ? { ...r, ...over } : r))
  const bundle = { bundles: [{ credits: 5 as const, count: 1 }] }
  it.each<[string, string, Partial<CartLines>, Parameters<typeof input>[1], string, string]>([
    ['unknown', 'FREEDAYS', bundle, {}, 'unknown', 'FREEDAYS is not a coupon code we know. Please check the spelling.'],
    [
      'switched off',
      'WWBUNDLE@5',
      bundle,
      { coupons: dated({ active: false }) },
      'inactive',
      'The coupon WWBUNDLE@5 is no longer available.',
    ],
    [
      'not valid yet',
      'WWBUNDLE@5',
      bundle,
      { coupons: dated({ validFrom: '2026-12-12' }) },
      'not-yet-valid',
      'The coupon WWBUNDLE@5 can be used from 12 Dec 2026.',
    ],
    [
      'expired',
      'WWBUNDLE@5',
      bundle,
      { coupons: dated({ validUntil: '2026-12-10' }) },
      'expired',
      'The coupon WWBUNDLE@5 expired on 10 Dec 2026.',
    ],
    [
      'expired at midnight in India (18:30 UTC the day before)',
      'WWBUNDLE@5',
      bundle,
      { coupons: dated({ validUntil: '2026-12-10' }), now: new Date('2026-12-10T18:30:00Z') },
      'expired',
      'The coupon WWBUNDLE@5 expired on 10 Dec 2026.',
    ],
    [
      'used up (once per customer)',
      'WWBUNDLE@5',
      bundle,
      { standing: { couponUses: { 'WWBUNDLE@5': 1 } } },
      'used-up',
      'You have already used the coupon WWBUNDLE@5; it can be used once per customer.',
    ],
    [
      'used up (3 per customer)',
      'WWBUNDLE@5',
      bundle,
      { coupons: dated({ perCustomerLimit: 3 }), standing: { couponUses: { 'WWBUNDLE@5': 3 } } },
      'used-up',
      'You have already used the coupon WWBUNDLE@5 3 times, its limit per customer.',
    ],
    [
      'loyalty coupon, not a member',
      'LOYALTY-20-PERCENT',
      { dayPasses: days(['2026-12-14', 1]) },
      {},
      'ineligible',
      'The coupon LOYALTY-20-PERCENT is for loyalty members. Add a loyalty membership to your cart to use it now.',
    ],
    [
      'loyalty coupon, membership with under a day left',
      'LOYALTY-20-PERCENT',
      { dayPasses: days(['2026-12-14', 1]) },
      { standing: { loyalty: member('2026-12-11T20:00:00+05:30') } },
      'ineligible',
      'The coupon LOYALTY-20-PERCENT is for loyalty members. Add a loyalty membership to your cart to use it now.',
    ],
    [
      'referral coupon, not referred',
      'REFERRAL-FREE-CONFERENCE-ROOM',
      { conference: { roomId: 'r8', date: '2026-12-14', startTime: '10:00', durationMinutes: 60 } },
      {},
      'ineligible',
      'The coupon REFERRAL-FREE-CONFERENCE-ROOM is for customers who joined through a friend’s referral.',
    ],
    [
      'bundle coupon, no bundle',
      'WWBUNDLE@5',
      { dayPasses: days(['2026-12-14', 1]) },
      {},
      'ineligible',
      'The coupon WWBUNDLE@5 needs a day-pass bundle in your cart.',
    ],
    [
      'VO coupon, no VO credits',
      'VIRTUALOFFICECREDITS',
      { dayPasses: days(['2026-12-14', 1]) },
      { standing: { creditLots: [lot('b1', 'bundle', 5, '2027-01-31')] } },
      'ineligible',
      'The coupon VIRTUALOFFICECREDITS is for virtual-office members with credits left to use, and your account has none.',
    ],
    [
      'VO coupon, VO credits expired yesterday',
      'VIRTUALOFFICECREDITS',
      { dayPasses: days(['2026-12-14', 1]) },
      { standing: { creditLots: [lot('vo1', 'vo', 5, '2026-12-10')] } },
      'ineligible',
      'The coupon VIRTUALOFFICECREDITS is for virtual-office members with credits left to use, and your account has none.',
    ],
    [
      'VO coupon, credits of another building',
      'VIRTUALOFFICECREDITS',
      { dayPasses: days(['2026-12-14', 1]) },
      { standing: { creditLots: [lot('vo1', 'vo', 5, '2027-01-31', 'MUM-BKC')] } },
      'not-applicable',
      'The coupon VIRTUALOFFICECREDITS pays for day passes with your virtual-office credits, and none of them can pay for the day passes in your cart (check the building and the credits’ expiry).',
    ],
    [
      'WWBUNDLE@15 with only a bundle of 5',
      'WWBUNDLE@15',
      bundle,
      {},
      'not-applicable',
      'The coupon WWBUNDLE@15 takes 15% off a bundle of 10 day-pass credits; add one to your cart to use it.',
    ],
    [
      'free conference hour with no room in the cart',
      'REFERRAL-FREE-CONFERENCE-ROOM',
      { dayPasses: days(['2026-12-14', 1]) },
      { standing: { referred: true } },
      'not-applicable',
      'The coupon REFERRAL-FREE-CONFERENCE-ROOM gives one hour of a conference room free; add a booking to your cart to use it.',
    ],
    [
      'loyalty 20% with only the membership in the cart (no coupon touches it)',
      'LOYALTY-20-PERCENT',
      { loyaltyMembership: true },
      {},
      'not-applicable',
      'The coupon LOYALTY-20-PERCENT takes 20% off day passes, and your cart has none left to pay for.',
    ],
    [
      'loyalty 20% when credits pay for every day pass',
      'LOYALTY-20-PERCENT',
      { dayPasses: days(['2026-12-14', 2]) },
      { standing: { loyalty: member(), creditLots: [lot('b1', 'bundle', 5, '2027-01-31')] } },
      'not-applicable',
      'The coupon LOYALTY-20-PERCENT takes 20% off day passes, and your cart has none left to pay for.',
    ],
  ])('%s', (_name, code, lines, more, reason, message) => {
    const p = price(lines, { ...more, couponCode: code })
    expect(p.coupon).toEqual({ code, status: 'refused', reason, message })
    // A refused coupon takes nothing off.
    const without = price(lines, { ...more, couponCode: null })
    expect(p.totalEstimatedPrice).toBe(without.totalEstimatedPrice)
  })

  it('a coupon is valid on its first and last days (dates in India, both included)', () => {
    for (const over of [{ validFrom: '2026-12-11' }, { validUntil: '2026-12-11' }])
      expect(price(bundle, { couponCode: 'WWBUNDLE@5', coupons: dated(over) }).coupon?.status).toBe('applied')
    // 23:59 IST on the last day is still the last day.
    expect(
      price(bundle, { couponCode: 'WWBUNDLE@5', coupons: dated({ validUntil: '2026-12-10' }), now: new Date('2026-12-10T18:29:00Z') })
        .coupon?.status,
    ).toBe('applied')
  })

  it('a limit not reached yet lets the customer use it', () => {
    expect(
      price(bundle, { couponCode: 'WWBUNDLE@5', coupons: dated({ perCustomerLimit: 3 }), standing: { couponUses: { 'WWBUNDLE@5': 2 } } })
        .coupon?.status,
    ).toBe('applied')
  })
})

describe('loyalty', () => {
  it('bought in the same cart, its benefits apply at once', () => {
    const p = price({ dayPasses: days(['2026-12-14', 1]), loyaltyMembership: true }, { couponCode: 'LOYALTY-20-PERCENT' })
    expect(p.coupon?.status).toBe('applied')
    expect(breakup(p)).toEqual({ discountLoyalty20: 99_80 })
    expect(p.lines.find((l) => l.id === 'loyalty-membership')?.discountPaise).toBe(0)
    expect(p.loyalty).toEqual({ member: true, coversUntil: '2027-03-10' })
  })

  it('bought by a member, it extends the membership from its end', () => {
    expect(price({ loyaltyMembership: true }, { standing: { loyalty: member('2026-12-20T23:59:59+05:30') } }).loyalty).toEqual({
      member: true,
      coversUntil: '2027-03-20',
    })
  })

  it('the discount covers the dates within the membership only', () => {
    const p = price(
      { dayPasses: days(['2026-12-14', 1], ['2026-12-15', 1]) },
      { couponCode: 'LOYALTY-20-PERCENT', standing: { loyalty: member('2026-12-14T18:00:00+05:30') } },
    )
    expect(p.lines.map((l) => l.discounts.discountLoyalty20 ?? 0)).toEqual([99_80, 0])
  })

  it('the free hour of a member applies to a booking within the membership only', () => {
    const p = price(
      { conference: { roomId: 'r8', date: '2026-12-16', startTime: '10:00', durationMinutes: 60 } },
      { couponCode: 'LOYALTY-FREE-CONFERENCE-ROOM', standing: { loyalty: member('2026-12-14T18:00:00+05:30') } },
    )
    expect(p.coupon?.status === 'refused' && p.coupon.reason).toBe('not-applicable')
  })
})

describe('credits: earliest expiry first', () => {
  it.each<[string, [string, number][], CreditLot[], { lotId: string; quantity: number; dates: string[] }[]]>([
    [
      'the lot that expires first pays first',
      [
        ['2026-12-14', 2],
        ['2026-12-21', 2],
      ],
      [lot('late', 'bundle', 5, '2027-01-31'), lot('soon', 'bundle', 2, '2026-12-20')],
      [
        { lotId: 'soon', quantity: 2, dates: ['2026-12-14', '2026-12-14'] },
        { lotId: 'late', quantity: 2, dates: ['2026-12-21', '2026-12-21'] },
      ],
    ],
    [
      'a credit pays only for dates up to its expiry, so the short one goes to the early date',
      [
        ['2026-12-14', 1],
        ['2026-12-20', 1],
      ],
      [lot('y', 'bundle', 1, '2026-12-31'), lot('x', 'bundle', 1, '2026-12-15')],
      [
        { lotId: 'x', quantity: 1, dates: ['2026-12-14'] },
        { lotId: 'y', quantity: 1, dates: ['2026-12-20'] },
      ],
    ],
    ['a lot ends before the date: not used', [['2026-12-16', 1]], [lot('x', 'bundle', 3, '2026-12-15')], []],
    ['another building’s lot: not used', [['2026-12-14', 1]], [lot('x', 'bundle', 3, '2027-01-31', 'MUM-BKC')], []],
    [
      'a lot for any building: used',
      [['2026-12-14', 1]],
      [lot('x', 'bundle', 3, '2027-01-31', null)],
      [{ lotId: 'x', quantity: 1, dates: ['2026-12-14'] }],
    ],
    ['an empty lot: not used', [['2026-12-14', 1]], [lot('x', 'bundle', 0, '2027-01-31')], []],
    [
      'the same expiry: by id',
      [['2026-12-14', 2]],
      [lot('b', 'bundle', 1, '2027-01-31'), lot('a', 'bundle', 1, '2027-01-31')],
      [
        { lotId: 'a', quantity: 1, dates: ['2026-12-14'] },
        { lotId: 'b', quantity: 1, dates: ['2026-12-14'] },
      ],
    ],
    ['VO credits are not spent without their coupon', [['2026-12-14', 1]], [lot('v', 'vo', 3, '2027-01-31')], []],
  ])('%s', (_name, dates, lots, plan) => {
    const p = price({ dayPasses: days(...dates) }, { standing: { creditLots: lots } })
    expect(p.creditPlan).toEqual(plan.map((s) => ({ ...s, source: 'bundle' })))
    expect(p.discountBreakup.bundleCreditsDiscount).toBe(plan.reduce((n, s) => n + s.quantity, 0) * 499_00)
  })

  it('with VIRTUALOFFICECREDITS, VO and bundle credits are spent together, earliest expiry first', () => {
    const p = price(
      { dayPasses: days(['2026-12-14', 3]) },
      {
        couponCode: 'VIRTUALOFFICECREDITS',
        standing: { creditLots: [lot('b', 'bundle', 2, '2027-01-31'), lot('v', 'vo', 2, '2026-12-31')] },
      },
    )
    expect(p.creditPlan.map((s) => [s.lotId, s.source, s.quantity])).toEqual([
      ['v', 'vo', 2],
      ['b', 'bundle', 1],
    ])
    expect(breakup(p)).toEqual({ voCreditDiscount: 998_00, bundleCreditsDiscount: 499_00 })
    expect(p.voCredits).toEqual({ availableAmount: 2, redeemedAmount: 2 })
    expect(p.bundleCredits).toEqual({ availableAmount: 2, redeemedAmount: 1 })
    expect(p.totalEstimatedPrice).toBe(0)
  })

  it('a bundle bought in the same cart pays for its day passes at once (bundlePassOff), after owned credits', () => {
    const p = price(
      { dayPasses: days(['2026-12-14', 3]), bundles: [{ credits: 5, count: 1 }] },
      { standing: { creditLots: [lot('b', 'bundle', 1, '2026-12-31')] } },
    )
    expect(p.creditPlan.map((s) => [s.lotId, s.source, s.quantity])).toEqual([
      ['b', 'bundle', 1],
      ['cart-bundle:5', 'cart-bundle', 2],
    ])
    expect(breakup(p)).toEqual({ bundleCreditsDiscount: 499_00, bundlePassOff: 998_00 })
    expect(p.lines.find((l) => l.id === 'day-pass:2026-12-14')?.totalPaise).toBe(0)
    expect(p.totalEstimatedPrice).toBe(2_299_00 + 2 * 206_91)
    expect(p.bundleCredits).toEqual({ availableAmount: 6, redeemedAmount: 3 })
    expect(p.lines.find((l) => l.id === 'bundle:5')?.item).toMatchObject({ creditsExpireOn: '2027-01-09' })
  })

  it('a bundle’s credits do not pay for dates after they expire', () => {
    const p = price({ dayPasses: days(['2027-01-11', 1]), bundles: [{ credits: 5, count: 1 }] })
    expect(p.creditPlan).toEqual([])
  })
})

describe('stacking', () => {
  it('credits first, then the loyalty percentage on the day passes left to pay', () => {
    const p = price(
      { dayPasses: days(['2026-12-14', 3]) },
      { couponCode: 'LOYALTY-20-PERCENT', standing: { loyalty: member(), creditLots: [lot('b', 'bundle', 1, '2027-01-31')] } },
    )
    expect(breakup(p)).toEqual({ bundleCreditsDiscount: 499_00, discountLoyalty20: 199_60 })
  })

  it('one coupon: with VIRTUALOFFICECREDITS a member gets no loyalty percentage', () => {
    const p = price(
      { dayPasses: days(['2026-12-14', 2]) },
      { couponCode: 'VIRTUALOFFICECREDITS', standing: { loyalty: member(), creditLots: [lot('v', 'vo', 1, '2027-01-31')] } },
    )
    expect(breakup(p)).toEqual({ voCreditDiscount: 499_00 })
  })

  it('a bundle coupon and a bundle bought to pay for day passes combine', () => {
    const p = price({ dayPasses: days(['2026-12-14', 1]), bundles: [{ credits: 5, count: 1 }] }, { couponCode: 'WWBUNDLE@5' })
    expect(breakup(p)).toEqual({ bundleDiscount: 114_95, bundlePassOff: 499_00 })
  })

  it('no discount takes a line below zero', () => {
    const p = price(
      { conference: { roomId: 'r8', date: '2026-12-14', startTime: '10:00', durationMinutes: 30 } },
      { couponCode: 'REFERRAL-FREE-CONFERENCE-ROOM', standing: { referred: true } },
    )
    expect(p.lines[0]).toMatchObject({ grossPaise: 599_50, discountPaise: 599_50, totalPaise: 0 })
  })
})

describe('invariants over any cart', () => {
  const cartArb = fc.record({
    dayPasses: fc.uniqueArray(
      fc.record({ date: fc.constantFrom('2026-12-14', '2026-12-15', '2026-12-16', '2027-01-20'), people: fc.integer({ min: 0, max: 6 }) }),
      {
        selector: (d) => d.date,
        maxLength: 4,
      },
    ),
    conference: fc.option(
      fc.record({
        roomId: fc.constantFrom('r4', 'r8'),
        date: fc.constant('2026-12-14'),
        startTime: fc.constant('09:00'),
        durationMinutes: fc.integer({ min: 1, max: 16 }).map((n) => n * 15),
      }),
      { nil: null },
    ),
    bundles: fc.uniqueArray(fc.record({ credits: fc.constantFrom(5 as const, 10 as const), count: fc.integer({ min: 0, max: 3 }) }), {
      selector: (b) => b.credits,
      maxLength: 2,
    }),
    loyaltyMembership: fc.boolean(),
    coupon: fc.option(fc.constantFrom(...DEFAULT_COUPON_RULES.map((r) => r.code), 'NOPE'), { nil: null }),
    dayPassPaise: fc.integer({ min: 1, max: 2_000_00 }),
    referred: fc.boolean(),
    isMember: fc.boolean(),
    lots: fc.array(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 3 }),
        source: fc.constantFrom('bundle' as const, 'vo' as const),
        buildingCode: fc.constantFrom(BUILDING, 'MUM-BKC', null),
        available: fc.integer({ min: 0, max: 4 }),
        expiresOn: fc.constantFrom('2026-12-10', '2026-12-14', '2026-12-31', '2027-02-01'),
      }),
      { maxLength: 4 },
    ),
  })

  it('totals add up, CGST equals SGST, nothing is negative, credits never overspent', () => {
    fc.assert(
      fc.property(cartArb, (c) => {
        const lots = c.lots.map((l, i) => ({ ...l, id: `${l.id}-${i}` }))
        const p = price(
          { dayPasses: c.dayPasses, conference: c.conference, bundles: c.bundles, loyaltyMembership: c.loyaltyMembership },
          {
            couponCode: c.coupon,
            catalogue: { ...catalogue, dayPassPaise: paise(c.dayPassPaise) },
            standing: { referred: c.referred, loyalty: c.isMember ? member() : GUEST_STANDING.loyalty, creditLots: lots },
          },
        )
        expect(p.totalDiscount).toBe(sumPaise(...DISCOUNT_FIELDS.map((f) => p.discountBreakup[f])))
        expect(p.gst.taxablePaise).toBe(p.subtotalPaise - p.totalDiscount)
        expect(p.totalEstimatedPrice).toBe(p.gst.taxablePaise + p.gst.totalPaise)
        expect(p.gst.cgstPaise).toBe(p.gst.stateTaxPaise)
        expect(p.discountBreakup.spacepointsOff + p.discountBreakup.ODBundleDiscount).toBe(0)
        for (const line of p.lines) {
          expect(line.discountPaise).toBeLessThanOrEqual(line.grossPaise)
          expect(line.tax.cgstPaise).toBe(Math.floor((line.tax.taxablePaise * 900 + 5000) / 10000))
        }
        for (const spend of p.creditPlan) {
          const owned = lots.find((l) => l.id === spend.lotId)
          if (owned) {
            expect(spend.quantity).toBeLessThanOrEqual(owned.available)
            expect(spend.dates.every((d) => d <= owned.expiresOn)).toBe(true)
            expect(owned.buildingCode === null || owned.buildingCode === BUILDING).toBe(true)
          }
        }
        if (c.coupon !== 'VIRTUALOFFICECREDITS') expect(p.discountBreakup.voCreditDiscount).toBe(0)
      }),
      { numRuns: 300 },
    )
  })
})

describe('from the cart to its stored prices', () => {
  it('prices the cart’s own lines and stores the summary', () => {
    const actions: CartAction[] = [
      {
        type: 'building/select',
        building: { code: BUILDING, name: 'Embassy Tech', handle: 'embassy-tech', cityHandle: 'bangalore', stateCode: 'KA' },
      },
      { type: 'day-pass/add-date', date: '2026-12-14' },
      { type: 'day-pass/add-date', date: '2026-12-15' },
      { type: 'day-pass/set-self-included', date: '2026-12-15', selfIncluded: false },
      { type: 'loyalty/add' },
      { type: 'coupon/apply', code: 'loyalty-20-percent' },
    ]
    const cart = actions.reduce(cartReducer, emptyCart())
    const lines = linesOfCart(cart)!
    expect(lines.dayPasses).toEqual([{ date: '2026-12-14', people: 1 }])
    const p = price(lines, { couponCode: cart.appliedCouponCode })
    const stored = cartReducer(cart, { type: 'prices/set', prices: cartPriceSummary(p) })
    expect(stored.totalEstimatedPrice).toBe(p.totalEstimatedPrice)
    expect(stored.discountBreakup.discountLoyalty20).toBe(99_80)
    expect(stored.priceDetails).toMatchObject({
      placeOfSupply: '29 Karnataka',
      stateTaxName: 'SGST',
      couponApplied: true,
      couponMessage: 'Coupon LOYALTY-20-PERCENT applied: you save ₹99.80.',
    })
    expect(stored.priceDetails?.lines.map((l) => l.label)).toEqual(['Day pass, 14 Dec 2026, 1 person', 'Loyalty membership, 90 days'])
    expect(stored.pricesStale).toBe(false)
  })

  it('has no lines before a building is chosen', () => {
    expect(linesOfCart(emptyCart())).toBeNull()
  })
})
