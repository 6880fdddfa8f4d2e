import type { CityHandle } from '@/domain/catalogue/product-types'
import { addDaysToDate, businessDate, isWeekend, type IsoDate } from './business-date'

// The start-date rule (spec section 9): 'Start-date calculation skips Sundays, Saturdays and holidays and counts
// weekdays; Friday jumps over the weekend.' Precisely, for us:
//
// - A working day is a Monday to Friday that is not a holiday of the building's city (national holidays included).
// - The earliest bookable date is the LEAD_WORKING_DAYS-th working day after today, today being the date in India
//   (Asia/Kolkata) at the moment of asking, whatever the time of day. With the lead of 1 working day: Monday to
//   Thursday → the next day; Friday, Saturday and Sunday → Monday (Friday jumps over the weekend); any holiday on the
//   way is skipped and not counted, so a Friday before a Monday holiday → Tuesday.
// - The day changes at midnight in India: 23:59 IST on a Thursday still gives Friday; 00:00 IST on Friday gives Monday.
// - A lead of 0 makes today bookable when it is a working day (otherwise the next working day); the product's lead is 1.

export const LEAD_WORKING_DAYS = 1

/** An operator's holiday (admin: a list by month): national (cityHandle null) or for one city. */
export interface Holiday {
  date: IsoDate
  name: string
  cityHandle: CityHandle | null
}

/** The holidays that close a city's buildings, by date: national ones and the city's own. */
export function holidaysOfCity(holidays: readonly Holiday[], cityHandle: CityHandle | null): Map<IsoDate, Holiday> {
  const byDate = new Map<IsoDate, Holiday>()
  for (const holiday of holidays) {
    if (holiday.cityHandle !== null && holiday.cityHandle !== cityHandle) continue
    // A city's own holiday on a national one's date names the city's (more specific) holiday.
    if (!byDate.has(holiday.date) || holiday.cityHandle !== null) byDate.set(holiday.date, holiday)
  }
  return byDate
}

export function isWorkingDay(date: IsoDate, holidays: ReadonlyMap<IsoDate, Holiday>): boolean {
  return !isWeekend(date) && !holidays.has(date)
}

// More holidays in a row than this is an operator's mistake, not a calendar: stop rather than loop for ever.
const MAX_SEARCH_DAYS = 366

export interface StartDateInput {
  now: Date
  holidays: readonly Holiday[]
  cityHandle: CityHandle | null
  leadWorkingDays?: number
}

/** The earliest date a day pass can be booked for (see the rule above). */
export function earliestBookableDate({ now, holidays, cityHandle, leadWorkingDays = LEAD_WORKING_DAYS }: StartDateInput): IsoDate {
  if (!Number.isSafeInteger(leadWorkingDays) || leadWorkingDays < 0) throw new RangeError(`Not a lead time: ${leadWorkingDays}`)
  const closed = holidaysOfCity(holidays, cityHandle)
  let date = businessDate(now)
  let toCount = leadWorkingDays
  for (let step = 0; step <= MAX_SEARCH_DAYS; step++) {
    if (toCount === 0 && isWorkingDay(date, closed)) return date
    date = addDaysToDate(date, 1)
    if (toCount > 0 && isWorkingDay(date, closed)) toCount--
  }
  throw new RangeError(`No working day within ${MAX_SEARCH_DAYS} days of ${businessDate(now)}`)
}
