import { buildingPath, cityPath, micromarketPath } from '../urls'

// The home page's 'Find a workspace' picker: one list of places, grouped by city (the whole city, its neighbourhoods,
// its buildings), that a plain form sends to /find/, which answers with the place's page. The option values are
// 'city', 'city/area' and 'city/area/building' handles; only a value of this list leads anywhere, so the address the
// visitor is sent to is always one of ours.

export interface FindPlaceCity {
  handle: string
  name: string
  /** Neighbourhoods with live buildings, each with its live buildings. */
  areas: { handle: string; name: string; buildings: { slug: string; name: string }[] }[]
}

export interface FindPlaceOption {
  value: string
  label: string
  href: string
}

export interface FindPlaceGroup {
  city: string
  options: FindPlaceOption[]
}

export const FIND_PATH = '/find/'
export const FIND_PARAM = 'place'

export function findPlaceGroups(cities: readonly FindPlaceCity[]): FindPlaceGroup[] {
  return cities.map((city) => ({
    city: city.name,
    options: [
      { value: city.handle, label: `All of ${city.name}`, href: cityPath(city.handle) },
      ...city.areas.map((area) => ({
        value: `${city.handle}/${area.handle}`,
        label: `${area.name}, ${city.name}`,
        href: micromarketPath(city.handle, area.handle),
      })),
      ...city.areas.flatMap((area) =>
        area.buildings.map((b) => ({
          value: `${city.handle}/${area.handle}/${b.slug}`,
          label: `${b.name}, ${area.name}`,
          href: buildingPath(city.handle, b.slug),
        })),
      ),
    ],
  }))
}

/** Where a chosen place's page is; null for a value that is not in the list (then the form's page sends the visitor back). */
export function findPlaceHref(groups: readonly FindPlaceGroup[], value: string | null | undefined): string | null {
  if (!value) return null
  const wanted = value
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '')
  for (const group of groups) for (const option of group.options) if (option.value === wanted) return option.href
  return null
}
