import { NextResponse } from 'next/server'
import { handleSandboxRest } from '@/integrations/payments'
import { SANDBOX_REST_MAX_BODY_BYTES } from '@/integrations/payments/sandbox/rest'
import { readBodyText } from '@/server/api/body'
import { isSandboxGateway, sandboxGateway } from '@/server/payments/gateway'

export const dynamic = 'force-dynamic'

// The sandbox gateway's REST API: Razorpay's routes and shapes (orders, payments, refunds with X-Refund-Idempotency)
// under /api/sandbox-gateway/v1, with Basic auth by the sandbox's key id and secret. Razorpay's own client (or ours,
// src/integrations/payments/razorpay.ts, pointed here) talks to it as to api.razorpay.com/v1.

async function serve(request: Request): Promise<Response> {
  if (!isSandboxGateway()) return NextResponse.json({ error: { code: 'NOT_FOUND', description: 'Not found' } }, { status: 404 })
  const path = new URL(request.url).pathname.replace(/^\/api\/sandbox-gateway\/v1/, '')
  let body = ''
  try {
    body = request.method === 'POST' ? await readBodyText(request, SANDBOX_REST_MAX_BODY_BYTES) : ''
  } catch {
    return NextResponse.json({ error: { code: 'BAD_REQUEST_ERROR', description: 'The request body is too large' } }, { status: 400 })
  }
  const answer = await handleSandboxRest(sandboxGateway(), {
    method: request.method,
    path,
    authorization: request.headers.get('authorization'),
    refundIdempotencyKey: request.headers.get('x-refund-idempotency'),
    body,
  })
  return NextResponse.json(answer.body, { status: answer.status })
}

export const GET = serve
export const POST = serve
