import { cache } from 'react'
import type { Building } from '@/payload-types'
import { getPayloadClient } from '../payload'

/** The building with this slug in the given city, live or not (the page decides what a switched-off one shows), or null. */
export const getBuildingBySlug = cache(async (cityHandle: string, slug: string): Promise<Building | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'buildings',
    where: { and: [{ slug: { equals: slug } }, { 'city.handle': { equals: cityHandle } }] },
    limit: 1,
    depth: 2,
  })
  return docs[0] ?? null
})
