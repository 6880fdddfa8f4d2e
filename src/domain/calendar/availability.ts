import type { CityHandle } from '@/domain/catalogue/product-types'
import { lastBookableDate } from './booking-window'
import { datesOfMonth, formatDateLong, isWeekend, weekdayOf, type IsoDate, type Weekday } from './business-date'
import { earliestBookableDate, holidaysOfCity, LEAD_WORKING_DAYS, type Holiday } from './start-date'

// Which dates of the day-pass calendar can be booked, and why not: the calendar greys out and announces each date
// with its reason, and the server refuses a cart date for the same reason, so both say the same thing.
// When several reasons hold, the first of this order is given: weekend, holiday, building closed, before the earliest
// date, after the last date (a weekend in the past is announced as a weekend: stable week to week).

export type UnavailableReason = 'weekend' | 'holiday' | 'building-closed' | 'before-earliest' | 'after-last'

/** The building closed for a span of dates (both ends included), e.g. a renovation; operators enter them. */
export interface Closure {
  from: IsoDate
  to: IsoDate
}

export interface AvailabilityContext {
  now: Date
  cityHandle: CityHandle | null
  holidays: readonly Holiday[]
  /** The building's own closures; the building's disabled flag (isDayPassDisabled) closes every date. */
  closures?: readonly Closure[]
  closed?: boolean
  /** The last date open for booking: the booking window's (lastBookableDate of `now`) unless given. */
  lastBookableDate?: IsoDate
  leadWorkingDays?: number
}

export interface DateAvailability {
  date: IsoDate
  weekday: Weekday
  bookable: boolean
  reason: UnavailableReason | null
  /** The holiday's name when the reason is 'holiday'. */
  holidayName: string | null
  /** What a screen reader says for the date: 'Monday, 14 December 2026, available'. */
  label: string
}

export interface AvailabilityCalendar {
  earliest: IsoDate
  availability(date: IsoDate): DateAvailability
}

const REASON_TEXT: Record<Exclude<UnavailableReason, 'holiday'>, string> = {
  weekend: 'weekend',
  'building-closed': 'the building is closed',
  'before-earliest': 'before the earliest date you can book',
  'after-last': 'after the last date you can book',
}

/** The message when a cart holds a date that cannot be booked (server) or the reason under the calendar (browser). */
export function unavailableDateMessage(day: Pick<DateAvailability, 'date' | 'reason' | 'holidayName'>): string {
  const when = formatDateLong(day.date)
  if (day.reason === 'holiday') return `${when} cannot be booked: it is a holiday (${day.holidayName}).`
  if (day.reason === null) return `${when} can be booked.`
  return `${when} cannot be booked: ${REASON_TEXT[day.reason]}.`
}

/** One reading of the rules for many dates: holidays and the earliest date are worked out once. */
export function availabilityCalendar(context: AvailabilityContext): AvailabilityCalendar {
  const closedOn = holidaysOfCity(context.holidays, context.cityHandle)
  const earliest = earliestBookableDate({
    now: context.now,
    holidays: context.holidays,
    cityHandle: context.cityHandle,
    leadWorkingDays: context.leadWorkingDays ?? LEAD_WORKING_DAYS,
  })
  const closures = context.closures ?? []
  const last = context.lastBookableDate ?? lastBookableDate(context.now)

  function availability(date: IsoDate): DateAvailability {
    const holiday = closedOn.get(date)
    let reason: UnavailableReason | null = null
    if (isWeekend(date)) reason = 'weekend'
    else if (holiday) reason = 'holiday'
    else if (context.closed || closures.some((c) => c.from <= date && date <= c.to)) reason = 'building-closed'
    else if (date < earliest) reason = 'before-earliest'
    else if (date > last) reason = 'after-last'
    const holidayName = reason === 'holiday' ? holiday!.name : null
    const label =
      reason === null
        ? `${formatDateLong(date)}, available`
        : `${formatDateLong(date)}, not available: ${reason === 'holiday' ? `${holidayName}, a holiday` : REASON_TEXT[reason]}`
    return { date, weekday: weekdayOf(date), bookable: reason === null, reason, holidayName, label }
  }

  return { earliest, availability }
}

/** Every date of a month (1–12) with whether it can be booked and why not: the calendar's grid. */
export function monthAvailability(year: number, month: number, context: AvailabilityContext): DateAvailability[] {
  const calendar = availabilityCalendar(context)
  return datesOfMonth(year, month).map((date) => calendar.availability(date))
}
