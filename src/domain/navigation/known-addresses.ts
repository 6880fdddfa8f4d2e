import { isCityHandle } from '../catalogue/product-types'
import { isGuidedProduct } from '../guided-selling/products'

// Which page addresses have a page behind them, so an unknown one answers 404 with the not-found page at the address
// the visitor typed (src/proxy.ts; docs/decisions/0002-not-found.md). Pure: the proxy reads the rows, this decides.

/** The rows that decide which dynamic addresses exist. Paths and handles are lower case, without trailing slashes. */
export interface KnownAddresses {
  /** Paths of the pages collection ('/careers', '/policies/privacy'). */
  pages: ReadonlySet<string>
  /** Handles of live cities. */
  cities: ReadonlySet<string>
  /** Live buildings as '{city}/{slug}'. */
  buildings: ReadonlySet<string>
  /** Slugs of live buildings with a virtual-tour link. */
  tours: ReadonlySet<string>
  /** Slugs of blog posts. */
  posts: ReadonlySet<string>
}

function segmentsOf(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s).toLowerCase())
  } catch {
    return null
  }
}

/** Whether the address's segments fit a route pattern of the app ('blogs/[slug]', 'admin/[[...segments]]'). */
export function matchesRoute(segments: readonly string[], pattern: string): boolean {
  const parts = pattern.split('/')
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!
    if (part.startsWith('[[...')) return true
    if (part.startsWith('[...')) return segments.length > i
    if (i >= segments.length) return false
    if (!part.startsWith('[') && part.toLowerCase() !== segments[i]) return false
  }
  return parts.length === segments.length
}

/**
 * Whether the page at this address exists. `routes` are the patterns of the app's own routes (account, blogs/[slug],
 * thank-you, …): those answer for themselves, except the blog posts, guided-selling journeys and virtual-tour pages
 * checked here. Any other address is the one catch-all route that serves cities, buildings and CMS pages.
 */
export function isKnownAddress(pathname: string, known: KnownAddresses, routes: readonly string[]): boolean {
  const segments = segmentsOf(pathname)
  if (!segments) return false
  if (segments.length === 0) return true
  const [first, second, third] = segments as [string, string?, string?]
  const path = `/${segments.join('/')}`
  if (first === 'blogs' && segments.length === 2) return known.posts.has(second!)
  if (first === 'guided-selling' && segments.length === 1) return known.pages.has(path)
  if (first === 'guided-selling' && segments.length === 2) return isGuidedProduct(second!)
  if (first === 'guided-selling' && segments.length === 3)
    return isGuidedProduct(second!) && isCityHandle(third!) && known.cities.has(third!)
  if (first === 'building' && second === 'virtual-tour' && segments.length === 3) return known.tours.has(third!)
  if (routes.some((route) => matchesRoute(segments, route))) return true
  if (known.pages.has(path)) return true
  if (segments.length === 1) return isCityHandle(first) && known.cities.has(first)
  if (segments.length === 2) return isCityHandle(first) && known.cities.has(first) && known.buildings.has(`${first}/${second}`)
  return false
}
