import { describe, expect, it } from 'vitest'
import { lowestMonthlyPaise, monthlyPricePaise, monthsFromTitle } from '@/domain/catalogue/vo-pricing'

describe('monthsFromTitle', () => {
  it.each([
    ['12 Months', 12],
    ['6 Months', 6],
    ['24 Months', 24],
    ['1 Month', 1],
    ['1 Months', 1],
    ['3 months', 3],
    ['  36 Months ', 36],
    ['0 Months', null],
    ['Months', null],
    ['12', null],
    ['Twelve Months', null],
    ['12 Months plan', null],
    ['-6 Months', null],
    ['1.5 Months', null],
    ['1000 Months', null],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)('%j → %j', (title, months) => {
    expect(monthsFromTitle(title)).toBe(months)
  })
})

describe('monthlyPricePaise', () => {
  it.each([
    // price for the whole term, title, price per month in paise
    [1_199_900, '12 Months', 99_992], // ₹11,999 / 12 = ₹999.916… → ₹999.92
    [599_400, '6 Months', 99_900],
    [100, '3 Months', 33], // ₹1 / 3 = ₹0.333… → ₹0.33
    [200, '3 Months', 67], // ₹2 / 3 = ₹0.666… → ₹0.67
    [150, '4 Months', 38], // 37.5 paise rounds half up
    [0, '12 Months', 0],
    [1_199_900, '1 Month', 1_199_900],
    [1_199_900, 'Day pass', null],
    [1_199_900, null, null],
    [-100, '12 Months', null],
    [Number.NaN, '12 Months', null],
  ] as const)('%d paise over %j → %j', (price, title, monthly) => {
    expect(monthlyPricePaise(price, title)).toBe(monthly)
  })
})

describe('lowestMonthlyPaise', () => {
  it.each([
    [
      'the cheapest month across terms',
      [
        { price: 600_000, title: '6 Months' },
        { price: 1_080_000, title: '12 Months' },
        { price: 1_920_000, title: '24 Months' },
      ],
      80_000,
    ],
    [
      'ignores variants without a month count',
      [
        { price: 100, title: 'Setup fee' },
        { price: 1_200_000, title: '12 Months' },
      ],
      100_000,
    ],
    ['a single variant', [{ price: 299_900, title: '1 Month' }], 299_900],
    ['no variant with a month count', [{ price: 100, title: 'Setup fee' }], null],
    ['no variants', [], null],
  ] as const)('%s', (_name, variants, lowest) => {
    expect(lowestMonthlyPaise(variants)).toBe(lowest)
  })
})
