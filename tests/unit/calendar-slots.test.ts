import { describe, expect, it } from 'vitest'
import { istInstant } from '@/domain/calendar/business-date'
import {
  checkSlot,
  freeSlots,
  holdExpiresAt,
  nextFreeSlots,
  openingHoursOn,
  SLOT_TAKEN_MESSAGE,
  type BusyRange,
  type SlotDay,
  type WeeklyHours,
} from '@/domain/calendar/slots'

const DATE = '2026-12-14' // a Monday
const at = (hhmm: string, date = DATE) => {
  const [h, m] = hhmm.split(':').map(Number)
  return istInstant(date, h! * 60 + m!)
}
const booked = (from: string, to: string): BusyRange => ({ start: at(from), end: at(to) })
const held = (from: string, to: string, expiresAt: Date): BusyRange => ({ start: at(from), end: at(to), expiresAt })

// A room open 09:00–13:00 in 30-minute slots, booked 10:00–11:00; asked the Friday before.
const day = (over: Partial<SlotDay> = {}): SlotDay => ({
  date: DATE,
  hours: { opensAt: 9 * 60, closesAt: 13 * 60 },
  slotMinutes: 30,
  maxDurationMinutes: 120,
  busy: [booked('10:00', '11:00')],
  now: new Date('2026-12-11T10:00:00+05:30'),
  ...over,
})

const summary = (d: SlotDay) => freeSlots(d).map((s) => `${s.startTime} ${s.durations.join('/')}`)

describe('free slots of a room on a date', () => {
  it.each<[string, Partial<SlotDay>, string[]]>([
    [
      'around one booking (back-to-back allowed)',
      {},
      ['09:00 30/60', '09:30 30', '11:00 30/60/90/120', '11:30 30/60/90', '12:00 30/60', '12:30 30'],
    ],
    [
      'nothing booked: up to the longest booking',
      { busy: [] },
      [
        '09:00 30/60/90/120',
        '09:30 30/60/90/120',
        '10:00 30/60/90/120',
        '10:30 30/60/90/120',
        '11:00 30/60/90/120',
        '11:30 30/60/90',
        '12:00 30/60',
        '12:30 30',
      ],
    ],
    [
      'a live hold blocks like a booking',
      { busy: [held('09:00', '10:00', new Date('2026-12-11T10:05:00+05:30'))] },
      ['10:00 30/60/90/120', '10:30 30/60/90/120', '11:00 30/60/90/120', '11:30 30/60/90', '12:00 30/60', '12:30 30'],
    ],
    [
      'a lapsed hold frees its slot',
      { busy: [held('09:00', '13:00', new Date('2026-12-11T09:59:59+05:30'))] },
      [
        '09:00 30/60/90/120',
        '09:30 30/60/90/120',
        '10:00 30/60/90/120',
        '10:30 30/60/90/120',
        '11:00 30/60/90/120',
        '11:30 30/60/90',
        '12:00 30/60',
        '12:30 30',
      ],
    ],
    [
      'a hold lapsing exactly now is lapsed',
      { busy: [held('09:00', '13:00', new Date('2026-12-11T10:00:00+05:30'))], maxDurationMinutes: 30 },
      ['09:00 30', '09:30 30', '10:00 30', '10:30 30', '11:00 30', '11:30 30', '12:00 30', '12:30 30'],
    ],
    [
      'a booking ending off the grid blocks the slot it touches',
      { busy: [booked('09:00', '09:45')] },
      ['10:00 30/60/90/120', '10:30 30/60/90/120', '11:00 30/60/90/120', '11:30 30/60/90', '12:00 30/60', '12:30 30'],
    ],
    ['closed that day', { hours: null }, []],
    ['today: starts already past are left out', { now: at('11:10'), busy: [] }, ['11:30 30/60/90', '12:00 30/60', '12:30 30']],
    ['today with 60 minutes’ notice', { now: at('10:50'), busy: [], noticeMinutes: 60 }, ['12:00 30/60', '12:30 30']],
    ['hourly slots', { slotMinutes: 60, busy: [booked('10:00', '11:00')] }, ['09:00 60', '11:00 60/120', '12:00 60']],
  ])('%s', (_name, over, expected) => {
    expect(summary(day(over))).toEqual(expected)
  })

  it('gives each start as an instant and a time in India', () => {
    const [first] = freeSlots(day())
    expect(first!.start.toISOString()).toBe('2026-12-14T03:30:00.000Z')
    expect(first!.startTime).toBe('09:00')
  })

  it('refuses opening hours that end before they start', () => {
    expect(() => freeSlots(day({ hours: { opensAt: 600, closesAt: 540 } }))).toThrow(RangeError)
  })
})

