// Money is integer paise everywhere: stored, computed and sent to the payment gateway. This module is the only place
// paise become rupees (for the HTTP API's numbers and for display) or rupees become paise.

declare const paiseBrand: unique symbol

/** A whole, non-negative number of paise (₹1 = 100 paise). Made only by `paise()` or `rupeesToPaise()`. */
export type Paise = number & { readonly [paiseBrand]: true }

export const ZERO_PAISE = 0 as Paise

export function isPaise(value: unknown): value is Paise {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/** Checks that a number is whole, non-negative paise; anything else is a bug in the caller, so it throws. */
export function paise(value: number): Paise {
  if (!isPaise(value)) throw new RangeError(`Not an amount in paise: ${value}`)
  return value
}

/** Sums amounts in paise; integers, so no rounding. */
export function sumPaise(...amounts: readonly Paise[]): Paise {
  return paise(amounts.reduce<number>((total, amount) => total + amount, 0))
}

/** The smaller amount is taken off the larger; never below zero (a discount cannot make a price negative). */
export function subtractPaise(from: Paise, amount: Paise): Paise {
  return paise(Math.max(0, from - amount))
}

/**
 * A share of an amount in basis points (1800 = 18%), rounded to the nearest paisa, halves up. Integer arithmetic only:
 * 12_345 paise × 1800 bp = 2_222.1 → 2_222.
 */
export function percentOfPaise(amount: Paise, basisPoints: number): Paise {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) throw new RangeError(`Not a rate in basis points: ${basisPoints}`)
  return paise(Math.floor((amount * basisPoints + 5_000) / 10_000))
}

/**
 * '₹1,499.00': rupee sign, Indian digit grouping (₹1,23,456.00), always 2 decimals (spec section 9); a fraction of a
 * paisa rounds half away from zero. The same text as `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })`
 * (tests/unit/money.test.ts holds it to that), without building one: a browser spends 10–15 ms of a phone's main
 * thread loading the locale's currency data for the first, during the page's hydration (decision 0004).
 */
export function formatPaise(amount: number): string {
  const paiseWhole = Math.round(Math.abs(amount))
  const digits = String(Math.floor(paiseWhole / 100))
  const lastThree = digits.slice(-3)
  const lakhs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : ''
  return `${sign}₹${lakhs ? `${lakhs},` : ''}${lastThree}.${String(paiseWhole % 100).padStart(2, '0')}`
}

/** The HTTP API speaks rupees as numbers (799 or 1299.5). */
export function paiseToRupees(amount: number): number {
  return Math.round(amount) / 100
}

export function paiseToRupeesOrNull(amount: number | null | undefined): number | null {
  return amount === null || amount === undefined ? null : paiseToRupees(amount)
}

/** Paise as a rupee amount with exactly 2 decimals ('79900' → '799.00') without floating point; null if not paise. */
export function paiseToDecimalString(amount: number): string | null {
  if (!isPaise(amount)) return null
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`
}

/**
 * A rupee amount from the API (799 or 1433.17) as whole paise, or null when it is not a price (negative, not finite,
 * not a number) so a bad answer can never show as ₹NaN.
 */
export function rupeesToPaise(rupees: unknown): Paise | null {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees) || rupees < 0) return null
  const amount = Math.round(rupees * 100)
  return isPaise(amount) ? amount : null
}
