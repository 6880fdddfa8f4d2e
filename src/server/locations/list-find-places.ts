import { cache } from 'react'
import { findPlaceGroups, type FindPlaceGroup } from '@/domain/locations/find-place'
import { relationId } from '@/cms/relation'
import { getPayloadClient } from '../payload'

/** The home page picker's places: live cities in the operators' order, their neighbourhoods and live buildings by name. */
export const listFindPlaces = cache(async (): Promise<FindPlaceGroup[]> => {
  const payload = await getPayloadClient()
  const [cities, micromarkets, buildings] = await Promise.all([
    payload.find({
      collection: 'cities',
      where: { isLive: { equals: true } },
      sort: 'sortOrder',
      select: { handle: true, name: true },
      limit: 0,
      pagination: false,
      depth: 0,
    }),
    payload.find({
      collection: 'micromarkets',
      sort: 'name',
      select: { handle: true, name: true, city: true },
      limit: 0,
      pagination: false,
      depth: 0,
    }),
    payload.find({
      collection: 'buildings',
      where: { isLive: { equals: true } },
      sort: 'name',
      select: { name: true, slug: true, city: true, micromarket: true },
      limit: 0,
      pagination: false,
      depth: 0,
    }),
  ])
  return findPlaceGroups(
    cities.docs.map((city) => ({
      handle: city.handle,
      name: city.name,
      areas: micromarkets.docs
        .filter((m) => relationId(m.city) === city.id)
        .map((m) => ({
          handle: m.handle,
          name: m.name,
          buildings: buildings.docs
            .filter((b) => relationId(b.micromarket) === m.id && relationId(b.city) === city.id)
            .map((b) => ({ slug: b.slug, name: b.name })),
        }))
        .filter((area) => area.buildings.length > 0),
    })),
  )
})
