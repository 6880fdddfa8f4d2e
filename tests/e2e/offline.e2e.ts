import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, launch } from './browser'

// Spec section 7 ('A service worker is registered'): offline, a public page seen before still opens, any other page
// gets the offline page; account pages and the API are never cached.

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

describe('the service worker', () => {
  it('keeps visited public pages for offline use and shows the offline page for others', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL })
    const page = await context.newPage()
    await page.addInitScript(() =>
      navigator.serviceWorker?.addEventListener('message', (event) => {
        if (event.data === 'code-kept') document.documentElement.dataset.codeKept = ''
      }),
    )
    await page.goto('/pune', { waitUntil: 'networkidle' })
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 })
    // Now under the worker's control: this visit is kept for offline use, and once the page is idle, so is the code it
    // may load later (public/sw.js, keepCodeOf).
    await page.goto('/pune', { waitUntil: 'networkidle' })
    await page.waitForSelector('html[data-code-kept]', { state: 'attached', timeout: 30_000 })
    const heading = await page.getByRole('heading', { level: 1 }).textContent()
    await page.goto('/account', { waitUntil: 'networkidle' })

    await context.setOffline(true)
    await page.goto('/pune')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading)
    // Code the page loads only now works offline too: the footer's links (near the screen) and the search palette. A
    // chunk that could not be fetched would have replaced the page with Next.js's 'This page couldn't load'.
    await page.locator('[data-footer-links]').scrollIntoViewIfNeeded()
    await page.keyboard.press('Control+k')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1)
    // The page is still there under the palette (which hides it from the accessibility tree while open).
    expect(await page.locator('h1').textContent()).toBe(heading)
    // A page never seen gets the offline page, under its own address and without scripts: with them, the app would
    // start as that address's page, fail on a chunk it cannot fetch, and replace the page with Next.js's 'This page
    // couldn't load' (public/sw.js, keepOfflinePage).
    await page.goto('/careers')
    await expectOfflinePage(page, '/careers')
    // Account pages are never kept: offline they get the offline page too.
    await page.goto('/account')
    await expectOfflinePage(page, '/account')
    const cached = await page.evaluate(async () => {
      const keys: string[] = []
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) keys.push(new URL(request.url).pathname)
      return keys
    })
    expect(cached.some((p) => p.startsWith('/api/') || p.startsWith('/account'))).toBe(false)
    await context.close()
  })
})

async function expectOfflinePage(page: Page, path: string) {
  expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(path)
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('You are offline')
  expect(await page.evaluate(() => document.scripts.length)).toBe(0)
  // Styled by the site's stylesheet, kept with the page when the worker was installed.
  expect(await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontWeight)).toBe('700')
}
