import { cache } from 'react'
import { nearest } from '@/domain/geo/distance'
import type { BuildingCardModel } from '@/domain/locations/views'
import type { Building } from '@/payload-types'
import { relationId } from '@/cms/relation'
import { getPayloadClient } from '../payload'
import { toBuildingCard } from './building-views'

/** The live buildings of the same city nearest to this one (itself excluded), nearest first, as cards with their distance. */
export const listNearbyBuildings = cache(async (building: Building, count = 3): Promise<{ card: BuildingCardModel; km: number }[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'buildings',
    where: { and: [{ city: { equals: relationId(building.city) } }, { isLive: { equals: true } }, { id: { not_equals: building.id } }] },
    limit: 0,
    pagination: false,
    depth: 1,
  })
  const located = docs.map((b) => ({ b, latitude: b.location.latitude, longitude: b.location.longitude }))
  return nearest(building.location, located, count).map(({ item, km }) => ({ card: toBuildingCard(item.b), km }))
})
