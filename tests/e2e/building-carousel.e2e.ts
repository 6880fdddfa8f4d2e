import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, isHydrated, launch, MOBILE } from './browser'

// Spec section 2 (hero carousel of images and videos), section 4 ('Video slide'), section 9 (carousel constants).
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } }
const FIRST_NAVIGATION = { timeout: 60_000, waitUntil: 'domcontentloaded' } as const

let browser: Browser
let videoBuilding: { path: string; videoIndex: number }

/** A live building whose gallery has a video slide (the demo content puts one second on every sixth building). */
async function findVideoBuilding() {
  const query = new URLSearchParams({ 'where[gallery.type][equals]': 'video', 'where[isLive][equals]': 'true', limit: '1', depth: '1' })
  const response = await fetch(`${BASE_URL}/cms-api/buildings?${query}`)
  const { docs } = (await response.json()) as { docs: { slug: string; city: { handle: string }; gallery: { type: string }[] }[] }
  const building = docs[0]!
  return { path: `/${building.city.handle}/${building.slug}`, videoIndex: building.gallery.findIndex((item) => item.type === 'video') }
}

beforeAll(async () => {
  browser = await launch()
  videoBuilding = await findVideoBuilding()
})
afterAll(async () => {
  await browser.close()
})

async function openCarousel(path: string, options: BrowserContextOptions = DESKTOP) {
  const context = await browser.newContext({ baseURL: BASE_URL, ...options })
  const page = await context.newPage()
  await page.goto(path, FIRST_NAVIGATION)
  const carousel = page.locator('[aria-roledescription="carousel"]')
  const status = carousel.locator('[aria-live="polite"]')
  return { page, carousel, status, slides: carousel.locator('[aria-roledescription="slide"]') }
}

/** Embla has taken over once it writes the track's transform. */
const engineRunning = () =>
  Boolean(
    (document.querySelector('[aria-roledescription="carousel"] [aria-roledescription="slide"]')?.parentElement as HTMLElement | null)?.style
      .transform,
  )

/** Hydrated: React has attached itself to the carousel's element. */
const carouselHydrated = (page: Page) =>
  expect.poll(() => isHydrated(page.locator('[aria-roledescription="carousel"]')), { timeout: 60_000 }).toBe(true)

/** The engine loads on the first interaction with the hydrated carousel: a pointer over it is one. */
async function waitForCarousel(page: Page) {
  await carouselHydrated(page)
  await page.locator('[aria-roledescription="carousel"]').hover()
  await page.waitForFunction(engineRunning, null, { timeout: 60_000 })
}

const selectedLabel = (page: Page) => page.locator('[aria-roledescription="slide"]:not([inert])').getAttribute('aria-label')

