import { describe, expect, it } from 'vitest'
import { planPrice, type CatalogueFromPrices } from '@/domain/content/plans'
import { paise } from '@/domain/money'

// The 'Plan cards' block: a plan's price from the catalogue's lowest, written on the card, or a quote.

const catalogue: CatalogueFromPrices = {
  'day-pass': paise(49_900),
  'bundle-5': paise(224_900),
  'bundle-10': null,
  'conference-room': paise(59_900),
  'private-office': paise(849_900),
}

describe('planPrice', () => {
  it("says 'from' the catalogue's lowest price with the product's unit", () => {
    expect(planPrice({ source: 'day-pass' }, catalogue)).toEqual({ amount: '₹499.00', unit: '/day', from: true })
    expect(planPrice({ source: 'private-office' }, catalogue)).toEqual({ amount: '₹8,499.00', unit: '/seat/month', from: true })
    expect(planPrice({ source: 'bundle-5' }, catalogue)).toEqual({ amount: '₹2,249.00', unit: ' for 5 days', from: true })
  })

  it('shows the price written on the card as it is', () => {
    expect(planPrice({ source: 'fixed', fixed: 799_900, unit: ' /month ' }, catalogue)).toEqual({
      amount: '₹7,999.00',
      unit: '/month',
      from: false,
    })
  })

  it("gives no price (the card says 'Price on request') for a quote, nothing on sale, or a fixed price not set", () => {
    expect(planPrice({ source: 'quote' }, catalogue)).toBeNull()
    expect(planPrice({ source: 'bundle-10' }, catalogue)).toBeNull()
    expect(planPrice({ source: 'fixed', fixed: null }, catalogue)).toBeNull()
    expect(planPrice({ source: 'fixed', fixed: 12.5 }, catalogue)).toBeNull()
  })
})