describe('the next free slots after a refused one (the 409 answer)', () => {
  it.each<[string, string, number, Partial<SlotDay>, string[]]>([
    ['an hour at 10:00 refused → the next hours that fit', '10:00', 60, {}, ['11:00–12:00', '11:30–12:30', '12:00–13:00']],
    ['only as many as asked', '09:00', 30, {}, ['09:30–10:00', '11:00–11:30', '11:30–12:00']],
    ['none left that day', '12:00', 120, {}, []],
  ])('%s', (_name, refused, duration, over, expected) => {
    expect(nextFreeSlots(day(over), at(refused), duration).map((s) => `${s.startTime}–${s.endTime}`)).toEqual(expected)
  })

  it('answers instants for the API', () => {
    const [slot] = nextFreeSlots(day(), at('10:00'), 60, 1)
    expect(slot).toEqual({ start: at('11:00'), end: at('12:00'), startTime: '11:00', endTime: '12:00', durationMinutes: 60 })
  })
})

describe('checking a requested slot before holding it', () => {
  it.each<[string, Partial<SlotDay>, number, number, string | null]>([
    ['free', {}, 11 * 60, 60, null],
    ['back-to-back after a booking', {}, 11 * 60, 30, null],
    ['overlapping a booking', {}, 9 * 60 + 30, 60, 'taken'],
    ['inside a booking', {}, 10 * 60 + 30, 30, 'taken'],
    ['closed', { hours: null }, 11 * 60, 60, 'closed'],
    ['before opening', {}, 8 * 60 + 30, 60, 'outside-hours'],
    ['running past closing', {}, 12 * 60 + 30, 60, 'outside-hours'],
    ['off the grid', {}, 11 * 60 + 15, 30, 'off-grid'],
    ['not a multiple of the slot', {}, 11 * 60, 45, 'bad-duration'],
    ['longer than the longest booking', { busy: [] }, 9 * 60, 150, 'bad-duration'],
    ['already past', { now: at('11:10') }, 11 * 60, 30, 'too-soon'],
  ])('%s', (_name, over, start, duration, reason) => {
    const check = checkSlot(day(over), start, duration)
    if (reason === null) expect(check.ok).toBe(true)
    else expect(check).toMatchObject({ ok: false, reason })
  })

  it('a taken slot says so', () => {
    expect(checkSlot(day(), 10 * 60, 60)).toEqual({ ok: false, reason: 'taken', message: SLOT_TAKEN_MESSAGE })
  })
})

describe('opening hours and holds', () => {
  const weekly: WeeklyHours = {
    0: null,
    1: { opensAt: 540, closesAt: 1140 },
    2: { opensAt: 540, closesAt: 1140 },
    3: { opensAt: 540, closesAt: 1140 },
    4: { opensAt: 540, closesAt: 1140 },
    5: { opensAt: 540, closesAt: 1140 },
    6: { opensAt: 600, closesAt: 840 },
  }
  it.each<[string, string, { opensAt: number; closesAt: number } | null]>([
    ['a Monday', '2026-12-14', { opensAt: 540, closesAt: 1140 }],
    ['a Saturday', '2026-12-12', { opensAt: 600, closesAt: 840 }],
    ['a Sunday', '2026-12-13', null],
    ['a holiday', '2026-12-25', null],
  ])('%s', (_name, date, hours) => {
    expect(openingHoursOn(weekly, date, new Set(['2026-12-25']))).toEqual(hours)
  })

  it('a hold lasts 10 minutes', () => {
    expect(holdExpiresAt(new Date('2026-12-11T10:00:00Z')).toISOString()).toBe('2026-12-11T10:10:00.000Z')
  })
})
