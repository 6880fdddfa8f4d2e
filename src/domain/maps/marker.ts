export type MarkerId = number | string

/** One building on a map. Plain data, so a server component can pass it to the map island. */
export interface MapMarker {
  id: MarkerId
  name: string
  /** The building page. */
  href: string
  latitude: number
  longitude: number
  /** A small image for the popup (a same-origin media URL, like every next/image here). */
  imageUrl?: string
  imageAlt?: string
  googlePlaceId?: string
  /** The building's neighbourhood: the map without street tiles draws it around its buildings. */
  area?: string
  /** The lowest day-pass price in paise, for the city page's list of a neighbourhood's other buildings. */
  dayFrom?: number
}
