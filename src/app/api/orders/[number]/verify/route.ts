import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { loadCancellationRule } from '@/server/orders/cancellation-rule'
import { invoiceSerialOf, verifyPayment } from '@/server/orders/customer-orders'
import { orderNumberFromPath } from '@/server/orders/routes'
import { orderAnswer, orderJson, verifyBody } from '@/server/orders/schemas'
import { inTransaction } from '@/server/db/transaction'

export const dynamic = 'force-dynamic'

// POST /api/orders/{number}/verify: the payment sheet's handler fields. The server checks the signature against the
// gateway order it stored and fetches the payment from the gateway; only that moves the order.
export const POST = withCustomer(async (request, { customer }) => {
  const handlerFields = await parseJsonBody(request, verifyBody, 'Check the payment details.')
  const order = await verifyPayment(customer, orderNumberFromPath(request), handlerFields)
  const serial = await inTransaction((tx) => invoiceSerialOf(tx, order.id))
  const rule = await loadCancellationRule()
  return NextResponse.json(orderAnswer.parse(orderJson(order, serial, rule)), { headers: { 'Cache-Control': 'private, no-store' } })
})
