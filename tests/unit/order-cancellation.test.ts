import { describe, expect, it } from 'vitest'
import { paise } from '@/domain/money'
import {
  cancellationDeadline,
  cancellationReturnsCredits,
  cancellationRuleFromSettings,
  cancellationRuleSchema,
  checkReschedule,
  DEFAULT_CANCELLATION_RULE,
  describeCancellationRule,
  quoteCancellation,
  rescheduleDeadline,
  type CancellableLine,
  type CancellationRule,
} from '@/domain/orders/cancellation'

// A day pass on Monday 14 December 2026 from 09:00 IST, and one on Wednesday 16 December.
const MON = new Date('2026-12-14T09:00:00+05:30')
const WED = new Date('2026-12-16T09:00:00+05:30')
const lines: CancellableLine[] = [
  { id: 'day-pass:2026-12-14', label: 'Day pass, 14 Dec 2026, 2 people', startsAt: MON, paidPaise: paise(1_177_64) },
  { id: 'day-pass:2026-12-16', label: 'Day pass, 16 Dec 2026, 1 person', startsAt: WED, paidPaise: paise(588_82) },
  { id: 'bundle:5', label: 'Bundle of 5 day-pass credits', startsAt: null, paidPaise: paise(2_712_82) },
]
const at = (iso: string) => new Date(iso)

describe('the cancellation rule (operators set it: full refund until 24 h before, half until the start, none after)', () => {
  it.each([
    ['two days before: full refund of both bookings', '2026-12-12T09:00:00+05:30', 1_177_64 + 588_82],
    ['exactly 24 h before the first: still full', '2026-12-13T09:00:00+05:30', 1_177_64 + 588_82],
    ['a minute later: half of the first, all of the second', '2026-12-13T09:01:00+05:30', 588_82 + 588_82],
    ['a minute before the start: half of the first', '2026-12-14T08:59:00+05:30', 588_82 + 588_82],
  ])('%s', (_case, now, refund) => {
    const quote = quoteCancellation(DEFAULT_CANCELLATION_RULE, lines, at(now))
    expect(quote.cancellable).toBe(true)
    expect(quote.refundPaise).toBe(refund)
    expect(quote.lines.find((l) => l.id === 'bundle:5')).toMatchObject({ status: 'not-a-booking', refundPaise: 0 })
  })

  it('rounds each line to the paisa, halves up', () => {
    const odd = [{ id: 'conference-room', label: 'Conference room', startsAt: MON, paidPaise: paise(1_001) }]
    expect(quoteCancellation(DEFAULT_CANCELLATION_RULE, odd, at('2026-12-14T08:00:00+05:30')).refundPaise).toBe(501)
  })

  it('after the start nothing can be cancelled', () => {
    const quote = quoteCancellation(DEFAULT_CANCELLATION_RULE, lines, at('2026-12-14T09:00:00+05:30'))
    expect(quote).toMatchObject({ cancellable: false, refusal: 'started', refundPaise: 0 })
    expect(quote.message).toBe('This booking has already started, so it can no longer be cancelled.')
  })

  it('an order without bookings cannot be cancelled', () => {
    expect(quoteCancellation(DEFAULT_CANCELLATION_RULE, [lines[2]!], at('2026-12-01T00:00:00Z'))).toMatchObject({
      cancellable: false,
      refusal: 'no-bookings',
    })
  })

  it('after the last tier but before the start: cancellable, nothing back', () => {
    const rule: CancellationRule = { ...DEFAULT_CANCELLATION_RULE, refundTiers: [{ minHoursBeforeStart: 48, refundBasisPoints: 10_000 }] }
    const quote = quoteCancellation(rule, [lines[0]!], at('2026-12-13T12:00:00+05:30'))
    expect(quote).toMatchObject({ cancellable: true, refundPaise: 0, refundDropsAt: null })
  })

  it('tells when the refund next gets smaller, in IST', () => {
    const quote = quoteCancellation(DEFAULT_CANCELLATION_RULE, lines, at('2026-12-12T09:00:00+05:30'))
    expect(quote.refundDropsAt?.ist).toBe('13 Dec 2026, 09:00 IST')
    expect(quote.refundDropsAt?.at.toISOString()).toBe('2026-12-13T03:30:00.000Z')
  })

  it('the deadline beside a booking, in IST, across midnight', () => {
    const early = new Date('2026-12-14T03:00:00+05:30')
    expect(cancellationDeadline(DEFAULT_CANCELLATION_RULE, early)).toMatchObject({
      ist: '13 Dec 2026, 03:00 IST',
      refundBasisPoints: 10_000,
    })
  })

  it('says the rule in words', () => {
    expect(describeCancellationRule(DEFAULT_CANCELLATION_RULE)).toBe(
      'A full refund if you cancel until 24 hours before the start; a 50% refund if you cancel until the start; no cancellation once the booking has started.',
    )
    expect(
      describeCancellationRule({ ...DEFAULT_CANCELLATION_RULE, refundTiers: [{ minHoursBeforeStart: 1, refundBasisPoints: 10_000 }] }),
    ).toBe('A full refund if you cancel until 1 hour before the start; no refund after that; no cancellation once the booking has started.')
  })

  it('the admin may only save a rule whose tiers run from early to late and never refund more later', () => {
    expect(cancellationRuleSchema.safeParse(DEFAULT_CANCELLATION_RULE).success).toBe(true)
    const unordered = cancellationRuleSchema.safeParse({
      ...DEFAULT_CANCELLATION_RULE,
      refundTiers: [
        { minHoursBeforeStart: 0, refundBasisPoints: 5_000 },
        { minHoursBeforeStart: 24, refundBasisPoints: 10_000 },
      ],
    })
    expect(unordered.success).toBe(false)
    const generousLater = cancellationRuleSchema.safeParse({
      ...DEFAULT_CANCELLATION_RULE,
      refundTiers: [
        { minHoursBeforeStart: 24, refundBasisPoints: 5_000 },
        { minHoursBeforeStart: 0, refundBasisPoints: 10_000 },
      ],
    })
    expect(generousLater.error?.issues[0]?.message).toBe('A later cancellation cannot refund more than an earlier one')
    expect(cancellationRuleSchema.safeParse({ ...DEFAULT_CANCELLATION_RULE, extra: 1 }).success).toBe(false)
  })
})

