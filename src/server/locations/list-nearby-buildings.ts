import { cache } from 'react'
import { nearest } from '@/domain/geo/distance'
import type { BuildingCardModel } from '@/domain/locations/views'
import type { Building } from '@/payload-types'
import { relationId } from '@/cms/relation'
import { getPayloadClient } from '../payload'
import { toBuildingCard } from './building-views'

/**
 * The live buildings of the same city nearest to this one (itself excluded), nearest first, as cards with their distance.
 * The city's buildings are read with their location alone, and only the nearest are read whole: a city of hundreds of
 * buildings made every building page load each of them with its pictures (measured with `npm run bench -- --scale`).
 */
export const listNearbyBuildings = cache(async (building: Building, count = 3): Promise<{ card: BuildingCardModel; km: number }[]> => {
  const payload = await getPayloadClient()
  const { docs: places } = await payload.find({
    collection: 'buildings',
    where: { and: [{ city: { equals: relationId(building.city) } }, { isLive: { equals: true } }, { id: { not_equals: building.id } }] },
    limit: 0,
    pagination: false,
    depth: 0,
    select: { location: true },
  })
  const closest = nearest(
    building.location,
    places.map((b) => ({ id: b.id, latitude: b.location.latitude, longitude: b.location.longitude })),
    count,
  )
  if (closest.length === 0) return []
  const { docs } = await payload.find({
    collection: 'buildings',
    where: { id: { in: closest.map(({ item }) => item.id) } },
    limit: closest.length,
    pagination: false,
    depth: 1,
  })
  const byId = new Map(docs.map((b) => [b.id, b]))
  return closest.flatMap(({ item, km }) => {
    const b = byId.get(item.id)
    return b ? [{ card: toBuildingCard(b), km }] : []
  })
})
