import type { BundleCredits, ProductType } from '@/domain/catalogue/product-types'

// What the catalogue services return: domain shapes in integer paise. The API converts to rupees at its edge.

export interface OfferedVariant {
  title: string
  durationMonths: number | null
  pricePaise: number
  strikeThroughPricePaise: number | null
  /** Virtual office only: price divided by the months in the title, whole paise; null otherwise. */
  monthlyPricePaise: number | null
}

export interface OfferedVoPlan {
  handle: string
  title: string
  summary: string | null
  features: string[]
}

export interface OfferedProduct {
  id: number
  buildingId: number
  buildingCode: string
  type: ProductType
  title: string
  /** Bundles only. */
  creditsQuantity: BundleCredits | null
  /** Virtual office only. */
  plan: OfferedVoPlan | null
  variants: OfferedVariant[]
}
