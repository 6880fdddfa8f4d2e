import { isCityHandle } from '@/domain/catalogue/product-types'
import { GUIDED_PRODUCTS } from '@/domain/guided-selling/products'
import { buildingPath, cityPath, guidedSellingPath, postPath, withTrailingSlash } from '@/domain/urls'
import { absoluteUrl } from './urls'

// Every public, indexable address of the site, for /sitemap.xml. Pure: the route reads the rows, this lays them out.

export interface SitemapSource {
  /** The pages collection ('/' is the home page). */
  pages: readonly { path: string; updatedAt: string }[]
  /** Live cities. */
  cities: readonly { handle: string; updatedAt: string }[]
  /** Live buildings. */
  buildings: readonly { cityHandle: string; slug: string; updatedAt: string }[]
  posts: readonly { slug: string; updatedAt: string }[]
}

export interface SitemapEntry {
  url: string
  /** ISO 8601; absent when nothing says when the page changed. */
  lastModified?: string
}

function latest(...dates: (string | undefined)[]): string | undefined {
  let best: { iso: string; time: number } | undefined
  for (const iso of dates) {
    const time = iso ? Date.parse(iso) : Number.NaN
    if (Number.isFinite(time) && (!best || time > best.time)) best = { iso: new Date(time).toISOString(), time }
  }
  return best?.iso
}

/**
 * Home, city pages, building pages, guided-selling pages (4 products × live cities), CMS pages, the blog and its
 * posts; each address once, the first listing winning. A city page (and its guided-selling pages) shows its
 * buildings, so it changes when any of them does.
 */
export function buildSitemap(source: SitemapSource, siteUrl: string): SitemapEntry[] {
  const entries = new Map<string, SitemapEntry>()
  const add = (path: string, lastModified: string | undefined) => {
    const url = absoluteUrl(siteUrl, path)
    if (!entries.has(url)) entries.set(url, lastModified ? { url, lastModified } : { url })
  }

  const cities = source.cities.filter((c) => isCityHandle(c.handle))
  const live = new Set(cities.map((c) => c.handle))
  const buildings = source.buildings.filter((b) => live.has(b.cityHandle) && b.slug)
  const cityModified = new Map(
    cities.map((c) => [c.handle, latest(c.updatedAt, ...buildings.filter((b) => b.cityHandle === c.handle).map((b) => b.updatedAt))]),
  )

  add('/', latest(source.pages.find((p) => p.path === '/')?.updatedAt))
  for (const c of cities) add(cityPath(c.handle), cityModified.get(c.handle))
  for (const c of cities)
    for (const b of buildings) if (b.cityHandle === c.handle) add(buildingPath(b.cityHandle, b.slug), latest(b.updatedAt))
  for (const product of GUIDED_PRODUCTS) for (const c of cities) add(guidedSellingPath(product, c.handle), cityModified.get(c.handle))
  for (const p of source.pages) if (p.path.startsWith('/') && p.path !== '/') add(withTrailingSlash(p.path), latest(p.updatedAt))
  add('/blogs/', latest(...source.posts.map((p) => p.updatedAt)))
  for (const p of source.posts) if (p.slug) add(postPath(p.slug), latest(p.updatedAt))

  return [...entries.values()]
}
