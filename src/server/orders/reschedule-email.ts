import { formatIstRange } from '@/domain/calendar/ist-format'
import type { PricedLine } from '@/domain/cart/price'
import type { CancellationRule } from '@/domain/orders/cancellation'
import type { OutgoingMessage } from '@/integrations/messaging'
import { env } from '../env'
import { calendarAttachments, orderCalendar } from './documents'
import type { OrderContact } from './emails'
import type { OrderRow } from './order-store'
import { bookingTimes, orderView } from './view'

// The email that follows a reschedule (Account → Orders → Reschedule): what moved, from when to when in IST, and the
// booking's calendar invite again, with the same UID and the next SEQUENCE (METHOD:REQUEST), so the customer's
// calendar moves the event instead of adding a second one. Written to the outbox in the reschedule's own transaction:
// one email per move, and none for a move that did not happen.
//
// The GST tax invoice is not reissued. It records the supply (the service and its value) and was issued when the
// order was confirmed; a reschedule changes when the service is used, not what is supplied, its value or the tax on
// it. A credit or debit note (CGST Act section 34) is only for a change of value, which a reschedule never makes:
// the price stays what was paid. The email says so, and the invoice of the order stays the one to download.

export const RESCHEDULE_EMAIL_KIND = 'order-reschedule'

export interface RescheduledBooking {
  /** The line as it read before the move. */
  before: PricedLine
  /** The order after the move (its line has the new date and time). */
  order: OrderRow
  customer: OrderContact
  invoiceSerial: string | null
  rule: CancellationRule
  now: Date
}

function range(line: PricedLine): string {
  const [time] = bookingTimes([line])
  return time ? formatIstRange(time.startsAt, time.endsAt) : line.label
}

export function rescheduleEmailText(input: RescheduledBooking): string {
  const { order, before, customer, invoiceSerial, rule, now } = input
  const after = order.price.lines.find((l) => l.id === before.id) ?? before
  const view = orderView(order, invoiceSerial, now, rule)
  const { SITE_URL } = env()
  return [
    `Hello ${customer.name},`,
    '',
    `Your booking at ${view.building.name} has been moved. Order ${order.number}.`,
    '',
    `Was: ${before.label}, ${range(before)}`,
    `Now: ${after.label}, ${range(after)}`,
    '',
    `Where: ${[view.building.name, ...view.building.addressLines].join(', ')}`,
    ...(view.building.mapUrl ? [`Map: ${view.building.mapUrl}`] : []),
    '',
    'The updated calendar invite is attached: opened in your calendar, it moves the booking to the new time.',
    `The amount paid (${view.breakup.total.amount}) does not change${
      invoiceSerial ? `, and your GST tax invoice ${invoiceSerial} stays as issued: it is for the same service and value` : ''
    }.`,
    ...(view.breakup.cancellation?.text ? [view.breakup.cancellation.text] : []),
    `Your order: ${SITE_URL}/order-confirmation?order=${encodeURIComponent(order.number)}`,
  ].join('\n')
}

/** The outbox messages of one move: the email (the text above and the moved booking's invite, .ics) and, for a customer
 * who asked for WhatsApp updates, a short WhatsApp message. */
export function rescheduleMessages(input: RescheduledBooking): OutgoingMessage[] {
  const messages: OutgoingMessage[] = []
  const { order, customer, before } = input
  if (customer.email) {
    const ics = orderCalendar(order, { name: customer.name, email: customer.email }, input.rule, { onlyLineId: before.id })
    messages.push({
      channel: 'email',
      kind: RESCHEDULE_EMAIL_KIND,
      to: customer.email,
      subject: `Booking rescheduled: order ${order.number}`,
      body: rescheduleEmailText(input),
      orderId: order.id,
      attachments: calendarAttachments(ics, `booking-${order.number}.ics`),
    })
  }
  if (customer.whatsappTo) {
    const after = order.price.lines.find((l) => l.id === before.id) ?? before
    messages.push({
      channel: 'whatsapp',
      kind: RESCHEDULE_EMAIL_KIND,
      to: customer.whatsappTo,
      body: [
        `Hello ${customer.name}, your booking at ${order.snapshot.building.name} (order ${order.number}) has moved.`,
        `Now: ${after.label}, ${range(after)}`,
        `Was: ${before.label}, ${range(before)}`,
        `Details and the updated calendar invite: ${env().SITE_URL}/order-confirmation?order=${encodeURIComponent(order.number)}`,
      ].join('\n'),
      orderId: order.id,
    })
  }
  return messages
}
