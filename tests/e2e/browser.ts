import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core'
import { expect } from 'vitest'

export const BASE_URL = process.env.E2E_BASE_URL || 'http://localhost:3100'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/** Debian's Chromium (apt-get install chromium), never a downloaded browser. */
export async function launch(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS })
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options: BrowserContextOptions = {}) => {
    const context = await newContext(options)
    if (options.javaScriptEnabled !== false) context.on('page', waitForScriptsOnLoad)
    return context
  }
  return browser
}

/**
 * A page's scripts load after its largest paint (src/server/http/scripts-after-paint.ts), which may be after its load
 * event. A navigation that waits for the load (or the network's rest) waits for them too, as it did when they were in
 * the head: the tests act on the page as it stands once its scripts have run and React has hydrated it and run its first
 * effects (`data-hydrated`, set by HydrationWindow: a behaviour attached in an effect, such as a menu's keys or the
 * 'Get in touch' links' dialog, is there by then). One waiting for less (`commit`, `domcontentloaded`) is left as it is.
 */
function waitForScriptsOnLoad(page: Page) {
  const settled = () =>
    page
      .waitForFunction(
        () => {
          const root = document.documentElement
          const state = root.dataset.scripts
          return !state || (state === 'loaded' && root.hasAttribute('data-hydrated'))
        },
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => undefined)
  const afterLoad = async <T>(navigation: Promise<T>, waitUntil?: string) => {
    const response = await navigation
    if (!waitUntil || waitUntil === 'load' || waitUntil === 'networkidle') await settled()
    return response
  }
  const goto = page.goto.bind(page)
  page.goto = (url, options) => afterLoad(goto(url, options), options?.waitUntil)
  const reload = page.reload.bind(page)
  page.reload = (options) => afterLoad(reload(options), options?.waitUntil)
}

export async function openPage(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, ...options })
  const page = await context.newPage()
  await page.goto(path)
  return page
}

export const MOBILE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** React has hydrated the element: it holds React's own props (so a click reaches its handlers). */
export const isHydrated = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))

/**
 * Clicks a plan card's 'Enquire' until the page's form shows the card's product in `select`, and answers it: until the
 * page has its script, the link only scrolls to the form.
 */
export async function enquireUntilChosen(plan: Locator, select: Locator): Promise<string> {
  let chosen = ''
  await expect
    .poll(
      async () => {
        await plan.getByRole('link', { name: /^Enquire/ }).click()
        return (chosen = await select.inputValue())
      },
      { timeout: 30_000, interval: 500 },
    )
    .not.toBe('')
  return chosen
}
