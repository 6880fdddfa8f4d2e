import type { ProductType } from '@/domain/catalogue/product-types'
import { lowestMonthlyPaise } from '@/domain/catalogue/vo-pricing'
import { cachedAnswer } from '../cache/answer-cache'
import { findOfferedProducts } from './find-offered-products'
import type { OfferedProduct } from './types'

export interface BuildingProducts {
  products: OfferedProduct[]
  /** Virtual office only: the cheapest price per month over every returned variant, whole paise; else null. */
  lowestMonthlyPricePaise: number | null
}

// Kept for a minute and cleared by any content change, like the other catalogue answers (answer-cache.ts).
const findByIds = cachedAnswer('building-products', async (ids: number[], type: ProductType): Promise<BuildingProducts> => {
  const products = await findOfferedProducts('id', ids, [type])
  const lowest =
    type === 'VIRTUAL_OFFICE'
      ? lowestMonthlyPaise(products.flatMap((p) => p.variants.map((v) => ({ price: v.pricePaise, title: v.title }))))
      : null
  return { products, lowestMonthlyPricePaise: lowest }
})

/** One product type in the buildings with these ids (GET /api/v1/products), with virtual-office plans and prices per month. */
export async function listBuildingProducts(buildingIds: readonly number[], type: ProductType): Promise<BuildingProducts> {
  return findByIds([...new Set(buildingIds)], type)
}
