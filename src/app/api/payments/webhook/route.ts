import { NextResponse } from 'next/server'
import { readBodyText } from '@/server/api/body'
import { handler } from '@/server/api/handler'
import { ApiError } from '@/server/api/errors'
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@/integrations/payments'
import { receiveWebhook } from '@/server/payments/webhooks'

export const dynamic = 'force-dynamic'

/** Razorpay's webhook bodies are a few KB; nothing larger is read. */
const MAX_WEBHOOK_BYTES = 256 * 1024

// POST /api/payments/webhook: the payment gateway's signed events (Razorpay's, or the built-in sandbox's). The
// signature is checked over the raw body before anything else; an unsigned or badly signed request is 400 and nothing
// is stored. A good one is stored once and applied by a job: the answer comes at once.
export const POST = handler(
  async (request: Request) => {
    const rawBody = await readBodyText(request, MAX_WEBHOOK_BYTES)
    const receipt = await receiveWebhook({
      rawBody,
      signature: request.headers.get(WEBHOOK_SIGNATURE_HEADER),
      eventId: request.headers.get(WEBHOOK_EVENT_ID_HEADER),
    })
    if (receipt.status === 400) throw new ApiError('bad_request', receipt.message)
    return NextResponse.json(receipt.status === 202 ? { ok: true, ignored: true } : { ok: true, duplicate: !receipt.stored }, {
      status: 200,
    })
  },
  { maxBodyBytes: MAX_WEBHOOK_BYTES },
)
