import type { Payload } from 'payload'
import { retryDelaySeconds } from '@/domain/leads/crm-retry'
import { enquiryProductLabel } from '@/domain/leads/enquiry-products'
import { postToWebhook } from '@/integrations/crm/webhook'
import type { Building, City, Lead } from '@/payload-types'
import { inTransaction, type Transaction } from '../db/transaction'
import { enqueue, runDueJobs } from '../jobs'
import { getPayloadClient } from '../payload'
import { crmWebhook, leadsConfig } from './config'

// Forwarding leads to the CRM webhook, as jobs of the queue (src/server/jobs, queue 'crm-delivery'). A lead saved while
// a webhook is configured gets, in its own transaction, a crm-deliveries row (what operators see: status, attempts, the
// CRM's last answer, the next attempt) and a job. A job POSTs the lead and marks the row delivered on a 2xx answer;
// anything else is recorded on the row, and the next try is queued in the same transaction with exponential backoff.
// The row is locked (FOR UPDATE SKIP LOCKED) while a job works on it, so two workers never send it at once, and a
// delivered row is never sent again; every try carries the same Idempotency-Key.

interface DeliveryRow {
  id: number
  lead_id: number | null
  idempotency_key: string
  attempts: string
}

export type CrmDeliveryOutcome = 'delivered' | 'failed' | 'waiting' | 'skipped'

/** One try at one delivery: the handler of a 'crm-delivery' job. */
export async function deliverCrmLead(
  job: { deliveryId: number; attempts: number },
  options: { payload?: Payload } = {},
): Promise<CrmDeliveryOutcome> {
  const payload = options.payload ?? (await getPayloadClient())
  return inTransaction(
    async (tx) => {
      const { rows } = await tx.query<DeliveryRow>(
        `SELECT id, lead_id, idempotency_key, attempts FROM crm_deliveries WHERE id = $1 AND status = 'pending' FOR UPDATE SKIP LOCKED`,
        [job.deliveryId],
      )
      const row = rows[0]
      // Delivered already, in another worker's hands, or overtaken by a newer job (an operator's "try now"): not ours.
      if (!row || Number(row.attempts) !== job.attempts) return 'skipped'
      // The lead was deleted (say, on the visitor's request): nothing to send.
      if (row.lead_id === null) return 'skipped'
      const config = leadsConfig()
      const webhook = crmWebhook(config)
      if (!webhook) {
        // No webhook configured (any more): look again later, without counting an attempt.
        const later = new Date(Date.now() + config.CRM_RETRY_MAX_SECONDS * 1000)
        await tx.query(`UPDATE crm_deliveries SET next_attempt_at = $2, updated_at = now() WHERE id = $1`, [row.id, later.toISOString()])
        await enqueue('crm-delivery', job, { tx, startAfter: later })
        return 'waiting'
      }
      const lead = await payload.findByID({
        collection: 'leads',
        id: row.lead_id,
        depth: 1,
        overrideAccess: true,
        disableErrors: true,
        req: tx.req,
      })
      if (!lead) return 'skipped'
      const now = new Date()
      const attempt = Number(row.attempts) + 1
      const result = await postToWebhook({
        url: webhook.url,
        secret: webhook.secret,
        body: JSON.stringify(crmPayload(lead)),
        idempotencyKey: row.idempotency_key,
        now,
      })
      if (result.delivered) {
        await tx.query(
          `UPDATE crm_deliveries SET status = 'delivered', attempts = $2, last_status = $3, last_error = NULL, delivered_at = now(), updated_at = now() WHERE id = $1`,
          [row.id, attempt, result.status],
        )
        return 'delivered'
      }
      const next = new Date(now.getTime() + retryDelaySeconds(attempt, config) * 1000)
      await tx.query(
        `UPDATE crm_deliveries SET attempts = $2, last_status = $3, last_error = $4, next_attempt_at = $5, updated_at = now() WHERE id = $1`,
        [row.id, attempt, result.status, result.error?.slice(0, 500) ?? null, next.toISOString()],
      )
      await enqueue('crm-delivery', { deliveryId: row.id, attempts: attempt }, { tx, startAfter: next })
      return 'failed'
    },
    { payload },
  )
}

/**
 * In the lead's own transaction: its crm-deliveries row and the job that sends it, when a webhook is configured (every
 * way a lead enters, the enquiry form and a booked visit alike). Returns whether one was queued; the caller may then
 * run deliverDueCrmLeads after the commit, so the first try does not wait for a worker's next poll.
 */
export async function queueCrmDelivery(tx: Transaction, lead: { id: number; reference: string }): Promise<boolean> {
  if (!crmWebhook()) return false
  const delivery = await tx.payload.create({
    collection: 'crm-deliveries',
    req: tx.req,
    depth: 0,
    overrideAccess: true,
    data: {
      lead: lead.id,
      idempotencyKey: `lead-${lead.reference}`,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date().toISOString(),
    },
  })
  await enqueue('crm-delivery', { deliveryId: delivery.id, attempts: 0 }, { tx })
  return true
}

/** Right after a commit that queued a delivery: the first try at once; a failure is the queue's to retry. */
export function deliverSoon(options: { payload?: Payload } = {}): void {
  void deliverDueCrmLeads(options).catch((error) => console.error('CRM delivery failed; it will be retried', error))
}

export interface DeliveryRun {
  delivered: number
  failed: number
}

/** Runs the CRM deliveries that are due now, in this process (one batch of the queue), and counts how they went. */
export async function deliverDueCrmLeads(options: { payload?: Payload } = {}): Promise<DeliveryRun> {
  const results = await runDueJobs('crm-delivery', (data) => deliverCrmLead(data, options))
  return {
    delivered: results.filter((r) => r.output === 'delivered').length,
    failed: results.filter((r) => r.output === 'failed' || !r.ok).length,
  }
}

/** What the CRM receives: the lead in plain words, no internal ids but the reference. */
export function crmPayload(lead: Lead) {
  const building = typeof lead.building === 'object' ? (lead.building as Building | null) : null
  const city = typeof lead.city === 'object' ? (lead.city as City | null) : null
  return {
    reference: lead.reference,
    created_at: lead.createdAt,
    name: lead.fullName ?? null,
    email: lead.email ?? null,
    phone: lead.phone ?? null,
    company: lead.company ?? null,
    product: lead.product ?? null,
    product_label: lead.product ? enquiryProductLabel(lead.product) : null,
    desks: lead.desks ?? null,
    city: city ? { handle: city.handle, name: city.name } : null,
    building: building ? { code: building.buildingCode, name: building.name } : null,
    message: lead.message ?? null,
    marketing_consent: Boolean(lead.marketingConsent),
    source: {
      page: lead.source?.pagePath ?? null,
      page_type: lead.source?.pageType ?? null,
      utm_source: lead.source?.utmSource ?? null,
      utm_medium: lead.source?.utmMedium ?? null,
      utm_campaign: lead.source?.utmCampaign ?? null,
      utm_term: lead.source?.utmTerm ?? null,
      utm_content: lead.source?.utmContent ?? null,
    },
    answers: lead.answers ?? {},
  }
}
