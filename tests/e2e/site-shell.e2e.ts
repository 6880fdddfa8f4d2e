import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASE_URL, isHydrated, launch, MOBILE, openPage } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

const crumbTexts = async (path: string) => {
  const page = await openPage(browser, path)
  const nav = page.getByRole('navigation', { name: 'Breadcrumb' })
  const texts = (await nav.locator('ol').first().locator(':scope > li').allInnerTexts()).map((t) => t.replace(/^\s*\/\s*/, '').trim())
  return { page, nav, texts }
}

describe('the site shell on the home page', () => {
  it('shows the header with logo, menu, phone, log-in and get-in-touch, and the footer', async () => {
    const page = await openPage(browser, '/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: /Sthana Workspaces home/ }).getAttribute('href')).resolves.toBe('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const top = (await nav.locator(':scope > ul > li').allInnerTexts()).map((t) => t.trim())
    expect(top).toEqual(['Workspaces', 'Locations', 'On Demand', 'Virtual Office', 'Enterprise', 'Company', 'More'])
    expect(top).not.toContain('Member App')
    await expect(header.getByRole('link', { name: /1800 266 4545/ }).getAttribute('href')).resolves.toBe('tel:18002664545')
    expect(await header.getByRole('link', { name: 'Log in' }).isVisible()).toBe(true)
    expect(await header.getByRole('link', { name: 'Get in touch' }).isVisible()).toBe(true)
    const footer = page.getByRole('contentinfo')
    expect(await page.locator('#enquire form[data-form="lead-form"]').count()).toBe(1)
    expect(await footer.getByRole('list', { name: 'Policies' }).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/policies/privacy/',
    )
    // The link columns and the cities come as the footer nears the screen.
    await footer.scrollIntoViewIfNeeded()
    await footer.getByRole('navigation', { name: 'Solutions' }).getByRole('link', { name: 'Private Office Space' }).waitFor()
    expect(await footer.getByRole('heading', { name: 'Workspaces near you' }).count()).toBe(1)
    expect(await footer.getByRole('link', { name: 'Indiranagar' }).getAttribute('href')).toBe('/bangalore/#indiranagar')
    await page.context().close()
  })

  it('loads the footer’s links only as the footer nears the screen, and offers Try again when they cannot be had', async () => {
    const html = await (await fetch(`${BASE_URL}/`)).text()
    expect(html).not.toContain('Workspaces near you')
    expect(html).toContain('href="/policies/terms-and-conditions/"')

    const page = await openPage(browser, '/', MOBILE)
    const asked: string[] = []
    let fail = true
    await page.route('**/footer.json', (route) => {
      asked.push(route.request().url())
      return fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue()
    })
    await page.waitForTimeout(300)
    expect(asked).toEqual([])
    const footer = page.getByRole('contentinfo')
    await footer.scrollIntoViewIfNeeded()
    const retry = footer.getByRole('button', { name: 'Try again' })
    await retry.waitFor()
    expect(await footer.getByText('The footer’s links could not be loaded.').isVisible()).toBe(true)
    fail = false
    await retry.click()
    await footer.getByRole('heading', { name: 'Workspaces near you' }).waitFor()
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-footer-links'))).toBe(true)
    expect(asked).toHaveLength(2)
    await page.context().close()
  })

  it('loads its scripts after the largest paint, then hydrates', async () => {
    const html = await (await fetch(`${BASE_URL}/`, { headers: { accept: 'text/html' } })).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
    expect(head).toMatch(/\(\["\/_next\/static\/chunks\/[^"]+\.js"/)

    const page = await openPage(browser, '/', MOBILE)
    const menu = page.getByRole('button', { name: 'Open menu' })
    await expect.poll(() => isHydrated(menu), { timeout: 10_000 }).toBe(true)
    const { paints, firstScript } = await page.evaluate(async () => {
      const entries = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true }),
      )
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' && e.name.includes('/_next/static/chunks/'))
      return { paints: entries.map((e) => e.startTime), firstScript: Math.min(...scripts.map((e) => e.startTime)) }
    })
    expect(paints.length).toBeGreaterThan(0)
    expect(firstScript).toBeGreaterThanOrEqual(Math.min(...paints))
    await menu.click()
    await page.getByRole('dialog', { name: 'Menu' }).waitFor()
    await page.context().close()
  })

  it('opens a menu group with the keyboard and closes it with Esc, returning focus', async () => {
    const page = await openPage(browser, '/')
    const more = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' })
    await more.focus()
    await page.keyboard.press('Enter')
    expect(await more.getAttribute('aria-expanded')).toBe('true')
    const panel = page.locator(`#${await more.getAttribute('aria-controls')}`)
    expect(await panel.getByRole('link', { name: 'Support' }).isVisible()).toBe(true)
    expect(await panel.getByRole('link', { name: 'Landlords' }).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    expect(await more.getAttribute('aria-expanded')).toBe('false')
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.context().close()
  })

  it('starts with a skip link that moves focus to the main content', async () => {
    const page = await openPage(browser, '/careers')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content')
    await page.context().close()
  })
})

describe('breadcrumbs', () => {
  it('follow the path on a policy page, with the last crumb not a link, and emit BreadcrumbList data', async () => {
    const { page, nav, texts } = await crumbTexts('/policies/terms-and-conditions')
    expect(texts).toEqual(['Home', 'Policies', 'Terms and Conditions'])
    expect(await nav.getByRole('link').count()).toBe(2)
    expect(await nav.locator('[aria-current="page"]').innerText()).toBe('Terms and Conditions')
    const data = JSON.parse((await nav.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(data['@type']).toBe('BreadcrumbList')
    expect(data.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Policies', 'Terms and Conditions'])
    expect(data.itemListElement[1].item).toBe(`${BASE_URL}/policies/`)
    await page.context().close()
  })

  it('collapse more than three crumbs behind an ellipsis that opens', async () => {
    const { page, nav, texts } = await crumbTexts('/workspaces/on-demand/day-pass')
    expect(texts).toEqual(['Home', '…', 'On Demand', 'Day Pass'])
    await nav.getByText('…').click()
    expect(await nav.getByRole('link', { name: 'Workspaces' }).isVisible()).toBe(true)
    await page.context().close()
  })

  it('put Workspaces before a workspace section, show a city as "Workspaces in" and name the building', async () => {
    const studios = await crumbTexts('/studios')
    expect(studios.texts).toEqual(['Home', 'Workspaces', 'Studios'])
    await studios.page.context().close()
    const city = await crumbTexts('/bangalore')
    expect(city.texts).toEqual(['Home', 'Workspaces in Bangalore'])
    await city.page.context().close()
    const building = await crumbTexts('/bangalore/meridian-tower-indiranagar')
    expect(building.texts).toEqual(['Home', 'Workspaces in Bangalore', 'Meridian Tower'])
    await building.page.context().close()
    const partners = await crumbTexts('/partners/landlords')
    expect(partners.texts).toEqual(['Home', 'Landlords'])
    await partners.page.context().close()
  })
})

describe('the header at every width', () => {
  it('shows the desktop menu only where its entries fit beside the contacts, and the mobile menu below that', async () => {
    for (const width of [1024, 1200, 1280, 1440, 1920]) {
      const page = await openPage(browser, '/', { viewport: { width, height: 800 } })
      const nav = page.getByRole('navigation', { name: 'Main' })
      // 'Get in touch' is on screen at every width without opening a menu: in the header, or in the quick-contact bar.
      const inHeader = page.getByRole('banner').getByRole('link', { name: 'Get in touch' })
      const inBar = page.getByRole('complementary', { name: 'Quick contact' }).getByRole('link', { name: 'Get in touch' })
      expect([await inHeader.isVisible(), await inBar.isVisible()], `at ${width} px`).toEqual(width < 1280 ? [false, true] : [true, false])
      if (width < 1280) {
        expect(await nav.isVisible()).toBe(false)
        expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true)
      } else {
        expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false)
        const fit = await nav.evaluate((element) => {
          const entries = element.querySelector(':scope > ul')!
          const next = element.nextElementSibling!.getBoundingClientRect()
          return { overflow: entries.scrollWidth - element.clientWidth, gap: next.left - element.getBoundingClientRect().right }
        })
        expect(fit.overflow, `at ${width} px`).toBeLessThanOrEqual(0)
        expect(fit.gap, `at ${width} px`).toBeGreaterThanOrEqual(0)
      }
      await page.context().close()
    }
  })
})

describe('the mobile menu', () => {
  it('slides in, opens its accordions and closes', async () => {
    const page = await openPage(browser, '/', MOBILE)
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false)
    expect(
      await page
        .getByRole('banner')
        .getByRole('link', { name: /Call us/ })
        .isVisible(),
    ).toBe(true)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await dialog.waitFor()
    const trigger = dialog.getByRole('button', { name: 'Workspaces' })
    expect(await trigger.getAttribute('aria-expanded')).toBe('false')
    await trigger.click()
    expect(await trigger.getAttribute('aria-expanded')).toBe('true')
    expect(await dialog.getByRole('link', { name: 'Private Office Space' }).isVisible()).toBe(true)
    await dialog.getByRole('button', { name: 'Locations' }).click()
    expect(await dialog.getByRole('link', { name: 'Pune' }).isVisible()).toBe(true)
    await trigger.click()
    expect(await dialog.getByRole('link', { name: 'Private Office Space' }).isVisible()).toBe(false)
    expect(await dialog.getByRole('link', { name: 'Get in touch' }).isVisible()).toBe(true)
    expect(await dialog.getByRole('link', { name: 'Log in' }).isVisible()).toBe(true)
    // Its items are the desktop menu's, read from that menu's markup (not sent again as props): every top-level item
    // and group entry, the 'More' group's items at the top level with their own entries.
    const listed = await page
      .getByRole('navigation', { name: 'Main', includeHidden: true })
      .evaluate((nav) =>
        [
          ...nav.querySelectorAll(
            ':scope > ul > li > a, :scope > ul > li > div > ul > li > a, :scope > ul > li[data-more] > div > ul > li > ul > li > a',
          ),
        ].map((a) => `${(a.querySelector('span') ?? a).textContent} ${a.getAttribute('href')}`),
      )
    const mobileNav = dialog.getByRole('navigation', { name: 'Mobile' })
    const closed = mobileNav.locator('button[aria-expanded="false"]')
    while ((await closed.count()) > 0) await closed.first().click()
    const shown = await mobileNav.evaluate((nav) => [...nav.querySelectorAll('a')].map((a) => `${a.textContent} ${a.getAttribute('href')}`))
    expect(listed.length).toBeGreaterThan(20)
    expect(new Set(shown)).toEqual(new Set(listed))
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.context().close()
  })
})

describe('routes', () => {
  it('answers an unknown path with the 404 page and a 404 status', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL })
    const page = await context.newPage()
    const response = await page.goto('/no-such-place/at-all')
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/couldn’t find that page/)
    expect(await page.getByRole('banner').count()).toBe(1)
    await context.close()
  })
})
