import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lead } from '@/payload-types'
import { BASE_URL, enquireUntilChosen, isHydrated, launch, MOBILE } from './browser'
import { operatorApi, type OperatorApi } from './operator-api'

// Spec sections 1, 2 and 5: every 'Get in touch' entry point saves a lead and lands on the thank-you page; the
// dependent field shows and is required only when it should; the form works with JavaScript turned off.

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } }
const THANK_YOU = 'Information saved, Thank you!'
const BUILDING = '/bangalore/meridian-tower-indiranagar/'
/** Where the forms fetch the lead form's definition (GET /forms/lead-form.json?v=…). */
const LEAD_FORM_DEFINITION = /\/forms\/lead-form\.json(\?|$)/

let browser: Browser
let operator: OperatorApi

beforeAll(async () => {
  browser = await launch()
  operator = await operatorApi()
})
afterAll(async () => {
  await browser.close()
})

/** A page whose analytics events survive the move to the thank-you page (kept in sessionStorage). */
async function open(path: string, options: BrowserContextOptions = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, ...options })
  await context.addInitScript(() => {
    const layer: unknown[] = []
    layer.push = (...items: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem('test:events') ?? '[]') as unknown[]
      sessionStorage.setItem('test:events', JSON.stringify([...kept, ...items]))
      return Array.prototype.push.apply(layer, items)
    }
    ;(window as unknown as { dataLayer: unknown[] }).dataLayer = layer
  })
  const page = await context.newPage()
  await page.goto(path, { waitUntil: 'networkidle' })
  return page
}

/** The form's code loads as it nears the screen; these tests fill in the live form (the one before is tested below). */
async function live(form: Locator) {
  await form.scrollIntoViewIfNeeded()
  await expect.poll(() => isHydrated(form), { timeout: 15_000 }).toBe(true)
}

