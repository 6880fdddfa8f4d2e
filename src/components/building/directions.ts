import type { Building } from '@/payload-types'

/** Google Maps directions to the building: by its place when it has one, else by its coordinates. */
export function directionsHref(building: Pick<Building, 'location' | 'googlePlaceId'>): string {
  const { latitude, longitude } = building.location
  const params = new URLSearchParams({ api: '1', destination: `${latitude},${longitude}` })
  if (building.googlePlaceId) params.set('destination_place_id', building.googlePlaceId)
  return `https://www.google.com/maps/dir/?${params}`
}
