import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, isHydrated, launch, MOBILE, openPage } from './browser'
import { operatorApi } from './operator-api'

// Spec section 2, 'Building page, top to bottom', and section 4, 'Building page' and 'Map marker'.
const BUILDING = '/bangalore/banyan-court-koramangala'
const ORDER = ['festive-banner', 'summary', 'address', 'directions', 'gallery', 'lead-form', 'plans', 'location', 'reviews', 'nearby']

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

describe('the building page', () => {
  it('shows every section in the spec order, under breadcrumbs', async () => {
    const page = await openPage(browser, BUILDING, { viewport: { width: 1280, height: 900 } })
    // Reviews stream in behind a placeholder when the page is being regenerated after a content change.
    await page.locator('main [data-section="reviews"]').waitFor()
    const sections = await page.locator('main [data-section]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-section')))
    expect(sections.filter((s) => ORDER.includes(s!))).toEqual(ORDER)
    const crumbs = page.getByRole('navigation', { name: /breadcrumb/i })
    await expect(crumbs.textContent()).resolves.toMatch(/Home.*Workspaces in Bangalore.*Banyan Court/s)
    expect(await crumbs.boundingBox().then((b) => b!.y)).toBeLessThan(
      await page
        .locator('h1')
        .boundingBox()
        .then((b) => b!.y),
    )

    const banner = page.locator('[data-section="festive-banner"]')
    await expect(banner.textContent()).resolves.toMatch(/up to 30% off private office.*T&Cs apply/s)
    expect(await banner.getByRole('link').getAttribute('href')).toBe('/festiveoffer/')
    const directions = page.locator('[data-section="directions"]')
    expect(await directions.getByRole('link', { name: /google maps/i }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1/,
    )
    expect(await directions.getByRole('link', { name: /what3words/i }).getAttribute('href')).toMatch(/^https:\/\/what3words\.com\//)
    expect(await directions.getByRole('link', { name: /^call /i }).getAttribute('href')).toMatch(/^tel:\+?\d+$/)
    await expect(page.locator('[data-section="nearby"] article').count()).resolves.toBeGreaterThan(0)
    await page.context().close()
  })

  it('keeps what needs no script as the server wrote it, and renders it on a client-side navigation', async () => {
    const page = await openPage(browser, BUILDING, { viewport: { width: 1280, height: 900 } })
    const reviews = page.locator('main [data-section="reviews"]')
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect.poll(() => isHydrated(reviews), { timeout: 30_000 }).toBe(true)
    // React holds the sections' elements, not what is inside them (src/components/ui/server-markup.client.tsx).
    for (const part of [reviews, page.locator('main [data-section="nearby"]'), page.locator('main [data-section="amenities"]'), menu]) {
      expect(await isHydrated(part)).toBe(true)
      expect(await isHydrated(part.getByRole('link').first().or(part.locator('li').first()).first())).toBe(false)
    }
    // The desktop menu still opens, from the markup.
    const button = menu.locator('button[aria-controls]').first()
    await button.click()
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true')

    // Their HTML is in the page once: the flight data carries only each part's digest (server-markup.tsx).
    const html = await (await fetch(`${BASE_URL}${BUILDING}`)).text()
    const digest = await reviews.getAttribute('data-markup')
    expect(digest).toMatch(/^[\w-]{16}$/)
    expect(html.split('Review by ').length - 1).toBe(await reviews.locator('article').count())

    // Mounted in the browser by a client-side navigation, which brings flight data only, the same parts read their
    // HTML from the page's own HTML.
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push(path: string): void } } }).next.router.push('/bangalore/meridian-tower-indiranagar/'),
    )
    await page.locator('h1', { hasText: 'Meridian Tower' }).waitFor()
    await expect.poll(() => page.getByRole('navigation', { name: /breadcrumb/i }).textContent()).toMatch(/Meridian Tower/)
    await expect.poll(() => reviews.locator('li').count()).toBeGreaterThan(0)
    expect(await reviews.getAttribute('data-markup')).not.toBe(digest)
    await expect.poll(() => page.locator('main [data-section="nearby"] article').count()).toBeGreaterThan(0)
    // Every part fetches its HTML in the end (each is busy until then).
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0)
    await expect(menu.locator('button[aria-controls]').count()).resolves.toBeGreaterThan(0)
    await page.context().close()
  })

  it('carries structured data for the place, its rating and its plans in rupees', async () => {
    const html = await (await fetch(`${BASE_URL}${BUILDING}`)).text()
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    )
    const place = blocks.find((b) => b['@type'] === 'CoworkingSpace') as {
      address: { postalCode: string }
      geo: { latitude: number }
      aggregateRating: { ratingValue: number }
      makesOffer: { priceCurrency: string; price: string }[]
    }
    expect(place.address.postalCode).toMatch(/^\d{6}$/)
    expect(place.geo.latitude).toBeGreaterThan(12)
    expect(place.aggregateRating.ratingValue).toBeGreaterThan(0)
    expect(place.makesOffer.length).toBeGreaterThan(2)
    for (const offer of place.makesOffer) {
      expect(offer.priceCurrency).toBe('INR')
      expect(offer.price).toMatch(/^\d+\.\d{2}$/)
    }
    expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true)
  })

  it('opens the marker popup on the location map with the name and an Open in Google Maps link', async () => {
    const page = await openPage(browser, BUILDING, { viewport: { width: 1280, height: 900 } })
    const map = page.locator('[data-section="location"]')
    await map.scrollIntoViewIfNeeded()
    const marker = map.getByRole('button', { name: 'Banyan Court', exact: true })
    await marker.click({ timeout: 30_000 })
    const popup = map.getByRole('dialog')
    await popup.getByRole('link', { name: /open in google maps/i }).waitFor()
    await marker.click()
    await popup.waitFor({ state: 'detached' })
    await page.context().close()
  })

  it("on a phone, loads the location map's code only once the map nears the screen", async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, ...MOBILE })
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
    // The map's own code (BuildingsMap.client.tsx) is the one script that offers the street map.
    const mapCode = async (urls: string[]) => {
      const texts = await Promise.all(urls.map(async (url) => (await fetch(url)).text()))
      return texts.some((text) => text.includes('Show street map'))
    }
    await page.goto(BUILDING)
    const map = page.locator('[data-section="location"]')
    await expect(map.getByRole('status').textContent()).resolves.toBe('Loading...')
    expect(await mapCode(scripts)).toBe(false)
    await map.scrollIntoViewIfNeeded()
    await map.getByRole('button', { name: 'Banyan Court', exact: true }).waitFor({ timeout: 30_000 })
    expect(await mapCode(scripts)).toBe(true)
    await context.close()
  })

  it('goes to /404 when the building has no data to show', async () => {
    const api = await operatorApi()
    const { docs: cities } = await api.get<{ docs: { id: number }[] }>('/cities?where[handle][equals]=pune&depth=0')
    const { docs: markets } = await api.get<{ docs: { id: number }[] }>(
      `/micromarkets?where[city][equals]=${cities[0]!.id}&depth=0&limit=1`,
    )
    const { doc } = await api.send<{ doc: { id: number } }>('POST', '/buildings', {
      name: 'Empty Test Building',
      slug: 'empty-test-building',
      buildingCode: 'PUN-EMPTY-99',
      city: cities[0]!.id,
      micromarket: markets[0]!.id,
      isLive: true,
      address: { buildingName: 'Empty Test Building', line1: '1 Test Road', city: 'Pune', stateCode: 'MH', pinCode: '411001' },
      location: { latitude: 18.52, longitude: 73.85 },
    })
    try {
      const page = await openPage(browser, '/pune/empty-test-building')
      expect(new URL(page.url()).pathname).toBe('/404')
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/couldn.t find/i)
      await page.context().close()
    } finally {
      await api.send('DELETE', `/buildings/${doc.id}`)
    }
  })
})

