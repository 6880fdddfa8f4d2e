import { cache } from 'react'
import { buildingPath } from '@/domain/urls'
import { populated } from '@/cms/relation'
import { getPayloadClient } from '../payload'

/** What the virtual-tour page needs of a building. */
export interface BuildingByHandle {
  name: string
  slug: string
  buildingCode: string
  cityHandle: string
  /** The building's page. */
  href: string
  virtualTourLink: string | null
}

/**
 * The live building whose slug is this handle, or null. Slugs are unique per city only, so when two cities share
 * one the oldest building wins, the same one on every request.
 */
export const getBuildingByHandle = cache(async (handle: string): Promise<BuildingByHandle | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'buildings',
    where: { and: [{ slug: { equals: handle } }, { isLive: { equals: true } }] },
    sort: 'createdAt',
    limit: 1,
    depth: 1,
    select: { name: true, slug: true, buildingCode: true, city: true, virtualTourLink: true },
  })
  const building = docs[0]
  const city = populated(building?.city)
  if (!building || !city) return null
  return {
    name: building.name,
    slug: building.slug,
    buildingCode: building.buildingCode,
    cityHandle: city.handle,
    href: buildingPath(city.handle, building.slug),
    virtualTourLink: building.virtualTourLink ?? null,
  }
})
