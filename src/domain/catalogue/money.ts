// Money is integer paise everywhere; these helpers are the only place it becomes rupees.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** '₹1,499.00': rupee sign, Indian digit grouping, always 2 decimals (spec section 9). */
export function formatPaise(paise: number): string {
  return inr.format(paise / 100)
}

export function isPaise(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/**
 * The HTTP API speaks rupees as numbers (799 or 1433.17); this turns one back into whole paise, or null when it is not
 * a price (negative, not finite, not a number) so a bad answer can never show as ₹NaN.
 */
export function rupeesToPaise(rupees: unknown): number | null {
  if (typeof rupees !== 'number' || !Number.isFinite(rupees) || rupees < 0) return null
  const paise = Math.round(rupees * 100)
  return Number.isSafeInteger(paise) ? paise : null
}
