import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'
import { formatDateLong, type IsoDate } from '@/domain/calendar/business-date'
import { BASE_URL } from './browser'
import { logIn } from './login-codes'

// A day pass bought through the site as a customer does: the building page's 'Book', the cart's steps, billing,
// 'ready to pay', and the sandbox gateway's payment sheet.

export const BUILDING_PAGE = '/bangalore/meridian-tower-indiranagar'

/** The sandbox gateway's payment sheet ('Succeed', 'Fail', 'Close'). */
export const sheet = (page: Page) => page.frameLocator('iframe[data-sandbox-checkout]')

/**
 * From the building page's day-pass 'Book' to the Pay button: one date (the first the calendar offers, or `date`,
 * which must be one it sells), the customer alone, a billing address.
 */
export async function cartReadyToPay(browser: Browser, email: string, options: { date?: IsoDate } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${BUILDING_PAGE}/`, { waitUntil: 'networkidle', timeout: 120_000 })
  await page.locator('[data-plan="day-pass"]').getByRole('link', { name: /^Book/ }).click()
  await page.waitForURL(/\/cart\/\?product=day-pass&building=meridian-tower-indiranagar/)
  await page.waitForLoadState('networkidle')
  await logIn(page, email)
  await page.getByRole('heading', { name: /^Step \d/ }).waitFor()
  const continueButton = page.getByRole('button', { name: 'Continue' })
  // Step 1 → 2.
  if (await page.getByRole('heading', { name: /^Step 1/ }).isVisible()) await continueButton.click()
  await page.getByRole('heading', { name: 'Step 2: Dates and quantity' }).waitFor()
  await page.getByRole('button', { name: /^(Choose a date|Add another date)/ }).click()
  const calendar = page.getByRole('dialog', { name: 'Choose a date for your day pass' })
  await calendar.waitFor()
  if (options.date) {
    const day = calendar.getByRole('gridcell', { name: `${formatDateLong(options.date)}, available` })
    for (let month = 0; month < 3 && !(await day.isVisible()); month++) await calendar.getByRole('button', { name: 'Next month' }).click()
    await day.click()
  } else
    await calendar
      .getByRole('gridcell', { name: /, available$/ })
      .first()
      .click()
  await calendar.waitFor({ state: 'hidden' })
  await continueButton.click()
  await page.getByRole('heading', { name: 'Step 3: Who is coming' }).waitFor()
  await continueButton.click()
  await billAndMarkReady(page, 'Test Payer')
  return page
}

/** Pays on the sandbox sheet ('Succeed'), lands on the confirmation page and waits for the webhook to confirm the order. */
export async function payAndConfirm(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^Pay ₹/ }).click()
  await sheet(page).getByRole('button', { name: 'Succeed' }).click()
  await page.waitForURL(/\/order-confirmation\/?\?order=/, { timeout: 60_000, waitUntil: 'commit' })
  await page.getByText('Payment successful').first().waitFor({ timeout: 30_000 })
  const number = new URL(page.url()).searchParams.get('order')!
  // The confirmation comes from the webhook's job.
  for (let i = 0; i < 60; i++) {
    const order = (await (await page.context().request.get(`/api/orders/${number}`)).json()) as { status: string }
    if (order.status === 'confirmed') return number
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`Order ${number} was not confirmed within a minute`)
}

/**
 * Presses the cart's 'Continue' until step `step` shows (or a later one), one step at a time: each press waits for the
 * next step's heading, so a press is never lost to a step that has not rendered yet.
 */
export async function continueToStep(page: Page, step: number): Promise<void> {
  const heading = page.getByRole('heading', { name: /^Step \d/ })
  for (let presses = 0; presses < 6; presses++) {
    const shown = await heading.textContent()
    if (Number(/^Step (\d+)/.exec(shown ?? '')?.[1]) >= step) return
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect.poll(() => heading.textContent(), { timeout: 15_000 }).not.toBe(shown)
  }
  throw new Error(`The cart did not reach step ${step}`)
}

/**
 * From the cart's billing step to 'Ready to pay': a billing address in Bengaluru for `payer` when none is saved yet,
 * then the review step's confirmation.
 */
export async function billAndMarkReady(page: Page, payer: string): Promise<void> {
  const continueButton = page.getByRole('button', { name: 'Continue' })
  await page.getByRole('heading', { name: 'Step 4: Billing' }).waitFor()
  const form = page.getByRole('form', { name: 'New billing address' })
  // The saved addresses load after the step shows: wait for them (or for the form a first address is added with).
  await form
    .or(page.getByRole('group', { name: 'Saved addresses' }))
    .first()
    .waitFor()
  if (await form.isVisible()) {
    await form.getByLabel('Full name *').fill(payer)
    await form.getByLabel('Mobile number *').fill('98450 12345')
    await form.getByLabel('Address line 1 *').fill('12 CMH Road')
    await form.getByLabel('City *').fill('Bengaluru')
    await form.getByLabel('State *').selectOption({ label: 'Karnataka' })
    await form.getByLabel('PIN code *').fill('560038')
    await form.getByRole('button', { name: 'Save address' }).click()
    await form.waitFor({ state: 'detached' })
  }
  await continueButton.click()
  await page.getByRole('heading', { name: 'Step 5: Review and pay' }).waitFor()
  await page.getByText(/^Bill to /).waitFor()
  await page.getByRole('button', { name: /^Confirm, ready to pay/ }).click()
  await page.getByText(/^Ready to pay: /).waitFor()
}
