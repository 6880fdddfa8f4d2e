import { formatTimeOfDay, istInstant, weekdayOf, type IsoDate, type Weekday } from './business-date'

// Time slots of a bookable space (a conference room; later a building's visiting hours): the free start times on a
// date and the durations each can take, given the opening hours, the slot length and what is already booked or held.
// Ranges are half-open [start, end), as PostgreSQL's tstzrange '[)' that the exclusion constraint compares: a booking
// ending at 11:00 and one starting at 11:00 do not overlap.

/** A hold lasts this long (issue 15: a 10-minute countdown); then the slot is free again. */
export const HOLD_MINUTES = 10

export const RESERVATION_FAILED_MESSAGE = 'There is some issue in conference room reservation. Please try again.'
export const SLOT_TAKEN_MESSAGE = 'Someone has just reserved this slot. Please choose another time: the next free slots are listed.'

/** Opening hours of one day, in minutes after midnight in India: 9:00–19:00 is { opensAt: 540, closesAt: 1140 }. */
export interface OpeningHours {
  opensAt: number
  closesAt: number
}

/** A room's week: hours per weekday (0 Sunday … 6 Saturday), null when closed that day. */
export type WeeklyHours = Readonly<Record<Weekday, OpeningHours | null>>

/** An existing booking or hold. A hold carries its expiry; a lapsed hold (expiresAt ≤ now) no longer blocks. */
export interface BusyRange {
  start: Date
  end: Date
  expiresAt?: Date | null
}

export interface SlotDay {
  date: IsoDate
  /** The day's hours; null when closed (a holiday, a closed weekday). */
  hours: OpeningHours | null
  /** Starts fall on this grid from the opening time, and durations are multiples of it. */
  slotMinutes: number
  /** The longest booking, in minutes (a multiple of the slot length); the day's hours when null. */
  maxDurationMinutes?: number | null
  busy: readonly BusyRange[]
  now: Date
  /** Nothing starts sooner than this after now. */
  noticeMinutes?: number
}

export interface FreeSlot {
  start: Date
  /** 'HH:mm' in India. */
  startTime: string
  /** Every duration, in minutes and ascending, that is free from this start. */
  durations: number[]
}

export interface SlotRange {
  start: Date
  end: Date
  startTime: string
  endTime: string
  durationMinutes: number
}

const MINUTE_MS = 60_000

/** The day's hours from a weekly pattern; null on a closed weekday or a date in `closedDates` (holidays). */
export function openingHoursOn(weekly: WeeklyHours, date: IsoDate, closedDates?: ReadonlySet<IsoDate>): OpeningHours | null {
  if (closedDates?.has(date)) return null
  return weekly[weekdayOf(date)]
}

function checkDay(day: SlotDay): void {
  const { hours, slotMinutes } = day
  if (!Number.isSafeInteger(slotMinutes) || slotMinutes <= 0 || slotMinutes > 1440)
    throw new RangeError(`Not a slot length: ${slotMinutes}`)
  if (hours && !(hours.opensAt >= 0 && hours.opensAt < hours.closesAt && hours.closesAt <= 1440))
    throw new RangeError(`Not opening hours: ${hours.opensAt}–${hours.closesAt}`)
}

function activeBusy(day: SlotDay): BusyRange[] {
  return day.busy.filter((b) => !b.expiresAt || b.expiresAt.getTime() > day.now.getTime())
}

function overlapsAny(start: number, end: number, busy: readonly BusyRange[]): boolean {
  return busy.some((b) => start < b.end.getTime() && b.start.getTime() < end)
}

function maxDuration(day: SlotDay): number {
  const hours = day.hours!
  const limit = day.maxDurationMinutes ?? hours.closesAt - hours.opensAt
  return Math.floor(limit / day.slotMinutes) * day.slotMinutes
}

/** The durations free from one start minute (ascending): each longer one until a conflict, closing time or the limit. */
function freeDurations(day: SlotDay, startMinute: number, busy: readonly BusyRange[]): number[] {
  const hours = day.hours!
  const start = istInstant(day.date, startMinute).getTime()
  const durations: number[] = []
  for (let d = day.slotMinutes; d <= maxDuration(day) && startMinute + d <= hours.closesAt; d += day.slotMinutes) {
    if (overlapsAny(start, start + d * MINUTE_MS, busy)) break
    durations.push(d)
  }
  return durations
}

