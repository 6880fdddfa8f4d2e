import { z } from 'zod'
import { formatIstDateTime } from '@/domain/calendar/ist-format'
import { paise, percentOfPaise, sumPaise, ZERO_PAISE, type Paise } from '@/domain/money'

// The cancellation and reschedule rule, as operators set it in the admin, and what it gives for one order at one
// instant. Example: a full refund until 24 hours before the start, half until the start, nothing (and no cancelling)
// once it has started:
//   { refundTiers: [{ minHoursBeforeStart: 24, refundBasisPoints: 10000 }, { minHoursBeforeStart: 0, refundBasisPoints: 5000 }], … }
// A tier applies to a cancellation made at or before its deadline (start − minHoursBeforeStart). Before the start but
// after every tier's deadline, cancelling is allowed and refunds nothing. At or after the start, a booking cannot be
// cancelled. Each booking line of an order refunds its own paid amount (GST included) at its own start's tier, rounded
// to the paisa; lines that are not bookings (a bundle of credits, a loyalty membership) are not refunded on
// cancellation, and an order one of whose bookings has started can no longer be cancelled.

export const refundTierSchema = z.strictObject({
  /** Cancelling at least this many hours before the start… */
  minHoursBeforeStart: z
    .number()
    .int()
    .min(0)
    .max(24 * 365),
  /** …refunds this share of what was paid (10000 = 100%). */
  refundBasisPoints: z.number().int().min(0).max(10_000),
})

export const cancellationRuleSchema = z
  .strictObject({
    refundTiers: z.array(refundTierSchema).min(1).max(6),
    /** Rescheduling is allowed until this many hours before the start; null: bookings cannot be rescheduled. */
    rescheduleMinHoursBeforeStart: z
      .number()
      .int()
      .min(0)
      .max(24 * 365)
      .nullable(),
    /** How many times one booking may be moved. */
    maxReschedules: z.number().int().min(0).max(10),
  })
  .superRefine((rule, ctx) => {
    rule.refundTiers.forEach((tier, i) => {
      const previous = rule.refundTiers[i - 1]
      if (!previous) return
      if (tier.minHoursBeforeStart >= previous.minHoursBeforeStart)
        ctx.addIssue({
          code: 'custom',
          path: ['refundTiers', i, 'minHoursBeforeStart'],
          message: 'List the tiers from the earliest cancellation to the latest',
        })
      if (tier.refundBasisPoints > previous.refundBasisPoints)
        ctx.addIssue({
          code: 'custom',
          path: ['refundTiers', i, 'refundBasisPoints'],
          message: 'A later cancellation cannot refund more than an earlier one',
        })
    })
  })

export type RefundTier = z.infer<typeof refundTierSchema>
export type CancellationRule = z.infer<typeof cancellationRuleSchema>

export const DEFAULT_CANCELLATION_RULE: CancellationRule = {
  refundTiers: [
    { minHoursBeforeStart: 24, refundBasisPoints: 10_000 },
    { minHoursBeforeStart: 0, refundBasisPoints: 5_000 },
  ],
  rescheduleMinHoursBeforeStart: 24,
  maxReschedules: 1,
}

/** The rule as operators write it in the admin (the 'cancellation-policy' global): percentages, and a switch. */
export interface CancellationSettings {
  refundTiers?: readonly { minHoursBeforeStart?: number | null; refundPercent?: number | null }[] | null
  rescheduleAllowed?: boolean | null
  rescheduleMinHoursBeforeStart?: number | null
  maxReschedules?: number | null
}

export type SettingsCheck = { ok: true; rule: CancellationRule } | { ok: false; message: string }

/** The admin's settings as a rule, checked by the same schema; a message an operator can act on when they are not one. */
export function cancellationRuleFromSettings(settings: CancellationSettings): SettingsCheck {
  const allowed = settings.rescheduleAllowed ?? DEFAULT_CANCELLATION_RULE.rescheduleMinHoursBeforeStart !== null
  const candidate = {
    refundTiers: (settings.refundTiers ?? []).map((tier) => ({
      minHoursBeforeStart: tier.minHoursBeforeStart ?? NaN,
      refundBasisPoints: Math.round((tier.refundPercent ?? NaN) * 100),
    })),
    rescheduleMinHoursBeforeStart: allowed
      ? (settings.rescheduleMinHoursBeforeStart ?? DEFAULT_CANCELLATION_RULE.rescheduleMinHoursBeforeStart ?? 24)
      : null,
    maxReschedules: allowed ? (settings.maxReschedules ?? DEFAULT_CANCELLATION_RULE.maxReschedules) : 0,
  }
  const parsed = cancellationRuleSchema.safeParse(candidate)
  if (parsed.success) return { ok: true, rule: parsed.data }
  const issue = parsed.error.issues[0]!
  const where = issue.path[0] === 'refundTiers' && typeof issue.path[1] === 'number' ? `Tier ${issue.path[1] + 1}: ` : ''
  const message =
    issue.code === 'custom'
      ? issue.message
      : issue.path[0] === 'refundTiers' && issue.path.length === 1
        ? 'Give between one and six refund tiers.'
        : 'Use whole hours (0 or more) and a refund between 0% and 100%.'
  return { ok: false, message: `${where}${message}` }
}

