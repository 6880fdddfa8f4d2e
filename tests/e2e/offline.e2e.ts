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
    await page.goto('/pune', { waitUntil: 'networkidle' })
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 })
    // Now under the worker's control: this visit is kept for offline use.
    await page.goto('/pune', { waitUntil: 'networkidle' })
    const heading = await page.getByRole('heading', { level: 1 }).textContent()
    await page.goto('/account', { waitUntil: 'networkidle' })

    await context.setOffline(true)
    await page.goto('/pune')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading)
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