function startMinutes(day: SlotDay): number[] {
  const hours = day.hours
  if (!hours) return []
  const earliest = day.now.getTime() + (day.noticeMinutes ?? 0) * MINUTE_MS
  const starts: number[] = []
  for (let m = hours.opensAt; m + day.slotMinutes <= hours.closesAt; m += day.slotMinutes) {
    if (istInstant(day.date, m).getTime() >= earliest) starts.push(m)
  }
  return starts
}

/** Every free start of the day with the durations it can take; starts in the past (or within the notice) are left out. */
export function freeSlots(day: SlotDay): FreeSlot[] {
  checkDay(day)
  const busy = activeBusy(day)
  const slots: FreeSlot[] = []
  for (const m of startMinutes(day)) {
    const durations = freeDurations(day, m, busy)
    if (durations.length > 0) slots.push({ start: istInstant(day.date, m), startTime: formatTimeOfDay(m), durations })
  }
  return slots
}

function range(date: IsoDate, startMinute: number, durationMinutes: number): SlotRange {
  return {
    start: istInstant(date, startMinute),
    end: istInstant(date, startMinute + durationMinutes),
    startTime: formatTimeOfDay(startMinute),
    endTime: formatTimeOfDay(startMinute + durationMinutes),
    durationMinutes,
  }
}

/**
 * The next free slots of the same length after a refused start (the 409 answer): up to `limit` starts later the same
 * day that can take the whole duration. The server asks the following days when it wants more.
 */
export function nextFreeSlots(day: SlotDay, after: Date, durationMinutes: number, limit = 3): SlotRange[] {
  checkDay(day)
  const busy = activeBusy(day)
  const found: SlotRange[] = []
  for (const m of startMinutes(day)) {
    if (found.length >= limit) break
    if (istInstant(day.date, m).getTime() <= after.getTime()) continue
    if (freeDurations(day, m, busy).includes(durationMinutes)) found.push(range(day.date, m, durationMinutes))
  }
  return found
}

export type SlotRefusal = 'closed' | 'outside-hours' | 'off-grid' | 'bad-duration' | 'too-soon' | 'taken'

const REFUSAL_MESSAGES: Record<SlotRefusal, string> = {
  closed: 'The room is closed on this date. Please choose another date.',
  'outside-hours': 'This time is outside the room’s opening hours. Please choose another time.',
  'off-grid': 'Please choose one of the listed start times.',
  'bad-duration': 'Please choose one of the listed durations.',
  'too-soon': 'This time has already passed. Please choose a later time.',
  taken: SLOT_TAKEN_MESSAGE,
}

export type SlotCheck = { ok: true; range: SlotRange } | { ok: false; reason: SlotRefusal; message: string }

/**
 * Whether a requested start ('HH:mm' as minutes) and duration can be held, before the server inserts the hold. The
 * exclusion constraint has the last word under concurrency; this answers every other refusal with its own message.
 */
export function checkSlot(day: SlotDay, startMinute: number, durationMinutes: number): SlotCheck {
  checkDay(day)
  const refuse = (reason: SlotRefusal): SlotCheck => ({ ok: false, reason, message: REFUSAL_MESSAGES[reason] })
  const hours = day.hours
  if (!hours) return refuse('closed')
  if (!Number.isSafeInteger(startMinute) || startMinute < hours.opensAt || startMinute >= hours.closesAt) return refuse('outside-hours')
  if ((startMinute - hours.opensAt) % day.slotMinutes !== 0) return refuse('off-grid')
  if (
    !Number.isSafeInteger(durationMinutes) ||
    durationMinutes <= 0 ||
    durationMinutes % day.slotMinutes !== 0 ||
    durationMinutes > maxDuration(day)
  )
    return refuse('bad-duration')
  if (startMinute + durationMinutes > hours.closesAt) return refuse('outside-hours')
  if (!startMinutes(day).includes(startMinute)) return refuse('too-soon')
  if (!freeDurations(day, startMinute, activeBusy(day)).includes(durationMinutes)) return refuse('taken')
  return { ok: true, range: range(day.date, startMinute, durationMinutes) }
}

/** When a hold placed now lapses. */
export function holdExpiresAt(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * MINUTE_MS)
}
