import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, launch, openPage } from './browser'
import { operatorApi } from './operator-api'

// Spec section 2: Ctrl+K opens the global search palette; typing filters the jump targets (typos forgiven); arrows
// move; Enter opens the target; Esc closes it and focus returns where it was.

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

describe('the search palette', () => {
  it('opens with Ctrl+K, filters with a typo, moves with the arrows and opens the target with Enter', async () => {
    const page = await openPage(browser, '/workspaces')
    await page.waitForLoadState('networkidle')
    await page.keyboard.press('Control+k')
    const palette = page.getByRole('dialog')
    const input = palette.getByPlaceholder(/Search cities/)
    await input.waitFor()
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT')
    await input.fill('meridain towr')
    const options = palette.getByRole('option')
    await options.first().getByText('Meridian Tower').waitFor()
    await input.fill('pune')
    await options.first().getByText('Workspaces in Pune').waitFor()
    // The first option is selected; Down Arrow selects the next.
    expect(await options.first().getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowDown')
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/pune/')
    await page.context().close()
  })

  it('closes with Esc and gives focus back', async () => {
    const page = await openPage(browser, '/')
    await page.waitForLoadState('networkidle')
    const logo = page.getByRole('banner').getByRole('link').first()
    await logo.focus()
    await page.keyboard.press('Control+k')
    await page.getByPlaceholder(/Search cities/).waitFor()
    await page.keyboard.press('Escape')
    await page.getByPlaceholder(/Search cities/).waitFor({ state: 'detached' })
    const href = await logo.getAttribute('href')
    await page.waitForFunction((h) => document.activeElement?.getAttribute('href') === h, href, { timeout: 3000 })
    await page.context().close()
  })

  it('with a catalogue too large to send whole, asks the server as the visitor types', async () => {
    const page = await openPage(browser, '/')
    // The answer a catalogue past 100 kB gets (src/server/search/search-index.ts): no buildings, complete: false.
    await page.route(/\/api\/search-index$/, async (route) => {
      const whole = (await (await route.fetch()).json()) as { data: { kind: string }[] }
      await route.fulfill({ json: { data: whole.data.filter((t) => t.kind !== 'building'), complete: false } })
    })
    const asked: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/search-index' && url.searchParams.has('q')) asked.push(url.searchParams.get('q')!)
    })
    await page.waitForLoadState('networkidle')
    await page.keyboard.press('Control+k')
    const palette = page.getByRole('dialog')
    const input = palette.getByPlaceholder(/Search cities/)
    await input.waitFor()
    // What is always listed shows at once; a building comes from the server's search, typo and all.
    await palette
      .getByRole('option')
      .first()
      .getByText(/Workspaces in/)
      .waitFor()
    await input.pressSequentially('meridain towr', { delay: 20 })
    await palette.getByRole('option').first().getByText('Meridian Tower').waitFor()
    // Typing is not a request per key: the palette waits for a pause.
    expect(asked.length).toBeGreaterThanOrEqual(1)
    expect(asked.length).toBeLessThan('meridain towr'.length)
    expect(asked.at(-1)).toBe('meridain towr')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/bangalore/meridian-tower-indiranagar/')
    await page.context().close()
  })

  it('comes from the CMS: a building renamed in the admin is found by its new name', async () => {
    const operator = await operatorApi()
    const { docs } = await operator.get<{ docs: { id: number; name: string }[] }>(
      '/buildings?where[buildingCode][equals]=PUN-HJW-01&depth=0',
    )
    const building = docs[0]!
    const index = async () =>
      ((await (await fetch(`${BASE_URL}/api/search-index`)).json()) as { data: { title: string; kind: string }[] }).data
    expect((await index()).filter((t) => t.kind === 'building').length).toBeGreaterThanOrEqual(40)
    await operator.send('PATCH', `/buildings/${building.id}`, { name: 'Riverside Quadrant' })
    try {
      expect((await index()).some((t) => t.title === 'Riverside Quadrant')).toBe(true)
    } finally {
      await operator.send('PATCH', `/buildings/${building.id}`, { name: building.name })
    }
  })
})
