import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lead } from '@/payload-types'
import { expectNoSeriousViolations } from './axe'
import { BASE_URL, launch, MOBILE } from './browser'
import { loginCodesSentTo, newLoginCode } from './login-codes'
import { operatorApi } from './operator-api'

// Issue #7, item 2: axe (WCAG 2.1 A and AA, and axe's best practices) on every page type and every open dialog, at
// desktop width and on a phone; keyboard-only journeys through the lead form and the search palette; the skip link;
// and no keyboard trap between the header and the footer.

// Reduced motion: dialogs and toasts appear at once, so axe never reads colours half-way through a fade.
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' }
const PHONE: BrowserContextOptions = { ...MOBILE, reducedMotion: 'reduce' }
const BUILDING = '/bangalore/meridian-tower-indiranagar'
const GUIDED = '/guided-selling/private-office-space/bangalore'
const DEMO_CUSTOMER = 'priya.sharma@example.in'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

async function open(path: string, options: BrowserContextOptions = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, ...options })
  const page = await context.newPage()
  await page.goto(path, { waitUntil: 'networkidle' })
  return page
}

/** The first post listed on the blog, so the test follows the content. */
async function firstBlogPost(): Promise<string> {
  const html = await (await fetch(`${BASE_URL}/blogs/`)).text()
  const post = html.match(/href="(\/blogs\/[a-z0-9-]+\/)"/)?.[1]
  if (!post) throw new Error('The blog lists no post')
  return post
}

/** Scans the page once it has loaded, then closes it. */
async function scan(label: string, path: string | (() => Promise<string>), options: BrowserContextOptions = DESKTOP): Promise<void> {
  const page = await open(typeof path === 'string' ? path : await path(), options)
  try {
    await expectNoSeriousViolations(page, label)
  } finally {
    await page.context().close()
  }
}

const dialog = (page: Page, name?: string | RegExp): Locator => page.getByRole('dialog', name ? { name } : {})

/** The element that has focus, described well enough to compare and to read in a failure. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return { tag: 'BODY', text: '', name: '', id: '', href: '', label: '' }
    return {
      tag: el.tagName,
      label: el.getAttribute('aria-label') ?? '',
      text: (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
      name: el.getAttribute('name') ?? '',
      id: el.id,
      href: el.getAttribute('href') ?? '',
    }
  })

/** Presses Tab until `matches` holds for the focused element; fails after `limit` presses. */
async function tabTo(page: Page, matches: (el: Awaited<ReturnType<typeof focused>>) => boolean, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    if (matches(await focused(page))) return
  }
  throw new Error(`Tab never reached the element; focus is on ${JSON.stringify(await focused(page))}`)
}

/** Logs the customer in from the open login dialog with the code the outbox receives. */
async function logIn(page: Page, email: string): Promise<void> {
  const login = dialog(page, 'Log in')
  const before = await loginCodesSentTo(email)
  await login.getByLabel('Email or mobile number *').fill(email)
  await login.getByRole('button', { name: 'Send code' }).click()
  await login.getByLabel('Code *').fill(await newLoginCode(email, before))
  await login.getByRole('button', { name: 'Log in' }).click()
  await login.waitFor({ state: 'detached' })
}

describe('axe on every page type', () => {
  const pages: [label: string, path: string | (() => Promise<string>)][] = [
    ['the home page', '/'],
    ['a product page', '/workspaces/virtual-office'],
    ['a city page', '/pune'],
    ['a building page', BUILDING],
    ['a company page', '/careers'],
    ['a policy page', '/policies/privacy'],
    ['a blog post', firstBlogPost],
    ['the not-found page', '/no-such-page'],
    ['the account page, logged out', '/account'],
    ['guided selling, first question', GUIDED],
    ['guided selling, results', `${GUIDED}?team=11-50&movein=this-month&area=anywhere&step=4`],
    ['guided selling, enquiry', `${GUIDED}?team=11-50&movein=this-month&area=anywhere&step=5`],
    ['the thank-you page', '/thank-you'],
  ]
  for (const [label, path] of pages) {
    it(`finds nothing serious on ${label}`, () => scan(label, path))
  }

  for (const [label, path] of [
    ['the home page', '/'],
    ['a city page', '/pune'],
    ['a building page', BUILDING],
  ] as const) {
    it(`finds nothing serious on ${label} on a phone`, () => scan(`${label} (phone)`, path, PHONE))
  }

  it('finds nothing serious on the account page and the account menu, logged in', async () => {
    const page = await open('/account?login=true')
    await logIn(page, DEMO_CUSTOMER)
    // The success toast is part of what is checked.
    await page.getByText('Successfully logged in').waitFor()
    await page.locator('[data-account-section="team"]').getByText('Arjun Nair').waitFor()
    await page.locator('[data-loyalty-state]').waitFor()
    await expectNoSeriousViolations(page, 'the account page (logged in)')
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: /Priya/ }).click()
    await header.getByRole('link', { name: 'My account' }).waitFor()
    await expectNoSeriousViolations(page, 'the open account menu', { include: 'header' })
    await page.context().close()
  })
})

