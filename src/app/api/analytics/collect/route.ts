import { assertStorableText } from '@/server/api/storable-text'
import { withoutPersonalData } from '@/domain/analytics/events'
import { ApiError, badRequest, handler } from '@/server/api/errors'
import { requestIp } from '@/server/leads/client-ip'
import { getPayloadClient } from '@/server/payload'
import { hitRateLimit, rateLimitKey } from '@/server/rate-limit'
import { collectBody } from './schema'

export const dynamic = 'force-dynamic'

const MAX_BYTES = 64 * 1024
const CLOCK_SKEW_MS = 5 * 60 * 1000

// POST /api/analytics/collect { events: [...] }: stores a batch in one statement and answers 204. Bodies come as JSON,
// or as text from navigator.sendBeacon. Properties are filtered again here: nothing personal is kept.
export const POST = handler(async (request: Request) => {
  const text = await request.text()
  if (text.length > MAX_BYTES) throw new ApiError('payload_too_large', 'Send at most 50 events at a time.')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ApiError('bad_request', 'The request body is not valid JSON.')
  }
  assertStorableText(body)
  const parsed = collectBody.safeParse(body)
  if (!parsed.success) throw badRequest(parsed.error, 'Some of the events are not valid.')
  const limited = await hitRateLimit(rateLimitKey('analytics', requestIp(request.headers)), { limit: 600, windowSeconds: 60 })
  if (limited && !limited.allowed)
    throw new ApiError('rate_limited', 'Too many events. Please slow down.', undefined, {
      'Retry-After': String(limited.retryAfterSeconds),
    })

  const now = Date.now()
  const values: unknown[] = []
  const rows: string[] = []
  for (const e of parsed.data.events) {
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
  const payload = await getPayloadClient()
  await payload.db.pool.query(
    `INSERT INTO analytics_events (event, page_type, path, client_id, properties, occurred_at) VALUES ${rows.join(', ')}`,
    values,
  )
  return new Response(null, { status: 204 })
})