describe('the city page map', () => {
  it('opens and closes a marker popup, and a card selects its marker', async () => {
    const page = await openPage(browser, '/bangalore', { viewport: { width: 1280, height: 900 } })
    const map = page.getByRole('region', { name: /map/i }).first()
    const marker = map.getByRole('button', { name: 'Banyan Court', exact: true })
    await marker.click({ timeout: 30_000 })
    const popup = map.getByRole('dialog')
    await expect(popup.textContent()).resolves.toMatch(/Banyan Court.*Open in Google Maps/s)
    expect(await popup.getByRole('link', { name: /open in google maps/i }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps/,
    )
    await marker.click()
    // The popup closes on React's next render, which a busy machine may not have reached when the click returns.
    await popup.waitFor({ state: 'detached' })
    // The cards are sent once, as HTML: their 'Show on map' buttons are plain markup that the list serves and marks.
    const show = page.getByRole('button', { name: 'Show on map: Cobalt House' })
    expect(await isHydrated(show)).toBe(false)
    await show.click()
    await expect(map.getByRole('dialog').textContent()).resolves.toMatch(/Cobalt House/)
    expect(await show.getAttribute('data-selected')).toBe('')
    const html = await (await fetch(`${BASE_URL}/bangalore/`)).text()
    expect(html.split('aria-label="Show on map: Cobalt House"').length - 1).toBe(1)
    expect(html).not.toContain('Show on map: Cobalt House\\"')
    await page.getByRole('button', { name: 'Show on map: Banyan Court' }).click()
    await expect(map.getByRole('dialog').textContent()).resolves.toMatch(/Banyan Court/)
    expect(await show.getAttribute('data-selected')).toBeNull()
    await page.context().close()
  })

  it('fetches its markers beside the page, and when they cannot be had says so and tries again', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    let failing = true
    const asked: string[] = []
    await context.route('**/bangalore/map.json', (route) => {
      asked.push(new URL(route.request().url()).pathname)
      return failing ? route.fulfill({ status: 503, body: 'down' }) : route.continue()
    })
    const page = await context.newPage()
    const answer = await page.goto(`${BASE_URL}/bangalore/`)
    // The page carries its buildings as cards and links, not as map data: no coordinates in it.
    expect(await answer!.text()).not.toMatch(/"latitude"|\\"latitude\\"/)
    const map = page.getByRole('region', { name: /map/i }).first()
    await map.getByRole('alert').getByText('The map could not be loaded').waitFor({ timeout: 30_000 })
    // The list beside it is all there.
    await expect(page.getByRole('link', { name: 'Banyan Court' }).count()).resolves.toBeGreaterThan(0)
    failing = false
    await map.getByRole('button', { name: 'Try again' }).click()
    await map.getByRole('button', { name: 'Banyan Court', exact: true }).waitFor({ timeout: 30_000 })
    expect(asked.length).toBeGreaterThanOrEqual(2)
    expect(new Set(asked)).toEqual(new Set(['/bangalore/map.json']))
    await context.close()
  })

  it('on a phone, works on the marker sheet at once and loads the street map only when asked', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, ...MOBILE })
    // Counts the WebGL contexts the page makes: the sheet needs none, so none is made until the street map is wanted.
    await context.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext
      Object.assign(window, { webglContexts: 0 })
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (type.startsWith('webgl'))
          Object.assign(window, { webglContexts: (window as unknown as { webglContexts: number }).webglContexts + 1 })
        return (getContext as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest)
      } as typeof getContext
    })
    const page = await context.newPage()
    await page.goto('/bangalore')
    const map = page.getByRole('region', { name: /map/i }).first()
    await map.scrollIntoViewIfNeeded()
    const show = map.getByRole('button', { name: 'Show street map' })
    await show.waitFor({ timeout: 30_000 })
    const marker = map.getByRole('button', { name: 'Banyan Court', exact: true })
    await marker.click()
    await expect(map.getByRole('dialog').textContent()).resolves.toMatch(/Banyan Court.*Open in Google Maps/s)
    await expect(page.evaluate(() => document.querySelector('.maplibregl-map') === null)).resolves.toBe(true)
    await expect(page.evaluate(() => (window as unknown as { webglContexts: number }).webglContexts)).resolves.toBe(0)
    await show.click()
    await show.waitFor({ state: 'detached' })
    await expect(page.evaluate(() => (window as unknown as { webglContexts: number }).webglContexts)).resolves.toBeGreaterThan(0)
    // MapLibre draws the streets; where it cannot (no WebGL, or its style cannot load here) the sheet says so.
    await page.waitForFunction(
      () => document.querySelector('.maplibregl-map') !== null || document.body.textContent!.includes('Error in loading the map'),
      null,
      { timeout: 30_000 },
    )
    await page.context().close()
  })
})

