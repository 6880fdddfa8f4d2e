import { monthlyPricePaise, monthsFromTitle } from '@/domain/catalogue/vo-pricing'
import { formatPaise, isPaise, paise, type Paise } from '@/domain/money'

// Virtual-office plans (spec section 3, 'VO plan'; section 9): a variant is sold for a term of N months ('12 Months');
// the site shows the price per month = the term price ÷ the month count in the title, in ₹ with 2 decimals
// (src/domain/catalogue/vo-pricing.ts does the division). The check below is what the server runs before it sells a
// variant: the title, the month count and the prices must agree, so a plan edited wrongly in the admin is refused
// instead of charging a price the page did not show.

export const VO_PLAN_HANDLES = ['business-address-vo-package', 'business-registration-vo-package', 'gst-registration-vo-package'] as const
export type VoPlanHandle = (typeof VO_PLAN_HANDLES)[number]

export function isVoPlanHandle(value: unknown): value is VoPlanHandle {
  return typeof value === 'string' && (VO_PLAN_HANDLES as readonly string[]).includes(value)
}

export interface VoMonthlyPrice {
  months: number
  monthlyPaise: Paise
  /** '₹1,199.92'. */
  label: string
}

/** The price per month of a variant sold for `termPricePaise`, or null when its title has no month count. */
export function voMonthlyPrice(termPricePaise: number, title: string | null | undefined): VoMonthlyPrice | null {
  const months = monthsFromTitle(title)
  const monthly = monthlyPricePaise(termPricePaise, title)
  if (months === null || monthly === null || !isPaise(termPricePaise)) return null
  return { months, monthlyPaise: paise(monthly), label: formatPaise(monthly) }
}

/** A per-month price over a term: the amount charged for the variant. */
export function voTermPricePaise(monthlyPaise: Paise, months: number): Paise {
  if (!Number.isSafeInteger(months) || months < 1) throw new RangeError(`Not a month count: ${months}`)
  return paise(monthlyPaise * months)
}

export interface VoVariantPriceInput {
  /** 'N Months'. */
  title: string | null | undefined
  durationMonths: number
  /** What the customer pays for the whole term. */
  termPricePaise: number
  /** The per-month price shown on the page (the admin's 'Price per month'). */
  monthlyPaise: number
}

export type VoVariantPriceCheck =
  | { ok: true; months: number; monthlyPaise: Paise; termPricePaise: Paise }
  | { ok: false; reason: 'no-month-count' | 'months-mismatch' | 'not-paise' | 'monthly-mismatch'; message: string }

/**
 * The term price ÷ the month count of the title must give the per-month price shown (to the paisa, rounded as the page
 * rounds), and the title must name the variant's month count.
 */
export function checkVoVariantPrice(input: VoVariantPriceInput): VoVariantPriceCheck {
  const months = monthsFromTitle(input.title)
  if (months === null)
    return { ok: false, reason: 'no-month-count', message: `The variant title "${input.title ?? ''}" has no month count ('12 Months').` }
  if (months !== input.durationMonths)
    return {
      ok: false,
      reason: 'months-mismatch',
      message: `The title says ${months} months but the variant lasts ${input.durationMonths}.`,
    }
  if (!isPaise(input.termPricePaise) || !isPaise(input.monthlyPaise))
    return { ok: false, reason: 'not-paise', message: 'Prices must be whole, non-negative amounts in paise.' }
  const computed = monthlyPricePaise(input.termPricePaise, input.title)!
  if (computed !== input.monthlyPaise)
    return {
      ok: false,
      reason: 'monthly-mismatch',
      message: `${formatPaise(input.termPricePaise)} over ${months} months is ${formatPaise(computed)} a month, not ${formatPaise(input.monthlyPaise)}.`,
    }
  return { ok: true, months, monthlyPaise: paise(computed), termPricePaise: paise(input.termPricePaise) }
}
