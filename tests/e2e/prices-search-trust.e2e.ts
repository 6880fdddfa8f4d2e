import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, launch, openPage } from './browser'
import { operatorApi } from './operator-api'

// Issue 17, items 16, 17 and 19: prices where visitors compare (the city page's cards, the building page's private
// office), search from the home page's hero, and trust and contact (counts, testimonials, WhatsApp).

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    paise / 100,
  )

interface BuildingDoc {
  id: number
  name: string
  slug: string
  seats: number | null
  privateOfficeFromPrice: number | null
  isDayPassDisabled?: boolean
  city: { handle: string }
}
interface ProductDoc {
  type: string
  isActive: boolean
  building: number
  variants: { price: number }[]
}

async function cms<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE_URL}/cms-api${path}`)
  if (!res.ok) throw new Error(`${path}: ${res.status}`)
  return (await res.json()) as T
}

async function html(path: string): Promise<string> {
  return (await (await fetch(`${BASE_URL}${path}`)).text()).replaceAll('<!-- -->', '')
}

/** The HTML of the element that starts at `marker` up to the first `end` after it. */
function slice(page: string, marker: string, end: string): string {
  const start = page.indexOf(marker)
  expect(start, marker).toBeGreaterThan(-1)
  return page.slice(start, page.indexOf(end, start))
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

describe('prices where visitors compare', () => {
  it("shows each city card's from-prices, products and seats from the catalogue", async () => {
    const { docs: buildings } = await cms<{ docs: BuildingDoc[] }>(
      '/buildings?where[city.handle][equals]=bangalore&where[isLive][equals]=true&depth=1&limit=100',
    )
    const { docs: products } = await cms<{ docs: ProductDoc[] }>(
      `/products?where[building][in]=${buildings.map((b) => b.id).join(',')}&where[isActive][equals]=true&depth=0&limit=1000`,
    )
    expect(buildings.length).toBeGreaterThan(1)
    const page = await html('/bangalore/')
    for (const b of buildings) {
      const card = slice(page, `id="building-card-${b.id}"`, '</article>')
      const dayPrices = products.filter((p) => p.building === b.id && p.type === 'DAY_PASS').flatMap((p) => p.variants.map((v) => v.price))
      if (b.isDayPassDisabled || dayPrices.length === 0) expect(card, b.slug).not.toContain('/day<')
      else
        expect(card, b.slug).toContain(
          `from <strong class="font-semibold">${rupees(Math.min(...dayPrices))}</strong><span class="text-slate-600">/day`,
        )
      expect(b.privateOfficeFromPrice, b.slug).toBeGreaterThan(0)
      expect(card, b.slug).toContain(`${rupees(b.privateOfficeFromPrice!)}</strong><span class="text-slate-600">/seat/month`)
      expect(card, b.slug).toContain('data-product="privateOffice"')
      expect(card, b.slug).toContain(`${b.seats!.toLocaleString('en-IN')} seats`)
    }
    // Prices differ between buildings: they are the catalogue's, not one constant.
    expect(new Set(buildings.map((b) => b.privateOfficeFromPrice)).size).toBeGreaterThan(1)
  })

  it("takes every building page's private-office from-price from the building's record, as operators set it", async () => {
    const { docs } = await cms<{ docs: BuildingDoc[] }>(
      '/buildings?where[city.handle][equals]=chennai&where[isLive][equals]=true&depth=1&limit=1&sort=name',
    )
    const building = docs[0]!
    const path = `/chennai/${building.slug}/`
    const card = () => html(path).then((page) => slice(page, 'data-plan="private-office"', '</li>'))
    expect(await card()).toContain(`From ${rupees(building.privateOfficeFromPrice!)}`)
    expect(await card()).toMatch(/href="#get-in-touch"[^>]*>Enquire/)

    const operator = await operatorApi()
    try {
      await operator.send('PATCH', `/buildings/${building.id}`, { privateOfficeFromPrice: 1_234_500 })
      await expect.poll(card, { timeout: 30_000, interval: 1_000 }).toContain(`From ${rupees(1_234_500)}`)
      await expect
        .poll(() => html('/chennai/').then((page) => slice(page, `id="building-card-${building.id}"`, '</article>')), {
          timeout: 30_000,
          interval: 1_000,
        })
        .toContain(`${rupees(1_234_500)}</strong><span class="text-slate-600">/seat/month`)
      await operator.send('PATCH', `/buildings/${building.id}`, { privateOfficeFromPrice: null })
      await expect.poll(card, { timeout: 30_000, interval: 1_000 }).toContain('Price on request')
    } finally {
      await operator.send('PATCH', `/buildings/${building.id}`, { privateOfficeFromPrice: building.privateOfficeFromPrice })
    }
  })
})

describe("search from the home page's hero", () => {
  it('sends a city, a neighbourhood or a building to its page, without JavaScript', async () => {
    const find = async (place: string) => {
      const res = await fetch(`${BASE_URL}/find/?place=${encodeURIComponent(place)}`, { redirect: 'manual' })
      expect(res.status, place).toBe(303)
      return res.headers.get('location')
    }
    expect(await find('pune')).toBe('/pune/')
    expect(await find('bangalore/indiranagar')).toBe('/bangalore/#indiranagar')
    expect(await find('bangalore/indiranagar/meridian-tower-indiranagar')).toBe('/bangalore/meridian-tower-indiranagar/')
    expect(await find('https://elsewhere.example/')).toBe('/#find-a-workspace')

    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${BASE_URL}/`)
    const form = page.getByRole('search', { name: 'Find a workspace' })
    const select = form.getByLabel('Where do you want to work?')
    expect(await select.locator('optgroup').count()).toBeGreaterThanOrEqual(8)
    await select.selectOption({ label: 'Indiranagar, Bangalore' })
    await form.getByRole('button', { name: 'Find a workspace' }).click()
    await page.waitForURL(`${BASE_URL}/bangalore/#indiranagar`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Bangalore/)
    await context.close()
  })

  it('goes to a building picked in the browser', async () => {
    const page = await openPage(browser, '/')
    await page.getByLabel('Where do you want to work?').selectOption({ label: 'Meridian Tower, Indiranagar' })
    await page.getByRole('button', { name: 'Find a workspace' }).click()
    await page.waitForURL(`${BASE_URL}/bangalore/meridian-tower-indiranagar/`)
    await page.context().close()
  })
})