describe('axe on every open dialog', () => {
  it('the lead form from the header’s Get in touch, also with its error messages', async () => {
    const page = await open('/')
    await page.getByRole('banner').getByRole('link', { name: 'Get in touch' }).click()
    const form = dialog(page, 'Get in touch')
    await form.waitFor()
    await expectNoSeriousViolations(page, 'the lead form dialog', { include: '[role="dialog"]' })
    await form.getByRole('button', { name: 'Request a call back' }).click()
    await form.getByText('Full name is required').waitFor()
    await expectNoSeriousViolations(page, 'the lead form dialog with errors', { include: '[role="dialog"]' })
    await page.context().close()
  })

  it('the Ctrl+K search palette, with results and with none', async () => {
    const page = await open('/workspaces')
    await page.keyboard.press('Control+k')
    const palette = dialog(page)
    await palette.getByRole('option').first().waitFor()
    await expectNoSeriousViolations(page, 'the search palette', { include: '[role="dialog"]' })
    await page.keyboard.type('zzqqxx')
    await palette.getByText(/No results for/).waitFor()
    await expectNoSeriousViolations(page, 'the search palette with no results', { include: '[role="dialog"]' })
    await page.context().close()
  })

  it("the '?' keyboard shortcuts", async () => {
    const page = await open('/pune')
    await page.keyboard.press('?')
    await dialog(page, 'Keyboard shortcuts').waitFor()
    await expectNoSeriousViolations(page, 'the keyboard shortcuts dialog', { include: '[role="dialog"]' })
    await page.context().close()
  })

  it('the building page’s virtual tour', async () => {
    const page = await open(BUILDING)
    await page.getByRole('button', { name: 'Take a virtual tour' }).click()
    await dialog(page, 'Virtual tour of Meridian Tower').waitFor()
    await expectNoSeriousViolations(page, 'the virtual tour dialog', { include: '[role="dialog"]' })
    await page.context().close()
  })

  it('the mobile menu, with a group open', async () => {
    const page = await open('/', PHONE)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = dialog(page, 'Menu')
    await menu.waitFor()
    const group = menu.getByRole('navigation').getByRole('button').first()
    await group.click()
    expect(await group.getAttribute('aria-expanded')).toBe('true')
    await expectNoSeriousViolations(page, 'the mobile menu', { include: '[role="dialog"]' })
    await page.context().close()
  })

  it('the login dialog, also with an error', async () => {
    const page = await open('/?login=true')
    const login = dialog(page, 'Log in')
    await login.waitFor()
    await expectNoSeriousViolations(page, 'the login dialog', { include: '[role="dialog"]' })
    await login.getByRole('button', { name: 'Send code' }).click()
    await login.getByText('Please enter valid input').waitFor()
    await expectNoSeriousViolations(page, 'the login dialog with an error', { include: '[role="dialog"]' })
    await page.context().close()
  })
})