describe('the building hero carousel', () => {
  it('moves to the next slide, loops from the last to the first and back, and follows the arrow keys', async () => {
    const { page, carousel, status, slides } = await openCarousel(videoBuilding.path)
    await carouselHydrated(page)
    // The engine is not part of the page's load: the first click on an arrow loads it and still moves the carousel.
    expect(await page.evaluate(engineRunning)).toBe(false)
    const count = await slides.count()
    expect(count).toBeGreaterThan(2)
    expect(await carousel.getAttribute('aria-label')).toMatch(/^Photos and videos of /)
    await expect(status.textContent()).resolves.toBe(`Slide 1 of ${count}`)
    expect(await selectedLabel(page)).toBe(`1 of ${count}`)

    // The third slide's picture waits until it comes beside the selected slide.
    const third = slides.nth(2).locator('img').first()
    if (count > 3) expect(await third.getAttribute('loading')).toBe('lazy')

    const next = carousel.getByRole('button', { name: 'Next slide' })
    await next.click()
    // The move is made as soon as the engine has loaded.
    await expect.poll(() => status.textContent(), { timeout: 10_000 }).toBe(`Slide 2 of ${count}`)
    expect(await selectedLabel(page)).toBe(`2 of ${count}`)
    await expect.poll(() => third.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true)
    // Centre mode at 1280 px: the selected slide sits between 200 px of its neighbours on either side.
    await expect
      .poll(
        () =>
          slides
            .nth(1)
            .boundingBox()
            .then((box) => Math.round(box!.x)),
        { timeout: 3_000 },
      )
      .toBe(200)
    expect(
      await slides
        .nth(1)
        .boundingBox()
        .then((box) => Math.round(box!.width)),
    ).toBe(880)

    for (let i = 2; i < count; i++) await next.click()
    await expect(status.textContent()).resolves.toBe(`Slide ${count} of ${count}`)
    await next.click()
    await expect(status.textContent()).resolves.toBe(`Slide 1 of ${count}`)
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expect(status.textContent()).resolves.toBe(`Slide ${count} of ${count}`)

    await next.focus()
    await page.keyboard.press('ArrowRight')
    await expect(status.textContent()).resolves.toBe(`Slide 1 of ${count}`)
    await page.keyboard.press('ArrowLeft')
    await expect(status.textContent()).resolves.toBe(`Slide ${count} of ${count}`)
    await page.context().close()
  })

  it('hides the arrows on a phone, where the slides fill the width', async () => {
    const { page, carousel, status, slides } = await openCarousel(videoBuilding.path, MOBILE)
    expect(await carousel.getByRole('button', { name: 'Next slide' }).isVisible()).toBe(false)
    expect(await carousel.getByRole('button', { name: 'Previous slide' }).isVisible()).toBe(false)
    expect(await status.isVisible()).toBe(true)
    const box = (await slides.first().boundingBox())!
    expect([Math.round(box.x), Math.round(box.width)]).toEqual([0, 390])
    await page.context().close()
  })

  it('plays a video slide muted while it is selected, unmutes on the toggle and pauses when another slide is selected', async () => {
    const { page, carousel, slides } = await openCarousel(videoBuilding.path)
    await waitForCarousel(page)
    const slide = slides.nth(videoBuilding.videoIndex)
    const video = slide.locator('video')
    expect(await video.textContent()).toContain('Your browser does not support HTML5 video.')
    expect(await video.getAttribute('preload')).toBe('none')
    const source = await video.locator('source').getAttribute('src')
    expect(source).toMatch(/^\/api\/stream-video\?videoUrl=%2Fcms-api%2Fmedia%2Ffile%2F/)
    const streamed = await fetch(`${BASE_URL}${source}`, { headers: { Range: 'bytes=0-99' } })
    expect([streamed.status, streamed.headers.get('content-type')]).toEqual([206, 'video/mp4'])
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)

    const next = carousel.getByRole('button', { name: 'Next slide' })
    for (let i = 0; i < videoBuilding.videoIndex; i++) await next.click()
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false)
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true)
    // Debian's Chromium decodes the demo H.264 file, so the video really runs.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0)

    const mute = slide.getByRole('button', { name: 'Mute video' })
    expect(await mute.getAttribute('aria-pressed')).toBe('true')
    await mute.click()
    expect(await mute.getAttribute('aria-pressed')).toBe('false')
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false)

    await slide.getByRole('button', { name: 'Pause video' }).click()
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    await slide.getByRole('button', { name: 'Play video' }).click()
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false)

    await next.click()
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    await page.context().close()
  })

  it('does not start a video for people who ask for reduced motion, and plays it from the play button', async () => {
    const { page, carousel, slides } = await openCarousel(videoBuilding.path, { ...DESKTOP, reducedMotion: 'reduce' })
    await waitForCarousel(page)
    const slide = slides.nth(videoBuilding.videoIndex)
    const video = slide.locator('video')
    for (let i = 0; i < videoBuilding.videoIndex; i++) await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect.poll(() => selectedLabel(page)).toMatch(new RegExp(`^${videoBuilding.videoIndex + 1} of`))
    await page.waitForTimeout(500)
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    await slide.getByRole('button', { name: 'Play video' }).click()
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false)
    await page.context().close()
  })

  it('loads the first image first (not lazy, high fetch priority) and the others lazily', async () => {
    const { page, slides } = await openCarousel(videoBuilding.path)
    const first = slides.first().locator('img')
    expect(await first.getAttribute('loading')).not.toBe('lazy')
    expect(await first.getAttribute('fetchpriority')).toBe('high')
    const srcset = (await first.getAttribute('srcset'))!
    // The short addresses of the media library's pictures: the optimiser's own answer, the same bytes.
    expect(srcset).toMatch(/^\/img\/[\w.-]+\?w=\d+ \d+w, /)
    const [, name, width] = /^\/img\/([\w.-]+)\?w=(\d+)/.exec(srcset)!
    const bytes = async (url: string) => {
      const answer = await page.request.get(url, { headers: { accept: 'image/avif,image/webp,*/*' } })
      expect(answer.status()).toBe(200)
      expect(answer.headers()['content-type']).toBe('image/avif')
      return answer.body()
    }
    expect(await bytes(`/img/${name}?w=${width}`)).toEqual(
      await bytes(`/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2F${name}&w=${width}&q=75`),
    )
    // Up to the file at full size and no further: the optimiser never enlarges, so the largest candidate is the file
    // itself and the one before it is smaller than the file (no two candidates are the same picture).
    const candidates = srcset.split(', ').map((entry) => ({ url: entry.split(' ')[0]!, width: Number(entry.split(' ')[1]!.slice(0, -1)) }))
    const naturalWidth = (url: string) =>
      page.evaluate(async (src) => {
        const image = new Image()
        image.src = src
        await image.decode()
        return image.naturalWidth
      }, url)
    const [beforeLargest, largest] = candidates.slice(-2)
    expect(await naturalWidth(largest!.url)).toBeLessThanOrEqual(largest!.width)
    expect(await naturalWidth(beforeLargest!.url)).toBe(beforeLargest!.width)
    expect(largest!.width).toBeGreaterThanOrEqual(1080)
    const loadings = await slides.locator('img').evaluateAll((images) => images.map((img) => img.getAttribute('loading')))
    expect(loadings.slice(1)).toContain('lazy')
    await page.context().close()
  })

  it('shows the first slide at its final place and size before any JavaScript runs', async () => {
    const withoutScript = await openCarousel(videoBuilding.path, { ...DESKTOP, javaScriptEnabled: false })
    // Without scripts, DOMContentLoaded does not wait for the stylesheet: measure once it has applied.
    await withoutScript.page.waitForLoadState('load')
    const before = await withoutScript.slides.first().locator('img').boundingBox()
    await withoutScript.page.context().close()

    const { page, slides } = await openCarousel(videoBuilding.path)
    await waitForCarousel(page)
    const after = await slides.first().locator('img').boundingBox()
    expect(before).toEqual(after)
    expect(after!.width).toBeGreaterThan(800)
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) total += entry.value
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 500)
        }),
    )
    expect(shift).toBeLessThan(0.01)
    await page.context().close()
  })
})
