import { formatPaise, type Paise } from '../money'

// The 'Plan cards' block of CMS pages (the on-demand and all-solutions pages): per plan, what is included, the price
// and who it is for. A price is either the catalogue's lowest (so it follows the admin's product prices) or one the
// operators write on the card, or a quote.

export const PLAN_PRICE_SOURCES = [
  { value: 'day-pass', label: 'Lowest day pass in the catalogue', unit: '/day' },
  { value: 'bundle-5', label: 'Lowest 5-day bundle in the catalogue', unit: ' for 5 days' },
  { value: 'bundle-10', label: 'Lowest 10-day bundle in the catalogue', unit: ' for 10 days' },
  { value: 'conference-room', label: 'Lowest conference room in the catalogue', unit: '/hour' },
  { value: 'private-office', label: "Lowest building's private-office from-price", unit: '/seat/month' },
  { value: 'fixed', label: 'The price written on the card', unit: '' },
  { value: 'quote', label: 'No price: a quote', unit: '' },
] as const

export type PlanPriceSource = (typeof PLAN_PRICE_SOURCES)[number]['value']
export type CataloguePriceSource = Exclude<PlanPriceSource, 'fixed' | 'quote'>

/** The lowest active price of each catalogue source across the live buildings; null when nothing is on sale. */
export type CatalogueFromPrices = Record<CataloguePriceSource, Paise | null>

export interface PlanCardModel {
  key: string
  name: string
  audience: string
  /** 'from ₹499.00' / '₹7,999.00'; null: 'Price on request'. */
  price: { amount: string; unit: string; from: boolean } | null
  included: string[]
  link: { label: string; href: string } | null
}

export interface PlanPriceInput {
  source: PlanPriceSource
  /** For 'fixed' only. */
  fixed?: number | null
  /** For 'fixed' only: '/month', '/day'. */
  unit?: string | null
}

export function planPrice(input: PlanPriceInput, catalogue: CatalogueFromPrices): PlanCardModel['price'] {
  if (input.source === 'quote') return null
  if (input.source === 'fixed') {
    const { fixed } = input
    if (typeof fixed !== 'number' || !Number.isSafeInteger(fixed) || fixed <= 0) return null
    return { amount: formatPaise(fixed), unit: input.unit?.trim() ?? '', from: false }
  }
  const amount = catalogue[input.source]
  const source = PLAN_PRICE_SOURCES.find((s) => s.value === input.source)
  if (amount === null || amount === undefined || !source) return null
  return { amount: formatPaise(amount), unit: source.unit, from: true }
}
