import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, isHydrated, launch } from './browser'

// Spec section 2 (/building/virtual-tour/{handle}; building page query params openTour and utm_source) and
// section 4, 'Virtual tour dialog'. The machine has no internet: the tour frames never load, which does not matter here.
const MATTERPORT_BUILDING = '/bangalore/banyan-court-koramangala/'
const MATTERPORT_LINK = 'https://my.matterport.com/show/?m=KslU9WX4CRD'
const OTHER_HOST_BUILDING = '/bangalore/meridian-tower-indiranagar/'
const NO_TOUR_BUILDING = '/bangalore/lakeview-axis-outer-ring-road/'
const DESKTOP = { viewport: { width: 1280, height: 900 } }

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

/** A fresh desktop page at the path, once its HTML is parsed; waits get a minute, since a development server compiles on first request. */
async function open(path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, ...DESKTOP })
  context.setDefaultNavigationTimeout(60_000)
  context.setDefaultTimeout(60_000)
  const page = await context.newPage()
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return page
}

const tourButton = (page: Page) => page.getByRole('button', { name: 'Take a virtual tour' })
const tourDialog = (page: Page, building: string) => page.getByRole('dialog', { name: `Virtual tour of ${building}` })
const tourFrame = (scope: Page | Locator) => scope.locator('iframe[title^="Virtual tour of"]')

/** Waits until React has hydrated the element, so a click reaches its handler. */
async function hydrated(locator: Locator): Promise<Locator> {
  await locator.waitFor({ timeout: 60_000 })
  await expect.poll(() => isHydrated(locator), { timeout: 60_000 }).toBe(true)
  return locator
}

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])

