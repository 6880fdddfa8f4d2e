import { z } from 'zod'
import type { QueueRegistry } from './queue'

// Every job the app runs: its name, the data it carries (zod, checked on enqueue and before it runs) and its queue's
// policy. The handlers are in ./handlers.ts, typed against this list, so a queue without a handler does not compile.
// Adding one: an entry here, a handler there; `npm start` and the tests create the queue (scripts/lib/prepare-database.ts).

export const jobRegistry = {
  /**
   * One try at forwarding a lead to the CRM webhook (src/server/leads/deliver-crm-leads.ts). The CRM's refusals are
   * attempts, recorded on the lead's crm-deliveries row: the handler queues the next try itself, CRM_RETRY_BASE_SECONDS
   * later and doubling up to CRM_RETRY_MAX_SECONDS, for as long as it takes. `attempts` is how many tries the row had
   * when this job was queued; a job that finds another number has been overtaken and does nothing. The retries below
   * are for failures of our own: the database, a crash, a deploy stopping the instance mid-run.
   */
  'crm-delivery': {
    data: z.strictObject({ deliveryId: z.number().int().positive(), attempts: z.number().int().min(0) }),
    retry: { limit: 20, delaySeconds: 30, backoff: true },
    expireInSeconds: 120,
  },
  /**
   * Sends the outbox's queued emails and text messages through the configured vendors
   * (src/server/messaging/dispatch-outbox.ts). Queued in the transaction of every outbox row
   * (src/cms/collections/OutboxMessages.ts), and every minute, for rows whose vendor was configured later or whose
   * sends failed past the retries.
   */
  'outbox-dispatch': {
    data: z.strictObject({}),
    retry: { limit: 5, delaySeconds: 15, backoff: true },
    expireInSeconds: 300,
    cron: { expression: '* * * * *', tz: 'Asia/Kolkata', data: {} },
  },
  /**
   * Marks conference-room holds that have lapsed (src/server/bookings/holds.ts releaseLapsedHolds), every minute. The
   * exclusion constraint cannot compare with now(), so a lapsed hold blocks its slot until it is marked: placing a
   * hold marks the room's own lapsed holds first, and this keeps the table and the admin's list true in between.
   */
  'reservations-lapse': {
    data: z.strictObject({}),
    retry: { limit: 2, delaySeconds: 10, backoff: false },
    expireInSeconds: 60,
    policy: 'singleton',
    cron: { expression: '* * * * *', tz: 'Asia/Kolkata', data: {} },
  },
  /**
   * Applies one stored payment webhook event to its order (src/server/payments/webhooks.ts). Queued in the transaction
   * that stored the event (one job per event id); applying an event twice changes nothing.
   */
  'payment-webhook': {
    data: z.strictObject({ eventId: z.string().min(1).max(64) }),
    retry: { limit: 10, delaySeconds: 5, backoff: true },
    expireInSeconds: 120,
  },
  /**
   * The sandbox gateway delivers one signed webhook to the app's webhook route, as Razorpay does: retried with backoff
   * until the route answers 2xx (src/server/payments/sandbox.ts).
   */
  'sandbox-webhook-delivery': {
    data: z.strictObject({ eventId: z.string(), event: z.string(), body: z.string(), signature: z.string(), order: z.number().int() }),
    retry: { limit: 12, delaySeconds: 2, backoff: true },
    expireInSeconds: 60,
  },
  /** Calls the gateway's refund for a refunds row (an operator's, a cancellation's, or an order that could not be confirmed). */
  'order-refund': {
    data: z.strictObject({ refundRowId: z.number().int().positive() }),
    retry: { limit: 20, delaySeconds: 30, backoff: true },
    expireInSeconds: 120,
  },
  /** The order's confirmation email (invoice PDF and .ics attached) or refund notice, into the outbox; once per order and kind. */
  'order-email': {
    data: z.strictObject({ orderId: z.number().int().positive(), kind: z.enum(['confirmation', 'refund']) }),
    retry: { limit: 10, delaySeconds: 30, backoff: true },
    expireInSeconds: 120,
  },
  /**
   * Expires unpaid orders whose time ran out, every minute (src/server/payments/refunds.ts expireUnpaidOrders): their
   * holds are released and, once no order of the cart can still be paid, the credits and coupon use it took go back
   * and the cart can be changed again. Carts made ready to pay that never got an order are released the same way.
   */
  'order-expiry': {
    data: z.strictObject({}),
    retry: { limit: 3, delaySeconds: 15, backoff: true },
    expireInSeconds: 120,
    cron: { expression: '* * * * *', tz: 'Asia/Kolkata', data: {} },
  },
  /**
   * Removes customer uploads that no virtual-office document holds a day after they were made, the file and its row
   * (src/server/uploads/remove-unreferenced-uploads.ts), every hour: a logo or identity photo uploaded and never used
   * in a KYC, or one a reset KYC let go.
   */
  'uploads-cleanup': {
    data: z.strictObject({}),
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    expireInSeconds: 600,
    policy: 'singleton',
    cron: { expression: '17 * * * *', tz: 'Asia/Kolkata', data: {} },
  },
} satisfies QueueRegistry

export type AppJobs = typeof jobRegistry
export type AppJobName = keyof AppJobs & string