describe('keyboard only', () => {
  it('the skip link is the first Tab stop and moves focus to the main content', async () => {
    for (const path of ['/', BUILDING]) {
      const page = await open(path)
      await page.keyboard.press('Tab')
      expect(await focused(page)).toMatchObject({ tag: 'A', text: 'Skip to content', href: '#main-content' })
      expect(await page.getByRole('link', { name: 'Skip to content' }).isVisible()).toBe(true)
      await page.keyboard.press('Enter')
      await page.waitForFunction(() => document.activeElement?.id === 'main-content')
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN')
      // The next Tab goes on from the main content, not back to the header.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true)
      await page.context().close()
    }
  })

  it('Tab walks from the header to the footer with no trap on the home, city and building pages', async () => {
    for (const path of ['/', '/pune', BUILDING]) {
      const page = await open(path)
      const seen: string[] = []
      let reachedFooter = false
      for (let i = 0; i < 400 && !reachedFooter; i++) {
        await page.keyboard.press('Tab')
        const where = await page.evaluate(() => {
          const el = document.activeElement
          if (!el || el === document.body) return { key: 'BODY', footer: false }
          const path: string[] = []
          for (let node: Element | null = el; node && node !== document.body; node = node.parentElement)
            path.unshift(`${node.tagName}:${Array.prototype.indexOf.call(node.parentElement?.children ?? [], node)}`)
          return { key: path.join('/'), footer: Boolean(el.closest('footer')) }
        })
        // A trap holds focus on one element, or cycles among a few.
        expect(seen.slice(-6).filter((k) => k === where.key).length, `focus is stuck at ${where.key} on ${path}`).toBeLessThan(2)
        seen.push(where.key)
        reachedFooter = where.footer
      }
      expect(reachedFooter, `Tab never reached the footer on ${path}`).toBe(true)
      await page.context().close()
    }
  })

  describe('the lead form', () => {
    const openFromHeader = async (page: Page) => {
      await tabTo(page, (el) => el.tag === 'A' && el.text === 'Get in touch' && el.href === '#enquire')
      await page.keyboard.press('Enter')
      await dialog(page, 'Get in touch').waitFor()
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'full_name')
    }

    it('opens with Enter on the header’s Get in touch, is filled and sent with the keyboard, and lands on the thank-you page', async () => {
      const page = await open('/')
      await openFromHeader(page)
      const email = `keyboard.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`
      await page.keyboard.type('Asha Menon')
      await page.keyboard.press('Tab')
      await page.keyboard.type(email)
      await page.keyboard.press('Tab')
      await page.keyboard.type('9845012345')
      await page.keyboard.press('Tab')
      expect((await focused(page)).name).toBe('company_name')
      await page.keyboard.type('Menon Design')
      // Selects: typing an option's first letters chooses it; the arrows move from there.
      await page.keyboard.press('Tab')
      expect((await focused(page)).name).toBe('workspace_type')
      await page.keyboard.type('Priv')
      const form = dialog(page, 'Get in touch')
      expect(await form.getByLabel('What are you looking for? *').inputValue()).toBe('private-office-space')
      // The dependent field appears right after it.
      await form.getByLabel('Desks required *').waitFor()
      await page.keyboard.press('Tab')
      expect((await focused(page)).name).toBe('desks_required')
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowDown')
      expect(await form.getByLabel('Desks required *').inputValue()).toBe('11-50')
      await page.keyboard.press('Tab')
      expect((await focused(page)).name).toBe('city')
      await page.keyboard.type('Pu')
      expect(await form.getByLabel('City *').inputValue()).toBe('pune')
      await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'Request a call back', 5)
      await page.keyboard.press('Enter')
      await page.waitForURL(/\/thank-you\/\?ref=SW-/, { timeout: 15_000 })
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Information saved, Thank you!')

      const operator = await operatorApi()
      const { docs } = await operator.get<{ docs: Lead[] }>(`/leads?where[email][equals]=${encodeURIComponent(email)}&depth=1`)
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({
        fullName: 'Asha Menon',
        phone: '9845012345',
        product: 'private-office-space',
        source: { pagePath: '/' },
      })
      await page.context().close()
    })

    it('moves focus to the first field in error on an invalid submit, and Esc gives focus back to Get in touch', async () => {
      const page = await open('/')
      await openFromHeader(page)
      const trigger = await focused(page)
      expect(trigger.name).toBe('full_name')
      await page.keyboard.type('Asha Menon')
      await page.keyboard.press('Tab')
      await page.keyboard.type('asha@menon')
      // Back to the name, which is valid, and Enter sends the form from there.
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Enter')
      const form = dialog(page, 'Get in touch')
      await form.getByText('Enter a valid email address').waitFor()
      expect((await focused(page)).name).toBe('email')
      const email = form.getByLabel('Work email *')
      expect(await email.getAttribute('aria-invalid')).toBe('true')
      // The message is read with the field.
      const describedBy = (await email.getAttribute('aria-describedby'))!
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Enter a valid email address')
      expect(page.url()).toBe(`${BASE_URL}/`)

      await page.keyboard.press('Escape')
      await form.waitFor({ state: 'detached' })
      await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Get in touch', undefined, { timeout: 3000 })
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(true)
      await page.context().close()
    })
  })

  it('Esc gives focus back to what opened a dialog: the header’s Log in, and the mobile menu’s button after its Get in touch', async () => {
    const page = await open('/')
    await tabTo(page, (el) => el.tag === 'A' && el.text === 'Log in')
    await page.keyboard.press('Enter')
    await dialog(page, 'Log in').waitFor()
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'identity')
    await page.keyboard.press('Escape')
    await dialog(page, 'Log in').waitFor({ state: 'detached' })
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Log in', undefined, { timeout: 3000 })
    await page.context().close()

    const phone = await open('/pune', PHONE)
    await tabTo(phone, (el) => el.tag === 'BUTTON' && el.label === 'Open menu', 10)
    await phone.keyboard.press('Enter')
    const menu = dialog(phone, 'Menu')
    await menu.waitFor()
    await tabTo(phone, (el) => el.tag === 'A' && el.text === 'Get in touch', 40)
    await phone.keyboard.press('Enter')
    await dialog(phone, 'Get in touch').waitFor()
    await menu.waitFor({ state: 'detached' })
    await phone.keyboard.press('Escape')
    await dialog(phone, 'Get in touch').waitFor({ state: 'detached' })
    await phone.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open menu', undefined, { timeout: 3000 })
    await phone.context().close()
  })

  describe('the search palette', () => {
    it('opens with Ctrl+K, forgives a typo, moves with the arrows (aria-selected, aria-activedescendant) and opens the target with Enter', async () => {
      const page = await open('/')
      await page.keyboard.press('Control+k')
      const palette = dialog(page)
      const input = palette.getByRole('combobox')
      await input.waitFor()
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox')
      await page.keyboard.type('hydrabad')
      const options = palette.getByRole('option')
      await options.first().getByText('Workspaces in Hyderabad').waitFor()
      expect(await options.count()).toBeGreaterThan(2)

      /** The title of the one selected option, once the input names it as its active descendant. */
      const active = async (): Promise<string> => {
        const selected = palette.locator('[role="option"][aria-selected="true"]')
        await page.waitForFunction(
          () => {
            const options = document.querySelectorAll('[role="option"][aria-selected="true"]')
            return (
              options.length === 1 && document.querySelector('[role="combobox"]')?.getAttribute('aria-activedescendant') === options[0]!.id
            )
          },
          undefined,
          { timeout: 3000 },
        )
        return (await selected.locator('span span').first().innerText()).trim()
      }
      const titles = await Promise.all([0, 1, 2].map(async (i) => (await options.nth(i).locator('span span').first().innerText()).trim()))
      expect(await active()).toBe(titles[0])
      await page.keyboard.press('ArrowDown')
      expect(await active()).toBe(titles[1])
      await page.keyboard.press('ArrowDown')
      expect(await active()).toBe(titles[2])
      await page.keyboard.press('ArrowUp')
      expect(await active()).toBe(titles[1])
      await page.keyboard.press('ArrowDown')
      // Focus never left the input.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox')
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => url.pathname !== '/')
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(titles[2])
      await page.context().close()
    })

    it('closes with Esc on another page and gives focus back to where it was', async () => {
      const page = await open(BUILDING)
      await tabTo(page, (el) => el.tag === 'BUTTON' && el.text === 'Take a virtual tour', 80)
      await page.keyboard.press('Control+k')
      await dialog(page).getByRole('combobox').waitFor()
      await page.keyboard.type('pune')
      await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'detached' })
      await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Take a virtual tour', undefined, { timeout: 3000 })
      // Opened again, it starts empty.
      await page.keyboard.press('Control+k')
      expect(await dialog(page).getByRole('combobox').inputValue()).toBe('')
      await page.keyboard.press('Escape')
      await page.context().close()
    })
  })
})
