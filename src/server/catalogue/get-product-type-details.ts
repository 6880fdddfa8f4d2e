import type { ProductType } from '@/domain/catalogue/product-types'
import { cachedAnswer } from '../cache/answer-cache'
import { findOfferedProducts } from './find-offered-products'
import type { OfferedProduct } from './types'

const findByBuildingCode = cachedAnswer('product-type-details', (codes: string[], types: ProductType[]) =>
  findOfferedProducts('buildingCode', codes, types),
)

/**
 * Prices of the given product types in the buildings with these codes (POST /api/catalogue/api/v1/products/type/details),
 * in the order asked. Server components call this for a building's day-pass, conference-room and bundle prices.
 */
export async function getProductTypeDetails(buildingCodes: readonly string[], types: readonly ProductType[]): Promise<OfferedProduct[]> {
  return findByBuildingCode(unique(buildingCodes), unique(types))
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)]
}
