import { NextResponse } from 'next/server'
import { readBody } from '@/server/api/body'
import { handler } from '@/server/api/handler'
import { receiveEsignWebhook } from '@/server/esign/receive-webhook'

export const dynamic = 'force-dynamic'

const MAX_WEBHOOK_BYTES = 256 * 1024

// POST /api/esign/leegality/webhook: the provider's callback, checked by its signature over the raw body before anything
// else; the document's state is fetched from the provider again and a signed agreement completes its document once.
export const POST = handler(
  async (request: Request) => {
    const rawBody = Buffer.from(await readBody(request, MAX_WEBHOOK_BYTES))
    const result = await receiveEsignWebhook('leegality', { headers: request.headers, rawBody })
    return NextResponse.json({ ok: true, ...result }, { headers: { 'Cache-Control': 'no-store' } })
  },
  { maxBodyBytes: MAX_WEBHOOK_BYTES },
)
