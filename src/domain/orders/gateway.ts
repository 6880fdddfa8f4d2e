// What a payment gateway tells us, in our own terms. The payments adapter (src/integrations/payments) turns Razorpay's
// JSON (or the sandbox gateway's, which is the same) into these types, so the order logic never reads vendor fields.
// Amounts are integer paise as the gateway sends them; instants are Dates.

export const INR = 'INR'

/** Razorpay's order states: an order is 'attempted' once a payment was tried, 'paid' once one was captured in full. */
export type GatewayOrderStatus = 'created' | 'attempted' | 'paid'

export interface GatewayOrder {
  /** 'order_…' */
  id: string
  amountPaise: number
  amountPaidPaise: number
  amountDuePaise: number
  currency: string
  /** Our order number (one gateway order per receipt). */
  receipt: string | null
  status: GatewayOrderStatus
  attempts: number
  notes: Record<string, string>
  createdAt: Date
}

/** A payment's life at the gateway: created → authorized → captured (→ refunded), or created → failed. */
export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'

export interface GatewayPaymentError {
  code: string | null
  description: string | null
  source: string | null
  step: string | null
  reason: string | null
}

export interface GatewayPayment {
  /** 'pay_…' */
  id: string
  /** The gateway order the payment was made on; null for payments outside orders (never ours). */
  orderId: string | null
  amountPaise: number
  currency: string
  status: GatewayPaymentStatus
  /** 'upi', 'card', 'netbanking', 'wallet', … */
  method: string | null
  captured: boolean
  amountRefundedPaise: number
  refundStatus: 'partial' | 'full' | null
  email: string | null
  contact: string | null
  error: GatewayPaymentError | null
  createdAt: Date
}

export type GatewayRefundStatus = 'pending' | 'processed' | 'failed'
export type RefundSpeed = 'normal' | 'optimum'

export interface GatewayRefund {
  /** 'rfnd_…' */
  id: string
  paymentId: string
  amountPaise: number
  currency: string
  status: GatewayRefundStatus
  receipt: string | null
  speedRequested: string | null
  speedProcessed: string | null
  notes: Record<string, string>
  createdAt: Date
}

export const PAYMENT_EVENT_NAMES = [
  'payment.authorized',
  'payment.captured',
  'payment.failed',
  'payment.pending',
  'order.paid',
  'refund.created',
  'refund.processed',
  'refund.failed',
] as const

export type PaymentEventName = (typeof PAYMENT_EVENT_NAMES)[number]

export function isPaymentEventName(value: unknown): value is PaymentEventName {
  return typeof value === 'string' && (PAYMENT_EVENT_NAMES as readonly string[]).includes(value)
}

/**
 * One webhook event, verified and parsed. `id` is the `x-razorpay-event-id` header: the same event delivered twice has
 * the same id (store it under a unique constraint). The entities are snapshots taken when the event happened.
 */
export interface GatewayEvent {
  id: string
  name: PaymentEventName
  accountId: string | null
  createdAt: Date
  payment: GatewayPayment | null
  order: GatewayOrder | null
  refund: GatewayRefund | null
}

/** The gateway order an event belongs to, for finding our order: the payment's order, else the order's id. */
export function gatewayOrderIdOfEvent(event: GatewayEvent): string | null {
  return event.payment?.orderId ?? event.order?.id ?? null
}
