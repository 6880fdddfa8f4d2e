import { normaliseOrderNumber } from '@/domain/orders/numbers'
import { cancellationReturnsCredits } from '@/domain/orders/cancellation'
import { applyFetchedPayment, requestRefund } from '@/domain/orders/payment-state'
import { selectMessaging } from '@/integrations/messaging'
import { PaymentGatewayError } from '@/integrations/payments'
import type { Customer } from '@/payload-types'
import { ApiError } from '../api/errors'
import { inTransaction, type Transaction } from '../db/transaction'
import { paymentGateway } from '../payments/gateway'
import { advanceOrder, OrderStepRefused } from './advance'
import { loadCancellationRule } from './cancellation-rule'
import { cancellationMessages } from './cancellation-email'
import { confirmationHooks, confirmingOrder } from './confirmation-hooks'
import { whatsappNumber, type OrderContact } from './emails'
import { giveBackOrderMoney } from './order-money'
import { findOrder, listCustomerOrders, type OrderRow } from './order-store'
import { quoteOrderCancellation } from './view'

// The customer's own orders: found only among the caller's (another customer's number answers 404, as an unknown one
// does), the browser's payment handler checked on the server, and cancellation under the rule.

export const ORDER_NOT_FOUND_MESSAGE = 'We could not find this order in your account.'
export const PAYMENT_NOT_VERIFIED_MESSAGE = 'We could not verify this payment. If money left your account, it will be refunded.'

export async function customerOrder(tx: Pick<Transaction, 'query'>, customer: Customer, number: string, lock = false): Promise<OrderRow> {
  const order = await findOrder(tx, { number: normaliseOrderNumber(number) }, { lock })
  if (!order || order.customerId !== customer.id) throw new ApiError('not_found', ORDER_NOT_FOUND_MESSAGE)
  return order
}

export async function invoiceSerialOf(tx: Pick<Transaction, 'query'>, orderId: number): Promise<string | null> {
  const { rows } = await tx.query<{ serial: string }>('SELECT serial FROM invoices WHERE order_id = $1', [orderId])
  return rows[0]?.serial ?? null
}

export async function listOrders(customer: Customer): Promise<{ order: OrderRow; invoiceSerial: string | null }[]> {
  return inTransaction(async (tx) => {
    const orders = await listCustomerOrders(tx, customer.id)
    return Promise.all(orders.map(async (order) => ({ order, invoiceSerial: await invoiceSerialOf(tx, order.id) })))
  })
}

export async function getOrder(customer: Customer, number: string): Promise<{ order: OrderRow; invoiceSerial: string | null }> {
  return inTransaction(async (tx) => {
    const order = await customerOrder(tx, customer, number)
    return { order, invoiceSerial: await invoiceSerialOf(tx, order.id) }
  })
}

/**
 * The browser's checkout handler only asks the server to check: the signature is checked against the gateway order id
 * we stored, then the payment is fetched from the gateway, and that fetched payment (not the browser) moves the order.
 */
export async function verifyPayment(
  customer: Customer,
  number: string,
  handler: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string },
  now = new Date(),
): Promise<OrderRow> {
  const gateway = paymentGateway()
  const order = await inTransaction((tx) => customerOrder(tx, customer, number))
  if (
    !order.gatewayOrderId ||
    !gateway.verifyPaymentSignature({
      storedOrderId: order.gatewayOrderId,
      paymentId: handler.razorpay_payment_id,
      signature: handler.razorpay_signature,
    })
  )
    throw new ApiError('bad_request', PAYMENT_NOT_VERIFIED_MESSAGE)
  let payment
  try {
    payment = await gateway.fetchPayment(handler.razorpay_payment_id)
  } catch (error) {
    if (error instanceof PaymentGatewayError && !error.retryable) throw new ApiError('bad_request', PAYMENT_NOT_VERIFIED_MESSAGE)
    throw error
  }
  return inTransaction(async (tx) => {
    const locked = await customerOrder(tx, customer, number, true)
    try {
      await advanceOrder(tx, locked, applyFetchedPayment(locked.state, payment), now)
    } catch (error) {
      if (error instanceof OrderStepRefused) throw new ApiError('bad_request', PAYMENT_NOT_VERIFIED_MESSAGE)
      throw error
    }
    return (await findOrder(tx, { id: locked.id }))!
  })
}

/** Where an order's messages go: the email, and WhatsApp when the customer asked for WhatsApp updates. */
export function customerContact(customer: Customer): OrderContact {
  return {
    name: customer.name,
    email: customer.email ?? null,
    whatsappTo: customer.profile?.isWhatsappEnabled === true ? whatsappNumber(customer.phone ?? null) : null,
  }
}

export const REFUND_CHANGED_MESSAGE = 'The refund for cancelling has changed since you looked. Check the new amount and confirm again.'

export async function cancelOrder(customer: Customer, number: string, expectedRefundPaise: number, now = new Date()): Promise<OrderRow> {
  const rule = await loadCancellationRule()
  return inTransaction(async (tx) => {
    const order = await customerOrder(tx, customer, number, true)
    const quote = quoteOrderCancellation(order, now, rule)
    if (!quote) throw new ApiError('conflict', 'Only a confirmed order can be cancelled.')
    if (!quote.cancellable) throw new ApiError('conflict', quote.message ?? 'This order can no longer be cancelled.')
    if (quote.refundPaise !== expectedRefundPaise) throw new ApiError('conflict', REFUND_CHANGED_MESSAGE)
    try {
      await advanceOrder(
        tx,
        order,
        requestRefund(order.state, { amountPaise: quote.refundPaise, reason: 'customer-cancellation', now }),
        now,
      )
      await confirmationHooks().releaseBookings(tx, confirmingOrder(order), 'cancelled')
      // The coupon's use comes back only when everything paid does (advance.ts, on the refund settling in full).
      if (cancellationReturnsCredits(quote))
        await giveBackOrderMoney(tx, order.id, 'refund', { coupon: false, reason: 'Cancelled by the customer' })
    } catch (error) {
      if (error instanceof OrderStepRefused) throw new ApiError('conflict', error.message)
      throw error
    }
    const messages = cancellationMessages({ order, customer: customerContact(customer), refundPaise: quote.refundPaise, rule })
    if (messages.length > 0) await selectMessaging().send(messages, { req: tx.req })
    return (await findOrder(tx, { id: order.id }))!
  })
}
