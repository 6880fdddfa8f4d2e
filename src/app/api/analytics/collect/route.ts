import { parseJsonBody } from '@/app/api/_lib/parse'
import { handler } from '@/server/api/handler'
import { recordAnalyticsEvents } from '@/server/analytics/record-analytics-events'
import { requestIp } from '@/server/leads/client-ip'
import { collectBody } from '@/contracts/analytics'

export const dynamic = 'force-dynamic'

const MAX_BYTES = 64 * 1024
const TOO_LARGE = 'Send at most 50 events at a time.'

// POST /api/analytics/collect { events: [...] }: stores a batch and answers 204. Bodies come as JSON, or as text from
// navigator.sendBeacon.
export const POST = handler(
  async (request: Request) => {
    const { events } = await parseJsonBody(request, collectBody, {
      message: 'Some of the events are not valid.',
      maxBytes: MAX_BYTES,
      tooLargeMessage: TOO_LARGE,
      anyMediaType: true,
    })
    await recordAnalyticsEvents(events, { ip: requestIp(request.headers) })
    return new Response(null, { status: 204 })
  },
  { maxBodyBytes: MAX_BYTES, tooLargeMessage: TOO_LARGE },
)
