import { describe, expect, it } from 'vitest'
import { formatPaise, isPaise, rupeesToPaise } from '@/domain/catalogue/money'

// Spec section 9: prices show a rupee sign and 2 decimals, with Indian digit grouping.
describe('formatPaise', () => {
  it.each([
    [149_900, '₹1,499.00'],
    [89_900, '₹899.00'],
    [107_913, '₹1,079.13'],
    [143_317, '₹1,433.17'],
    [0, '₹0.00'],
    [5, '₹0.05'],
    [1_234_567_89, '₹12,34,567.89'],
    [10_000_000_00, '₹1,00,00,000.00'],
  ])('%i paise → %s', (paise, text) => {
    expect(formatPaise(paise)).toBe(text)
  })
})

describe('rupeesToPaise', () => {
  it.each([
    [899, 89_900],
    [1433.17, 143_317],
    [1079.13, 107_913],
    [0.1 + 0.2, 30], // floating-point noise rounds away
    [1299.5, 129_950],
    [0, 0],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['899', null],
    [null, null],
    [undefined, null],
    [1e300, null],
  ] as const)('%j → %j', (rupees, paise) => {
    expect(rupeesToPaise(rupees)).toBe(paise)
  })

  it('round-trips the API rupees of a price back to the same text', () => {
    expect(formatPaise(rupeesToPaise(1233.25)!)).toBe('₹1,233.25')
  })
})

describe('isPaise', () => {
  it.each([
    [100, true],
    [0, true],
    [1.5, false],
    [-100, false],
    ['100', false],
  ] as const)('%j → %j', (value, expected) => {
    expect(isPaise(value)).toBe(expected)
  })
})
