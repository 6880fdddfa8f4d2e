import { appSql } from '../bookings/rooms'
import { releaseLapsedHolds } from '../bookings/holds'
import { deliverCrmLead } from '../leads/deliver-crm-leads'
import { dispatchQueuedMessages } from '../messaging/dispatch-outbox'
import { sendOrderEmail } from '../orders/emails'
import { expireUnpaidOrders, processRefund } from '../payments/refunds'
import { deliverSandboxWebhook } from '../payments/sandbox-delivery'
import { applyWebhookEvent } from '../payments/webhooks'
import { removeUnreferencedUploads } from '../uploads/remove-unreferenced-uploads'
import type { JobHandlers } from './queue'
import type { AppJobs } from './registry'

// What each of the app's jobs does. Every handler is safe to run twice (a job handed back after its work was done runs
// again): the CRM gets the same Idempotency-Key and a delivered row is never sent again; an outbox row is sent once.
export const jobHandlers: JobHandlers<AppJobs> = {
  'crm-delivery': (data) => deliverCrmLead(data),
  'outbox-dispatch': () => dispatchQueuedMessages(),
  'reservations-lapse': async () => ({ lapsed: await releaseLapsedHolds(await appSql()) }),
  'payment-webhook': (data) => applyWebhookEvent(data.eventId),
  'sandbox-webhook-delivery': (data) => deliverSandboxWebhook(data),
  'order-refund': (data) => processRefund(data.refundRowId),
  'order-expiry': () => expireUnpaidOrders(),
  'order-email': (data) => sendOrderEmail(data.orderId, data.kind),
  'uploads-cleanup': () => removeUnreferencedUploads(),
}
