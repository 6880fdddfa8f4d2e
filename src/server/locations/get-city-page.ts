import { cache } from 'react'
import type { CityPageModel } from '@/domain/locations/views'
import type { MapMarker } from '@/domain/maps/marker'
import { cityMapPath } from '@/domain/urls'
import type { Building, Product } from '@/payload-types'
import { buildingOffer, type BuildingOffer } from '@/domain/locations/building-offer'
import { relationId } from '@/cms/relation'
import { cachedAnswer } from '../cache/answer-cache'
import { getPayloadClient } from '../payload'
import { toBuildingCard, toMapMarker } from './building-views'
import { getCityWithBuildings } from './get-city-with-buildings'
import { listCities } from './list-cities'

/** A live city's page: its neighbourhoods with their live buildings; null when there is none. */
export const getCityPage = cache(async (handle: string): Promise<CityPageModel | null> => {
  const data = await getCityWithBuildings(handle)
  if (!data) return null
  const { city, micromarkets } = data
  const offerOf = await offersOf(micromarkets.flatMap((g) => g.buildings))
  return {
    name: city.name,
    tagline: city.tagline || null,
    description: city.description || null,
    micromarkets: micromarkets.map(({ micromarket, buildings }) => ({
      handle: micromarket.handle,
      name: micromarket.name,
      buildings: buildings.map((b) => ({ ...toBuildingCard(b), offer: offerOf(b) })),
    })),
    mapHref: cityMapPath(city.handle),
    meta: {
      title: city.meta?.title || `Coworking and office space in ${city.name}`,
      description: city.meta?.description || city.tagline || null,
      share: { meta: city.meta, heroImage: city.heroImage },
    },
  }
})

// The live cities' handles, and each city's markers, are kept in the process like the catalogue answers (a minute, and
// cleared by any CMS change): the city page's map asks for them on every visit. A handle that is no live city is
// answered from the first list, so made-up addresses neither reach the database nor push real answers out of the cache.
const liveCityHandles = cachedAnswer('live-city-handles', async () => new Set((await listCities()).map((c) => c.handle)))
const loadCityMapMarkers = cachedAnswer('city-map-markers', async (handle: string): Promise<MapMarker[] | null> => {
  const data = await getCityWithBuildings(handle)
  if (!data) return null
  const buildings = data.micromarkets.flatMap((g) => g.buildings)
  const offerOf = await offersOf(buildings)
  return buildings.map((b) => {
    const { dayFrom } = offerOf(b)
    return { ...toMapMarker(b), ...(dayFrom === null ? {} : { dayFrom }) }
  })
})

/** The markers of a live city's buildings, for its page's map (served at cityMapPath); null when there is no such city. */
export async function getCityMapMarkers(handle: string): Promise<MapMarker[] | null> {
  return (await liveCityHandles()).has(handle) ? loadCityMapMarkers(handle) : null
}

/** What each of these buildings offers (from-prices, products, seats), from one read of their active products. */
async function offersOf(buildings: Building[]): Promise<(building: Building) => BuildingOffer> {
  const productsOf = await activeProductsByBuilding(buildings.map((b) => b.id))
  return (building) => buildingOffer(building, productsOf.get(building.id) ?? [])
}

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
