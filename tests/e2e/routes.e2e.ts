import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUPPORTED_CITIES } from '@/domain/catalogue/product-types'
import { GUIDED_PRODUCTS } from '@/domain/guided-selling/products'
import { BASE_URL, enquireUntilChosen, launch, openPage } from './browser'

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

async function get(path: string): Promise<{ status: number; heading: string; title: string }> {
  const res = await fetch(`${BASE_URL}${path}`)
  const html = await res.text()
  return { status: res.status, heading: heading(html), title: html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '' }
}

describe('every route of the spec', () => {
  it('answers 200 with a heading, the blog and its posts included', async () => {
    const posts = [...(await (await fetch(`${BASE_URL}/blogs/`)).text()).matchAll(/href="(\/blogs\/[a-z0-9-]+\/)"/g)].map((m) => m[1]!)
    expect(posts.length).toBeGreaterThan(0)
    const failures: string[] = []
    const headings = new Map<string, string>()
    for (const path of [...ROUTES, ...new Set(posts)]) {
      const { status, heading: h1, title } = await get(path)
      if (status !== 200 || !h1) failures.push(`${path}: ${status} "${h1}"`)
      // The brand once in the title, and no word cut off before it ('… for Large Teams | St | Sthana Workspaces').
      if (title.split('Sthana Workspaces').length !== 2 || / \| \S{1,5} \| /.test(title)) failures.push(`${path}: title "${title}"`)
      headings.set(path, h1)
    }
    expect(failures).toEqual([])
    // Headings come from the content, not from one template: the product pages differ from each other.
    expect(new Set(ROUTES.slice(0, 15).map((p) => headings.get(p))).size).toBe(15)
  })

  it('serves a page for every live building, keyed by its handle', async () => {
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text()
    const cityPattern = SUPPORTED_CITIES.join('|')
    const buildings = [...sitemap.matchAll(new RegExp(`<loc>[^<]*?(/(?:${cityPattern})/[a-z0-9-]+/)</loc>`, 'g'))].map((m) => m[1]!)
    expect(buildings.length).toBeGreaterThanOrEqual(40)
    const failures: string[] = []
    for (const path of buildings) {
      const { status, heading: h1 } = await get(path)
      if (status !== 200 || !h1) failures.push(`${path}: ${status}`)
    }
    expect(failures).toEqual([])
  })

  it('answers /404 and unknown paths with the not-found page and a 404 status, at the address typed', async () => {
    for (const path of [
      '/404',
      '/no-such-page',
      '/no-such-page/',
      '/bangalore/no-such-building/',
      '/blogs/no-such-post/',
      '/guided-selling/no-such-product/',
      '/building/virtual-tour/no-such-building/',
    ]) {
      const res = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' })
      expect(res.status, path).toBe(404)
      expect(heading(await res.text()), path).toMatch(/not found|couldn.t find/i)
    }
  })

  it('serves the spec form of each address (trailing slash): canonical links, sitemap and links agree', async () => {
    for (const path of ['/bangalore', '/blogs', '/workspaces/on-demand', '/bangalore/meridian-tower-indiranagar']) {
      const res = await fetch(`${BASE_URL}${path}?utm_source=x`, { redirect: 'manual' })
      expect(res.status, path).toBe(308)
      expect(new URL(res.headers.get('location')!, BASE_URL).href).toBe(`${BASE_URL}${path}/?utm_source=x`)
      const page = await fetch(`${BASE_URL}${path}/`, { redirect: 'manual' })
      expect(page.status, `${path}/`).toBe(200)
      expect(await page.text()).toContain(`<link rel="canonical" href="${BASE_URL}${path}/"/>`)
    }
    // Files, the API and the admin keep their addresses.
    for (const path of ['/sitemap.xml', '/robots.txt', '/api/openapi.json']) {
      expect((await fetch(`${BASE_URL}${path}`, { redirect: 'manual' })).status, path).toBe(200)
    }
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text()
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    expect(locs.length).toBeGreaterThan(50)
    expect(locs.filter((loc) => !loc.endsWith('/'))).toEqual([])
    // Every link to a page of our own on the home page and a building page is in the canonical form: no redirect.
    for (const path of ['/', '/bangalore/meridian-tower-indiranagar/']) {
      const html = await (await fetch(`${BASE_URL}${path}`)).text()
      const hrefs = [...html.matchAll(/href="(\/[^"#?]*)/g)].map((m) => m[1]!)
      const slashless = hrefs.filter(
        (h) => !h.endsWith('/') && !/^\/(_next|api|cms-api|admin|seed-assets)\//.test(h) && !/\.[a-z0-9]+$/i.test(h),
      )
      expect(slashless, path).toEqual([])
    }
  })

  it('serves valid HTML on one page of each type (the W3C checker, errors only)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'))
    try {
      const post = (await (await fetch(`${BASE_URL}/blogs/`)).text()).match(/href="(\/blogs\/[a-z0-9-]+\/)"/)![1]!
      const pages = [
        '/',
        '/bangalore/',
        '/bangalore/meridian-tower-indiranagar/',
        '/workspaces/on-demand/day-pass/',
        '/workspaces/virtual-office/',
        '/blogs/',
        post,
        '/guided-selling/virtual-office/',
        '/guided-selling/virtual-office/pune/',
        '/building/virtual-tour/meridian-tower-indiranagar/',
        '/thank-you/',
        '/account/',
        '/no-such-page/',
      ]
      const files = await Promise.all(
        pages.map(async (page, i) => {
          const file = path.join(dir, `${i}.html`)
          writeFileSync(file, await (await fetch(`${BASE_URL}${page}`)).text())
          return file
        }),
      )
      const jar = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar')
      const { stderr } = await promisify(execFile)('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }))
      const { messages } = JSON.parse(stderr || '{"messages":[]}') as { messages: { url: string; message: string; extract?: string }[] }
      const errors = messages.map((m) => `${pages[Number(path.basename(m.url, '.html'))]}: ${m.message} ${m.extract ?? ''}`)
      expect(errors).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)

  it('has one lead form per page, and none on the thank-you page or the account', async () => {
    const forms = async (path: string) => ((await (await fetch(`${BASE_URL}${path}`)).text()).match(/<form[^>]*data-form="/g) ?? []).length
    for (const path of ['/', '/bangalore/', '/bangalore/meridian-tower-indiranagar/', '/workspaces/on-demand/day-pass/', '/careers/']) {
      expect(await forms(path), path).toBe(1)
    }
    for (const path of ['/thank-you/', '/account/']) expect(await forms(path), path).toBe(0)
  })

  it('has calls to action that lead where they say', async () => {
    const cta = async (path: string, label: string) => {
      const html = await (await fetch(`${BASE_URL}${path}`)).text()
      return html.match(new RegExp(`<a[^>]*href="([^"]+)"[^>]*>${label}<`))?.[1]?.replaceAll('&amp;', '&')
    }
    expect(await cta('/workspaces/on-demand/', 'Book a day pass')).toBe('/cart/?product=day-pass')
    expect(await cta('/workspaces/on-demand/day-pass/', 'Book a day pass')).toBe('/cart/?product=day-pass')
    expect(await cta('/workspaces/on-demand/conference-room/', 'Book a conference room')).toBe('/cart/?product=conference-room')
    expect(await cta('/workspaces/virtual-office/', 'Choose a virtual office plan')).toBe('/workspaces/virtual-office/#plans')
    expect(await cta('/workspaces/on-demand/loyalty-program/', 'Become a loyalty member')).toBe('/account/#loyalty')
    expect(await cta('/workspaces/on-demand/refer/', 'Refer a friend')).toBe('/account/#referral')
    // Every building page has a card for the private office, the main product, with its from-price (the building's,
    // from the admin) and an enquiry.
    for (const path of ['/bangalore/meridian-tower-indiranagar/', '/pune/basalt-house-hinjewadi/']) {
      const slug = path.split('/')[2]
      const { docs } = (await (await fetch(`${BASE_URL}/cms-api/buildings?where[slug][equals]=${slug}&depth=0`)).json()) as {
        docs: { privateOfficeFromPrice: number }[]
      }
      const from = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
        docs[0]!.privateOfficeFromPrice / 100,
      )
      const html = await (await fetch(`${BASE_URL}${path}`)).text()
      const start = html.indexOf('data-plan="private-office"')
      // React separates adjacent text with <!-- -->.
      const card = html.slice(start, html.indexOf('</li>', start)).replaceAll('<!-- -->', '')
      expect(card, path).toContain(`From ${from}`)
      expect(card, path).toMatch(/href="#get-in-touch"[^>]*>Enquire/)
    }
  })

  it('has an icon set: favicon, apple-touch-icon and the manifest with its icons, linked from every page', async () => {
    const html = await (await fetch(`${BASE_URL}/bangalore/`)).text()
    expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico"/)
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon\.png"/)
    expect(html).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/)
    const manifest = (await (await fetch(`${BASE_URL}/manifest.webmanifest`)).json()) as { name: string; icons: { src: string }[] }
    expect(manifest.name).toBe('Sthana Workspaces')
    for (const path of ['/favicon.ico', '/apple-touch-icon.png', '/icon.svg', ...manifest.icons.map((i) => i.src)]) {
      const res = await fetch(`${BASE_URL}${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type'), path).toMatch(/^image\//)
    }
  })

  it('lists every public route and building in sitemap.xml, and robots.txt points to it', async () => {
    const sitemap = await (await fetch(`${BASE_URL}/sitemap.xml`)).text()
    for (const path of [
      '/',
      '/workspaces/',
      '/bangalore/',
      '/bangalore/meridian-tower-indiranagar/',
      '/guided-selling/virtual-office/pune/',
      '/blogs/',
      '/policies/privacy/',
    ]) {
      expect(sitemap, path).toContain(`<loc>${new URL(path, BASE_URL).href}</loc>`)
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

  it("shows the Workspaces menu's last item, 'All Solutions', without scrolling on a 1366×900 screen", async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1366, height: 900 } })
    const page = await context.newPage()
    await page.goto('/')
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Workspaces', exact: true })
    // Clicked until the page is hydrated and the panel is open.
    await expect
      .poll(
        async () => {
          if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
          return button.getAttribute('aria-expanded')
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe('true')
    const link = page.getByRole('link', { name: /^All Solutions/ }).first()
    await link.waitFor()
    const box = (await link.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(900)
    // Nothing covers it, and its scrolling list does not hide it.
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? '',
      [box.x + 10, box.y + box.height / 2],
    )
    expect(hit).toMatch(/^All Solutions/)
    await context.close()
  })

  it("'Enquire' on a plan card chooses the card's product in the page's form, which knows the building", async () => {
    const page = await openPage(browser, '/bangalore/meridian-tower-indiranagar/')
    const form = page.locator('#get-in-touch form')
    expect(JSON.parse((await page.locator('#get-in-touch').getAttribute('data-lead-context'))!)).toMatchObject({
      building: expect.any(String),
    })
    const select = form.locator('select[name="workspace_type"]')
    expect(await select.inputValue()).toBe('')
    const plan = page.locator('[data-plan]').first()
    const expected = {
      'day-pass': 'day-pass',
      bundles: 'all-access-pay-per-use',
      'conference-room': 'conference-room',
      'virtual-office': 'virtual-office',
      'private-office': 'private-office-space',
    }[(await plan.getAttribute('data-plan'))!]
    expect(await enquireUntilChosen(plan, select)).toBe(expected)
    await page.context().close()
  })

  it('shows the page heading and title on a product page and a city page', async () => {
    for (const [path, title] of [
      ['/workspaces/on-demand/day-pass/', /day pass/i],
      ['/mumbai/', /mumbai/i],
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