describe('trust and contact', () => {
  it('shows the member count, counts from the catalogue and testimonials from published reviews', async () => {
    const settings = await cms<{ memberCount: number | null }>('/globals/site-settings')
    expect(settings.memberCount).toBeGreaterThan(0)
    const page = await html('/')
    const trust = slice(page, 'data-section="trust"', '</section>')
    expect(trust).toContain(`${settings.memberCount!.toLocaleString('en-IN')}+`)
    const { totalDocs: buildings } = await cms<{ totalDocs: number }>('/buildings?where[isLive][equals]=true&limit=1')
    expect(trust).toMatch(new RegExp(`>${buildings}</dd>`))
    const quotes = [...trust.matchAll(/<blockquote[^>]*><p>([^<]+)<\/p>/g)].map((m) =>
      m[1]!.replaceAll('&#x27;', "'").replaceAll('&amp;', '&'),
    )
    expect(quotes.length).toBeGreaterThan(0)
    const { docs: reviews } = await cms<{ docs: { text: string; rating: number }[] }>(
      '/reviews?where[isPublished][equals]=true&where[rating][equals]=5&limit=1000&depth=0',
    )
    for (const quote of quotes)
      expect(
        reviews.map((r) => r.text.trim()),
        quote,
      ).toContain(quote)
  })

  it('puts a WhatsApp click-to-chat link with the admin’s number beside the phone number in the header and footer', async () => {
    const settings = await cms<{ whatsappNumber: string | null }>('/globals/site-settings')
    const href = `https://wa.me/${settings.whatsappNumber!.replace(/\D/g, '')}`
    const page = await openPage(browser, '/workspaces/')
    for (const region of ['banner', 'contentinfo'] as const) {
      // The header has one for wide screens and one beside the menu button on phones.
      const links = page.getByRole(region).locator('a[data-whatsapp]')
      expect(await links.count(), region).toBeGreaterThan(0)
      for (const link of await links.all()) expect(await link.getAttribute('href'), region).toBe(href)
    }
    await page.context().close()
  })
})

