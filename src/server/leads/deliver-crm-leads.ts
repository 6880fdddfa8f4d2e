import type { Payload } from 'payload'
import { retryDelaySeconds } from '@/domain/leads/crm-retry'
import { enquiryProductLabel } from '@/domain/leads/enquiry-products'
import { postToWebhook } from '@/integrations/crm/webhook'
import type { Building, City, Lead } from '@/payload-types'
import { getPayloadClient } from '../payload'
import { crmWebhook, leadsConfig } from './config'

// The CRM queue's worker: claims due rows of crm_deliveries (FOR UPDATE SKIP LOCKED, so two app instances never take
// the same row), POSTs each lead to the webhook and marks it delivered on a 2xx answer. Anything else schedules the
// next try with exponential backoff. A row is sent again only while it is pending, and with the same Idempotency-Key.

/** How long a claimed row stays with one worker; longer than the webhook's 10 s time limit. */
const CLAIM_SECONDS = 60
const BATCH = 20

interface ClaimedRow {
  id: number
  lead_id: number
  idempotency_key: string
  attempts: string
}

export interface DeliveryRun {
  delivered: number
  failed: number
}

export async function deliverDueCrmLeads(options: { payload?: Payload; now?: Date } = {}): Promise<DeliveryRun> {
  const webhook = crmWebhook()
  const run: DeliveryRun = { delivered: 0, failed: 0 }
  if (!webhook) return run
  const payload = options.payload ?? (await getPayloadClient())
  const pool = payload.db.pool
  const now = options.now ?? new Date()
  const config = leadsConfig()
  const { rows } = await pool.query<ClaimedRow>(
    `UPDATE crm_deliveries SET locked_until = $1::timestamptz + make_interval(secs => $2), updated_at = now()
     WHERE id IN (
       SELECT id FROM crm_deliveries
       WHERE status = 'pending' AND lead_id IS NOT NULL AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
       ORDER BY next_attempt_at
       LIMIT $3
       FOR UPDATE SKIP LOCKED)
     RETURNING id, lead_id, idempotency_key, attempts`,
    [now.toISOString(), CLAIM_SECONDS, BATCH],
  )
  for (const row of rows) {
    const lead = await payload.findByID({ collection: 'leads', id: row.lead_id, depth: 1, overrideAccess: true, disableErrors: true })
    const attempt = Number(row.attempts) + 1
    if (!lead) {
      await pool.query(`UPDATE crm_deliveries SET locked_until = NULL WHERE id = $1`, [row.id])
      continue
    }
    const result = await postToWebhook({
      url: webhook.url,
      secret: webhook.secret,
      body: JSON.stringify(crmPayload(lead)),
      idempotencyKey: row.idempotency_key,
      now,
    })
    if (result.delivered) {
      run.delivered++
      await pool.query(
        `UPDATE crm_deliveries SET status = 'delivered', attempts = $2, last_status = $3, last_error = NULL, delivered_at = now(), locked_until = NULL, updated_at = now() WHERE id = $1`,
        [row.id, attempt, result.status],
      )
    } else {
      run.failed++
      const next = new Date(now.getTime() + retryDelaySeconds(attempt, config) * 1000)
      await pool.query(
        `UPDATE crm_deliveries SET attempts = $2, last_status = $3, last_error = $4, next_attempt_at = $5, locked_until = NULL, updated_at = now() WHERE id = $1`,
        [row.id, attempt, result.status, result.error?.slice(0, 500) ?? null, next.toISOString()],
      )
    }
  }
  return run
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

let timer: NodeJS.Timeout | undefined

/** Runs the worker every CRM_WORKER_INTERVAL_SECONDS in this process (src/instrumentation.ts starts it). */
export function startCrmWorker(): void {
  const config = leadsConfig()
  if (timer || config.CRM_WORKER === 'off') return
  let running = false
  timer = setInterval(() => {
    if (running || !crmWebhook()) return
    running = true
    deliverDueCrmLeads()
      .catch((error) => console.error('CRM delivery run failed', error))
      .finally(() => {
        running = false
      })
  }, config.CRM_WORKER_INTERVAL_SECONDS * 1000)
  timer.unref()
}
