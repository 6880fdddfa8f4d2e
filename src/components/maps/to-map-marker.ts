import type { Building } from '@/payload-types'
import { buildingPath } from '../locations/BuildingCard'
import { isMedia } from '../media/CmsImage'
import type { MapMarker } from './types'

/** The marker of a building, with only what the map needs (keeps the client payload small). */
export function toMapMarker(building: Building): MapMarker {
  const cover = building.gallery?.[0]?.image
  const media = isMedia(cover) ? cover : null
  const imageUrl = media?.sizes?.thumb?.url || media?.url || undefined
  return {
    id: building.id,
    name: building.name,
    href: buildingPath(building),
    latitude: building.location.latitude,
    longitude: building.location.longitude,
    ...(imageUrl ? { imageUrl, imageAlt: media?.alt ?? '' } : {}),
    ...(building.googlePlaceId ? { googlePlaceId: building.googlePlaceId } : {}),
  }
}
