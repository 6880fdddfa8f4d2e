import { describe, expect, it } from 'vitest'
import type { PricedLine } from '@/domain/cart/price'
import { paise } from '@/domain/money'
import { DEFAULT_CANCELLATION_RULE } from '@/domain/orders/cancellation'
import { DATE_TAKEN_MESSAGE, planReschedule, SAME_TIME_MESSAGE, START_TIME_MESSAGE } from '@/domain/orders/reschedule'

// Moving one booking of an order: the rule's deadline and limit, the new time on the same line (id and amounts kept).

const line = (id: string, item: PricedLine['item'], label: string): PricedLine =>
  ({
    id,
    item,
    label,
    unitPaise: paise(499_00),
    grossPaise: paise(499_00),
    discounts: {},
    totalPaise: paise(588_82),
  }) as unknown as PricedLine

const DAY_PASS = line(
  'day-pass:2026-12-14',
  { kind: 'day-pass', date: '2026-12-14', people: 2, paidByCredits: { bundle: 0, vo: 0, 'cart-bundle': 0 } },
  'Day pass, 14 Dec 2026, 2 people',
)
const ROOM = line(
  'conference-room',
  { kind: 'conference-room', roomId: '7', date: '2026-12-15', startTime: '10:00', durationMinutes: 60 },
  'Conference room, 15 Dec 2026, 10:00–11:00',
)
const OTHER_DAY = line(
  'day-pass:2026-12-16',
  { kind: 'day-pass', date: '2026-12-16', people: 1, paidByCredits: { bundle: 0, vo: 0, 'cart-bundle': 0 } },
  'Day pass, 16 Dec 2026, 1 person',
)
const lines = [DAY_PASS, ROOM, OTHER_DAY]
const NOW = new Date('2026-12-10T12:00:00+05:30')
const plan = (lineId: string, target: { date: string; startTime?: string }, extra: { now?: Date; reschedulesSoFar?: number } = {}) =>
  planReschedule({
    rule: DEFAULT_CANCELLATION_RULE,
    lines,
    lineId,
    target: target as never,
    reschedulesSoFar: extra.reschedulesSoFar ?? 0,
    now: extra.now ?? NOW,
    dayPassStartMinutes: 9 * 60,
  })

describe('planning a reschedule', () => {
  it('moves a day pass to another date: the same id and amounts, the new date in the item and the label', () => {
    const moved = plan(DAY_PASS.id, { date: '2026-12-17' })
    expect(moved.ok).toBe(true)
    if (!moved.ok) return
    expect(moved.moved).toMatchObject({ id: DAY_PASS.id, totalPaise: DAY_PASS.totalPaise, label: 'Day pass, 17 Dec 2026, 2 people' })
    expect(moved.moved.item).toMatchObject({ kind: 'day-pass', date: '2026-12-17', people: 2 })
    expect(moved.to.startsAt.toISOString()).toBe(new Date('2026-12-17T09:00:00+05:30').toISOString())
  })

  it('moves a conference room to another start, keeping its length', () => {
    const moved = plan(ROOM.id, { date: '2026-12-15', startTime: '14:30' })
    expect(moved.ok && moved.moved.label).toBe('Conference room, 15 Dec 2026, 14:30–15:30')
    expect(moved.ok && moved.to).toMatchObject({ startMinute: 14 * 60 + 30, durationMinutes: 60 })
  })

  it.each([
    ['the same date', DAY_PASS.id, { date: '2026-12-14' }, SAME_TIME_MESSAGE],
    ['a date the order already has', DAY_PASS.id, { date: '2026-12-16' }, DATE_TAKEN_MESSAGE],
    ['a start off the half hour', ROOM.id, { date: '2026-12-15', startTime: '10:15' }, START_TIME_MESSAGE],
    ['a room without a start', ROOM.id, { date: '2026-12-15' }, START_TIME_MESSAGE],
  ])('refuses %s', (_name, lineId, target, message) => {
    expect(plan(lineId, target)).toEqual({ ok: false, refusal: { code: 'bad-target', message } })
  })

  it('follows the rule: not after the deadline, not more often than allowed, not a line that is not a booking', () => {
    const late = plan(DAY_PASS.id, { date: '2026-12-17' }, { now: new Date('2026-12-13T09:30:00+05:30') })
    expect(late).toMatchObject({
      ok: false,
      refusal: { code: 'rule', message: expect.stringMatching(/^Rescheduling closed at 13 Dec 2026, 09:00 IST/) },
    })
    expect(plan(DAY_PASS.id, { date: '2026-12-17' }, { reschedulesSoFar: 1 })).toMatchObject({ ok: false, refusal: { code: 'rule' } })
    expect(plan('bundle:10', { date: '2026-12-17' })).toMatchObject({ ok: false, refusal: { code: 'not-found' } })
  })
})
