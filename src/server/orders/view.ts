import { istInstant, type IsoDate } from '@/domain/calendar/business-date'
import type { PricedLine } from '@/domain/cart/price'
import { amountBreakup, type AmountBreakup } from '@/domain/orders/amount-breakup'
import {
  describeCancellationRule,
  orderCancellationDeadline,
  quoteCancellation,
  type CancellableLine,
  type CancellationQuote,
  type CancellationRule,
  type DeadlineView,
} from '@/domain/orders/cancellation'
import { lineRescheduleCheck } from '@/domain/orders/reschedule'
import { isPaidOrLater, ORDER_STATUS_LABELS, type OrderStatus } from '@/domain/orders/status'
import type { OrderRow } from './order-store'

// What the customer reads of an order (the confirmation page, Account → Orders, the API): lines, amounts with the
// discount breakup and GST, the place, the times in IST, the cancellation deadline and what cancelling now refunds.

/** Day passes start when the building opens; until buildings carry their hours, 09:00 IST. */
export const DAY_PASS_START_MINUTES = 9 * 60
export const DAY_PASS_END_MINUTES = 19 * 60

export interface BookingTime {
  lineId: string
  label: string
  startsAt: Date
  endsAt: Date
}

/** A booking of the order as the customer sees it: its time, and whether and until when it can be moved. */
export interface BookingView extends BookingTime {
  kind: 'day-pass' | 'conference-room'
  durationMinutes: number
  reschedule: { allowed: boolean; deadline: DeadlineView | null; message: string | null }
}

function bookingViews(order: OrderRow, rule: CancellationRule, now: Date): BookingView[] {
  const times = new Map(bookingTimes(order.price.lines).map((t) => [t.lineId, t]))
  return order.price.lines.flatMap((line) => {
    const time = times.get(line.id)
    if (!time || (line.item.kind !== 'day-pass' && line.item.kind !== 'conference-room')) return []
    const check = lineRescheduleCheck(rule, line, order.snapshot.reschedules?.[line.id] ?? 0, now, DAY_PASS_START_MINUTES)
    const confirmed = order.status === 'confirmed'
    return [
      {
        ...time,
        kind: line.item.kind,
        durationMinutes: Math.round((time.endsAt.getTime() - time.startsAt.getTime()) / 60_000),
        reschedule: {
          allowed: confirmed && (check?.allowed ?? false),
          deadline: check?.deadline ?? null,
          message: !confirmed ? null : check && !check.allowed ? check.message : null,
        },
      },
    ]
  })
}

export function bookingTimes(lines: readonly PricedLine[]): BookingTime[] {
  const times: BookingTime[] = []
  for (const line of lines) {
    const item = line.item
    if (item.kind === 'day-pass')
      times.push({
        lineId: line.id,
        label: line.label,
        startsAt: istInstant(item.date, DAY_PASS_START_MINUTES),
        endsAt: istInstant(item.date, DAY_PASS_END_MINUTES),
      })
    if (item.kind === 'conference-room') {
      const [h, m] = item.startTime.split(':').map(Number)
      const start = istInstant(item.date as IsoDate, h! * 60 + m!)
      times.push({ lineId: line.id, label: line.label, startsAt: start, endsAt: new Date(start.getTime() + item.durationMinutes * 60_000) })
    }
  }
  return times
}

export function cancellableLines(order: OrderRow): CancellableLine[] {
  const starts = new Map(bookingTimes(order.price.lines).map((t) => [t.lineId, t.startsAt]))
  return order.price.lines.map((line) => ({
    id: line.id,
    label: line.label,
    startsAt: starts.get(line.id) ?? null,
    paidPaise: line.totalPaise,
  }))
}

/** What cancelling the order at `now` refunds under the rule (loadCancellationRule); null unless it is confirmed. */
export function quoteOrderCancellation(order: OrderRow, now: Date, rule: CancellationRule): CancellationQuote | null {
  if (order.status !== 'confirmed') return null
  return quoteCancellation(rule, cancellableLines(order), now)
}

export interface OrderView {
  number: string
  status: OrderStatus
  statusLabel: string
  paid: boolean
  createdAt: Date
  amountPaise: number
  building: { code: string; name: string; addressLines: string[]; mapUrl: string | null }
  bookings: BookingView[]
  breakup: AmountBreakup
  invoiceSerial: string | null
  outcome: string | null
  cancellation: { rule: string; quote: CancellationQuote | null }
}

export function orderView(order: OrderRow, invoiceSerial: string | null, now: Date, rule: CancellationRule): OrderView {
  const bookings = bookingTimes(order.price.lines)
  const deadline = orderCancellationDeadline(
    rule,
    bookings.map((b) => b.startsAt),
  )
  const paid = isPaidOrLater(order.status)
  const { building } = order.snapshot
  return {
    number: order.number,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    paid,
    createdAt: order.createdAt,
    amountPaise: order.amountPaise,
    building: { code: building.code, name: building.name, addressLines: building.addressLines, mapUrl: building.mapUrl },
    bookings: bookingViews(order, rule, now),
    breakup: amountBreakup(order.price, { cancellationDeadline: deadline, paid }),
    invoiceSerial,
    outcome: order.outcome,
    cancellation: { rule: describeCancellationRule(rule), quote: quoteOrderCancellation(order, now, rule) },
  }
}