describe('product pages that sell (item 18)', () => {
  it('shows plan cards on the on-demand and all-solutions pages, priced from the catalogue', async () => {
    const { docs: buildings } = await cms<{ docs: BuildingDoc[] }>('/buildings?where[isLive][equals]=true&depth=0&limit=1000')
    const live = new Map(buildings.map((b) => [b.id, b]))
    const { docs: products } = await cms<{ docs: ProductDoc[] }>(
      '/products?where[type][equals]=DAY_PASS&where[isActive][equals]=true&depth=0&limit=1000',
    )
    const lowestDay = Math.min(
      ...products
        .filter((p) => live.has(p.building) && !live.get(p.building)!.isDayPassDisabled)
        .flatMap((p) => p.variants.map((v) => v.price)),
    )
    const lowestOffice = Math.min(...buildings.map((b) => b.privateOfficeFromPrice ?? Infinity))

    const page = await openPage(browser, '/workspaces/on-demand/')
    const cards = page.locator('[data-plan-card]')
    expect(await cards.locator('h3').allTextContents()).toEqual(['Day Pass', '5-day bundle', '10-day bundle', 'Conference Room'])
    const dayPass = cards.filter({ has: page.getByRole('heading', { name: 'Day Pass' }) })
    expect(await dayPass.locator('[data-plan-price]').textContent()).toBe(`from ${rupees(lowestDay)}/day`)
    expect(await dayPass.locator('p').filter({ hasText: /^For / }).textContent()).toMatch(/^For \w/)
    expect(await dayPass.getByRole('list', { name: 'Included in Day Pass' }).getByRole('listitem').count()).toBeGreaterThan(0)
    expect(await dayPass.getByRole('link', { name: 'Book a day pass' }).getAttribute('href')).toBe('/cart/?product=day-pass')
    await page.context().close()

    const all = await openPage(browser, '/workspaces/')
    const price = (name: string) =>
      all
        .locator('[data-plan-card]')
        .filter({ has: all.getByRole('heading', { name, exact: true }) })
        .locator('[data-plan-price]')
        .textContent()
    expect(await price('Private Office')).toBe(`from ${rupees(lowestOffice)}/seat/month`)
    expect(await price('All Access Plus')).toBe('₹7,999.00/month')
    expect(await price('Enterprise')).toBe('Price on request')
    await all.context().close()
  })
})

describe('pictures (item 20)', () => {
  it('gives every building its own first picture and every city its own card picture, replaceable in the admin', async () => {
    const { docs: buildings } = await cms<{ docs: { slug: string; gallery: { image: { id: number; alt: string } }[] }[] }>(
      '/buildings?where[isLive][equals]=true&depth=1&limit=1000',
    )
    const first = buildings.map((b) => b.gallery[0]!.image)
    expect(new Set(first.map((i) => i.id)).size).toBe(buildings.length)
    // After its own drawing, each gallery shows three different rooms (a meeting room, a lounge, a cabin, …).
    for (const building of buildings) {
      const rooms = building.gallery.slice(1).filter((slide) => /room|lounge|cabin|reception|booths|desks/i.test(slide.image.alt))
      expect(new Set(rooms.map((slide) => slide.image.alt)).size, building.slug).toBeGreaterThanOrEqual(3)
    }
    const { docs: cities } = await cms<{ docs: { handle: string; heroImage: { id: number; alt: string } }[] }>('/cities?depth=1&limit=100')
    expect(new Set(cities.map((c) => c.heroImage.id)).size).toBe(cities.length)
    const home = await html('/')
    for (const city of cities) expect(home).toContain(city.heroImage.alt.replaceAll("'", '&#x27;'))
  })
})

describe('the street map (item 15)', () => {
  it("asks for OpenFreeMap's streets, and without tiles says so and keeps markers and popups on the neighbourhoods", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    // As on a machine without internet: the tile host cannot be reached.
    const asked: string[] = []
    await context.route(/tiles\.openfreemap\.org/, (route) => {
      asked.push(route.request().url())
      return route.abort('internetdisconnected')
    })
    const page = await context.newPage()
    await page.goto(`${BASE_URL}/bangalore/`)
    const map = page.getByRole('region', { name: /map/i }).first()
    await map.scrollIntoViewIfNeeded()
    const webgl = await page.evaluate(
      () => document.createElement('canvas').getContext('webgl2') !== null || document.createElement('canvas').getContext('webgl') !== null,
    )
    await map.getByText('Error in loading the map').waitFor({ timeout: 30_000 })
    // With WebGL, MapLibre asked for the default street style first.
    if (webgl) expect(asked.some((url) => url.startsWith('https://tiles.openfreemap.org/styles/liberty'))).toBe(true)
    const areas = await map.locator('[data-area]').evaluateAll((els) => els.map((el) => el.getAttribute('data-area')))
    expect(areas).toEqual(expect.arrayContaining(['Indiranagar', 'Koramangala']))
    const marker = map.getByRole('button', { name: 'Banyan Court', exact: true })
    await marker.click()
    await expect(map.getByRole('dialog').textContent()).resolves.toMatch(/Banyan Court.*Open in Google Maps/s)
    // The list beside the map still works.
    await page.getByRole('button', { name: 'Show on map: Meridian Tower' }).click()
    await expect(map.getByRole('dialog').textContent()).resolves.toMatch(/Meridian Tower/)
    await context.close()
  })
})
