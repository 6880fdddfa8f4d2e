import { addDaysToDate, businessDate, type IsoDate } from './business-date'

// How far ahead anything can be booked: a conference-room slot, a building tour, a day pass, a booking moved to another
// date. One window for all of them, so the calendar never offers a date the server then refuses, and no date past it
// can be bought, invoiced or rescheduled to.

/** How far ahead a date can be booked, in days after today in India. */
export const BOOKING_HORIZON_DAYS = 90

/** The last date that can be booked at `now`: today in India plus the horizon. */
export function lastBookableDate(now: Date): IsoDate {
  return addDaysToDate(businessDate(now), BOOKING_HORIZON_DAYS)
}

/** Whether the date is on or before the last bookable date (the earliest date is the start-date rule's to say). */
export function isWithinBookingWindow(date: IsoDate, now: Date): boolean {
  return date <= lastBookableDate(now)
}
