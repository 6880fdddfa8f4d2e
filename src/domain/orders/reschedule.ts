import { formatDateShort, formatTimeOfDay, isIsoDate, istInstant, parseTimeOfDay, type IsoDate } from '@/domain/calendar/business-date'
import type { PricedLine } from '@/domain/cart/price'
import { checkReschedule, type CancellationRule, type RescheduleCheck } from './cancellation'

// Moving one booking of a confirmed order to another date (a day pass) or another date and start time (a conference
// room, the same room and length), before the rule's reschedule deadline and at most the rule's number of times. The
// price stays what was paid; the line keeps its id (the calendar invite's UID and the cancellation's line), and its
// item and label tell the new time. Whether the new day can be booked, and whether the room is free, the server checks
// (the calendar, and the rooms' exclusion constraint through a hold).

export type ReschedulableKind = 'day-pass' | 'conference-room'

export interface RescheduleTarget {
  date: IsoDate
  /** 'HH:MM' in India; for a conference room only. */
  startTime?: string | null
}

export type RescheduleRefusal =
  | { code: 'not-found'; message: string }
  | { code: 'not-reschedulable'; message: string }
  | { code: 'rule'; message: string }
  | { code: 'bad-target'; message: string }

export const NOT_A_BOOKING_MESSAGE = 'Only a day pass or a conference room can be rescheduled.'
export const NO_SUCH_BOOKING_MESSAGE = 'We could not find that booking in this order.'
export const SAME_TIME_MESSAGE = 'Choose a different date or time from the one booked.'
export const START_TIME_MESSAGE = 'Choose a start time on the hour or half hour, such as 10:00 or 14:30.'
export const NOT_IN_PAST_MESSAGE = 'Choose a date and time that have not passed.'
export const DATE_TAKEN_MESSAGE = 'This order already has a day pass on that date.'

export function reschedulableKind(line: PricedLine): ReschedulableKind | null {
  return line.item.kind === 'day-pass' || line.item.kind === 'conference-room' ? line.item.kind : null
}

/** When the line's booking starts, in India's time (day passes at the building's opening, `dayPassStartMinutes`). */
export function lineStartsAt(line: PricedLine, dayPassStartMinutes: number): Date | null {
  if (line.item.kind === 'day-pass') return istInstant(line.item.date, dayPassStartMinutes)
  if (line.item.kind === 'conference-room') {
    const minutes = parseTimeOfDay(line.item.startTime)
    return minutes === null ? null : istInstant(line.item.date as IsoDate, minutes)
  }
  return null
}

/** Whether (and until when) the line can be moved now under the rule. */
export function lineRescheduleCheck(
  rule: CancellationRule,
  line: PricedLine,
  reschedulesSoFar: number,
  now: Date,
  dayPassStartMinutes: number,
): RescheduleCheck | null {
  const startsAt = reschedulableKind(line) ? lineStartsAt(line, dayPassStartMinutes) : null
  if (!startsAt) return null
  return checkReschedule(rule, { startsAt, reschedulesSoFar }, now)
}

export type PlannedReschedule =
  | {
      ok: true
      kind: ReschedulableKind
      line: PricedLine
      /** The line as it will read: the new date (and time), the same id and amounts. */
      moved: PricedLine
      from: { startsAt: Date; label: string }
      to: { startsAt: Date; label: string; startMinute: number | null; durationMinutes: number | null }
    }
  | { ok: false; refusal: RescheduleRefusal }

/** The move of one line, checked against the rule and the order; what the calendar and the room say is the server's. */
export function planReschedule(input: {
  rule: CancellationRule
  lines: readonly PricedLine[]
  lineId: string
  target: RescheduleTarget
  reschedulesSoFar: number
  now: Date
  dayPassStartMinutes: number
}): PlannedReschedule {
  const refuse = (code: RescheduleRefusal['code'], message: string): PlannedReschedule => ({ ok: false, refusal: { code, message } })
  const line = input.lines.find((l) => l.id === input.lineId)
  if (!line) return refuse('not-found', NO_SUCH_BOOKING_MESSAGE)
  const kind = reschedulableKind(line)
  const startsAt = lineStartsAt(line, input.dayPassStartMinutes)
  if (!kind || !startsAt) return refuse('not-reschedulable', NOT_A_BOOKING_MESSAGE)
  const check = checkReschedule(input.rule, { startsAt, reschedulesSoFar: input.reschedulesSoFar }, input.now)
  if (!check.allowed) return refuse('rule', check.message)
  if (!isIsoDate(input.target.date)) return refuse('bad-target', 'Choose a date.')
  const date = input.target.date

  if (line.item.kind === 'day-pass') {
    if (date === line.item.date) return refuse('bad-target', SAME_TIME_MESSAGE)
    if (input.lines.some((l) => l.item.kind === 'day-pass' && l.item.date === date)) return refuse('bad-target', DATE_TAKEN_MESSAGE)
    const to = istInstant(date, input.dayPassStartMinutes)
    if (to.getTime() <= input.now.getTime()) return refuse('bad-target', NOT_IN_PAST_MESSAGE)
    const label = line.label.replace(formatDateShort(line.item.date), formatDateShort(date))
    return {
      ok: true,
      kind,
      line,
      moved: { ...line, item: { ...line.item, date }, label },
      from: { startsAt, label: line.label },
      to: { startsAt: to, label, startMinute: null, durationMinutes: null },
    }
  }

  if (line.item.kind !== 'conference-room') return refuse('not-reschedulable', NOT_A_BOOKING_MESSAGE)
  const startMinute = input.target.startTime ? parseTimeOfDay(input.target.startTime) : null
  if (startMinute === null || startMinute % 30 !== 0) return refuse('bad-target', START_TIME_MESSAGE)
  const { durationMinutes } = line.item
  const to = istInstant(date, startMinute)
  if (to.getTime() === startsAt.getTime()) return refuse('bad-target', SAME_TIME_MESSAGE)
  if (to.getTime() <= input.now.getTime()) return refuse('bad-target', NOT_IN_PAST_MESSAGE)
  const startTime = formatTimeOfDay(startMinute)
  const label = `Conference room, ${formatDateShort(date)}, ${startTime}–${formatTimeOfDay(startMinute + durationMinutes)}`
  return {
    ok: true,
    kind,
    line,
    moved: { ...line, item: { ...line.item, date, startTime }, label },
    from: { startsAt, label: line.label },
    to: { startsAt: to, label, startMinute, durationMinutes },
  }
}
