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

// ---------------------------------------------------------------------------------------------------------------
// The XML. The sitemaps protocol (sitemaps.org) allows 50,000 URLs per file; the site splits at 1,000 so each file
// stays small to make and to fetch as the catalogue grows. Up to that many addresses, /sitemap.xml is the one urlset;
// past it, /sitemap.xml is a sitemap index of /sitemaps/1.xml, /sitemaps/2.xml, ... in the order buildSitemap gives.

export const SITEMAP_URLS_PER_FILE = 1000

/** The path of part `n` (1-based) of a split sitemap. */
export const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const xmlText = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)

/** How many files the entries take: 1 when /sitemap.xml lists them itself. */
export function sitemapPartCount(entries: readonly SitemapEntry[], perFile = SITEMAP_URLS_PER_FILE): number {
  return Math.max(1, Math.ceil(entries.length / perFile))
}

/** Part `n` (1-based) of the entries, or null when there is no such part. */
export function sitemapPart(entries: readonly SitemapEntry[], n: number, perFile = SITEMAP_URLS_PER_FILE): SitemapEntry[] | null {
  if (!Number.isSafeInteger(n) || n < 1 || n > sitemapPartCount(entries, perFile)) return null
  return entries.slice((n - 1) * perFile, n * perFile)
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) => `<url>\n<loc>${xmlText(e.url)}</loc>\n${e.lastModified ? `<lastmod>${xmlText(e.lastModified)}</lastmod>\n` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** The index of a split sitemap: one <sitemap> per part, dated by the newest change among its addresses. */
export function sitemapIndexXml(entries: readonly SitemapEntry[], siteUrl: string, perFile = SITEMAP_URLS_PER_FILE): string {
  const parts: string[] = []
  for (let n = 1; n <= sitemapPartCount(entries, perFile); n++) {
    const modified = latest(...sitemapPart(entries, n, perFile)!.map((e) => e.lastModified))
    parts.push(
      `<sitemap>\n<loc>${xmlText(absoluteUrl(siteUrl, sitemapPartPath(n)))}</loc>\n${modified ? `<lastmod>${modified}</lastmod>\n` : ''}</sitemap>`,
    )
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</sitemapindex>\n`
}

/** What /sitemap.xml answers: the urlset itself, or the index once the addresses fill more than one file. */
export function sitemapRootXml(entries: readonly SitemapEntry[], siteUrl: string, perFile = SITEMAP_URLS_PER_FILE): string {
  return sitemapPartCount(entries, perFile) === 1 ? urlsetXml(entries) : sitemapIndexXml(entries, siteUrl, perFile)
}
