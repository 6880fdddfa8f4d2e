import { cancellationDeadline, type CancellationRule } from '@/domain/orders/cancellation'
import type { TaxInvoice } from '@/domain/invoices/tax-invoice'
import type { MessageAttachment } from '@/integrations/messaging'
import type { Customer } from '@/payload-types'
import { ApiError } from '../api/errors'
import { inTransaction } from '../db/transaction'
import { bookingCancellation, bookingInvite, type InviteGuest } from '../documents/booking-invite'
import { renderInvoicePdf } from '../documents/invoice-pdf'
import { env } from '../env'
import { customerOrder } from './customer-orders'
import type { OrderRow } from './order-store'
import { loadCancellationRule } from './cancellation-rule'
import { bookingTimes } from './view'

// The order's documents for its customer: the GST tax invoice (PDF, rendered from the invoice as issued) and the
// calendar invite (.ics) of its bookings, one event per booking.

export const NO_INVOICE_MESSAGE = 'This order has no invoice yet: it is issued when the booking is confirmed.'
export const NO_BOOKINGS_MESSAGE = 'This order has no booking to add to a calendar.'

export async function orderInvoicePdf(customer: Customer, number: string): Promise<{ serial: string; pdf: Buffer }> {
  const invoice = await inTransaction(async (tx) => {
    const order = await customerOrder(tx, customer, number)
    const { rows } = await tx.query<{ serial: string; document: TaxInvoice }>('SELECT serial, document FROM invoices WHERE order_id = $1', [
      order.id,
    ])
    return rows[0] ?? null
  })
  if (!invoice) throw new ApiError('not_found', NO_INVOICE_MESSAGE)
  return { serial: invoice.serial, pdf: await renderInvoicePdf(invoice.document) }
}

/** The team members the cart named for a day-pass date, as the invite's guests (the buyer is its attendee). */
function guestsOf(order: OrderRow, lineId: string): InviteGuest[] {
  const line = order.price.lines.find((l) => l.id === lineId)
  if (line?.item.kind !== 'day-pass') return []
  const date = line.item.date
  const day = (order.snapshot.cart.dayPassItemsArray ?? []).find((d) => d.date === date)
  const contacts = new Map((order.snapshot.cart.teamMembers ?? []).map((m) => [m.contact_id, m]))
  return (day?.team_members ?? []).flatMap((id) => {
    const member = contacts.get(id)
    return member ? [{ name: member.name, email: member.email }] : []
  })
}

/**
 * The invites of an order's bookings as one calendar (the first invite's calendar with every booking's event), or of
 * one booking (`onlyLineId`, the reschedule email's); `method: 'CANCEL'` makes the cancellation of each (the cancel
 * email's). Each event's UID is the order's line, and its SEQUENCE counts the
 * line's moves, so a calendar that has the event replaces it with the newer invite.
 */
export function orderCalendar(
  order: OrderRow,
  attendee: { name: string; email: string },
  rule: CancellationRule,
  options: { onlyLineId?: string; method?: 'REQUEST' | 'CANCEL' } = {},
): string | null {
  // A cancellation carries the next SEQUENCE after the booking's last invite, so calendars take it over that invite.
  const render = options.method === 'CANCEL' ? bookingCancellation : bookingInvite
  const sequenceStep = options.method === 'CANCEL' ? 1 : 0
  const { SITE_URL } = env()
  const bookings = bookingTimes(order.price.lines).filter((b) => options.onlyLineId === undefined || b.lineId === options.onlyLineId)
  const invites = bookings.map((booking) => {
    const deadline = cancellationDeadline(rule, booking.startsAt)
    return render({
      bookingId: `${order.number}-${booking.lineId.replace(/[^A-Za-z0-9-]/g, '-')}`,
      sequence: (order.snapshot.reschedules?.[booking.lineId] ?? 0) + sequenceStep,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      title: `${booking.label} at ${order.snapshot.building.name}`,
      building: {
        name: order.snapshot.building.name,
        addressLines: order.snapshot.building.addressLines,
        mapUrl: order.snapshot.building.mapUrl,
      },
      orderNumber: order.number,
      guests: guestsOf(order, booking.lineId),
      cancellation: deadline ? { deadline: deadline.at, refundBasisPoints: deadline.refundBasisPoints } : null,
      organizer: { name: 'Sthana Workspaces', email: 'bookings@sthanaworkspaces.in' },
      attendee,
      url: `${SITE_URL}/order-confirmation?order=${encodeURIComponent(order.number)}`,
    })
  })
  if (invites.length === 0) return null
  const events = invites.map((ics) => ics.slice(ics.indexOf('BEGIN:VEVENT'), ics.indexOf('END:VEVENT') + 'END:VEVENT'.length))
  const first = invites[0]!
  return `${first.slice(0, first.indexOf('BEGIN:VEVENT'))}${events.join('\r\n')}${first.slice(first.indexOf('END:VEVENT') + 'END:VEVENT'.length)}`
}

/** An order calendar (orderCalendar) as an email's attachment; none when the order has no booking to put in one. */
export function calendarAttachments(ics: string | null, filename: string, method: 'REQUEST' | 'CANCEL' = 'REQUEST'): MessageAttachment[] {
  return ics ? [{ filename, contentType: `text/calendar; method=${method}`, contentBase64: Buffer.from(ics).toString('base64') }] : []
}

export async function orderCalendarFor(customer: Customer, number: string): Promise<string> {
  const order = await inTransaction((tx) => customerOrder(tx, customer, number))
  if (order.status !== 'confirmed') throw new ApiError('not_found', 'Only a confirmed booking can be added to a calendar.')
  const ics = orderCalendar(
    order,
    { name: customer.name, email: customer.email ?? 'customer@sthanaworkspaces.in' },
    await loadCancellationRule(),
  )
  if (!ics) throw new ApiError('not_found', NO_BOOKINGS_MESSAGE)
  return ics
}
