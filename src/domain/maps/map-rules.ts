// The spec's map rules (section 4 'Map marker', section 9 map constants), free of any map library.

export interface LatLng {
  latitude: number
  longitude: number
}

/** Default centre when there is nothing to centre on. */
export const MUMBAI: Readonly<LatLng> = { latitude: 19.076, longitude: 72.8777 }
export const DEFAULT_ZOOM = 11
export const BUILDING_ZOOM = 14
/** Marker icon, width and height in CSS pixels. */
export const MARKER_SIZE = 56
/** Markers closer than this on screen are nudged apart, so the centre of each stays clickable. */
export const MARKER_MIN_DISTANCE = Math.round(MARKER_SIZE * 0.8)
export const BOUNCE_MS = 700
/** From this viewport width up, selecting a marker scrolls its building card into view. */
export const WIDE_SCREEN_PX = 1024

export const isValidLatLng = (p: LatLng): boolean =>
  Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180

/**
 * The selected building's location; otherwise the average of the buildings' coordinates;
 * otherwise Mumbai. Unusable coordinates are ignored. A plain average is fine inside India
 * (nowhere near the antimeridian).
 */
export function mapCentre(buildings: readonly LatLng[], selected?: LatLng | null): LatLng {
  if (selected && isValidLatLng(selected)) return { latitude: selected.latitude, longitude: selected.longitude }
  const usable = buildings.filter(isValidLatLng)
  if (usable.length === 0) return { ...MUMBAI }
  const sum = usable.reduce((acc, p) => ({ latitude: acc.latitude + p.latitude, longitude: acc.longitude + p.longitude }), {
    latitude: 0,
    longitude: 0,
  })
  return { latitude: sum.latitude / usable.length, longitude: sum.longitude / usable.length }
}

/** Target of 'Open in Google Maps': the coordinates, and the place when the building has a place id. */
export function googleMapsUrl(building: LatLng & { googlePlaceId?: string | null }): string {
  const base = `https://www.google.com/maps/search/?api=1&query=${building.latitude},${building.longitude}`
  const placeId = building.googlePlaceId?.trim()
  return placeId ? `${base}&query_place_id=${encodeURIComponent(placeId)}` : base
}

/** Clicking a marker opens its popup; clicking the open one again closes it. */
export function toggledMarker<Id>(openId: Id | null, clickedId: Id): Id | null {
  return openId === clickedId ? null : clickedId
}

/** Whether selecting a marker should scroll its building card into view. */
export function shouldScrollToCard(viewportWidth: number, enabled: boolean): boolean {
  return enabled && viewportWidth >= WIDE_SCREEN_PX
}

/** OpenFreeMap's street style: OpenStreetMap data, free and keyless, so a newcomer sees streets with no setup. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty'

/**
 * The MapLibre style to load: OpenFreeMap's streets when nothing is set, an absolute http(s) URL or a same-origin path
 * from the environment, or null for the built-in blank style (no network at all): 'none', or a value that is not a URL.
 */
export function mapStyleUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim()
  if (!value) return DEFAULT_MAP_STYLE_URL
  if (value.toLowerCase() === 'none') return null
  if (value.startsWith('/') && !value.startsWith('//')) return value
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}
