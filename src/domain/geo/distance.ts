export interface LatLng {
  latitude: number
  longitude: number
}

const EARTH_RADIUS_KM = 6371.0088

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLng = (b.longitude - a.longitude) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** '850 m' under a kilometre, else '2.4 km' (one decimal under 10 km, whole kilometres above). */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(50, Math.round((km * 1000) / 50) * 50)} m`
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`
}

/** The `count` items nearest to `origin`, nearest first, each with its distance. */
export function nearest<T extends LatLng>(origin: LatLng, items: T[], count: number): { item: T; km: number }[] {
  return items
    .map((item) => ({ item, km: distanceKm(origin, item) }))
    .sort((x, y) => x.km - y.km)
    .slice(0, count)
}
