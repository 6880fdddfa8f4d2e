import { cache } from 'react'
import { nearest } from '@/domain/geo/distance'
import type { BuildingCardModel } from '@/domain/locations/views'
import type { Building } from '@/payload-types'
import { relationId } from '@/cms/relation'
import { SHOWN_MEDIA_SELECT } from '../media/shown-media'
import { getPayloadClient } from '../payload'
import { toBuildingCard } from './building-views'

/** Candidates the database returns beyond `count`, re-ranked by `nearest` (float rounding may order near-ties apart). */
const SPARE_CANDIDATES = 4

/**
 * The live buildings of the same city nearest to this one (itself excluded), nearest first, as cards with their distance.
 * The database ranks the city's buildings by their great-circle distance (the haversine term, which grows with it),
 * and only the nearest are read, with what their cards show. Reading every building of the city through Payload to rank
 * them here cost a first answer about 28 ms at 250 buildings a city (`npm run bench -- --scale`, decision 0004);
 * `building-page.int.test.ts` checks the ranking against `nearest` over the whole city.
 */
export const listNearbyBuildings = cache(
  async (building: Pick<Building, 'id' | 'city' | 'location'>, count = 3): Promise<{ card: BuildingCardModel; km: number }[]> => {
    const payload = await getPayloadClient()
    const { latitude, longitude } = building.location
    const { rows } = await payload.db.pool.query<{ id: number; latitude: number; longitude: number }>(
      `SELECT id, location_latitude::float8 AS latitude, location_longitude::float8 AS longitude
         FROM buildings
        WHERE city_id = $1 AND is_live AND id <> $2
        ORDER BY power(sin(radians(location_latitude::float8 - $3::float8) / 2), 2)
               + cos(radians($3::float8)) * cos(radians(location_latitude::float8))
               * power(sin(radians(location_longitude::float8 - $4::float8) / 2), 2), id
        LIMIT $5`,
      [relationId(building.city), building.id, latitude, longitude, count + SPARE_CANDIDATES],
    )
    const closest = nearest(building.location, rows, count)
    if (closest.length === 0) return []
    const { docs } = await payload.find({
      collection: 'buildings',
      where: { id: { in: closest.map(({ item }) => item.id) } },
      limit: closest.length,
      pagination: false,
      depth: 1,
      select: { name: true, slug: true, city: true, address: true, gallery: true },
      populate: { cities: { handle: true }, media: SHOWN_MEDIA_SELECT },
      joins: false,
    })
    const byId = new Map(docs.map((b) => [b.id, b]))
    return closest.flatMap(({ item, km }) => {
      const b = byId.get(item.id)
      return b ? [{ card: toBuildingCard(b), km }] : []
    })
  },
)
