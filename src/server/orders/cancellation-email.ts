import { formatIstRange } from '@/domain/calendar/ist-format'
import { formatPaise, type Paise } from '@/domain/money'
import type { CancellationRule } from '@/domain/orders/cancellation'
import type { OutgoingMessage } from '@/integrations/messaging'
import { env } from '../env'
import { calendarAttachments, orderCalendar } from './documents'
import type { OrderContact } from './emails'
import type { OrderRow } from './order-store'
import { bookingTimes } from './view'

// What a customer's cancellation (Account → Orders → Cancel) sends, written to the outbox in the cancellation's own
// transaction, so a refused cancellation sends nothing and a cancellation sends once:
// - an email saying what was cancelled and the refund that was requested, with the bookings' calendar cancellation
//   attached (METHOD:CANCEL, the same UID as the invite, the next SEQUENCE), so the customer's calendar removes the
//   event instead of keeping a booking that no longer exists;
// - a short WhatsApp message to customers who asked for WhatsApp updates.
// The refund's own email follows when the gateway reports it processed (./emails.ts, 'refund').

export const CANCELLATION_EMAIL_KIND = 'order-cancellation'

export interface CancelledOrder {
  /** The order as it read before the cancellation (its bookings and their times). */
  order: OrderRow
  customer: OrderContact
  refundPaise: number
  rule: CancellationRule
}

function refundLine(order: OrderRow, refundPaise: number): string {
  return refundPaise > 0
    ? `A refund of ${formatPaise(refundPaise as Paise)} has been requested to your original payment method. We will write again when the bank confirms it; banks usually show it within 5 to 7 working days.`
    : `No refund applies to order ${order.number} under the cancellation rule at the time you cancelled.`
}

function bookingLines(order: OrderRow): string[] {
  return bookingTimes(order.price.lines).map((b) => `${b.label}: ${formatIstRange(b.startsAt, b.endsAt)}`)
}

export function cancellationEmailText({ order, customer, refundPaise }: CancelledOrder): string {
  const { SITE_URL } = env()
  const bookings = bookingLines(order)
  return [
    `Hello ${customer.name},`,
    '',
    `Your booking at ${order.snapshot.building.name} has been cancelled, as you asked. Order ${order.number}.`,
    ...(bookings.length > 0 ? ['', ...bookings] : []),
    '',
    refundLine(order, refundPaise),
    ...(bookings.length > 0 ? ['', 'The attached calendar update removes the booking from your calendar.'] : []),
    `Your order: ${SITE_URL}/order-confirmation?order=${encodeURIComponent(order.number)}`,
  ].join('\n')
}

/** The outbox messages of one cancellation: the email (with the calendar cancellation) and, when asked for, WhatsApp. */
export function cancellationMessages(input: CancelledOrder): OutgoingMessage[] {
  const { order, customer, rule } = input
  const messages: OutgoingMessage[] = []
  if (customer.email) {
    const ics = orderCalendar(order, { name: customer.name, email: customer.email }, rule, { method: 'CANCEL' })
    messages.push({
      channel: 'email',
      kind: CANCELLATION_EMAIL_KIND,
      to: customer.email,
      subject: `Booking cancelled: order ${order.number}`,
      body: cancellationEmailText(input),
      orderId: order.id,
      attachments: calendarAttachments(ics, `booking-${order.number}-cancelled.ics`, 'CANCEL'),
    })
  }
  if (customer.whatsappTo)
    messages.push({
      channel: 'whatsapp',
      kind: CANCELLATION_EMAIL_KIND,
      to: customer.whatsappTo,
      body: [
        `Hello ${customer.name}, your booking at ${order.snapshot.building.name} (order ${order.number}) is cancelled.`,
        ...bookingLines(order),
        refundLine(order, input.refundPaise),
      ].join('\n'),
      orderId: order.id,
    })
  return messages
}
