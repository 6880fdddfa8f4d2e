import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core'

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
export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS })
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
