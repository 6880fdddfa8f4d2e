import type { MapMarker } from '@/domain/maps/marker'
import type { BuildingCardModel } from '@/domain/locations/views'
import { imageOf } from '@/domain/media/image'
import { buildingPath } from '@/domain/urls'
import type { Building } from '@/payload-types'
import { populated } from '@/cms/relation'

// A building record (read at depth ≥ 1, so its city and gallery images are populated) as the lists and maps show it.

/** The building's page; '/{slug}' alone never happens for a record read deep enough, but keeps the link usable. */
function pathOf(building: Pick<Building, 'city' | 'slug'>): string {
  const city = populated(building.city)
  return city ? buildingPath(city.handle, building.slug) : `/${building.slug}`
}

export function toBuildingCard(building: Pick<Building, 'id' | 'name' | 'city' | 'slug' | 'address' | 'gallery'>): BuildingCardModel {
  return {
    id: building.id,
    name: building.name,
    href: pathOf(building),
    address: [building.address.line1, building.address.line2].filter(Boolean).join(', '),
    cover: imageOf(building.gallery?.[0]?.image),
  }
}

/** The marker of a building, with only what the map needs (keeps the client payload small). */
export function toMapMarker(
  building: Pick<Building, 'id' | 'name' | 'city' | 'slug' | 'location' | 'gallery' | 'googlePlaceId' | 'micromarket'>,
): MapMarker {
  const cover = imageOf(building.gallery?.[0]?.image)
  const micromarket = populated(building.micromarket)
  const imageUrl = cover?.sizes.thumb?.url || cover?.url || undefined
  return {
    id: building.id,
    name: building.name,
    href: pathOf(building),
    latitude: building.location.latitude,
    longitude: building.location.longitude,
    ...(imageUrl ? { imageUrl, imageAlt: cover?.alt ?? '' } : {}),
    ...(building.googlePlaceId ? { googlePlaceId: building.googlePlaceId } : {}),
    ...(micromarket ? { area: micromarket.name } : {}),
  }
}
