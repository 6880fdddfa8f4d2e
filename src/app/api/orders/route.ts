import { NextResponse } from 'next/server'
import { withCustomer } from '@/server/api/with-customer'
import { loadCancellationRule } from '@/server/orders/cancellation-rule'
import { listOrders } from '@/server/orders/customer-orders'
import { orderJson, ordersAnswer } from '@/server/orders/schemas'

export const dynamic = 'force-dynamic'

// GET /api/orders: the caller's orders, newest first.
export const GET = withCustomer(async (_request, { customer }) => {
  const orders = await listOrders(customer)
  const rule = await loadCancellationRule()
  return NextResponse.json(ordersAnswer.parse({ data: orders.map(({ order, invoiceSerial }) => orderJson(order, invoiceSerial, rule)) }), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
})
