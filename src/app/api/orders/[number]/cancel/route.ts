import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { loadCancellationRule } from '@/server/orders/cancellation-rule'
import { cancelOrder, getOrder } from '@/server/orders/customer-orders'
import { orderNumberFromPath } from '@/server/orders/routes'
import { cancelBody, orderAnswer, orderJson } from '@/server/orders/schemas'

export const dynamic = 'force-dynamic'

// POST /api/orders/{number}/cancel { refundPaise }: cancels a confirmed order under the cancellation rule; the refund
// the customer was shown must still be the refund (else 409 with the reason), and goes back through the gateway.
export const POST = withCustomer(async (request, { customer }) => {
  const { refundPaise } = await parseJsonBody(request, cancelBody, 'Check the cancellation.')
  const number = orderNumberFromPath(request)
  await cancelOrder(customer, number, refundPaise)
  const { order, invoiceSerial } = await getOrder(customer, number)
  const rule = await loadCancellationRule()
  return NextResponse.json(orderAnswer.parse(orderJson(order, invoiceSerial, rule)), { headers: { 'Cache-Control': 'private, no-store' } })
})
