import { z } from 'zod'
import {
  PAYMENT_EVENT_NAMES,
  type GatewayEvent,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayPaymentError,
  type GatewayRefund,
} from '@/domain/orders/gateway'

// Razorpay's request and answer shapes (API v1; research/payments.md, razorpay.com/docs/api and the `razorpay`
// package's lib/types), as zod schemas. Answers are loose objects: Razorpay adds fields over time, and an unknown field
// must not break a payment. What we read is checked; everything else passes through untouched. The sandbox gateway
// answers with these same shapes, and its tests parse its answers with these schemas.

const amount = z.number().int().nonnegative()
const unixSeconds = z.number().int().nonnegative()

/** Razorpay sends `notes` as an object, or as an empty array when there are none. */
export const notesSchema = z
  .union([z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])), z.array(z.never()).max(0)])
  .transform((notes): Record<string, string> =>
    Array.isArray(notes) ? {} : Object.fromEntries(Object.entries(notes).map(([k, v]) => [k, v === null ? '' : String(v)])),
  )

export const razorpayOrderSchema = z.looseObject({
  id: z.string().startsWith('order_'),
  entity: z.literal('order'),
  amount,
  amount_paid: amount,
  amount_due: amount,
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.enum(['created', 'attempted', 'paid']),
  attempts: z.number().int().nonnegative(),
  notes: notesSchema,
  created_at: unixSeconds,
})
export type RazorpayOrder = z.input<typeof razorpayOrderSchema>

const nullableText = z.string().nullable().optional()

export const razorpayPaymentSchema = z.looseObject({
  id: z.string().startsWith('pay_'),
  entity: z.literal('payment'),
  amount,
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string().nullable(),
  method: nullableText,
  captured: z.boolean(),
  amount_refunded: amount,
  refund_status: z.enum(['partial', 'full']).nullable(),
  email: nullableText,
  contact: z.union([z.string(), z.number()]).nullable().optional(),
  error_code: nullableText,
  error_description: nullableText,
  error_source: nullableText,
  error_step: nullableText,
  error_reason: nullableText,
  notes: notesSchema.optional(),
  created_at: unixSeconds,
})
export type RazorpayPayment = z.input<typeof razorpayPaymentSchema>

export const razorpayRefundSchema = z.looseObject({
  id: z.string().startsWith('rfnd_'),
  entity: z.literal('refund'),
  amount,
  currency: z.string(),
  payment_id: z.string().startsWith('pay_'),
  notes: notesSchema,
  receipt: z.string().nullable(),
  status: z.enum(['pending', 'processed', 'failed']),
  speed_requested: nullableText,
  speed_processed: nullableText,
  created_at: unixSeconds,
})
export type RazorpayRefund = z.input<typeof razorpayRefundSchema>

export function collectionSchema<T extends z.ZodType>(item: T) {
  return z.looseObject({ entity: z.literal('collection'), count: z.number().int().nonnegative(), items: z.array(item) })
}

export const razorpayErrorSchema = z.looseObject({
  error: z.looseObject({
    code: z.string(),
    description: z.string(),
    source: nullableText,
    step: nullableText,
    reason: nullableText,
    field: nullableText,
    metadata: z.unknown().optional(),
  }),
})
export type RazorpayError = z.input<typeof razorpayErrorSchema>

export const razorpayWebhookSchema = z.looseObject({
  entity: z.literal('event'),
  account_id: z.string(),
  event: z.string(),
  contains: z.array(z.string()),
  payload: z.looseObject({
    payment: z.looseObject({ entity: razorpayPaymentSchema }).optional(),
    order: z.looseObject({ entity: razorpayOrderSchema }).optional(),
    refund: z.looseObject({ entity: razorpayRefundSchema }).optional(),
  }),
  created_at: unixSeconds,
})
export type RazorpayWebhookBody = z.input<typeof razorpayWebhookSchema>

// ── Requests ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** POST /v1/orders. At least ₹1; receipt at most 40 characters; at most 15 notes of 256 characters. */
export const createOrderBodySchema = z.strictObject({
  amount: z.number().int().min(100),
  currency: z.literal('INR'),
  receipt: z.string().min(1).max(40),
  notes: z
    .record(z.string().max(256), z.string().max(256))
    .refine((notes) => Object.keys(notes).length <= 15, 'At most 15 notes')
    .optional(),
  /** A repeated create with the same receipt answers the order already made (Razorpay: retries and idempotency). */
  unique_receipt: z.boolean().optional(),
  partial_payment: z.boolean().optional(),
})
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>

