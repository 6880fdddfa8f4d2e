import { describe, expect, it } from 'vitest'
import {
  formatPaise,
  isPaise,
  paise,
  paiseToRupees,
  paiseToRupeesOrNull,
  percentOfPaise,
  rupeesToPaise,
  subtractPaise,
  sumPaise,
} from '@/domain/money'

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

  it("writes what the platform's en-IN currency format writes, for every size of amount, negatives and fractions of a paisa", () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const amounts = [
      0, -0, 1, 99, 100, 999_99, 1000_00, 99_999_99, 1_00_000_00, 12_34_56_789_01, -1, -149_900, -0.4, 12.5, 149_950.5, -12.5,
    ]
    for (let i = 0; i < 2000; i++) amounts.push(Math.floor(Math.random() * 10 ** (1 + (i % 12))))
    for (const amount of amounts) expect(formatPaise(amount), String(amount)).toBe(intl.format(amount / 100))
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

describe('paise arithmetic', () => {
  it('refuses what is not whole, non-negative paise', () => {
    expect(() => paise(1.5)).toThrow(RangeError)
    expect(() => paise(-1)).toThrow(RangeError)
    expect(paise(0)).toBe(0)
  })

  it.each([
    [paise(12_345), 1800, 2_222], // 2_222.1
    [paise(10_000), 1800, 1_800],
    [paise(2_778), 900, 250], // 250.02
    [paise(50), 900, 5], // 4.5 → 5: halves round up
    [paise(49), 900, 4], // 4.41
    [paise(0), 1800, 0],
    [paise(99_999), 2000, 20_000], // 19_999.8
  ])('%s paise at %s bp → %s', (amount, bp, expected) => {
    expect(percentOfPaise(amount, bp)).toBe(expected)
  })

  it('sums and subtracts without going below zero', () => {
    expect(sumPaise(paise(100), paise(250), paise(5))).toBe(355)
    expect(subtractPaise(paise(100), paise(250))).toBe(0)
    expect(subtractPaise(paise(1000), paise(250))).toBe(750)
  })

  it('answers rupees for the API', () => {
    expect(paiseToRupees(79_950)).toBe(799.5)
    expect(paiseToRupeesOrNull(null)).toBeNull()
  })
})
