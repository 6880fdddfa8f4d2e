import { createHmac } from 'node:crypto'
import type { RazorpayError, RazorpayOrder, RazorpayPayment, RazorpayRefund, RazorpayWebhookBody } from '../razorpay-schemas'
import { webhookSignature, WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '../signatures'

// The sandbox gateway's protocol as pure functions: ids, keys, the JSON entities Razorpay answers with, webhook event
// bodies exactly as Razorpay sends them, and their signatures. The gateway class (gateway.ts) keeps state through a
// store; nothing here does I/O.

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
export const SANDBOX_ID_LENGTH = 14

/** Letters and digits from random bytes (a byte of 248 or more is folded back, so no letter is favoured much). */
function base62(bytes: Uint8Array, length: number): string {
  if (bytes.length < length) throw new RangeError(`${length} characters need ${length} random bytes`)
  let text = ''
  for (let i = 0; i < length; i++) text += BASE62[(bytes[i]! < 248 ? bytes[i]! : bytes[i]! - 248) % 62]
  return text
}

/** Razorpay-like ids: a prefix and 14 letters and digits ('order_KxY…'). `random` gives at least 14 bytes. */
export function sandboxId(prefix: 'order_' | 'pay_' | 'rfnd_' | 'acc_', random: Uint8Array): string {
  return prefix + base62(random, SANDBOX_ID_LENGTH)
}

/** An event id as sent in x-razorpay-event-id: 14 letters and digits. */
export function sandboxEventId(random: Uint8Array): string {
  return base62(random, SANDBOX_ID_LENGTH)
}

export interface SandboxCredentials {
  keyId: string
  keySecret: string
  webhookSecret: string
  accountId: string
}

function derive(master: string, label: string, length: number): string {
  return base62(createHmac('sha256', master).update(`sandbox-gateway:${label}`).digest(), length)
}

/**
 * The sandbox's keys, derived from one server secret (PAYLOAD_SECRET), so every app instance agrees on them with no
 * configuration and they change when the secret does. The key id looks like Razorpay's test keys.
 */
export function sandboxCredentials(masterSecret: string): SandboxCredentials {
  if (masterSecret.length < 16) throw new RangeError('The sandbox keys need a server secret of at least 16 characters')
  return {
    keyId: `rzp_test_${derive(masterSecret, 'key-id', 14)}`,
    keySecret: derive(masterSecret, 'key-secret', 24),
    webhookSecret: derive(masterSecret, 'webhook-secret', 32),
    accountId: `acc_${derive(masterSecret, 'account', 14)}`,
  }
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000)

export function newOrderEntity(input: {
  id: string
  amount: number
  currency: string
  receipt: string | null
  notes: Record<string, string>
  createdAt: Date
}): RazorpayOrder {
  return {
    id: input.id,
    entity: 'order',
    amount: input.amount,
    amount_paid: 0,
    amount_due: input.amount,
    currency: input.currency,
    receipt: input.receipt,
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: Object.keys(input.notes).length === 0 ? [] : input.notes,
    created_at: seconds(input.createdAt),
  }
}

export type SandboxMethod = 'upi' | 'card' | 'netbanking'

/** What the tester's 'Fail' gives: Razorpay's generic failure of a payment the customer did not complete. */
export const SANDBOX_FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed',
  source: 'customer',
  step: 'payment_authentication',
  reason: 'payment_failed',
} as const

export function newPaymentEntity(input: {
  id: string
  order: RazorpayOrder
  method: SandboxMethod
  email: string | null
  contact: string | null
  createdAt: Date
}): RazorpayPayment {
  return {
    id: input.id,
    entity: 'payment',
    amount: input.order.amount,
    currency: input.order.currency,
    status: 'created',
    order_id: input.order.id,
    invoice_id: null,
    international: false,
    method: input.method,
    amount_refunded: 0,
    refund_status: null,
    captured: false,
    description: null,
    card_id: null,
    bank: input.method === 'netbanking' ? 'HDFC' : null,
    wallet: null,
    vpa: input.method === 'upi' ? 'success@razorpay' : null,
    email: input.email,
    contact: input.contact,
    notes: [],
    fee: null,
    tax: null,
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
    created_at: seconds(input.createdAt),
  }
}

export function authorized(payment: RazorpayPayment): RazorpayPayment {
  return { ...payment, status: 'authorized' }
}

/** Captured with the fee Razorpay would charge (2% plus 18% GST on it), so the shape carries realistic numbers. */
export function captured(payment: RazorpayPayment): RazorpayPayment {
  const fee = Math.round(payment.amount * 0.02)
  const tax = Math.round(fee * 0.18)
  return { ...payment, status: 'captured', captured: true, fee: fee + tax, tax }
}

