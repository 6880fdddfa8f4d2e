import { z } from 'zod'
import { ORDER_STATUSES } from '@/domain/orders/status'

// The orders rows' requests and answers (src/app/api/orders/…), published in /api/openapi.json.

export const checkoutBody = z.strictObject({
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,80}$/, 'Make a new key of 16 to 80 letters, digits, - or _ for each checkout attempt.')
    .describe('One per checkout attempt: the same key again (a retry, a double click) answers the same order'),
})

export const verifyBody = z.strictObject({
  razorpay_payment_id: z.string().min(1).max(40),
  razorpay_order_id: z.string().min(1).max(40),
  razorpay_signature: z.string().min(1).max(128),
})

export const cancelBody = z.strictObject({
  refundPaise: z
    .number()
    .int()
    .min(0)
    .describe('The refund the customer was shown (GET answers cancellation.quote.refundPaise); a different one is refused with 409'),
})

export const rescheduleBody = z.strictObject({
  lineId: z.string().min(1).max(80).describe("The booking to move: its lineId in the order's bookings"),
  date: z.iso.date().describe('The new date, YYYY-MM-DD'),
  startTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Write the start time as HH:MM, such as 14:30.')
    .nullable()
    .optional()
    .describe('A conference room only: the new start in India, HH:MM on the hour or half hour (same room and length)'),
})

const row = z.object({ label: z.string(), amountPaise: z.number().int(), amount: z.string() })

const deadline = z.object({ at: z.iso.datetime(), ist: z.string() })

export const orderAnswer = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  paid: z.boolean(),
  createdAt: z.iso.datetime(),
  amountPaise: z.number().int(),
  building: z.object({ code: z.string(), name: z.string(), addressLines: z.array(z.string()), mapUrl: z.string().nullable() }),
  bookings: z.array(
    z.object({
      lineId: z.string(),
      label: z.string(),
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
      kind: z.enum(['day-pass', 'conference-room']),
      durationMinutes: z.number().int(),
      reschedule: z.object({ allowed: z.boolean(), deadline: deadline.nullable(), message: z.string().nullable() }),
    }),
  ),
  breakup: z.object({
    lines: z.array(row.extend({ id: z.string() })),
    subtotal: row,
    discounts: z.array(row.extend({ field: z.string() })),
    totalDiscount: row.nullable(),
    taxableValue: row,
    gst: z.array(row),
    total: row.extend({ inWords: z.string() }),
    placeOfSupply: z.string(),
    cancellation: z.object({ deadline: deadline.nullable(), text: z.string() }).nullable(),
  }),
  invoiceSerial: z.string().nullable(),
  outcome: z.string().nullable(),
  cancellation: z.object({
    rule: z.string(),
    quote: z
      .object({
        cancellable: z.boolean(),
        message: z.string().nullable(),
        paidPaise: z.number().int(),
        refundPaise: z.number().int(),
        refundDropsAt: deadline.nullable(),
      })
      .nullable(),
  }),
})

export const ordersAnswer = z.object({ data: z.array(orderAnswer) })

export const checkoutAnswer = z.object({
  order: orderAnswer,
  checkout: z
    .object({
      provider: z.enum(['razorpay', 'sandbox']),
      scriptUrl: z.string(),
      options: z.record(z.string(), z.unknown()).describe("Standard Checkout's options for `new Razorpay(options)`"),
    })
    .nullable()
    .describe('The payment sheet to open; null when credits, a coupon or loyalty paid everything and the order is confirmed already'),
})
