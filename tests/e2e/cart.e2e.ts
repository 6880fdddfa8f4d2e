import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOLD_LAPSED_MESSAGE } from '@/domain/bookings/hold-view'
import { addDaysToDate, businessDate } from '@/domain/calendar/business-date'
import { PRIVATE_OFFICE_DAY_PASS_MESSAGE } from '@/domain/cart/private-office'
import { expectNoSeriousViolations } from './axe'
import { BASE_URL, launch } from './browser'
import { loginCodesSentTo, newLoginCode } from './login-codes'

// The cart at /cart/ (issue 15): a day pass for three dates with two team members booked with the keyboard alone, a
// coupon refused and then applied with the discount breakup and GST read off the page, a private-office member told
// why they cannot buy, a conference-room hold that survives a reload with its countdown, and axe on the cart and its
// calendar. Demo customers: meera.iyer (two team members), dev.malhotra (a private-office member), nikhil.bose (the hold).

const BUILDING = 'meridian-tower-indiranagar'
let browser: Browser

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

async function openCart(email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(`/cart/?product=day-pass&building=${BUILDING}`, { waitUntil: 'networkidle' })
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.waitFor()
  const before = await loginCodesSentTo(email)
  await dialog.getByLabel('Email or mobile number *').fill(email)
  await dialog.getByRole('button', { name: 'Send code' }).click()
  await dialog.getByLabel('Code *').waitFor()
  await dialog.getByLabel('Code *').fill(await newLoginCode(email, before))
  await dialog.getByRole('button', { name: 'Log in' }).click()
  await dialog.waitFor({ state: 'detached' })
  await page.getByRole('heading', { name: /^Step \d/ }).waitFor()
  return page
}

/** Presses Enter on an element reached by focus (no pointer). */
async function enter(page: Page, locator: ReturnType<Page['locator']>) {
  await locator.focus()
  await page.keyboard.press('Enter')
}

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')

/** In the open calendar, moves right with the arrow key to the next date that can be booked and is not chosen, and chooses it. */
async function chooseNextDate(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Choose a date for your day pass' })
  await dialog.waitFor()
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'gridcell')
  for (let i = 0; i < 40; i++) {
    const label = await focusedLabel(page)
    if (!label.includes('not available') && !label.endsWith('chosen')) break
    await page.keyboard.press('ArrowRight')
  }
  const label = await focusedLabel(page)
  expect(label).toMatch(/, available$/)
  await page.keyboard.press('Enter')
  await dialog.waitFor({ state: 'hidden' })
  return label.replace(/, available$/, '')
}

/** A date 3 to 8 weeks ahead with `start` free for an hour in the building's smallest room. */
async function dateWithFreeSlot(start: string): Promise<string> {
  for (let i = 21 + Math.floor(Math.random() * 10); i < 60; i++) {
    const date = addDaysToDate(businessDate(new Date()), i)
    const response = await fetch(`${BASE_URL}/api/shop/conference-rooms?building=${BUILDING}&date=${date}`)
    const body = (await response.json()) as { rooms: { freeSlots: { startTime: string; durations: number[] }[] }[] }
    if (body.rooms[0]?.freeSlots.find((s) => s.startTime === start)?.durations.includes(60)) return date
  }
  throw new Error(`No date with ${start} free`)
}

/** The reservation the customer's cart on the server carries, or null. */
async function cartHold(page: Page): Promise<string | null> {
  const response = await page.request.get('/api/cart')
  const view = (await response.json()) as { cart: { conference: { booking: { reservationId: string | null } | null } } }
  return view.cart.conference.booking?.reservationId ?? null
}

