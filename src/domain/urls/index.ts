// Every address of the site's own catalogue, built in one place: cities, buildings and their neighbourhoods, posts, the
// product pages, guided selling and the virtual-tour page. Pages, loaders, the sitemap, search, chat and structured
// data all take their links from here.

export const HOME_PATH = '/'

/** The product pages (CMS pages): the solutions and the on-demand products sold per building. */
export const PRODUCT_PATHS = {
  workspaces: '/workspaces',
  onDemand: '/workspaces/on-demand',
  dayPass: '/workspaces/on-demand/day-pass',
  conferenceRoom: '/workspaces/on-demand/conference-room',
  loyaltyProgram: '/workspaces/on-demand/loyalty-program',
  virtualOffice: '/workspaces/virtual-office',
  privateOffice: '/workspaces/private-office-space',
  allAccessPlus: '/workspaces/all-access-plus',
} as const

/** A city's page: /{city}. */
export function cityPath(cityHandle: string): string {
  return `/${cityHandle}`
}

/** A building's page: /{city}/{building}. */
export function buildingPath(cityHandle: string, slug: string): string {
  return `/${cityHandle}/${slug}`
}

/** A neighbourhood on its city's page: the page filtered to it (/{city}#{micromarket}). */
export function micromarketPath(cityHandle: string, micromarketHandle: string): string {
  return `${cityPath(cityHandle)}#${micromarketHandle}`
}

/** A blog post: /blogs/{slug}. */
export function postPath(slug: string): string {
  return `/blogs/${slug}`
}

/** A guided-selling journey for one product and city: /guided-selling/{product}/{city}, or its first step without a city. */
export function guidedSellingPath(product: string, cityHandle?: string): string {
  return cityHandle ? `/guided-selling/${product}/${cityHandle}` : `/guided-selling/${product}`
}

/** Our own page that frames a building's tour hosted elsewhere: /building/virtual-tour/{handle}. */
export function virtualTourPath(handle: string): string {
  return `/building/virtual-tour/${encodeURIComponent(handle)}`
}

/** Google Maps directions to a building: by its Google place when it has one, else by its coordinates. */
export function directionsUrl(location: { latitude: number; longitude: number }, googlePlaceId?: string | null): string {
  const params = new URLSearchParams({ api: '1', destination: `${location.latitude},${location.longitude}` })
  if (googlePlaceId) params.set('destination_place_id', googlePlaceId)
  return `https://www.google.com/maps/dir/?${params}`
}
