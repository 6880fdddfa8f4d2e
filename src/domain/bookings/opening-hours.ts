import { formatTimeOfDay, parseTimeOfDay, type Weekday } from '@/domain/calendar/business-date'
import type { OpeningHours, WeeklyHours } from '@/domain/calendar/slots'

// A room's weekly opening hours as operators enter them in the admin (one row per open weekday, 'HH:mm' times in
// India), read into the WeeklyHours the slot rules take. A weekday with no row is closed.

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

export interface OpeningHoursRow {
  day: string
  opensAt: string
  closesAt: string
}

/** '24:00' is allowed as a closing time (midnight at the end of the day). */
export function parseClosingTime(value: string): number | null {
  return value === '24:00' ? 1440 : parseTimeOfDay(value)
}

/** Why a row cannot be used, or null when it can. */
export function openingHoursRowProblem(row: Partial<OpeningHoursRow>): string | null {
  const day = Number(row.day)
  if (!Number.isInteger(day) || day < 0 || day > 6) return 'Choose the weekday.'
  const opens = parseTimeOfDay(row.opensAt ?? '')
  if (opens === null) return 'Write the opening time as HH:mm, e.g. 09:00.'
  const closes = parseClosingTime(row.closesAt ?? '')
  if (closes === null) return 'Write the closing time as HH:mm, e.g. 19:00 (24:00 for midnight).'
  if (closes <= opens) return 'The closing time must be after the opening time.'
  return null
}

/** The week of a room; a later row for the same weekday replaces an earlier one, unusable rows are ignored. */
export function weeklyHoursOf(rows: readonly Partial<OpeningHoursRow>[] | null | undefined): WeeklyHours {
  const week: Record<Weekday, OpeningHours | null> = { 0: null, 1: null, 2: null, 3: null, 4: null, 5: null, 6: null }
  for (const row of rows ?? []) {
    if (openingHoursRowProblem(row) !== null) continue
    week[Number(row.day) as Weekday] = { opensAt: parseTimeOfDay(row.opensAt!)!, closesAt: parseClosingTime(row.closesAt!)! }
  }
  return week
}

/** Rows for the same hours on the given weekdays: the seed's and a new room's default. */
export function openingHoursRows(days: readonly Weekday[], opensAt: number, closesAt: number): OpeningHoursRow[] {
  return days.map((day) => ({ day: String(day), opensAt: formatTimeOfDay(opensAt), closesAt: formatTimeOfDay(closesAt) }))
}
