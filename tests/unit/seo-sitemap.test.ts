import { describe, expect, it } from 'vitest'
import { DISALLOWED_PATHS, robotsRules } from '../../src/domain/seo/robots'
import {
  buildSitemap,
  SITEMAP_URLS_PER_FILE,
  sitemapPart,
  sitemapPartCount,
  sitemapRootXml,
  urlsetXml,
  type SitemapEntry,
  type SitemapSource,
} from '../../src/domain/seo/sitemap'

const SITE = 'https://sthana.example/'
const T = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`

const source: SitemapSource = {
  pages: [
    { path: '/', updatedAt: T(1) },
    { path: '/careers', updatedAt: T(2) },
    { path: '/policies/privacy', updatedAt: T(3) },
    { path: '/bangalore', updatedAt: T(4) }, // shadowed by the city page
  ],
  cities: [
    { handle: 'bangalore', updatedAt: T(5) },
    { handle: 'pune', updatedAt: T(20) },
    { handle: 'atlantis', updatedAt: T(6) }, // not a supported city: no page
  ],
  buildings: [
    { cityHandle: 'bangalore', slug: 'meridian-tower-indiranagar', updatedAt: T(10) },
    { cityHandle: 'pune', slug: 'basalt-house-hinjewadi', updatedAt: T(7) },
    { cityHandle: 'mumbai', slug: 'orphan', updatedAt: T(8) }, // city not live
  ],
  posts: [
    { slug: 'gst-guide', updatedAt: T(9) },
    { slug: 'hybrid-work', updatedAt: T(12) },
  ],
}

const byUrl = (entries: ReturnType<typeof buildSitemap>) =>
  new Map(entries.map((e) => [e.url.replace('https://sthana.example', ''), e.lastModified]))

describe('buildSitemap', () => {
  const entries = buildSitemap(source, SITE)
  const map = byUrl(entries)

  it.each([
    ['/', T(1)],
    ['/bangalore/', T(10)], // the city page changes when its buildings do
    ['/pune/', T(20)],
    ['/bangalore/meridian-tower-indiranagar/', T(10)],
    ['/pune/basalt-house-hinjewadi/', T(7)],
    ['/guided-selling/private-office-space/bangalore/', T(10)],
    ['/guided-selling/co-working-space/pune/', T(20)],
    ['/guided-selling/virtual-office/bangalore/', T(10)],
    ['/guided-selling/events-and-shoots/pune/', T(20)],
    ['/careers/', T(2)],
    ['/policies/privacy/', T(3)],
    ['/blogs/', T(12)],
    ['/blogs/gst-guide/', T(9)],
    ['/blogs/hybrid-work/', T(12)],
  ])('%s, last modified %s', (path, lastModified) => {
    expect(map.get(path)).toBe(lastModified)
  })

  it.each(['/atlantis/', '/mumbai/orphan/', '/guided-selling/private-office-space/atlantis/'])('leaves out %s', (path) => {
    expect(map.has(path)).toBe(false)
  })

  it('lists every address once, absolute, with 4 guided-selling journeys per live city', () => {
    const urls = entries.map((e) => e.url)
    expect(new Set(urls).size).toBe(urls.length)
    expect(urls.every((u) => u.startsWith('https://sthana.example/'))).toBe(true)
    expect(urls.filter((u) => u.includes('/guided-selling/'))).toHaveLength(8)
    expect(entries).toHaveLength(2 + 2 + 8 + 1 + 2 + 1 + 2) // cities, buildings, guided, home, pages, blogs, posts
  })

  it('has 32 guided-selling pages for the 8 cities', () => {
    const handles = ['bangalore', 'chennai', 'delhi', 'gurgaon', 'hyderabad', 'mumbai', 'noida', 'pune']
    const eight = buildSitemap(
      { pages: [], buildings: [], posts: [], cities: handles.map((handle) => ({ handle, updatedAt: T(1) })) },
      SITE,
    )
    expect(eight.filter((e) => e.url.includes('/guided-selling/'))).toHaveLength(32)
  })

  it('omits lastModified when nothing says when a page changed', () => {
    const empty = buildSitemap({ pages: [], cities: [], buildings: [], posts: [] }, 'https://sthana.example')
    expect(empty).toEqual([{ url: 'https://sthana.example/' }, { url: 'https://sthana.example/blogs/' }])
  })
})

describe('the sitemap XML', () => {
  const entries = (n: number): SitemapEntry[] =>
    Array.from({ length: n }, (_, i) => ({ url: `${SITE}b/${i + 1}/`, lastModified: T(1 + (i % 28)) }))
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

  it('is one urlset up to 1,000 addresses, in order, with escaped text', () => {
    expect(SITEMAP_URLS_PER_FILE).toBe(1000)
    const xml = sitemapRootXml([...entries(999), { url: `${SITE}a?x=1&y=<2>` }], SITE)
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    expect(xml).not.toContain('<sitemapindex')
    expect(locs(xml)).toHaveLength(1000)
    expect(locs(xml)[0]).toBe(`${SITE}b/1/`)
    expect(xml).toContain(`<loc>${SITE}a?x=1&amp;y=&lt;2&gt;</loc>\n</url>`)
    expect(xml.match(/<lastmod>/g)).toHaveLength(999)
  })

  it('past 1,000 addresses becomes an index of parts of 1,000, each dated by its newest change', () => {
    const all = entries(2501)
    expect(sitemapPartCount(all)).toBe(3)
    const index = sitemapRootXml(all, SITE)
    expect(index).toMatch(/<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    expect(locs(index)).toEqual([`${SITE}sitemaps/1.xml`, `${SITE}sitemaps/2.xml`, `${SITE}sitemaps/3.xml`])
    expect(index).toContain(`<loc>${SITE}sitemaps/1.xml</loc>\n<lastmod>${T(28)}</lastmod>`)
    // The parts together are every address once, in order.
    const parts = [1, 2, 3].map((n) => sitemapPart(all, n)!)
    expect(parts.map((p) => p.length)).toEqual([1000, 1000, 501])
    expect(parts.flatMap((p) => locs(urlsetXml(p)))).toEqual(all.map((e) => e.url))
    for (const n of [0, 4, 1.5, Number.NaN]) expect(sitemapPart(all, n)).toBeNull()
  })

  it('answers an empty urlset when there is nothing to list', () => {
    expect(locs(sitemapRootXml([], SITE))).toEqual([])
    expect(sitemapPart([], 1)).toEqual([])
  })
})

describe('robotsRules', () => {
  it('allows everything but the admin, the APIs and accounts, and points at the sitemap', () => {
    expect(robotsRules('https://sthana.example/')).toEqual({
      rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/cms-api', '/api', '/account'] }],
      sitemap: 'https://sthana.example/sitemap.xml',
    })
    expect(DISALLOWED_PATHS).toEqual(['/admin', '/cms-api', '/api', '/account'])
  })
})
