import { NextResponse } from 'next/server'
import { z } from 'zod'
import { readBodyText } from '@/server/api/body'
import { ApiError, ERROR_STATUS } from '@/server/api/errors'
import { answerableError } from '@/server/api/handler'
import { requireCustomer } from '@/server/customers/require-customer'
import { assertSandboxOrderOf } from '@/server/payments/assert-sandbox-order-of'
import { isSandboxGateway, sandboxGateway } from '@/server/payments/gateway'
import { sandboxRefusalHtml, sandboxSheetHtml } from '@/server/payments/sandbox-sheet'

export const dynamic = 'force-dynamic'

// The sandbox gateway's hosted payment sheet: GET renders it for an order (in the checkout script's frame), POST takes
// the tester's 'Succeed' or 'Fail' and answers what checkout.js hands the page. Not served when Razorpay is configured.
// Both need the session of the customer whose order it is (the cookie the frame sends, or a bearer token): anyone else
// is refused (401 without a session, 404 for another customer's order) and nothing is paid.

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })

/** The refusal as an ApiError, or the failure thrown again (a 503 while the database is down is an ApiError too). */
async function refusalOf(error: unknown): Promise<ApiError> {
  const answerable = await answerableError(error)
  if (answerable instanceof ApiError) return answerable
  throw error
}

export async function GET(request: Request) {
  if (!isSandboxGateway()) return notFound()
  const params = new URL(request.url).searchParams
  const orderId = params.get('order_id') ?? ''
  try {
    await assertSandboxOrderOf((await requireCustomer(request)).customer, orderId)
  } catch (error) {
    const refusal = await refusalOf(error)
    return new Response(sandboxRefusalHtml(refusal.message), {
      status: ERROR_STATUS[refusal.code],
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...refusal.headers },
    })
  }
  const sheet = await sandboxGateway().sheet(orderId)
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
  try {
    const { customer } = await requireCustomer(request)
    let body: z.infer<typeof payBody>
    try {
      body = payBody.parse(JSON.parse(await readBodyText(request, 4096)))
    } catch {
      return NextResponse.json({ refused: 'Not a payment request.' }, { status: 400 })
    }
    await assertSandboxOrderOf(customer, body.order_id)
    const result = await sandboxGateway().pay(body.order_id, { outcome: body.outcome, method: body.method })
    if (result.ok) return NextResponse.json({ handler: result.handler })
    return NextResponse.json('failure' in result ? { failure: result.failure } : { refused: result.refused })
  } catch (error) {
    const refusal = await refusalOf(error)
    return NextResponse.json({ refused: refusal.message }, { status: ERROR_STATUS[refusal.code], headers: refusal.headers })
  }
}