const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`

async function fill(form: Locator, values: { name?: string; email: string; phone?: string; lookingFor?: string; city?: string }) {
  await form.getByLabel('Full name *').fill(values.name ?? 'Asha Menon')
  await form.getByLabel('Work email *').fill(values.email)
  await form.getByLabel('Phone number *').fill(values.phone ?? '9845012345')
  if (values.lookingFor) await form.getByLabel('What are you looking for? *').selectOption(values.lookingFor)
  if (values.city) await form.getByLabel('City *').selectOption(values.city)
}

async function leadByEmail(email: string): Promise<Lead> {
  const { docs } = await operator.get<{ docs: Lead[] }>(`/leads?where[email][equals]=${encodeURIComponent(email)}&depth=1`)
  expect(docs).toHaveLength(1)
  return docs[0]!
}

async function expectThankYou(page: Page) {
  // The short enquiry reference is in the address and shown on the page (and mailed: tests/int/api-leads.int.test.ts);
  // an enquiry about a building adds its code, for the building's next free visit slots.
  await page.waitForURL(/\/thank-you\/\?ref=SW-[0-9A-Z]{4}-[0-9A-Z]{4}(&building=[A-Z0-9-]+)?$/, { timeout: 15_000 })
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(THANK_YOU)
  const reference = new URL(page.url()).searchParams.get('ref')!
  expect(await page.getByText('Your enquiry reference:').textContent()).toContain(reference)
}

describe('the header’s Get in touch', () => {
  it('opens the lead form in a dialog on the page, saves the lead and reports form_submitted with the page type', async () => {
    const page = await open('/workspaces/virtual-office')
    await page.getByRole('banner').getByRole('link', { name: 'Get in touch' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get in touch' })
    await dialog.waitFor()
    expect(page.url()).toMatch(/\/workspaces\/virtual-office\/$/)
    // Focus starts in the first field once the form's definition has arrived (the dialog holds it until then); the
    // product of the page is already chosen.
    await page
      .waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'full_name', undefined, { timeout: 5_000 })
      .catch(() => undefined)
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('full_name')
    expect(await dialog.getByLabel('What are you looking for? *').inputValue()).toBe('virtual-office')
    const email = uniqueEmail('dialog')
    await fill(dialog, { email, city: 'chennai' })
    await dialog.getByRole('button', { name: 'Request a call back' }).click()
    await expectThankYou(page)

    const lead = await leadByEmail(email)
    expect(lead).toMatchObject({
      fullName: 'Asha Menon',
      phone: '9845012345',
      product: 'virtual-office',
      source: { channel: 'form', pagePath: '/workspaces/virtual-office/', pageType: 'Product' },
    })
    expect(typeof lead.city === 'object' && lead.city?.handle).toBe('chennai')
    const events = await page.evaluate(() => JSON.parse(sessionStorage.getItem('test:events') ?? '[]') as Record<string, unknown>[])
    expect(events).toContainEqual({ event: 'form_submitted', form: 'lead-form', page_type: 'Product', channel: 'form' })
    // No personal data in the event.
    expect(JSON.stringify(events)).not.toContain(email)
    await page.context().close()
  })

  it('shows the dependent field only for the products it depends on, and requires it then', async () => {
    const page = await open('/')
    await page.getByRole('banner').getByRole('link', { name: 'Get in touch' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get in touch' })
    await dialog.waitFor()
    const desks = dialog.getByLabel('Desks required *')
    expect(await desks.count()).toBe(0)
    await fill(dialog, { email: uniqueEmail('desks'), lookingFor: 'private-office-space', city: 'pune' })
    await desks.waitFor()
    await dialog.getByRole('button', { name: 'Request a call back' }).click()
    await dialog.getByText('Desks required is required').waitFor()
    expect(await desks.getAttribute('aria-invalid')).toBe('true')
    expect(page.url()).toBe(`${BASE_URL}/`)
    await dialog.getByLabel('What are you looking for? *').selectOption('day-pass')
    await desks.waitFor({ state: 'detached' })
    // The same rules as the server, before anything is sent.
    await dialog.getByLabel('Work email *').fill('asha@menon')
    await dialog.getByLabel('Phone number *').fill('12345')
    await dialog.getByRole('button', { name: 'Request a call back' }).click()
    await dialog.getByText('Enter a valid email address').waitFor()
    await dialog.getByText('Enter a valid phone number').waitFor()
    // Esc closes the dialog and nothing was saved.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.context().close()
  })

  it('opens the same dialog from the mobile menu', async () => {
    const page = await open('/pune', MOBILE)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Get in touch' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get in touch' })
    await dialog.waitFor()
    const email = uniqueEmail('mobile')
    await fill(dialog, { email, lookingFor: 'day-pass', city: 'pune' })
    await dialog.getByRole('button', { name: 'Request a call back' }).click()
    await expectThankYou(page)
    expect((await leadByEmail(email)).source?.pageType).toBe('Location')
    await page.context().close()
  })
})

describe('the building page’s lead form', () => {
  it('is prefilled with the city, and the lead carries the building', async () => {
    const page = await open(`${BUILDING}?utm_source=newsletter&utm_campaign=diwali`)
    const form = page.locator('#get-in-touch form')
    expect(await form.getByLabel('City *').inputValue()).toBe('bangalore')
    await live(form)
    expect(await form.getByLabel('City *').inputValue()).toBe('bangalore')
    const email = uniqueEmail('building')
    await fill(form, { email, lookingFor: 'day-pass' })
    await form.getByLabel(/Anything else/).fill('Two of us, next Tuesday.')
    await form.getByRole('button', { name: 'Request a call back' }).click()
    await expectThankYou(page)
    const lead = await leadByEmail(email)
    expect(typeof lead.building === 'object' && lead.building?.buildingCode).toBe('BLR-IND-01')
    expect(lead).toMatchObject({
      message: 'Two of us, next Tuesday.',
      source: { pagePath: BUILDING, utmSource: 'newsletter', utmCampaign: 'diwali' },
    })
    await page.context().close()
  })
})

describe('the footer’s contact form', () => {
  it('saves a lead from any page', async () => {
    const page = await open('/blogs')
    const form = page.locator('#enquire form')
    await live(form)
    const email = uniqueEmail('footer')
    await fill(form, { email, lookingFor: 'help', city: 'delhi' })
    await form.getByLabel(/Send me offers/).check()
    await form.getByRole('button', { name: 'Request a call back' }).click()
    await expectThankYou(page)
    expect(await leadByEmail(email)).toMatchObject({
      product: 'help',
      marketingConsent: true,
      source: { pagePath: '/blogs/', pageType: 'Blogs' },
    })
    await page.context().close()
  })
})

describe('the lead form’s code', () => {
  it('loads only when the form nears the screen or is touched, and keeps what was typed before it did', async () => {
    const page = await open('/blogs/', MOBILE)
    const form = page.locator('#enquire form')
    // The server's form is on the page (and would post without any script), but it is not hydrated far below the fold.
    expect(await form.getByLabel('Full name *').count()).toBe(1)
    expect(await isHydrated(form)).toBe(false)
    // Typing straight into the server's markup: the first key wakes the form, and nothing typed is lost over it.
    await form.getByLabel('Full name *').evaluate((input: HTMLInputElement) => {
      input.value = 'Asha Menon'
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await expect.poll(() => isHydrated(form), { timeout: 15_000 }).toBe(true)
    expect(await form.getByLabel('Full name *').inputValue()).toBe('Asha Menon')
    // Hydrated, it checks as it did: leaving the email empty shows the field's message in place.
    await form.getByRole('button', { name: 'Request a call back' }).click()
    await form.getByText('Work email is required').waitFor()
    expect(await form.getByLabel('Full name *').inputValue()).toBe('Asha Menon')
    await page.context().close()
  })

  it('keeps every key typed while its code arrives', async () => {
    // The code is held until the field has been clicked, then let through as the visitor types, a few milliseconds
    // later each round, on a slowed processor: the live form must take over between two keys, never between reading
    // the server's markup and replacing it (a key pressed there was lost once).
    for (let round = 0; round < 8; round++) {
      const page = await open('/blogs/')
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/_next/static/chunks/**', async (route) => {
        await held
        await route.continue()
      })
      await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
      const field = page.locator('#enquire').getByLabel('Full name *')
      await field.scrollIntoViewIfNeeded()
      await field.click()
      release()
      await page.waitForTimeout(round * 3)
      await page.keyboard.type('Asha?')
      expect(await field.inputValue()).toBe('Asha?')
      await expect.poll(() => isHydrated(page.locator('#enquire form')), { timeout: 15_000 }).toBe(true)
      expect(await field.inputValue()).toBe('Asha?')
      await page.context().close()
    }
  })
})

describe('the lead form’s definition', () => {
  it('is not in the pages: the forms fetch it as they come alive', async () => {
    for (const path of ['/', BUILDING, '/blogs/']) {
      const html = await (await fetch(`${BASE_URL}${path}`)).text()
      // The form is rendered, with its options; its definition (their names, rules and messages) is not sent twice.
      expect(html).toContain('name="workspace_type"')
      expect(html, path).not.toContain('dependentFor')
    }
  })

  it('leaves the page’s form as the server wrote it when the definition cannot be had, and it still sends the enquiry', async () => {
    const page = await open('/blogs/', MOBILE)
    let asked = 0
    await page.route(LEAD_FORM_DEFINITION, (route) => {
      asked++
      return route.abort('internetdisconnected')
    })
    const form = page.locator('#enquire form')
    await form.scrollIntoViewIfNeeded()
    await expect.poll(() => asked, { timeout: 15_000 }).toBeGreaterThan(0)
    expect(await isHydrated(form)).toBe(false)
    const email = uniqueEmail('unfetched')
    await fill(form, { email, lookingFor: 'day-pass', city: 'pune' })
    await form.getByRole('button', { name: 'Request a call back' }).click()
    await expectThankYou(page)
    expect(await leadByEmail(email)).toMatchObject({ fullName: 'Asha Menon', product: 'day-pass' })
    await page.context().close()
  })

  it('the dialog says so when it cannot be had, and tries again when asked', async () => {
    const page = await open('/workspaces/virtual-office')
    await page.route(LEAD_FORM_DEFINITION, (route) => route.abort('internetdisconnected'))
    await page.getByRole('banner').getByRole('link', { name: 'Get in touch' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get in touch' })
    await dialog.getByRole('alert').getByText('We could not load the form. Check your connection and try again.').waitFor()
    await page.unroute(LEAD_FORM_DEFINITION)
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await dialog.getByLabel('Full name *').waitFor()
    expect(await dialog.getByLabel('What are you looking for? *').inputValue()).toBe('virtual-office')
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('full_name')
    await page.context().close()
  })
})

describe('the lead form’s definition, when it is late or cannot be had', () => {
  /** A page on which the lead form's definition cannot be fetched (the connection drops), from its first request. */
  async function openWithoutDefinition(path: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: BASE_URL, ...DESKTOP })
    await context.route(LEAD_FORM_DEFINITION, (route) => route.abort('internetdisconnected'))
    const page = await context.newPage()
    await page.goto(path, { waitUntil: 'networkidle' })
    return page
  }

  it('a page’s form mounted by a client-side navigation says so, tries again when asked, then sends the enquiry', async () => {
    const page = await openWithoutDefinition('/blogs/')
    await page.waitForFunction(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router))
    // The building page arrives as flight data only: its form has no server markup to fall back on.
    await page.evaluate(
      (path) => (window as unknown as { next: { router: { push(path: string): void } } }).next.router.push(path),
      BUILDING,
    )
    await page.locator('h1', { hasText: 'Meridian Tower' }).waitFor()
    const section = page.locator('#get-in-touch')
    await section.getByRole('alert').getByText('We could not load the form. Check your connection and try again.').waitFor()
    await page.context().unroute(LEAD_FORM_DEFINITION)
    await section.getByRole('button', { name: 'Try again' }).click()
    const form = section.locator('form')
    await form.getByLabel('Full name *').waitFor()
    expect(await form.getByLabel('City *').inputValue()).toBe('bangalore')
    const email = uniqueEmail('navigated')
    await fill(form, { email, lookingFor: 'day-pass' })
    await form.getByRole('button', { name: 'Request a call back' }).click()
    await expectThankYou(page)
    const lead = await leadByEmail(email)
    expect(typeof lead.building === 'object' && lead.building?.buildingCode).toBe('BLR-IND-01')
    await page.context().close()
  })

  it('’Enquire’ on a plan card still chooses the product in the server’s form, which sends it', async () => {
    const page = await openWithoutDefinition(BUILDING)
    const form = page.locator('#get-in-touch form')
    const select = form.locator('select[name="workspace_type"]')
    const plan = page.locator('[data-plan="day-pass"]')
    expect(await enquireUntilChosen(plan, select)).toBe('day-pass')
    expect(await isHydrated(form)).toBe(false)
    const email = uniqueEmail('enquire')
    await fill(form, { email })
    await form.getByRole('button', { name: 'Request a call back' }).click()
    await expectThankYou(page)
    expect(await leadByEmail(email)).toMatchObject({ product: 'day-pass' })
    await page.context().close()
  })

  it('the dialog leaves focus where the visitor moved it while the form loads', async () => {
    const page = await open('/workspaces/virtual-office')
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(LEAD_FORM_DEFINITION, async (route) => {
      await released
      await route.continue()
    })
    await page.getByRole('banner').getByRole('link', { name: 'Get in touch' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get in touch' })
    await dialog.getByRole('status').getByText('Loading the form…').waitFor()
    // The dialog holds focus while it loads; the visitor moves it to the close button.
    expect(await dialog.evaluate((element) => document.activeElement === element)).toBe(true)
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close')
    release()
    await dialog.getByLabel('Full name *').waitFor()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close')
    await page.context().close()
  })
})

describe('without JavaScript', () => {
  it('posts the form, comes back with the messages and the values, then lands on the thank-you page', async () => {
    const page = await open('/workspaces/on-demand/day-pass/', { ...DESKTOP, javaScriptEnabled: false })
    const form = page.locator('#get-in-touch form')
    const email = uniqueEmail('nojs')
    await fill(form, { email, phone: '98450', city: 'mumbai' })
    expect(await form.getByLabel('What are you looking for? *').inputValue()).toBe('day-pass')
    await form.getByRole('button', { name: 'Request a call back' }).click()
    await page.waitForLoadState('load')
    const again = page.locator('#get-in-touch form')
    await again.getByText('Enter a valid phone number').waitFor()
    expect(await again.getByLabel('Work email *').inputValue()).toBe(email)
    expect(await again.getByLabel('City *').inputValue()).toBe('mumbai')
    await again.getByLabel('Phone number *').fill('9845012345')
    await again.getByRole('button', { name: 'Request a call back' }).click()
    await expectThankYou(page)
    expect(await leadByEmail(email)).toMatchObject({
      product: 'day-pass',
      phone: '9845012345',
      source: { pagePath: '/workspaces/on-demand/day-pass/' },
    })
    await page.context().close()
  })
})

describe('operators', () => {
  it('export the leads as CSV with the list’s filters', async () => {
    const login = await fetch(`${BASE_URL}/cms-api/operators/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@sthanaworkspaces.in', password: 'SthanaDemo#2026' }),
    })
    const { token } = (await login.json()) as { token: string }
    const filtered = await fetch(`${BASE_URL}/cms-api/leads/export.csv?where[product][equals]=help`, {
      headers: { authorization: `JWT ${token}` },
    })
    expect(filtered.status).toBe(200)
    expect(filtered.headers.get('content-type')).toMatch(/^text\/csv/)
    const bytes = new Uint8Array(await filtered.arrayBuffer())
    // A byte-order mark first, for spreadsheet programs.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n')
    expect(lines[0]).toMatch(/^Reference,Received \(IST\),Name,Email,Phone/)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.slice(1).every((line) => line.includes(',Help,'))).toBe(true)
    expect((await fetch(`${BASE_URL}/cms-api/leads/export.csv`)).status).toBe(401)
  })
})
