import { NextResponse } from 'next/server'
import { z } from 'zod'
import { readBodyText } from '@/server/api/body'
import { isSandboxGateway, sandboxGateway } from '@/server/payments/gateway'
import { sandboxSheetHtml } from '@/server/payments/sandbox-sheet'

export const dynamic = 'force-dynamic'

// The sandbox gateway's hosted payment sheet: GET renders it for an order (in the checkout script's frame), POST takes
// the tester's 'Succeed' or 'Fail' and answers what checkout.js hands the page. Not served when Razorpay is configured.

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })

export async function GET(request: Request) {
  if (!isSandboxGateway()) return notFound()
  const params = new URL(request.url).searchParams
  const sheet = await sandboxGateway().sheet(params.get('order_id') ?? '')
  if (!sheet) return notFound()
  const html = sandboxSheetHtml(sheet, {
    description: (params.get('description') ?? '').slice(0, 120),
    prefillEmail: (params.get('email') ?? '').slice(0, 120),
    prefillContact: (params.get('contact') ?? '').slice(0, 20),
  })
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}

const payBody = z.strictObject({
  order_id: z.string().min(1).max(40),
  outcome: z.enum(['succeed', 'fail']),
  method: z.enum(['upi', 'card', 'netbanking']),
})

export async function POST(request: Request) {
  if (!isSandboxGateway()) return notFound()
  let body: z.infer<typeof payBody>
  try {
    body = payBody.parse(JSON.parse(await readBodyText(request, 4096)))
  } catch {
    return NextResponse.json({ refused: 'Not a payment request.' }, { status: 400 })
  }
  const result = await sandboxGateway().pay(body.order_id, { outcome: body.outcome, method: body.method })
  if (result.ok) return NextResponse.json({ handler: result.handler })
  return NextResponse.json('failure' in result ? { failure: result.failure } : { refused: result.refused })
}
