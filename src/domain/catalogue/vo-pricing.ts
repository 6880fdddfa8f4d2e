// Virtual-office prices are stored for the whole term; the site compares plans by the price per month,
// which is the price divided by the month count in the variant title ('12 Months'), spec section 9.

const MONTHS_TITLE = /^\s*(\d{1,3})\s+months?\s*$/i

/** '12 Months' → 12, '1 Month' → 1; anything else (no number, zero, words around it) → null. */
export function monthsFromTitle(title: string | null | undefined): number | null {
  const match = title ? MONTHS_TITLE.exec(title) : null
  if (!match) return null
  const months = Number(match[1])
  return months >= 1 ? months : null
}

/** The price per month in whole paise (rounded half up, so ₹ shows at most 2 decimals), or null when the title has no month count. */
export function monthlyPricePaise(pricePaise: number, title: string | null | undefined): number | null {
  const months = monthsFromTitle(title)
  if (months === null || !Number.isFinite(pricePaise) || pricePaise < 0) return null
  return Math.round(pricePaise / months)
}

export interface PricedVariant {
  price: number
  title: string | null | undefined
}

/** The lowest price per month over the variants whose title has a month count, or null when none has. */
export function lowestMonthlyPaise(variants: readonly PricedVariant[]): number | null {
  let lowest: number | null = null
  for (const v of variants) {
    const monthly = monthlyPricePaise(v.price, v.title)
    if (monthly !== null && (lowest === null || monthly < lowest)) lowest = monthly
  }
  return lowest
}
