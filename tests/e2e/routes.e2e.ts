import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUPPORTED_CITIES } from '@/domain/catalogue/product-types'
import { GUIDED_PRODUCTS } from '@/domain/guided-selling/products'
import { BASE_URL, launch, openPage } from './browser'

// Spec section 2, 'Routes': every public route this milestone serves answers 200 with its own heading.
// (The customer account, virtual-office KYC and order confirmation come with their own milestones.)
const ROUTES = [
  '/',
  '/workspaces',
  '/workspaces/on-demand/',
  '/workspaces/virtual-office/',
  '/workspaces/on-demand-business/',
  '/workspaces/on-demand/day-pass/',
  '/workspaces/on-demand/conference-room/',
  '/workspaces/all-access-plus/',
  '/labs/',
  '/workspaces/private-office-space/',
  '/enterprise/',
  '/events/',
  '/advertise/',
  '/studios/',
  '/business-solutions/',
  ...SUPPORTED_CITIES.map((city) => `/${city}/`),
  '/blogs/',
  '/careers/',
  '/brokers/',
  '/impact/',
  '/referrals/',
  '/amenities/',
  '/policies/terms-and-conditions/',
  '/policies/privacy/',
  '/support/',
  '/policies/equal-opportunity-statement/',
  '/workspaces/on-demand/loyalty-program',
  '/workspaces/on-demand/refer',
  '/partners/landlords',
  '/partners/channel',
  '/guided-selling',
  ...GUIDED_PRODUCTS.map((product) => `/guided-selling/${product}`),
  ...GUIDED_PRODUCTS.flatMap((product) => SUPPORTED_CITIES.map((city) => `/guided-selling/${product}/${city}`)),
  '/workplace',
  '/festiveoffer',
  '/building/virtual-tour/meridian-tower-indiranagar',
]

function heading(html: string): string {
  const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ''
  return h1
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

async function get(path: string): Promise<{ status: number; heading: string }> {
  const res = await fetch(`${BASE_URL}${path}`)
  return { status: res.status, heading: heading(await res.text()) }
}

describe('every route of the spec', () => {
  it('answers 200 with a heading, the blog and its posts included', async () => {
    const posts = [...(await (await fetch(`${BASE_URL}/blogs`)).text()).matchAll(/href="(\/blogs\/[a-z0-9-]+)"/g)].map((m) => m[1]!)
    expect(posts.length).toBeGreaterThan(0)
    const failures: string[] = []
    const headings = new Map<string, string>()
    for (const path of [...ROUTES, ...new Set(posts)]) {
      const { status, heading: h1 } = await get(path)
      if (status !== 200 || !h1) failures.push(`${path}: ${status} "${h1}"`)
      headings.set(path, h1)
    }
    expect(failures).toEqual([])
    // Headings come from the content, not from one template: the product pages differ from each other.
    expect(new Set(ROUTES.slice(0, 15).map((p) => headings.get(p))).size).toBe(15)
  })

  it('serves a page for every live building, keyed by its handle', async () => {
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text()
    const cityPattern = SUPPORTED_CITIES.join('|')
    const buildings = [...sitemap.matchAll(new RegExp(`<loc>[^<]*?(/(?:${cityPattern})/[a-z0-9-]+)</loc>`, 'g'))].map((m) => m[1]!)
    expect(buildings.length).toBeGreaterThanOrEqual(40)
    const failures: string[] = []
    for (const path of buildings) {
      const { status, heading: h1 } = await get(path)
      if (status !== 200 || !h1) failures.push(`${path}: ${status}`)
    }
    expect(failures).toEqual([])
  })

  it('answers /404 and unknown paths with the not-found page and a 404 status', async () => {
    for (const path of [
      '/404',
      '/no-such-page',
      '/bangalore/no-such-building',
      '/guided-selling/no-such-product',
      '/building/virtual-tour/no-such-building',
    ]) {
      const res = await fetch(`${BASE_URL}${path}`)
      expect(res.status, path).toBe(404)
      expect(heading(await res.text()), path).toMatch(/not found|couldn.t find/i)
    }
  })

  it('lists every public route and building in sitemap.xml, and robots.txt points to it', async () => {
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text()
    for (const path of [
      '/',
      '/workspaces',
      '/bangalore',
      '/bangalore/meridian-tower-indiranagar',
      '/guided-selling/virtual-office/pune',
      '/blogs',
      '/policies/privacy',
    ]) {
      expect(sitemap, path).toContain(`<loc>${new URL(path, BASE_URL).href.replace(/\/$/, path === '/' ? '/' : '')}</loc>`)
    }
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text()
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
    expect(robots).toMatch(/Disallow: \/admin/)
  })
})

describe('the API contract', () => {
  it('is published as OpenAPI, generated from the request schemas', async () => {
    const doc = (await (await fetch(`${BASE_URL}/api/openapi.json`)).json()) as {
      openapi: string
      paths: Record<string, Record<string, { parameters?: { name: string }[]; requestBody?: unknown }>>
    }
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.paths['/api/maps/place']!.get!.parameters!.map((p) => p.name)).toEqual(['place_id'])
    expect(doc.paths['/api/v1/products']!.get!.parameters!.map((p) => p.name).sort()).toEqual(['building_ids', 'type'])
    expect(doc.paths['/api/catalogue/api/v1/products/type/details']!.post!.requestBody).toBeTruthy()
    expect(doc.paths['/api/stream-video']!.get!.parameters!.map((p) => p.name)).toEqual(['videoUrl'])
  })
})

describe('in the browser', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launch()
  })
  afterAll(async () => {
    await browser.close()
  })

  it('shows the page heading and title on a product page and a city page', async () => {
    for (const [path, title] of [
      ['/workspaces/on-demand/day-pass', /day pass/i],
      ['/mumbai', /mumbai/i],
    ] as const) {
      const page = await openPage(browser, path)
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(title)
      expect(await page.title()).toMatch(title)
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${path}$`))
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^https?:\/\//)
      await page.context().close()
    }
  })
})
