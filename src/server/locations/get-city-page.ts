import { cache } from 'react'
import type { CityPageModel } from '@/domain/locations/views'
import type { Product } from '@/payload-types'
import { buildingOffer } from '@/domain/locations/building-offer'
import { relationId } from '@/cms/relation'
import { getPayloadClient } from '../payload'
import { toBuildingCard, toMapMarker } from './building-views'
import { getCityWithBuildings } from './get-city-with-buildings'

/** A live city's page: its neighbourhoods with their live buildings, and the map's markers; null when there is none. */
export const getCityPage = cache(async (handle: string): Promise<CityPageModel | null> => {
  const data = await getCityWithBuildings(handle)
  if (!data) return null
  const { city, micromarkets } = data
  const productsOf = await activeProductsByBuilding(micromarkets.flatMap((g) => g.buildings.map((b) => b.id)))
  return {
    name: city.name,
    tagline: city.tagline || null,
    description: city.description || null,
    micromarkets: micromarkets.map(({ micromarket, buildings }) => ({
      handle: micromarket.handle,
      name: micromarket.name,
      buildings: buildings.map((b) => ({ ...toBuildingCard(b), offer: buildingOffer(b, productsOf.get(b.id) ?? []) })),
    })),
    markers: micromarkets.flatMap((g) => g.buildings.map(toMapMarker)),
    meta: {
      title: city.meta?.title || `Coworking and office space in ${city.name}`,
      description: city.meta?.description || city.tagline || null,
      share: { meta: city.meta, heroImage: city.heroImage },
    },
  }
})

/** The active products of these buildings (type and prices only), by building. */
async function activeProductsByBuilding(buildingIds: number[]): Promise<Map<number, Pick<Product, 'type' | 'isActive' | 'variants'>[]>> {
  const byBuilding = new Map<number, Pick<Product, 'type' | 'isActive' | 'variants'>[]>()
  if (buildingIds.length === 0) return byBuilding
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ building: { in: buildingIds } }, { isActive: { equals: true } }] },
    select: { type: true, isActive: true, variants: true, building: true },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  for (const product of docs) {
    const id = relationId(product.building)
    if (typeof id !== 'number') continue
    byBuilding.set(id, [...(byBuilding.get(id) ?? []), product])
  }
  return byBuilding
}