export function failed(payment: RazorpayPayment): RazorpayPayment {
  return {
    ...payment,
    status: 'failed',
    error_code: SANDBOX_FAILURE.code,
    error_description: SANDBOX_FAILURE.description,
    error_source: SANDBOX_FAILURE.source,
    error_step: SANDBOX_FAILURE.step,
    error_reason: SANDBOX_FAILURE.reason,
  }
}

export function newRefundEntity(input: {
  id: string
  payment: RazorpayPayment
  amount: number
  speed: 'normal' | 'optimum'
  receipt: string | null
  notes: Record<string, string>
  createdAt: Date
}): RazorpayRefund {
  return {
    id: input.id,
    entity: 'refund',
    amount: input.amount,
    currency: input.payment.currency,
    payment_id: input.payment.id,
    notes: Object.keys(input.notes).length === 0 ? [] : input.notes,
    receipt: input.receipt,
    acquirer_data: { arn: null },
    created_at: seconds(input.createdAt),
    batch_id: null,
    status: 'pending',
    speed_processed: null,
    speed_requested: input.speed,
  }
}

/** The payment after a refund changed what is refunded: amount_refunded, refund_status, and 'refunded' when in full. */
export function withRefunded(payment: RazorpayPayment, amountRefunded: number): RazorpayPayment {
  const full = amountRefunded >= payment.amount
  return {
    ...payment,
    amount_refunded: amountRefunded,
    refund_status: amountRefunded === 0 ? null : full ? 'full' : 'partial',
    status: full ? 'refunded' : 'captured',
  }
}

export function razorpayError(description: string, field?: string): RazorpayError {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  }
}

/** A webhook body exactly as Razorpay sends it: `contains` lists the entities of the payload. */
export function webhookEventBody(input: {
  accountId: string
  event: string
  createdAt: Date
  payment?: RazorpayPayment
  order?: RazorpayOrder
  refund?: RazorpayRefund
}): RazorpayWebhookBody {
  const payload: RazorpayWebhookBody['payload'] = {}
  const contains: string[] = []
  if (input.refund) {
    payload.refund = { entity: input.refund }
    contains.push('refund')
  }
  if (input.payment) {
    payload.payment = { entity: input.payment }
    contains.push('payment')
  }
  if (input.order) {
    payload.order = { entity: input.order }
    contains.push('order')
  }
  return { entity: 'event', account_id: input.accountId, event: input.event, contains, payload, created_at: seconds(input.createdAt) }
}

/** One webhook to deliver: the body is the exact text that was signed. */
export interface WebhookDelivery {
  eventId: string
  event: string
  body: string
  signature: string
  createdAt: Date
}

export function signedDelivery(eventId: string, body: RazorpayWebhookBody, webhookSecret: string, createdAt: Date): WebhookDelivery {
  const text = JSON.stringify(body)
  return { eventId, event: body.event, body: text, signature: webhookSignature(text, webhookSecret), createdAt }
}

/**
 * 'in-order': each event once, in the order it happened. 'chaos' (the test switch): every event twice, and the
 * whole list reversed, so payment.captured comes before payment.authorized and order.paid first.
 */
export type DeliveryMode = 'in-order' | 'chaos'

export function planDeliveries(deliveries: readonly WebhookDelivery[], mode: DeliveryMode): WebhookDelivery[] {
  if (mode === 'in-order') return [...deliveries]
  const reversed = [...deliveries].reverse()
  return [...reversed, ...reversed]
}

/** The HTTP request that delivers one webhook to the app's webhook route, as Razorpay makes it. */
export function webhookRequest(
  delivery: WebhookDelivery,
  url: string,
): { url: string; method: 'POST'; headers: Record<string, string>; body: string } {
  return {
    url,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Razorpay-Webhook/v1',
      [WEBHOOK_SIGNATURE_HEADER]: delivery.signature,
      [WEBHOOK_EVENT_ID_HEADER]: delivery.eventId,
    },
    body: delivery.body,
  }
}

/** The UPI intent link (and QR code text) of the sandbox sheet: upi://pay with the amount in rupees. */
export function upiIntentUri(input: { payeeVpa: string; payeeName: string; amountPaise: number; orderId: string; note: string }): string {
  const rupees = `${Math.floor(input.amountPaise / 100)}.${String(input.amountPaise % 100).padStart(2, '0')}`
  const params = new URLSearchParams({ pa: input.payeeVpa, pn: input.payeeName, am: rupees, cu: 'INR', tr: input.orderId, tn: input.note })
  return `upi://pay?${params.toString()}`
}
