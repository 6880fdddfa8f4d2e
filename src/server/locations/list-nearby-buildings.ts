import { cache } from 'react'
import { nearest } from '@/domain/geo/distance'
import type { Building } from '@/payload-types'
import { getPayloadClient } from '../payload'

export interface NearbyBuilding {
  building: Building
  km: number
}

const relationId = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/** The live buildings of the same city nearest to this one (itself excluded), nearest first. */
export const listNearbyBuildings = cache(async (building: Building, count = 3): Promise<NearbyBuilding[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'buildings',
    where: { and: [{ city: { equals: relationId(building.city) } }, { isLive: { equals: true } }, { id: { not_equals: building.id } }] },
    limit: 0,
    pagination: false,
    depth: 1,
  })
  const located = docs.map((b) => ({ b, latitude: b.location.latitude, longitude: b.location.longitude }))
  return nearest(building.location, located, count).map(({ item, km }) => ({ building: item.b, km }))
})
