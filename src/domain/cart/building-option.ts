import type { BundleCredits } from '@/domain/catalogue/product-types'
import type { CartProduct, SelectedBuilding } from './types'

/** A building the cart page offers: where it is, what it sells and at what catalogue price (guests see these). */
export interface CartBuildingOption {
  building: SelectedBuilding
  cityName: string
  dayPass: (CartProduct & { pricePaise: number }) | null
  conferenceRoom: CartProduct | null
  bundles: { credits: BundleCredits; product: CartProduct; pricePaise: number }[]
}

/** The loyalty membership's offer as the cart page shows it. */
export interface CartLoyaltyOffer {
  pricePaise: number
  validityDays: number
  dayPassDiscountPercent: number
}