const HOUR_MS = 3_600_000

function deadlineOf(startsAt: Date, tier: RefundTier): Date {
  return new Date(startsAt.getTime() - tier.minHoursBeforeStart * HOUR_MS)
}

/** The tier a cancellation at `now` falls in, or null after every tier's deadline. */
function tierAt(rule: CancellationRule, startsAt: Date, now: Date): RefundTier | null {
  return rule.refundTiers.find((tier) => now.getTime() <= deadlineOf(startsAt, tier).getTime()) ?? null
}

function percentLabel(basisPoints: number): string {
  return basisPoints === 10_000 ? 'a full refund' : basisPoints === 0 ? 'no refund' : `a ${basisPoints / 100}% refund`
}

function hoursLabel(hours: number): string {
  return hours === 0 ? 'the start' : `${hours} hour${hours === 1 ? '' : 's'} before the start`
}

/** The rule in words, shown before the customer confirms a cancellation and on the order. */
export function describeCancellationRule(rule: CancellationRule): string {
  const parts = rule.refundTiers.map(
    (tier) => `${percentLabel(tier.refundBasisPoints)} if you cancel until ${hoursLabel(tier.minHoursBeforeStart)}`,
  )
  const last = rule.refundTiers.at(-1)!
  if (last.minHoursBeforeStart > 0) parts.push('no refund after that')
  parts.push('no cancellation once the booking has started')
  const sentence = parts.join('; ')
  return `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`
}

export interface DeadlineView {
  at: Date
  /** '13 Dec 2026, 10:00 IST' */
  ist: string
}

function view(at: Date): DeadlineView {
  return { at, ist: formatIstDateTime(at) }
}

/**
 * The deadline to show beside a booking: the end of the most generous tier ('Free cancellation until …' when it
 * refunds in full), with its share. Null when the rule has no tier before the start.
 */
export function cancellationDeadline(rule: CancellationRule, startsAt: Date): (DeadlineView & { refundBasisPoints: number }) | null {
  const first = rule.refundTiers[0]
  if (!first) return null
  return { ...view(deadlineOf(startsAt, first)), refundBasisPoints: first.refundBasisPoints }
}

/** The sentence beside a booking: 'Free cancellation until 13 Dec 2026, 09:00 IST.' */
export function describeCancellationDeadline(deadline: { at: Date; refundBasisPoints: number } | null): string {
  if (!deadline || deadline.refundBasisPoints === 0) return 'This booking cannot be cancelled for a refund.'
  const when = formatIstDateTime(deadline.at)
  if (deadline.refundBasisPoints === 10_000) return `Free cancellation until ${when}.`
  return `Cancel until ${when} for a ${deadline.refundBasisPoints / 100}% refund.`
}

/** The order's deadline: that of its earliest booking (null without bookings). */
export function orderCancellationDeadline(
  rule: CancellationRule,
  bookingStarts: readonly Date[],
): (DeadlineView & { refundBasisPoints: number }) | null {
  const earliest = [...bookingStarts].sort((a, b) => a.getTime() - b.getTime())[0]
  return earliest ? cancellationDeadline(rule, earliest) : null
}

/** One line of a paid order, as the cancellation sees it. */
export interface CancellableLine {
  id: string
  label: string
  /** The booking's start; null for what is not a booking (a bundle, a loyalty membership). */
  startsAt: Date | null
  /** What the customer paid for the line, GST included. */
  paidPaise: Paise
}

export type LineRefundStatus = 'refundable' | 'started' | 'not-a-booking'

export interface LineRefund {
  id: string
  label: string
  status: LineRefundStatus
  paidPaise: Paise
  refundBasisPoints: number
  refundPaise: Paise
  /** When this line's refund next gets smaller (the end of its current tier); null when it will not. */
  refundDropsAt: DeadlineView | null
}

export type CancellationRefusal = 'started' | 'no-bookings'

export interface CancellationQuote {
  cancellable: boolean
  /** Why not, when not cancellable. */
  refusal: CancellationRefusal | null
  message: string | null
  lines: LineRefund[]
  paidPaise: Paise
  /** What goes back if the customer cancels now (0 when not cancellable). */
  refundPaise: Paise
  /** The earliest instant at which the order's refund gets smaller. */
  refundDropsAt: DeadlineView | null
}

