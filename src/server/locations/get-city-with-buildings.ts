import { cache } from 'react'
import type { Building, City, Micromarket } from '@/payload-types'
import { relationId } from '@/cms/relation'
import { getPayloadClient } from '../payload'

/** A live city's record with its micromarkets and their live buildings (records read at depth 1), for the loaders. */
export interface CityWithBuildings {
  city: City
  micromarkets: { micromarket: Micromarket; buildings: Building[] }[]
}

export const getCityWithBuildings = cache(async (handle: string): Promise<CityWithBuildings | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'cities',
    where: { and: [{ handle: { equals: handle } }, { isLive: { equals: true } }] },
    limit: 1,
    depth: 1,
  })
  const city = docs[0]
  if (!city) return null
  const [micromarkets, buildings] = await Promise.all([
    payload.find({ collection: 'micromarkets', where: { city: { equals: city.id } }, sort: 'name', limit: 0, pagination: false, depth: 0 }),
    payload.find({
      collection: 'buildings',
      where: { and: [{ city: { equals: city.id } }, { isLive: { equals: true } }] },
      sort: 'name',
      limit: 0,
      pagination: false,
      depth: 1,
    }),
  ])
  const groups = micromarkets.docs.map((micromarket) => ({
    micromarket,
    buildings: buildings.docs.filter((b) => relationId(b.micromarket) === micromarket.id),
  }))
  return { city, micromarkets: groups.filter((g) => g.buildings.length > 0) }
})