describe('the cart', () => {
  it('books a day pass for three dates with two team members using only the keyboard, then applies a coupon and reads the breakup', async () => {
    const page = await openCart('meera.iyer@example.in')
    expect(await page.getByLabel('Building', { exact: true }).inputValue()).toBe(BUILDING)
    await enter(page, page.getByRole('button', { name: 'Continue', exact: true }))
    await page.getByRole('heading', { name: 'Step 2: Dates and quantity' }).waitFor()

    // The calendar: PageDown and PageUp move by month and come back; then three dates, each chosen with Enter.
    await enter(page, page.getByRole('button', { name: 'Choose a date' }))
    const heading = page.getByRole('dialog').getByRole('heading')
    const month = await heading.innerText()
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'gridcell')
    await page.keyboard.press('PageDown')
    expect(await heading.innerText()).not.toBe(month)
    await page.keyboard.press('PageUp')
    expect(await heading.innerText()).toBe(month)
    const chosen = page.getByRole('list', { name: 'Dates chosen' }).getByRole('listitem')
    const dates: string[] = []
    for (let n = 0; n < 3; n++) {
      if (n > 0) await page.keyboard.press('Enter')
      dates.push(await chooseNextDate(page))
      await expect.poll(() => chosen.count(), { timeout: 10_000 }).toBe(n + 1)
      // Focus is back on the button that opened the calendar.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add another date')
    }

    await enter(page, page.getByRole('button', { name: 'Continue', exact: true }))
    await page.getByRole('heading', { name: 'Step 3: Who is coming' }).waitFor()
    for (const date of dates) {
      const group = page.getByRole('group', { name: date })
      for (const name of ['Kiran Rao', 'Farah Khan']) {
        const box = group.getByRole('checkbox', { name })
        await box.focus()
        await page.keyboard.press('Space')
        await expect.poll(() => box.isChecked(), { timeout: 10_000 }).toBe(true)
      }
    }
    await page.getByText('9 day passes in this cart.').waitFor()
    const summary = page.getByRole('complementary')
    expect(await summary.getByTestId('cart-total').innerText()).toMatch(/^₹[\d,]+\.\d{2}$/)
    expect(await summary.getByText('CGST 9%').isVisible()).toBe(true)
    expect(await summary.getByText('SGST 9%').isVisible()).toBe(true)

    // A coupon with a typo, one she is not eligible for, then the same one applied once the membership is in the cart.
    const coupon = summary.getByLabel('Coupon code')
    await coupon.fill('LOYALTY-20')
    await coupon.press('Enter')
    await summary.getByText('LOYALTY-20 is not a coupon code we know. Please check the spelling.').waitFor()
    await coupon.fill('loyalty-20-percent')
    await coupon.press('Enter')
    await summary.getByText(/The coupon LOYALTY-20-PERCENT is for loyalty members/).waitFor()
    await enter(page, page.getByRole('button', { name: 'Back', exact: true }))
    await page.getByRole('heading', { name: 'Step 2: Dates and quantity' }).waitFor()
    const loyalty = page.getByRole('checkbox', { name: /Add a loyalty membership/ })
    await loyalty.focus()
    await page.keyboard.press('Space')
    await summary.getByText(/Coupon LOYALTY-20-PERCENT applied: you save ₹[\d,]+\.\d{2}\./).waitFor()
    const breakup = summary.getByRole('definition').filter({ hasText: '−' })
    expect(await summary.getByText('Loyalty discount on day passes').isVisible()).toBe(true)
    expect(await breakup.first().innerText()).toMatch(/^−₹[\d,]+\.\d{2}$/)
    expect(await summary.getByText(/^Loyalty membership, \d+ days$/).isVisible()).toBe(true)

    // The cart lives on the server: a reload shows the same dates.
    await page.reload({ waitUntil: 'load' })
    await page.getByRole('heading', { name: 'Step 2: Dates and quantity' }).waitFor()
    await expect.poll(() => page.getByRole('list', { name: 'Dates chosen' }).getByRole('listitem').count(), { timeout: 10_000 }).toBe(3)
    await page.context().close()
  })

  it('keeps a conference-room hold across a reload: the hold comes back from the server with its countdown', async () => {
    const page = await openCart('nikhil.bose@example.in')
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.getByRole('heading', { name: 'Step 2: Dates and quantity' }).waitFor()
    const form = page.getByRole('region', { name: /Book a conference room/ })
    const date = await dateWithFreeSlot('16:00')
    await form.getByLabel('Date').fill(date)
    await form.getByRole('radio').first().check()
    await form.getByLabel('Start time').selectOption('16:00')
    await form.getByLabel('Duration').selectOption({ label: '1 hour' })
    await form.getByRole('button', { name: 'Hold this slot' }).click()
    const status = page.getByTestId('hold-status')
    const held = status.getByText(/Held for you: .*16:00–17:00 \(1 hour\)/)
    await held.waitFor()
    const description = await held.innerText()
    // The cart on the server carries the hold once the form placed it.
    await expect.poll(() => cartHold(page)).toBeTruthy()

    await page.reload({ waitUntil: 'load' })
    await page.getByRole('heading', { name: 'Step 2: Dates and quantity' }).waitFor()
    await status.getByText(description, { exact: true }).waitFor()
    const clock = status.getByTestId('hold-clock')
    const first = await clock.innerText()
    expect(first).toMatch(/^(10:00|09:[0-5]\d)$/)
    // Still counting down, on the server's expiry.
    await expect.poll(() => clock.innerText(), { timeout: 5_000 }).not.toBe(first)
    expect(await status.locator('[aria-live="polite"]').textContent()).toMatch(/^Your hold ends in (10|9) minutes\.$/)

    // Released: the cart forgets it, and a reload shows no hold.
    await status.getByRole('button', { name: 'Release this hold' }).click()
    await status.waitFor({ state: 'detached' })
    await expect.poll(() => cartHold(page)).toBeNull()
    await page.reload({ waitUntil: 'load' })
    const button = page.getByRole('region', { name: /Book a conference room/ }).getByRole('button', { name: 'Hold this slot' })
    await button.waitFor()
    expect(await status.count()).toBe(0)
    await form.getByLabel('Date').fill(date)
    await form.getByRole('radio').first().check()
    await form.getByLabel('Start time').selectOption('16:00')

    // A hold that ended while the page was away (released elsewhere, or lapsed) does not come back: the page says so
    // and the cart lets it go.
    await button.click()
    await status.getByText(/Held for you: /).waitFor()
    await expect.poll(() => cartHold(page)).toBeTruthy()
    const released = await page.request.delete(`/api/shop/holds?reservationId=${await cartHold(page)}`, { headers: { origin: BASE_URL } })
    expect(released.status()).toBe(200)
    await page.reload({ waitUntil: 'load' })
    await page.getByText(HOLD_LAPSED_MESSAGE).first().waitFor()
    expect(await status.count()).toBe(0)
    await expect.poll(() => cartHold(page)).toBeNull()
    await page.context().close()
  }, 120_000)

  it('tells a private-office member that the email cannot buy a day pass', async () => {
    const page = await openCart('dev.malhotra@example.in')
    await page.getByRole('alert').filter({ hasText: PRIVATE_OFFICE_DAY_PASS_MESSAGE }).first().waitFor()
    await page.context().close()
  })

  it('has no serious accessibility problems on the cart or in its calendar', async () => {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await page.goto(`/cart/?product=day-pass&building=${BUILDING}`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { name: 'Step 1: Product and building' }).waitFor()
    await expectNoSeriousViolations(page, '/cart/')
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.getByRole('button', { name: 'Choose a date' }).click()
    await page.getByRole('dialog', { name: 'Choose a date for your day pass' }).waitFor()
    await expectNoSeriousViolations(page, 'the cart calendar', { include: 'dialog[open]' })
    await context.close()
  })
})
