import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { availabilityCalendar, unavailableDateMessage } from '@/domain/calendar/availability'
import { addDaysToDate, businessDate, formatDateLong, formatDateShort, isWeekend, type IsoDate } from '@/domain/calendar/business-date'
import { SEED_HOLIDAYS } from '../../scripts/seed/data/bookings'
import { BASE_URL, launch } from './browser'
import { cartReadyToPay, payAndConfirm } from './day-pass-checkout'

// Account → Orders → Reschedule end to end: a day pass paid through the sandbox sheet moves to another date the
// calendar sells; a holiday and a weekend are refused with the calendar's message and the booking stays; the order in
// the account and the confirmation page show the new date, and the customer is emailed the updated calendar invite.

const CUSTOMER = 'sameer.joshi@example.in'
let browser: Browser

// The seeded holidays of the building's city (Bengaluru) decide which dates the calendar sells.
const calendar = availabilityCalendar({
  now: new Date(),
  cityHandle: 'bangalore',
  holidays: SEED_HOLIDAYS.map((h) => ({ date: h.date as IsoDate, name: h.name, cityHandle: h.city })),
})

/** The first date from `from` on that `test` accepts, within a season. */
function firstDate(from: IsoDate, test: (date: IsoDate) => boolean): IsoDate {
  for (let date = from, i = 0; i < 120; i++, date = addDaysToDate(date, 1)) if (test(date)) return date
  throw new Error(`No such date within 120 days of ${from}`)
}

const sells = (date: IsoDate) => calendar.availability(date).bookable

// Booked at least three days ahead, so the reschedule deadline (24 hours before 09:00 IST) is days away.
const booked = firstDate(addDaysToDate(businessDate(new Date()), 3), sells)
const moveTo = firstDate(addDaysToDate(booked, 1), sells)
const holiday = firstDate(addDaysToDate(booked, 1), (d) => calendar.availability(d).reason === 'holiday')
const weekend = firstDate(addDaysToDate(booked, 1), isWeekend)

beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser.close()
})

describe('rescheduling from the account', () => {
  it('moves a paid day pass to another date; a holiday or a weekend is refused with the reason', async () => {
    const page = await cartReadyToPay(browser, CUSTOMER, { date: booked })
    const number = await payAndConfirm(page)

    await page.goto('/account/', { waitUntil: 'domcontentloaded' })
    const item = page.locator('li', { has: page.locator(`[data-order="${number}"]`) })
    await item.getByText(formatDateShort(booked)).first().waitFor()
    const open = async () => {
      await item.getByRole('button', { name: /^Reschedule / }).click()
      const dialog = page.getByRole('dialog', { name: 'Reschedule this booking' })
      await dialog.waitFor()
      return dialog
    }

    // Refused dates: the calendar's message in the dialog, and the booking stays where it was.
    for (const date of [holiday, weekend]) {
      const dialog = await open()
      await dialog.getByLabel('New date').fill(date)
      await dialog.getByRole('button', { name: 'Move booking' }).click()
      await dialog
        .getByRole('alert')
        .filter({ hasText: unavailableDateMessage(calendar.availability(date)) })
        .waitFor()
      await dialog.getByRole('button', { name: 'Keep the date' }).click()
      await dialog.waitFor({ state: 'detached' })
    }
    const before = (await (await page.context().request.get(`/api/orders/${number}`)).json()) as { bookings: { startsAt: string }[] }
    expect(before.bookings[0]!.startsAt).toBe(new Date(`${booked}T09:00:00+05:30`).toISOString())

    // A date the calendar sells: the booking moves, and the order says so.
    const dialog = await open()
    await dialog.getByLabel('New date').fill(moveTo)
    await dialog.getByRole('button', { name: 'Move booking' }).click()
    await dialog.waitFor({ state: 'detached' })
    await item.getByText(formatDateShort(moveTo)).first().waitFor()
    expect(await item.textContent()).toContain(formatDateLong(moveTo))
    expect(await item.textContent()).not.toContain(formatDateLong(booked))
    // The rule allows one move: the button has gone.
    expect(await item.getByRole('button', { name: /^Reschedule / }).count()).toBe(0)

    await page.goto(`/order-confirmation/?order=${encodeURIComponent(number)}`, { waitUntil: 'domcontentloaded' })
    await page.getByRole('main').getByText(formatDateLong(moveTo)).first().waitFor()
    expect(await page.getByRole('main').textContent()).not.toContain(formatDateLong(booked))

    // The email with the updated invite.
    const outbox = await (await fetch(`${BASE_URL}/dev/outbox`)).text()
    expect(outbox).toContain(`Booking rescheduled: order ${number}`)
    await page.context().close()
  })
})
