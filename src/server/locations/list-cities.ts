import { cache } from 'react'
import type { City } from '@/payload-types'
import { getPayloadClient } from '../payload'

export const listCities = cache(async (): Promise<City[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'cities',
    where: { isLive: { equals: true } },
    sort: 'sortOrder',
    limit: 0,
    pagination: false,
    depth: 1,
  })
  return docs
})
