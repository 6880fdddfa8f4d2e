import { withoutPersonalData, type AnalyticsEvent as EventName, type EventProperties } from '@/domain/analytics/events'
import type { PageType } from '@/domain/analytics/page-type'
import { ApiError } from '../api/errors'
import { inTransaction } from '../db/transaction'
import { hitRateLimit, rateLimitKey } from '../rate-limit'

/** One event as POST /api/analytics/collect validates it. */
export interface AnalyticsEvent {
  event: EventName
  page_type: PageType
  path: string
  properties: EventProperties
  client_id?: string | null
  occurred_at: string
}

/** Events one address may send per minute. */
export const ANALYTICS_RATE_LIMIT = { limit: 600, windowSeconds: 60 } as const
const CLOCK_SKEW_MS = 5 * 60 * 1000

/**
 * Stores a batch of the site's analytics events in one statement. Properties are filtered again here: nothing personal
 * is kept. A time in the future beyond a little clock skew is taken as now. 429 past the address's limit.
 */
export async function recordAnalyticsEvents(events: readonly AnalyticsEvent[], from: { ip: string | null }): Promise<void> {
  const limited = await hitRateLimit(rateLimitKey('analytics', from.ip), ANALYTICS_RATE_LIMIT)
  if (limited && !limited.allowed)
    throw new ApiError('rate_limited', 'Too many events. Please slow down.', undefined, {
      'Retry-After': String(limited.retryAfterSeconds),
    })

  const now = Date.now()
  const values: unknown[] = []
  const rows: string[] = []
  for (const e of events) {
    const at = Math.min(new Date(e.occurred_at).getTime(), now + CLOCK_SKEW_MS)
    const i = values.length
    rows.push(`($${i + 1}, $${i + 2}, $${i + 3}, $${i + 4}, $${i + 5}::jsonb, $${i + 6})`)
    values.push(
      e.event,
      e.page_type,
      e.path,
      e.client_id ?? null,
      JSON.stringify(withoutPersonalData(e.properties)),
      new Date(at).toISOString(),
    )
  }
  await inTransaction((tx) =>
    tx.query(`INSERT INTO analytics_events (event, page_type, path, client_id, properties, occurred_at) VALUES ${rows.join(', ')}`, values),
  )
}
