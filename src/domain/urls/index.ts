// Every address of the site's own catalogue, built in one place: cities, buildings and their neighbourhoods, posts, the
// product pages, guided selling and the virtual-tour page. Pages, loaders, the sitemap, search, chat and structured
// data all take their links from here.

export const HOME_PATH = '/'

/**
 * The canonical form of one of the site's own page addresses: with a trailing slash, as the spec lists its routes
 * (`/bangalore/`, `/blogs/`). The query and fragment are kept; addresses of files (`/favicon.ico`), of the API and of
 * the admin, and other sites' addresses are returned as they are.
 */
export function withTrailingSlash(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const cut = href.search(/[?#]/)
  const path = cut < 0 ? href : href.slice(0, cut)
  const rest = cut < 0 ? '' : href.slice(cut)
  if (path.endsWith('/') || !isPagePath(path)) return href
  return `${path}/${rest}`
}

/** The address without its trailing slash, as the pages collection stores paths ('/' stays '/'). */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

/** Whether an address (path only) names one of the site's pages, as opposed to a file, the API or the admin. */
export function isPagePath(path: string): boolean {
  if (/^\/(api|admin|cms-api|_next)(\/|$)/.test(path)) return false
  const last = path.slice(path.lastIndexOf('/') + 1)
  return !last.includes('.')
}

/** The product pages (CMS pages): the solutions and the on-demand products sold per building. */
export const PRODUCT_PATHS = {
  workspaces: '/workspaces/',
  onDemand: '/workspaces/on-demand/',
  dayPass: '/workspaces/on-demand/day-pass/',
  conferenceRoom: '/workspaces/on-demand/conference-room/',
  loyaltyProgram: '/workspaces/on-demand/loyalty-program/',
  referral: '/workspaces/on-demand/refer/',
  virtualOffice: '/workspaces/virtual-office/',
  privateOffice: '/workspaces/private-office-space/',
  allAccessPlus: '/workspaces/all-access-plus/',
} as const

/** What the cart opens on: a day pass, a conference room or a bundle. */
export type CartProductParam = 'day-pass' | 'conference-room' | 'bundle'

/**
 * The cart (/cart/, the on-demand flow), opened on a product and, from a building's page, on that building:
 * /cart/?product=day-pass&building=meridian-tower-indiranagar.
 */
export function cartPath(product?: CartProductParam, buildingHandle?: string): string {
  const params = new URLSearchParams()
  if (product) params.set('product', product)
  if (buildingHandle) params.set('building', buildingHandle)
  const query = params.toString()
  return query ? `/cart/?${query}` : '/cart/'
}

export const BOOK_DAY_PASS_HREF = cartPath('day-pass')
export const BOOK_CONFERENCE_ROOM_HREF = cartPath('conference-room')

/** A city's page: /{city}/. */
export function cityPath(cityHandle: string): string {
  return `/${cityHandle}/`
}

/** A building's page: /{city}/{building}/. */
export function buildingPath(cityHandle: string, slug: string): string {
  return `/${cityHandle}/${slug}/`
}

/**
 * A city's map data: its live buildings' markers, fetched by the city page's map (a catalogue of hundreds would
 * otherwise travel in every city page twice over, as props in its markup and its flight data).
 */
export function cityMapPath(cityHandle: string): string {
  return `/${cityHandle}/map.json`
}

/**
 * The footer's link columns and cities, fetched as the footer nears the screen (the product's footer is 'loaded
 * lazily'): some ninety links that every page would otherwise carry twice, in its markup and its flight data.
 */
export const footerLinksPath = '/footer.json'

/**
 * A form's definition (its fields, options and messages), which a page's forms fetch when they come alive instead of
 * every page carrying it; with the version the page was rendered with, the answer is kept for good.
 */
export function formPath(handle: string, version?: string): string {
  return `/forms/${encodeURIComponent(handle)}.json${version ? `?v=${encodeURIComponent(version)}` : ''}`
}

/** A neighbourhood on its city's page: the page filtered to it (/{city}#{micromarket}). */
export function micromarketPath(cityHandle: string, micromarketHandle: string): string {
  return `${cityPath(cityHandle)}#${micromarketHandle}`
}

/** A blog post: /blogs/{slug}. */
export function postPath(slug: string): string {
  return `/blogs/${slug}/`
}

/** A guided-selling journey for one product and city: /guided-selling/{product}/{city}, or its first step without a city. */
export function guidedSellingPath(product: string, cityHandle?: string): string {
  return cityHandle ? `/guided-selling/${product}/${cityHandle}/` : `/guided-selling/${product}/`
}

/** Our own page that frames a building's tour hosted elsewhere: /building/virtual-tour/{handle}. */
export function virtualTourPath(handle: string): string {
  return `/building/virtual-tour/${encodeURIComponent(handle)}/`
}

/** Google Maps directions to a building: by its Google place when it has one, else by its coordinates. */
export function directionsUrl(location: { latitude: number; longitude: number }, googlePlaceId?: string | null): string {
  const params = new URLSearchParams({ api: '1', destination: `${location.latitude},${location.longitude}` })
  if (googlePlaceId) params.set('destination_place_id', googlePlaceId)
  return `https://www.google.com/maps/dir/?${params}`
}