export const CANCELLATION_STARTED_MESSAGE = 'This booking has already started, so it can no longer be cancelled.'
export const CANCELLATION_NO_BOOKINGS_MESSAGE = 'Nothing in this order can be cancelled: it holds no booking.'

/** What cancelling the order at `now` refunds, line by line, under the rule. */
export function quoteCancellation(rule: CancellationRule, lines: readonly CancellableLine[], now: Date): CancellationQuote {
  const quoted: LineRefund[] = lines.map((line) => {
    if (line.startsAt === null)
      return {
        id: line.id,
        label: line.label,
        status: 'not-a-booking',
        paidPaise: line.paidPaise,
        refundBasisPoints: 0,
        refundPaise: ZERO_PAISE,
        refundDropsAt: null,
      }
    if (now.getTime() >= line.startsAt.getTime())
      return {
        id: line.id,
        label: line.label,
        status: 'started',
        paidPaise: line.paidPaise,
        refundBasisPoints: 0,
        refundPaise: ZERO_PAISE,
        refundDropsAt: null,
      }
    const tier = tierAt(rule, line.startsAt, now)
    const basisPoints = tier?.refundBasisPoints ?? 0
    const refundDrops = tier && basisPoints > 0 ? view(deadlineOf(line.startsAt, tier)) : null
    return {
      id: line.id,
      label: line.label,
      status: 'refundable',
      paidPaise: line.paidPaise,
      refundBasisPoints: basisPoints,
      refundPaise: percentOfPaise(line.paidPaise, basisPoints),
      refundDropsAt: refundDrops,
    }
  })
  const paidPaise = sumPaise(...lines.map((l) => l.paidPaise))
  const bookings = quoted.filter((l) => l.status !== 'not-a-booking')
  const refusal: CancellationRefusal | null =
    bookings.length === 0 ? 'no-bookings' : bookings.some((l) => l.status === 'started') ? 'started' : null
  const drops = quoted
    .map((l) => l.refundDropsAt)
    .filter((d): d is DeadlineView => d !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime())[0]
  return {
    cancellable: refusal === null,
    refusal,
    message: refusal === 'started' ? CANCELLATION_STARTED_MESSAGE : refusal === 'no-bookings' ? CANCELLATION_NO_BOOKINGS_MESSAGE : null,
    lines: quoted,
    paidPaise,
    refundPaise: refusal === null ? sumPaise(...quoted.map((l) => l.refundPaise)) : paise(0),
    refundDropsAt: refusal === null ? (drops ?? null) : null,
  }
}

export type RescheduleRefusal = 'not-allowed' | 'too-late' | 'limit-reached'

export type RescheduleCheck =
  { allowed: true; deadline: DeadlineView } | { allowed: false; reason: RescheduleRefusal; message: string; deadline: DeadlineView | null }

/** Whether a booking can be moved at `now`, and until when. */
export function checkReschedule(rule: CancellationRule, booking: { startsAt: Date; reschedulesSoFar: number }, now: Date): RescheduleCheck {
  if (rule.rescheduleMinHoursBeforeStart === null || rule.maxReschedules === 0)
    return { allowed: false, reason: 'not-allowed', message: 'Bookings cannot be rescheduled.', deadline: null }
  const deadline = view(new Date(booking.startsAt.getTime() - rule.rescheduleMinHoursBeforeStart * HOUR_MS))
  if (booking.reschedulesSoFar >= rule.maxReschedules)
    return {
      allowed: false,
      reason: 'limit-reached',
      message: `This booking has already been rescheduled ${booking.reschedulesSoFar === 1 ? 'once' : `${booking.reschedulesSoFar} times`}, the most allowed.`,
      deadline,
    }
  if (now.getTime() > deadline.at.getTime())
    return { allowed: false, reason: 'too-late', message: `Rescheduling closed at ${deadline.ist}.`, deadline }
  return { allowed: true, deadline }
}

/** The reschedule deadline to show beside a booking, or null when bookings cannot be moved. */
export function rescheduleDeadline(rule: CancellationRule, startsAt: Date): DeadlineView | null {
  if (rule.rescheduleMinHoursBeforeStart === null || rule.maxReschedules === 0) return null
  return view(new Date(startsAt.getTime() - rule.rescheduleMinHoursBeforeStart * HOUR_MS))
}

/**
 * Whether a cancellation gives back the credits that paid for the order's day passes: when it refunds every booking
 * in full (the free tier), as it would money. In a later tier the credits stay spent, as the money that is kept does;
 * credits cannot be split into a share.
 */
export function cancellationReturnsCredits(quote: Pick<CancellationQuote, 'cancellable' | 'lines'>): boolean {
  const bookings = quote.lines.filter((line) => line.status !== 'not-a-booking')
  return (
    quote.cancellable && bookings.length > 0 && bookings.every((line) => line.status === 'refundable' && line.refundBasisPoints === 10_000)
  )
}
