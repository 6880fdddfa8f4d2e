import { describe, expect, it } from 'vitest'
import { describeSlot, formatDuration, HOLD_LAPSED_MESSAGE, holdCountdown } from '@/domain/bookings/hold-view'
import { openingHoursRowProblem, weeklyHoursOf } from '@/domain/bookings/opening-hours'

const expires = new Date('2026-12-15T05:10:00Z')
const at = (secondsBefore: number) => new Date(expires.getTime() - secondsBefore * 1000)

describe('holdCountdown', () => {
  it.each([
    [600, '10:00', 'Your hold ends in 10 minutes.'],
    [599, '09:59', 'Your hold ends in 10 minutes.'],
    [541, '09:01', 'Your hold ends in 10 minutes.'],
    [540, '09:00', 'Your hold ends in 9 minutes.'],
    [61, '01:01', 'Your hold ends in 2 minutes.'],
    [60, '01:00', 'Your hold ends in less than a minute.'],
    [1, '00:01', 'Your hold ends in less than a minute.'],
    [0.4, '00:01', 'Your hold ends in less than a minute.'],
  ])('%s s before the end: %s, "%s"', (seconds, clock, announcement) => {
    expect(holdCountdown(expires, at(seconds))).toMatchObject({ clock, announcement, lapsed: false })
  })

  it('lapses at the end and after it', () => {
    for (const seconds of [0, -1, -3600])
      expect(holdCountdown(expires, at(seconds))).toEqual({
        secondsLeft: 0,
        clock: '00:00',
        announcement: HOLD_LAPSED_MESSAGE,
        lapsed: true,
      })
  })

  it('announces at most once a minute over a whole hold', () => {
    const said = new Set<string>()
    for (let s = 600; s > 0; s--) said.add(holdCountdown(expires, at(s)).announcement)
    expect(said.size).toBe(10)
  })
})

describe('slot wording', () => {
  it.each([
    [30, '30 minutes'],
    [60, '1 hour'],
    [90, '1 hour 30 minutes'],
    [120, '2 hours'],
    [61, '1 hour 1 minute'],
  ])('%s minutes → %s', (minutes, text) => expect(formatDuration(minutes)).toBe(text))

  it('describes a slot', () => {
    expect(describeSlot({ date: '2026-12-15', startTime: '10:00', endTime: '11:30', durationMinutes: 90 })).toBe(
      'Tuesday, 15 December 2026, 10:00–11:30 (1 hour 30 minutes)',
    )
  })
})

describe('opening hours rows', () => {
  it.each([
    [{ day: '1', opensAt: '09:00', closesAt: '19:00' }, null],
    [{ day: '6', opensAt: '10:00', closesAt: '24:00' }, null],
    [{ day: '7', opensAt: '09:00', closesAt: '19:00' }, 'Choose the weekday.'],
    [{ day: '1', opensAt: '9', closesAt: '19:00' }, 'Write the opening time as HH:mm, e.g. 09:00.'],
    [{ day: '1', opensAt: '09:00', closesAt: '25:00' }, 'Write the closing time as HH:mm, e.g. 19:00 (24:00 for midnight).'],
    [{ day: '1', opensAt: '19:00', closesAt: '09:00' }, 'The closing time must be after the opening time.'],
  ])('%j → %s', (row, problem) => expect(openingHoursRowProblem(row)).toBe(problem))

  it('reads a week: missing days closed, bad rows ignored, a later row for a day wins', () => {
    const week = weeklyHoursOf([
      { day: '1', opensAt: '09:00', closesAt: '19:00' },
      { day: '1', opensAt: '10:00', closesAt: '18:00' },
      { day: '2', opensAt: 'x', closesAt: '19:00' },
      { day: '6', opensAt: '10:00', closesAt: '24:00' },
    ])
    expect(week).toEqual({
      0: null,
      1: { opensAt: 600, closesAt: 1080 },
      2: null,
      3: null,
      4: null,
      5: null,
      6: { opensAt: 600, closesAt: 1440 },
    })
  })
})