describe('the virtual tour on the building page', () => {
  it('is closed on load, loads nothing from the tour host, and opens a Matterport tour directly from the button', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, ...DESKTOP })
    context.setDefaultTimeout(60_000)
    const page = await context.newPage()
    const tourRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('matterport.com')) tourRequests.push(request.url())
    })
    await page.goto(MATTERPORT_BUILDING, { waitUntil: 'domcontentloaded' })
    const button = await hydrated(tourButton(page))
    expect(await tourDialog(page, 'Banyan Court').count()).toBe(0)
    expect(await tourFrame(page).count()).toBe(0)
    expect(tourRequests).toEqual([])

    await button.click()
    const dialog = tourDialog(page, 'Banyan Court')
    await dialog.waitFor()
    const frame = tourFrame(dialog)
    const src = (await frame.getAttribute('src'))!
    expect(src.startsWith(MATTERPORT_LINK)).toBe(true)
    expect(new URL(src).searchParams.get('play')).toBe('1')
    expect(await frame.getAttribute('title')).toBe('Virtual tour of Banyan Court')
    expect(await frame.getAttribute('allow')).toBe('fullscreen; xr-spatial-tracking')
    expect(await frame.getAttribute('allowfullscreen')).not.toBeNull()
    expect(await dialog.getByRole('button', { name: 'Close virtual tour' }).isVisible()).toBe(true)
    // An ordinary dialog, not the full-screen one.
    const box = (await dialog.boundingBox())!
    expect(box.width).toBeLessThan(1280)
    expect(box.height).toBeLessThan(900)
    await context.close()
  })

  it('embeds a tour on another host itself, not our own tour page (which would show the site inside the dialog)', async () => {
    const page = await open(OTHER_HOST_BUILDING)
    await (await hydrated(tourButton(page))).click()
    const dialog = tourDialog(page, 'Meridian Tower')
    await dialog.waitFor()
    expect(await tourFrame(dialog).getAttribute('src')).toBe('https://tours.sthana360.in/meridian-tower-indiranagar')
    await page.context().close()
  })

  it('opens on load with ?openTour=true', async () => {
    const page = await open(`${MATTERPORT_BUILDING}?openTour=true`)
    const dialog = tourDialog(page, 'Banyan Court')
    await dialog.waitFor({ timeout: 60_000 })
    expect((await tourFrame(dialog).getAttribute('src'))!.startsWith(MATTERPORT_LINK)).toBe(true)
    expect((await dialog.boundingBox())!.width).toBeLessThan(1280)
    await page.context().close()
  })

  it('opens full screen for ?utm_source=sales, and closing it goes to the home page', async () => {
    const page = await open(`${MATTERPORT_BUILDING}?utm_source=sales`)
    const dialog = tourDialog(page, 'Banyan Court')
    await dialog.waitFor({ timeout: 60_000 })
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 900 })
    await dialog.getByRole('button', { name: 'Close virtual tour' }).click()
    await page.waitForURL(`${BASE_URL}/`, { timeout: 60_000 })
    expect(new URL(page.url()).pathname).toBe('/')
    await page.context().close()
  })

  it('opens full screen for ?utm_source=community too', async () => {
    const page = await open(`${OTHER_HOST_BUILDING}?utm_source=community`)
    const dialog = tourDialog(page, 'Meridian Tower')
    await dialog.waitFor({ timeout: 60_000 })
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 900 })
    await page.context().close()
  })

  it('logs the dismissal on close, then brings the get-in-touch form into view with the cursor in the full-name field', async () => {
    const page = await open(`${MATTERPORT_BUILDING}?openTour=true`)
    const dialog = tourDialog(page, 'Banyan Court')
    await dialog.waitFor({ timeout: 60_000 })
    await dialog.getByRole('button', { name: 'Close virtual tour' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe(MATTERPORT_BUILDING)
    expect(await dataLayer(page)).toContainEqual({ event: 'virtual_tour_dismissed', building_code: 'BLR-KOR-01', page_type: 'Location' })
    await page.waitForFunction(
      () => document.activeElement === document.querySelector('#get-in-touch input[name="full_name"]'),
      undefined,
      { timeout: 5_000 },
    )
    await page.waitForFunction(() => {
      const top = document.querySelector('#get-in-touch')!.getBoundingClientRect().top
      return top >= 0 && top < window.innerHeight / 2
    })
    await page.context().close()
  })

  it('closes with Esc and logs the dismissal the same way', async () => {
    const page = await open(OTHER_HOST_BUILDING)
    await (await hydrated(tourButton(page))).click()
    const dialog = tourDialog(page, 'Meridian Tower')
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await dataLayer(page)).toContainEqual({ event: 'virtual_tour_dismissed', building_code: 'BLR-IND-01', page_type: 'Location' })
    expect(await tourFrame(page).count()).toBe(0)
    await page.context().close()
  })

  it('shows no tour button for a building without a tour', async () => {
    const page = await open(NO_TOUR_BUILDING)
    await page.locator('[data-section="gallery"]').waitFor()
    expect(await tourButton(page).count()).toBe(0)
    expect(await tourFrame(page).count()).toBe(0)
    await page.context().close()
  })
})

describe('/building/virtual-tour/{handle}', () => {
  it('frames the tour of a building on another host, with a way back and a link to open it on its own', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, ...DESKTOP })
    context.setDefaultTimeout(60_000)
    const page = await context.newPage()
    const response = await page.goto('/building/virtual-tour/meridian-tower-indiranagar/', { waitUntil: 'domcontentloaded' })
    expect(response!.status()).toBe(200)
    expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Meridian Tower')
    expect(await page.getByRole('link', { name: 'Back to Meridian Tower' }).getAttribute('href')).toBe(OTHER_HOST_BUILDING)
    const newTab = page.getByRole('link', { name: 'Open the tour in a new tab' })
    expect(await newTab.getAttribute('href')).toBe('https://tours.sthana360.in/meridian-tower-indiranagar')
    expect(await newTab.getAttribute('target')).toBe('_blank')
    const frame = tourFrame(page)
    expect(await frame.getAttribute('src')).toBe('https://tours.sthana360.in/meridian-tower-indiranagar')
    expect(await frame.getAttribute('allow')).toBe('fullscreen; xr-spatial-tracking')
    // The tour fills the rest of the first screen.
    const box = (await frame.boundingBox())!
    expect(box.width).toBe(1280)
    expect(box.y + box.height).toBe(900)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)
    await context.close()
  })

  it('answers 404 for an unknown building and for a building without a tour', async () => {
    for (const handle of ['no-such-building', 'lakeview-axis-outer-ring-road']) {
      const response = await fetch(`${BASE_URL}/building/virtual-tour/${handle}`)
      expect(response.status).toBe(404)
    }
  })
})
