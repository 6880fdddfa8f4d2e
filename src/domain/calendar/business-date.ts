import { TZDate, tz } from '@date-fns/tz'
import { addDays, format, getDay } from 'date-fns'

// Business dates: every date a customer books, a coupon is valid on or a credit expires on is a calendar date in
// India (Asia/Kolkata, a fixed UTC+05:30), written 'YYYY-MM-DD'. Instants (a hold's expiry, a slot's start) are Dates.
// Converting between the two goes through this module, so no code depends on the server's own time zone.

export const BUSINESS_TIME_ZONE = 'Asia/Kolkata'
const IST = tz(BUSINESS_TIME_ZONE)

/** A calendar date in India, 'YYYY-MM-DD'. Two of them compare in calendar order as strings. */
export type IsoDate = string

/** 0 Sunday … 6 Saturday, as Date.getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function parts(date: IsoDate): [number, number, number] {
  const match = ISO_DATE.exec(date)
  if (!match) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`)
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

/** 'YYYY-MM-DD' naming a day that exists ('2027-02-29' does not). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false
  const [y, m, d] = parts(value)
  const probe = new Date(Date.UTC(y, m - 1, d))
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d
}

/** Midnight at the start of the date in India, as a date-fns TZDate. */
export function startOfIstDay(date: IsoDate): TZDate {
  const [y, m, d] = parts(date)
  return new TZDate(y, m - 1, d, BUSINESS_TIME_ZONE)
}

/** The date in India at an instant: 2026-12-11T18:30:00Z is already '2026-12-12' in Mumbai. */
export function businessDate(instant: Date): IsoDate {
  return format(instant, 'yyyy-MM-dd', { in: IST })
}

export function addDaysToDate(date: IsoDate, days: number): IsoDate {
  return format(addDays(startOfIstDay(date), days, { in: IST }), 'yyyy-MM-dd', { in: IST })
}

export function weekdayOf(date: IsoDate): Weekday {
  return getDay(startOfIstDay(date), { in: IST }) as Weekday
}

export function isWeekend(date: IsoDate): boolean {
  const day = weekdayOf(date)
  return day === 0 || day === 6
}

/** The later of two dates. */
export function laterDate(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b
}

/** Every date of a month (month 1–12), in order. */
export function datesOfMonth(year: number, month: number): IsoDate[] {
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`
  if (!isIsoDate(first)) throw new RangeError(`Not a month: ${year}-${month}`)
  const dates: IsoDate[] = []
  for (let date = first; date.slice(0, 7) === first.slice(0, 7); date = addDaysToDate(date, 1)) dates.push(date)
  return dates
}

/** The instant of a wall-clock time in India on a date: ('2026-12-14', 600) → 2026-12-14T10:00+05:30. */
export function istInstant(date: IsoDate, minutesAfterMidnight: number): Date {
  const [y, m, d] = parts(date)
  const instant = new TZDate(y, m - 1, d, 0, minutesAfterMidnight, BUSINESS_TIME_ZONE)
  return new Date(instant.getTime())
}

/** Minutes since midnight in India at an instant. */
export function istMinutesOfDay(instant: Date): number {
  const local = new TZDate(instant.getTime(), BUSINESS_TIME_ZONE)
  return local.getHours() * 60 + local.getMinutes()
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/

/** '09:30' → 570; null when not a 24-hour time. */
export function parseTimeOfDay(value: string): number | null {
  const match = HH_MM.exec(value)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

/** 570 → '09:30'; 1440 (midnight at the end of the day, a closing time) → '24:00'. */
export function formatTimeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** 'Friday, 11 December 2026': what a screen reader hears for a calendar cell. */
export function formatDateLong(date: IsoDate): string {
  return format(startOfIstDay(date), 'EEEE, d MMMM yyyy', { in: IST })
}

/** '11 Dec 2026': dates inside messages and cart lines. */
export function formatDateShort(date: IsoDate): string {
  return format(startOfIstDay(date), 'd MMM yyyy', { in: IST })
}
