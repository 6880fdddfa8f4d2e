import { cache } from 'react'
import type { CityPageModel } from '@/domain/locations/views'
import { toBuildingCard, toMapMarker } from './building-views'
import { getCityWithBuildings } from './get-city-with-buildings'

/** A live city's page: its neighbourhoods with their live buildings, and the map's markers; null when there is none. */
export const getCityPage = cache(async (handle: string): Promise<CityPageModel | null> => {
  const data = await getCityWithBuildings(handle)
  if (!data) return null
  const { city, micromarkets } = data
  return {
    name: city.name,
    tagline: city.tagline || null,
    description: city.description || null,
    micromarkets: micromarkets.map(({ micromarket, buildings }) => ({
      handle: micromarket.handle,
      name: micromarket.name,
      buildings: buildings.map(toBuildingCard),
    })),
    markers: micromarkets.flatMap((g) => g.buildings.map(toMapMarker)),
    meta: {
      title: city.meta?.title || `Coworking and office space in ${city.name}`,
      description: city.meta?.description || city.tagline || null,
      share: { meta: city.meta, heroImage: city.heroImage },
    },
  }
})
