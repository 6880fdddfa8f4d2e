import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, launch, openPage } from './browser'
import { operatorApi } from './operator-api'

// Spec section 2, 'Page-level behaviours': the '?' shortcuts dialog and ?success=true.

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

async function ready(path: string): Promise<Page> {
  const page = await openPage(browser, path)
  await page.waitForLoadState('networkidle')
  return page
}

describe("the '?' shortcuts dialog", () => {
  it('toggles with ?, lists Navigation, Actions and Media, and closes with Space, Enter and Esc, giving focus back', async () => {
    const page = await ready('/workspaces')
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    for (const closeKey of ['Escape', ' ', 'Enter']) {
      await page.locator('body').focus()
      await page.keyboard.press('?')
      await dialog.waitFor()
      expect((await dialog.getByRole('heading', { level: 3 }).allInnerTexts()).map((t) => t.toLowerCase())).toEqual([
        'navigation',
        'actions',
        'media',
      ])
      expect(await dialog.innerText()).toContain('Opens global search')
      // Focus is inside the dialog.
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
      await page.keyboard.press(closeKey)
      await dialog.waitFor({ state: 'detached' })
    }
    // '?' toggles: a second press closes it, and focus is back where it was.
    const link = page.getByRole('banner').getByRole('link').first()
    await link.focus()
    await page.keyboard.press('?')
    await dialog.waitFor()
    await page.keyboard.press('?')
    await dialog.waitFor({ state: 'detached' })
    await page.waitForFunction(() => document.activeElement?.tagName === 'A')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(await link.getAttribute('href'))
    await page.context().close()
  })

  it('does nothing while typing in a field', async () => {
    const page = await ready('/blogs')
    const field = page.locator('#enquire').getByLabel('Full name *')
    await field.scrollIntoViewIfNeeded()
    await field.click()
    await page.keyboard.type('What?')
    expect(await field.inputValue()).toBe('What?')
    expect(await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).count()).toBe(0)
    await page.context().close()
  })
})

describe('?success=true', () => {
  it('shows Payment successful once and removes the parameter without a reload', async () => {
    const page = await ready('/workspaces/on-demand?success=true&utm_source=mail')
    await page.getByText('Payment successful').waitFor()
    expect(new URL(page.url()).search).toBe('?utm_source=mail')
    // The same document: nothing reloaded, and a reload does not show it again.
    await page.reload({ waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    expect(await page.getByText('Payment successful').count()).toBe(0)
    await page.context().close()
  })
})

describe('analytics', () => {
  it('sends a page view with the page type to the data layer and, in a batch, to the collector', async () => {
    const marker = `/pune/?visit=${Date.now()}`
    const page = await ready(marker)
    await page.waitForFunction(() => (window.dataLayer ?? []).some((e) => e.event === 'page_view'), undefined, { timeout: 10_000 })
    const layer = (await page.evaluate(() => window.dataLayer ?? [])) as Record<string, unknown>[]
    expect(layer).toContainEqual({ event: 'page_view', page_type: 'Location' })
    // Leaving the page sends what is queued.
    await page.goto('/blogs/', { waitUntil: 'networkidle' })
    const operator = await operatorApi()
    let stored: { docs: { event: string; pageType: string; path: string }[] } = { docs: [] }
    for (let i = 0; i < 40 && stored.docs.length === 0; i++) {
      stored = await operator.get(`/analytics-events?where[path][equals]=/pune/&where[event][equals]=page_view&sort=-occurredAt&limit=1`)
      if (stored.docs.length === 0) await new Promise((r) => setTimeout(r, 250))
    }
    expect(stored.docs[0]).toMatchObject({ event: 'page_view', pageType: 'Location', path: '/pune/' })
    await page.context().close()
  })

  it('refuses a bad batch with 400 and keeps nothing of it', async () => {
    const response = await fetch(`${BASE_URL}/api/analytics/collect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        events: [
          { event: 'page_view', page_type: 'Location', path: '/x', occurred_at: new Date().toISOString() },
          { event: 'rm -rf', page_type: 'Nope', path: '//evil', occurred_at: 'yesterday' },
        ],
      }),
    })
    expect(response.status).toBe(400)
    const operator = await operatorApi()
    expect((await operator.get<{ totalDocs: number }>('/analytics-events?where[path][equals]=/x&limit=1')).totalDocs).toBe(0)
  })
})
