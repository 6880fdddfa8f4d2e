import { formatIstRange } from '@/domain/calendar/ist-format'
import type { TaxInvoice } from '@/domain/invoices/tax-invoice'
import { formatPaise, type Paise } from '@/domain/money'
import type { CancellationRule } from '@/domain/orders/cancellation'
import { refundedPaise } from '@/domain/orders/payment-state'
import { selectMessaging, type OutgoingMessage } from '@/integrations/messaging'
import { inTransaction } from '../db/transaction'
import { renderInvoicePdf } from '../documents/invoice-pdf'
import { env } from '../env'
import { loadCancellationRule } from './cancellation-rule'
import { calendarAttachments, orderCalendar } from './documents'
import { findOrder, type OrderRow } from './order-store'
import { orderView } from './view'

// The order's emails, through the messaging adapter (the outbox by default): the confirmation with the GST invoice
// (PDF) and the calendar invite (.ics) attached, and the refund notice saying why. Sent by the 'order-email' job,
// queued in the transaction that confirmed or settled the order; a second run finds the outbox row and sends nothing.

export type OrderEmailKind = 'confirmation' | 'refund'

function confirmationText(order: OrderRow, name: string, invoice: TaxInvoice | null, rule: CancellationRule): string {
  const view = orderView(order, invoice?.serialNumber ?? null, new Date(), rule)
  const { SITE_URL } = env()
  return [
    `Hello ${name},`,
    '',
    `Your booking at ${view.building.name} is confirmed. Order ${order.number}.`,
    '',
    ...view.bookings.map((b) => `${b.label}: ${formatIstRange(b.startsAt, b.endsAt)}`),
    '',
    `Where: ${[view.building.name, ...view.building.addressLines].join(', ')}`,
    ...(view.building.mapUrl ? [`Map: ${view.building.mapUrl}`] : []),
    '',
    ...view.breakup.lines.map((l) => `${l.label}: ${l.amount}`),
    ...view.breakup.discounts.map((d) => `${d.label}: ${d.amount}`),
    `${view.breakup.taxableValue.label}: ${view.breakup.taxableValue.amount}`,
    ...view.breakup.gst.map((g) => `${g.label}: ${g.amount}`),
    `${view.breakup.total.label}: ${view.breakup.total.amount}`,
    '',
    view.breakup.cancellation?.text ?? '',
    invoice ? `Your GST tax invoice ${invoice.serialNumber} is attached, with a calendar invite.` : '',
    `Your order: ${SITE_URL}/order-confirmation?order=${encodeURIComponent(order.number)}`,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n')
}

function refundText(order: OrderRow, name: string): string {
  const amount = formatPaise(refundedPaise(order.state) as Paise)
  return [
    `Hello ${name},`,
    '',
    order.outcome ?? `Your order ${order.number} was cancelled.`,
    '',
    `${amount} has been refunded to your original payment method for order ${order.number}. Banks usually show it within 5 to 7 working days.`,
  ].join('\n')
}

export async function sendOrderEmail(orderId: number, kind: OrderEmailKind): Promise<string> {
  const outboxKind = kind === 'confirmation' ? 'order-confirmation' : 'order-refund'
  const rule = await loadCancellationRule()
  const prepared = await inTransaction(async (tx) => {
    const order = await findOrder(tx, { id: orderId })
    if (!order) return null
    const { rows: customers } = await tx.query<{ name: string; email: string | null; phone: string | null; whatsapp: boolean | null }>(
      'SELECT name, email, phone, profile_is_whatsapp_enabled AS whatsapp FROM customers WHERE id = $1',
      [order.customerId],
    )
    const customer = customers[0]
    if (!customer?.email) return null
    const { rows: invoices } = await tx.query<{ document: TaxInvoice }>('SELECT document FROM invoices WHERE order_id = $1', [orderId])
    const whatsappTo = customer.whatsapp ? whatsappNumber(customer.phone) : null
    return { order, customer: { name: customer.name, email: customer.email }, whatsappTo, invoice: invoices[0]?.document ?? null }
  })
  if (!prepared) return 'no order or no email address'
  const { order, customer, whatsappTo, invoice } = prepared

  const message: OutgoingMessage =
    kind === 'confirmation'
      ? {
          channel: 'email',
          kind: outboxKind,
          to: customer.email,
          subject: `Booking confirmed: order ${order.number}`,
          body: confirmationText(order, customer.name, invoice, rule),
          orderId,
          attachments: [
            ...(invoice
              ? [
                  {
                    filename: `invoice-${invoice.serialNumber.replace(/\//g, '-')}.pdf`,
                    contentType: 'application/pdf',
                    contentBase64: (await renderInvoicePdf(invoice)).toString('base64'),
                  },
                ]
              : []),
            ...calendarAttachments(orderCalendar(order, customer, rule), `booking-${order.number}.ics`),
          ],
        }
      : {
          channel: 'email',
          kind: outboxKind,
          to: customer.email,
          subject: `Refund for order ${order.number}`,
          body: refundText(order, customer.name),
          orderId,
        }

  // The confirmation also goes to WhatsApp for customers who asked for WhatsApp updates (Account → Profile).
  const messages: OutgoingMessage[] = [message]
  if (kind === 'confirmation' && whatsappTo)
    messages.push({
      channel: 'whatsapp',
      kind: outboxKind,
      to: whatsappTo,
      body: whatsappConfirmationText(order, customer.name, rule),
      orderId,
    })

  return inTransaction(async (tx) => {
    // One message of each kind and channel per order: the order row's lock makes a concurrent second run wait, then
    // find the first.
    await tx.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId])
    const { rows } = await tx.query<{ channel: string }>('SELECT channel FROM outbox_messages WHERE order_id = $1 AND kind = $2', [
      orderId,
      outboxKind,
    ])
    const sent = new Set(rows.map((r) => r.channel))
    const due = messages.filter((m) => !sent.has(m.channel))
    if (due.length === 0) return 'already sent'
    await selectMessaging().send(due, { req: tx.req })
    return `queued ${outboxKind}${due.some((m) => m.channel === 'whatsapp') ? ' (and WhatsApp)' : ''}`
  })
}

/** Where an order's messages go: the email, and the WhatsApp number of a customer who asked for WhatsApp updates. */
export interface OrderContact {
  name: string
  email: string | null
  whatsappTo: string | null
}

/** The 10 digits of an Indian mobile number, or null (WhatsApp is not sent to anything else). */
export function whatsappNumber(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '')
  return /^[6-9]\d{9}$/.test(digits) ? digits : null
}

/** The WhatsApp confirmation: short, no attachments; the order page has the invoice and the calendar invite. */
function whatsappConfirmationText(order: OrderRow, name: string, rule: CancellationRule): string {
  const view = orderView(order, null, new Date(), rule)
  const { SITE_URL } = env()
  return [
    `Hello ${name}, your booking at ${view.building.name} is confirmed (order ${order.number}).`,
    ...view.bookings.map((b) => `${b.label}: ${formatIstRange(b.startsAt, b.endsAt)}`),
    `Total paid: ${view.breakup.total.amount}.`,
    ...(view.breakup.cancellation?.text ? [view.breakup.cancellation.text] : []),
    `Invoice and calendar invite: ${SITE_URL}/order-confirmation?order=${encodeURIComponent(order.number)}`,
  ].join('\n')
}
