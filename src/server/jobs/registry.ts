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
} satisfies QueueRegistry

export type AppJobs = typeof jobRegistry
export type AppJobName = keyof AppJobs & string
