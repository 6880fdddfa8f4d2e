import { describe, expect, it } from 'vitest'
import { DEFAULT_COUPON_RULES } from '@/domain/cart/coupons'
import { priceCart, type CartPrice } from '@/domain/cart/price'
import { DISCOUNT_FIELDS } from '@/domain/cart/types'
import { paise } from '@/domain/money'
import { amountBreakup, DISCOUNT_LABELS } from '@/domain/orders/amount-breakup'
import { DEFAULT_CANCELLATION_RULE, orderCancellationDeadline } from '@/domain/orders/cancellation'

const NOW = new Date('2026-12-11T10:00:00+05:30')

function price(stateCode = 'KA'): CartPrice {
  const result = priceCart({
    lines: {
      buildingCode: 'BLR-KOR',
      dayPasses: [
        { date: '2026-12-14', people: 3 },
        { date: '2026-12-15', people: 1 },
      ],
      conference: null,
      bundles: [],
      loyaltyMembership: false,
    },
    buildingStateCode: stateCode,
    catalogue: { dayPassPaise: paise(499_00), conferenceRoomHourlyPaise: {}, bundles: {}, loyalty: null },
    standing: {
      loyalty: { isMember: true, endsAt: '2027-02-28T23:59:59+05:30' },
      referred: false,
      creditLots: [{ id: 'lot-1', source: 'bundle', buildingCode: 'BLR-KOR', available: 1, expiresOn: '2026-12-31' }],
      couponUses: {},
    },
    couponCode: 'LOYALTY-20-PERCENT',
    coupons: DEFAULT_COUPON_RULES,
    now: NOW,
  })
  if (!result.ok) throw new Error(result.problem.message)
  return result.price
}

describe('the amount breakup of the confirmation page and email', () => {
  it('shows each line, the discounts that apply by name, GST by component, the total in figures and words', () => {
    const p = price()
    const breakup = amountBreakup(p, { paid: true })
    expect(breakup.lines.map((l) => [l.label, l.amount])).toEqual([
      ['Day pass, 14 Dec 2026, 3 people', '₹1,497.00'],
      ['Day pass, 15 Dec 2026, 1 person', '₹499.00'],
    ])
    expect(breakup.subtotal).toEqual({ label: 'Subtotal', amountPaise: 1_996_00, amount: '₹1,996.00' })
    expect(breakup.discounts.map((d) => d.field)).toEqual(['discountLoyalty20', 'bundleCreditsDiscount'])
    expect(breakup.discounts[0]).toMatchObject({
      label: 'Loyalty member discount on day passes',
      amountPaise: p.discountBreakup.discountLoyalty20,
    })
    expect(breakup.discounts[1]).toMatchObject({ label: 'Paid with your bundle credits', amount: '− ₹499.00' })
    expect(breakup.totalDiscount?.amountPaise).toBe(p.totalDiscount)
    expect(breakup.gst.map((g) => g.label)).toEqual(['CGST 9%', 'SGST 9%'])
    expect(breakup.gst.map((g) => g.amountPaise)).toEqual([p.gst.cgstPaise, p.gst.stateTaxPaise])
    expect(breakup.total.label).toBe('Total paid')
    expect(breakup.total.amountPaise).toBe(p.totalEstimatedPrice)
    expect(breakup.total.amountPaise).toBe(breakup.taxableValue.amountPaise + p.gst.cgstPaise + p.gst.stateTaxPaise)
    expect(breakup.total.inWords).toMatch(/^Rupees .* Only$/)
    expect(breakup.placeOfSupply).toBe('Karnataka (29)')
    expect(breakup.cancellation).toBeNull()
  })

  it('names UTGST in a union territory without a legislature', () => {
    expect(amountBreakup(price('CH')).gst.map((g) => g.label)).toEqual(['CGST 9%', 'UTGST 9%'])
  })

  it('gives the order’s cancellation deadline in IST: that of its earliest booking', () => {
    const deadline = orderCancellationDeadline(DEFAULT_CANCELLATION_RULE, [
      new Date('2026-12-15T09:00:00+05:30'),
      new Date('2026-12-14T09:00:00+05:30'),
    ])
    const breakup = amountBreakup(price(), { cancellationDeadline: deadline })
    expect(breakup.cancellation).toEqual({
      deadline: { at: new Date('2026-12-13T09:00:00+05:30'), ist: '13 Dec 2026, 09:00 IST' },
      text: 'Free cancellation until 13 Dec 2026, 09:00 IST.',
    })
    expect(amountBreakup(price(), { cancellationDeadline: null }).cancellation).toEqual({
      deadline: null,
      text: 'This booking cannot be cancelled for a refund.',
    })
  })

  it('has a human name for every field of the discount breakup', () => {
    for (const field of DISCOUNT_FIELDS) expect(DISCOUNT_LABELS[field]).toMatch(/^[A-Z][a-z]/)
    expect(new Set(Object.values(DISCOUNT_LABELS)).size).toBe(DISCOUNT_FIELDS.length)
  })
})