describe('credits that paid for day passes', () => {
  it.each([
    ['come back when every booking is refunded in full', '2026-12-12T09:00:00+05:30', true],
    ['stay spent once a booking is in a partial tier', '2026-12-13T09:01:00+05:30', false],
    ['stay spent when the order cannot be cancelled', '2026-12-16T10:00:00+05:30', false],
  ])('%s', (_case, now, back) => {
    expect(cancellationReturnsCredits(quoteCancellation(DEFAULT_CANCELLATION_RULE, lines, at(now)))).toBe(back)
  })
})

describe('rescheduling', () => {
  const booking = { startsAt: MON, reschedulesSoFar: 0 }
  it('is allowed until the deadline, inclusive', () => {
    expect(checkReschedule(DEFAULT_CANCELLATION_RULE, booking, at('2026-12-13T09:00:00+05:30'))).toMatchObject({
      allowed: true,
      deadline: { ist: '13 Dec 2026, 09:00 IST' },
    })
    expect(checkReschedule(DEFAULT_CANCELLATION_RULE, booking, at('2026-12-13T09:00:01+05:30'))).toMatchObject({
      allowed: false,
      reason: 'too-late',
      message: 'Rescheduling closed at 13 Dec 2026, 09:00 IST.',
    })
  })

  it('is refused past the limit, or when the rule allows none', () => {
    expect(checkReschedule(DEFAULT_CANCELLATION_RULE, { startsAt: MON, reschedulesSoFar: 1 }, at('2026-12-01T00:00:00Z'))).toMatchObject({
      allowed: false,
      reason: 'limit-reached',
      message: 'This booking has already been rescheduled once, the most allowed.',
    })
    const none = { ...DEFAULT_CANCELLATION_RULE, rescheduleMinHoursBeforeStart: null }
    expect(checkReschedule(none, booking, at('2026-12-01T00:00:00Z'))).toMatchObject({ allowed: false, reason: 'not-allowed' })
    expect(rescheduleDeadline(none, MON)).toBeNull()
    expect(rescheduleDeadline(DEFAULT_CANCELLATION_RULE, MON)?.ist).toBe('13 Dec 2026, 09:00 IST')
  })
})

describe('the rule as operators write it in the admin', () => {
  it('turns percentages into the rule, and a switched-off reschedule into none', () => {
    const checked = cancellationRuleFromSettings({
      refundTiers: [
        { minHoursBeforeStart: 48, refundPercent: 100 },
        { minHoursBeforeStart: 6, refundPercent: 12.5 },
      ],
      rescheduleAllowed: false,
      rescheduleMinHoursBeforeStart: 12,
      maxReschedules: 3,
    })
    expect(checked).toEqual({
      ok: true,
      rule: {
        refundTiers: [
          { minHoursBeforeStart: 48, refundBasisPoints: 10_000 },
          { minHoursBeforeStart: 6, refundBasisPoints: 1_250 },
        ],
        rescheduleMinHoursBeforeStart: null,
        maxReschedules: 0,
      },
    })
    if (checked.ok) expect(checkReschedule(checked.rule, { startsAt: WED, reschedulesSoFar: 0 }, MON).allowed).toBe(false)
  })

  it('keeps the default reschedule figures when they are left empty', () => {
    const checked = cancellationRuleFromSettings({
      refundTiers: [{ minHoursBeforeStart: 24, refundPercent: 100 }],
      rescheduleAllowed: true,
    })
    expect(checked.ok && checked.rule.rescheduleMinHoursBeforeStart).toBe(DEFAULT_CANCELLATION_RULE.rescheduleMinHoursBeforeStart)
    expect(checked.ok && checked.rule.maxReschedules).toBe(DEFAULT_CANCELLATION_RULE.maxReschedules)
  })

  it.each<[string, Parameters<typeof cancellationRuleFromSettings>[0], string]>([
    [
      'tiers out of order',
      {
        refundTiers: [
          { minHoursBeforeStart: 6, refundPercent: 50 },
          { minHoursBeforeStart: 24, refundPercent: 100 },
        ],
      },
      'Tier 2: List the tiers from the earliest cancellation to the latest',
    ],
    [
      'a later tier refunding more',
      {
        refundTiers: [
          { minHoursBeforeStart: 24, refundPercent: 50 },
          { minHoursBeforeStart: 6, refundPercent: 100 },
        ],
      },
      'Tier 2: A later cancellation cannot refund more than an earlier one',
    ],
    ['no tier', { refundTiers: [] }, 'Give between one and six refund tiers.'],
    [
      'more than 100%',
      { refundTiers: [{ minHoursBeforeStart: 24, refundPercent: 120 }] },
      'Tier 1: Use whole hours (0 or more) and a refund between 0% and 100%.',
    ],
    [
      'part of an hour',
      { refundTiers: [{ minHoursBeforeStart: 1.5, refundPercent: 100 }] },
      'Tier 1: Use whole hours (0 or more) and a refund between 0% and 100%.',
    ],
  ])('refuses %s with a message an operator can act on', (_name, settings, message) => {
    expect(cancellationRuleFromSettings(settings)).toEqual({ ok: false, message })
  })
})
