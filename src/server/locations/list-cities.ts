import { cache } from 'react'
import type { CitySummary } from '@/domain/locations/views'
import { imageOf } from '@/domain/media/image'
import { cityPath } from '@/domain/urls'
import { getPayloadClient } from '../payload'

/** The live cities in the operators' order. */
export const listCities = cache(async (): Promise<CitySummary[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'cities',
    where: { isLive: { equals: true } },
    sort: 'sortOrder',
    limit: 0,
    pagination: false,
    depth: 1,
  })
  return docs.map((city) => ({
    id: city.id,
    handle: city.handle,
    name: city.name,
    tagline: city.tagline ?? null,
    href: cityPath(city.handle),
    heroImage: imageOf(city.heroImage),
  }))
})