/** POST /v1/payments/:id/refund, with the X-Refund-Idempotency header. */
export const refundBodySchema = z.strictObject({
  amount: z.number().int().min(100).optional(),
  speed: z.enum(['normal', 'optimum']).optional(),
  receipt: z.string().max(40).optional(),
  notes: z
    .record(z.string().max(256), z.string().max(256))
    .refine((notes) => Object.keys(notes).length <= 15, 'At most 15 notes')
    .optional(),
})
export type RefundBody = z.infer<typeof refundBodySchema>

export const REFUND_IDEMPOTENCY_HEADER = 'X-Refund-Idempotency'
/** At least 10 characters of letters, digits, '_' and '-'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{10,100}$/

// ── To our types ─────────────────────────────────────────────────────────────────────────────────────────────────

const seconds = (s: number) => new Date(s * 1000)

export function toGatewayOrder(order: z.output<typeof razorpayOrderSchema>): GatewayOrder {
  return {
    id: order.id,
    amountPaise: order.amount,
    amountPaidPaise: order.amount_paid,
    amountDuePaise: order.amount_due,
    currency: order.currency,
    receipt: order.receipt,
    status: order.status,
    attempts: order.attempts,
    notes: order.notes,
    createdAt: seconds(order.created_at),
  }
}

function paymentError(p: z.output<typeof razorpayPaymentSchema>): GatewayPaymentError | null {
  if (!p.error_code && !p.error_description && !p.error_reason) return null
  return {
    code: p.error_code ?? null,
    description: p.error_description ?? null,
    source: p.error_source ?? null,
    step: p.error_step ?? null,
    reason: p.error_reason ?? null,
  }
}

export function toGatewayPayment(p: z.output<typeof razorpayPaymentSchema>): GatewayPayment {
  return {
    id: p.id,
    orderId: p.order_id,
    amountPaise: p.amount,
    currency: p.currency,
    status: p.status,
    method: p.method ?? null,
    captured: p.captured,
    amountRefundedPaise: p.amount_refunded,
    refundStatus: p.refund_status,
    email: p.email ?? null,
    contact: p.contact === null || p.contact === undefined ? null : String(p.contact),
    error: paymentError(p),
    createdAt: seconds(p.created_at),
  }
}

export function toGatewayRefund(r: z.output<typeof razorpayRefundSchema>): GatewayRefund {
  return {
    id: r.id,
    paymentId: r.payment_id,
    amountPaise: r.amount,
    currency: r.currency,
    status: r.status,
    receipt: r.receipt,
    speedRequested: r.speed_requested ?? null,
    speedProcessed: r.speed_processed ?? null,
    notes: r.notes,
    createdAt: seconds(r.created_at),
  }
}

export type WebhookParse =
  { ok: true; event: GatewayEvent } | { ok: false; reason: 'not-json' | 'bad-shape' | 'unknown-event'; message: string }

/**
 * The event of a webhook body whose signature was already checked. Events we do not subscribe to answer
 * 'unknown-event' (acknowledge them with 2xx, do nothing).
 */
export function parseWebhookBody(rawBody: string, eventId: string): WebhookParse {
  let json: unknown
  try {
    json = JSON.parse(rawBody)
  } catch {
    return { ok: false, reason: 'not-json', message: 'The webhook body is not JSON.' }
  }
  const parsed = razorpayWebhookSchema.safeParse(json)
  if (!parsed.success)
    return { ok: false, reason: 'bad-shape', message: `The webhook body is not a Razorpay event: ${parsed.error.issues[0]?.message}` }
  const body = parsed.data
  const name = PAYMENT_EVENT_NAMES.find((n) => n === body.event)
  if (!name) return { ok: false, reason: 'unknown-event', message: `Event ${body.event} is not one we act on.` }
  return {
    ok: true,
    event: {
      id: eventId,
      name,
      accountId: body.account_id,
      createdAt: seconds(body.created_at),
      payment: body.payload.payment ? toGatewayPayment(body.payload.payment.entity) : null,
      order: body.payload.order ? toGatewayOrder(body.payload.order.entity) : null,
      refund: body.payload.refund ? toGatewayRefund(body.payload.refund.entity) : null,
    },
  }
}
