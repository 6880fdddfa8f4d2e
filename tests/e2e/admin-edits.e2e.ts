import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_OPERATOR } from '../../scripts/seed/index'
import { BASE_URL, launch } from './browser'

let browser: Browser
let admin: Page

async function waitForSite(path: string, test: (html: string) => boolean): Promise<Response> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const res = await fetch(`${BASE_URL}${path}`)
    if (test(await res.clone().text())) return res
    if (Date.now() > deadline) throw new Error(`${path} did not change within 20 s`)
    await new Promise((r) => setTimeout(r, 500))
  }
}

beforeAll(async () => {
  browser = await launch()
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1400, height: 900 } })
  admin = await context.newPage()
  await admin.goto('/admin/login')
  await admin.locator('#field-email').fill(DEMO_OPERATOR.email)
  await admin.locator('#field-password').fill(DEMO_OPERATOR.password)
  await admin.getByRole('button', { name: /log ?in/i }).click()
  await admin.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 60_000 })
})
afterAll(async () => {
  await browser.close()
})

// The session cookie counts on /cms-api only for requests from the site's own pages, which a browser marks with Origin
// (Payload's csrf list): these direct calls say where they come from, as the admin's own requests do.
const FROM_THE_SITE = { headers: { origin: new URL(BASE_URL).origin } }

describe('operators edit, the site follows', () => {
  it('renames a building in the admin and the statically rendered building page shows the new name', async () => {
    const path = '/bangalore/meridian-tower-indiranagar'
    const before = await fetch(`${BASE_URL}${path}`)
    expect(before.headers.get('x-nextjs-cache')).toBeTruthy()
    // Asked again, the page comes from the site server's copy (src/server/http/page-cache.ts), which the edit must clear.
    expect((await fetch(`${BASE_URL}${path}`)).headers.get('x-site-cache')).toBe('HIT')
    const found = await admin.request.get('/cms-api/buildings?where[slug][equals]=meridian-tower-indiranagar&depth=0', FROM_THE_SITE)
    const building = (await found.json()).docs[0] as { id: number; name: string }

    await admin.goto(`/admin/collections/buildings/${building.id}`)
    const name = admin.locator('#field-name')
    await name.fill('Meridian Tower North')
    await admin.locator('#action-save').click()
    await admin
      .getByText(/updated successfully/i)
      .first()
      .waitFor({ timeout: 30_000 })

    const after = await waitForSite(path, (html) => html.includes('Meridian Tower North'))
    expect(after.status).toBe(200)
    // Still served from the static cache, not rendered per request.
    expect(after.headers.get('x-nextjs-cache')).toBeTruthy()
    await waitForSite('/bangalore', (html) => html.includes('Meridian Tower North'))
    // The city page's map data too (kept in the process for a minute, and dropped on any CMS change).
    await waitForSite('/bangalore/map.json', (json) => json.includes('"name":"Meridian Tower North"'))

    const restore = await admin.request.patch(`/cms-api/buildings/${building.id}`, { ...FROM_THE_SITE, data: { name: building.name } })
    expect(restore.ok()).toBe(true)
    await waitForSite(path, (html) => !html.includes('Meridian Tower North'))
  })

  it("changes a day-pass price and the building's prices row answers the new one, though it keeps its answers", async () => {
    // A building no other browser test reads prices of.
    const code = 'NOI-S18-01'
    const prices = async () => {
      const response = await fetch(`${BASE_URL}/api/catalogue/api/v1/products/type/details`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ building_codes: [code], type_list: ['DAY_PASS'] }),
      })
      const answer = (await response.json()) as { data: { product_info: { price: { variants: { price: number }[] } } }[] }
      return { kept: response.headers.get('x-site-cache') === 'HIT', price: answer.data[0]!.product_info.price.variants[0]!.price }
    }
    const before = await prices()
    // Asked again, the answer comes from the site server's copy (src/server/http/page-cache.ts, 'kept reads'). Polled:
    // the edit of the test before clears every copy once more two seconds after it (src/cms/hooks/revalidate.ts).
    await expect.poll(prices, { timeout: 5_000, interval: 250 }).toEqual({ ...before, kept: true })

    const building = (
      await (await admin.request.get(`/cms-api/buildings?where[buildingCode][equals]=${code}&depth=0`, FROM_THE_SITE)).json()
    ).docs[0] as { id: number }
    const found = await admin.request.get(
      `/cms-api/products?where[building][equals]=${building.id}&where[type][equals]=DAY_PASS&depth=0`,
      FROM_THE_SITE,
    )
    const product = (await found.json()).docs[0] as { id: number; variants: { id: string; price: number }[] }
    const raised = product.variants.map((v, i) => (i === 0 ? { ...v, price: v.price + 10_000 } : v))
    expect((await admin.request.patch(`/cms-api/products/${product.id}`, { ...FROM_THE_SITE, data: { variants: raised } })).ok()).toBe(true)
    try {
      // The change clears the copy in this process at once.
      expect((await prices()).price).toBe(before.price + 100)
    } finally {
      const restore = await admin.request.patch(`/cms-api/products/${product.id}`, {
        ...FROM_THE_SITE,
        data: { variants: product.variants },
      })
      expect(restore.ok()).toBe(true)
    }
    expect((await prices()).price).toBe(before.price)
  })

  it('takes a menu item off the live menu and every page drops it', async () => {
    const header = await (await admin.request.get('/cms-api/globals/header?depth=0', FROM_THE_SITE)).json()
    const items = header.items as { title: string; isLive: boolean }[]
    const hidden = items.map((i) => (i.title === 'Enterprise' ? { ...i, isLive: false } : i))
    expect((await admin.request.post('/cms-api/globals/header', { ...FROM_THE_SITE, data: { items: hidden } })).ok()).toBe(true)

    const topLevel = async () => {
      const page = await browser.newPage()
      await page.goto(`${BASE_URL}/careers`)
      const texts = (await page.locator('nav[aria-label="Main"] > ul > li').allInnerTexts()).map((t) => t.trim())
      await page.close()
      return texts
    }
    const until = async (test: (titles: string[]) => boolean) => {
      const deadline = Date.now() + 20_000
      while (!test(await topLevel())) {
        if (Date.now() > deadline) throw new Error('the menu did not change within 20 s')
        await new Promise((r) => setTimeout(r, 500))
      }
    }
    await until((titles) => !titles.includes('Enterprise') && titles.includes('Partners'))

    expect((await admin.request.post('/cms-api/globals/header', { ...FROM_THE_SITE, data: { items } })).ok()).toBe(true)
    await until((titles) => titles.includes('Enterprise'))
  })

  it('hides the log-in controls with the noAuth option and unlinks the logo when that is disabled', async () => {
    const set = (data: Record<string, boolean>) => admin.request.post('/cms-api/globals/header', { ...FROM_THE_SITE, data })
    expect((await set({ noAuth: true, disableLogoLink: true })).ok()).toBe(true)
    const changed = await waitForSite('/careers', (html) => !html.includes('>Log in<'))
    const html = await changed.text()
    expect(html).not.toContain('aria-label="Sthana Workspaces home"')
    expect(html).toContain('>Get in touch<')
    expect((await set({ noAuth: false, disableLogoLink: false })).ok()).toBe(true)
    await waitForSite('/careers', (page) => page.includes('>Log in<') && page.includes('aria-label="Sthana Workspaces home"'))
  })
})
