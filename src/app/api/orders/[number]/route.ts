import { NextResponse } from 'next/server'
import { withCustomer } from '@/server/api/with-customer'
import { loadCancellationRule } from '@/server/orders/cancellation-rule'
import { getOrder } from '@/server/orders/customer-orders'
import { orderNumberFromPath } from '@/server/orders/routes'
import { orderAnswer, orderJson } from '@/server/orders/schemas'

export const dynamic = 'force-dynamic'

// GET /api/orders/{number}: one of the caller's orders (another customer's answers 404), with what cancelling refunds now.
export const GET = withCustomer(async (request, { customer }) => {
  const { order, invoiceSerial } = await getOrder(customer, orderNumberFromPath(request))
  const rule = await loadCancellationRule()
  return NextResponse.json(orderAnswer.parse(orderJson(order, invoiceSerial, rule)), { headers: { 'Cache-Control': 'private, no-store' } })
})
