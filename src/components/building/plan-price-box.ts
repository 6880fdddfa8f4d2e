import type { TypeDetailsPrices } from '@/domain/catalogue/building-prices'
import type { BundleCredits } from '@/domain/catalogue/product-types'

// What a plan card's price spot keeps while it loads and once priced (PlanPrices.client.tsx, PlanPriceView.client.tsx):
// one fixed size, so nothing below it moves, and its name for tests and styles.

/** Where a plan card shows a price. */
export type PriceSpot =
  { kind: 'day-pass' } | { kind: 'conference-room' } | { kind: 'virtual-office' } | { kind: 'bundle'; credits: BundleCredits }

export interface BuildingPrices extends TypeDetailsPrices {
  virtualOfficeMonthlyPaise: number | null
}

export type PriceViewProps = { spot: PriceSpot; prices: BuildingPrices }

export const priceBox = (spot: PriceSpot): string =>
  spot.kind === 'bundle' ? 'flex h-7 items-center justify-end' : 'flex h-16 flex-col justify-center'

export const priceName = (spot: PriceSpot): string => (spot.kind === 'bundle' ? `bundle-${spot.credits}` : spot.kind)