describe('the city page of a large neighbourhood', () => {
  it('lists the buildings past its cards by name, and the rest when asked, from the map data', async () => {
    const api = await operatorApi()
    const { docs: cities } = await api.get<{ docs: { id: number }[] }>('/cities?where[handle][equals]=pune&depth=0')
    const { docs: markets } = await api.get<{ docs: { id: number; name: string }[] }>(
      `/micromarkets?where[city][equals]=${cities[0]!.id}&depth=0&limit=1&sort=name`,
    )
    const market = markets[0]!
    const created: number[] = []
    try {
      for (let n = 1; n <= 20; n++) {
        const name = `Row Test House ${String(n).padStart(2, '0')}`
        const { doc } = await api.send<{ doc: { id: number } }>('POST', '/buildings', {
          name,
          slug: `row-test-house-${n}`,
          buildingCode: `PUN-ROW-${n}`,
          city: cities[0]!.id,
          micromarket: market.id,
          isLive: true,
          address: { buildingName: name, line1: `${n} Test Road`, city: 'Pune', stateCode: 'MH', pinCode: '411001' },
          location: { latitude: 18.5 + n / 1000, longitude: 73.85 },
        })
        created.push(doc.id)
      }
      // The map data cannot be had at first: the list says so and tries again when asked.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      let failing = true
      await context.route('**/pune/map.json', (route) => (failing ? route.fulfill({ status: 503, body: 'down' }) : route.continue()))
      const page = await context.newPage()
      await page.goto(`${BASE_URL}/pune/`)
      const section = page.getByRole('region', { name: market.name, exact: true })
      const buildingLinks = section.locator('a[href^="/pune/"]')
      const before = await buildingLinks.count()
      const ours = await section.getByRole('link', { name: /^Row Test House/ }).allTextContents()
      // Cards first, then a dozen rows, by name; the rest wait behind the button.
      expect(ours.length).toBeLessThan(20)
      expect(ours).toEqual([...ours].sort())
      const more = section.getByRole('button', { name: /^Show \d+ more in / })
      const count = Number(/Show (\d+) more/.exec((await more.textContent())!)![1])
      expect(count).toBeGreaterThan(0)
      await more.click()
      const problem = section.getByRole('alert')
      await expect(problem.textContent()).resolves.toMatch(/The rest of the list could not be loaded/)
      failing = false
      await problem.getByRole('button', { name: 'Try again' }).click()
      await expect.poll(() => buildingLinks.count(), { timeout: 15_000 }).toBe(before + count)
      await expect(section.getByRole('link', { name: /^Row Test House/ }).count()).resolves.toBe(20)
      await expect(more.count()).resolves.toBe(0)
      // The first new row has the focus, and every row links to its building page with its from-price when it has one.
      await expect(page.evaluate(() => document.activeElement?.closest('li')?.id)).resolves.toMatch(/^building-card-\d+$/)
      expect(await section.getByRole('link', { name: 'Row Test House 20' }).getAttribute('href')).toBe('/pune/row-test-house-20/')
      await context.close()
    } finally {
      for (const id of created) await api.send('DELETE', `/buildings/${id}`)
    }
  })
})
