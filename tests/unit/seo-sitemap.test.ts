import { describe, expect, it } from 'vitest'
import { DISALLOWED_PATHS, robotsRules } from '../../src/domain/seo/robots'
import { buildSitemap, type SitemapSource } from '../../src/domain/seo/sitemap'

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

describe('robotsRules', () => {
  it('allows everything but the admin, the APIs and accounts, and points at the sitemap', () => {
    expect(robotsRules('https://sthana.example/')).toEqual({
      rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/cms-api', '/api', '/account'] }],
      sitemap: 'https://sthana.example/sitemap.xml',
    })
    expect(DISALLOWED_PATHS).toEqual(['/admin', '/cms-api', '/api', '/account'])
  })
})
