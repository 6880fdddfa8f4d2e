import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { loadCancellationRule } from '@/server/orders/cancellation-rule'
import { startCheckout } from '@/server/orders/checkout'
import { checkCheckoutLimit } from '@/server/orders/routes'
import { checkoutAnswer, checkoutBody, checkoutJson } from '@/server/orders/schemas'

export const dynamic = 'force-dynamic'

// POST /api/orders/checkout { idempotencyKey }: an order from the caller's cart at the server's prices, and the options
// of the payment sheet. The same key answers the same order (201 the first time, 200 after).
export const POST = withCustomer(async (request, { customer }) => {
  const { idempotencyKey } = await parseJsonBody(request, checkoutBody, 'Check the checkout request.')
  await checkCheckoutLimit(customer.id)
  const { order, session, created } = await startCheckout(customer, { idempotencyKey })
  const rule = await loadCancellationRule()
  return NextResponse.json(checkoutAnswer.parse(checkoutJson(order, session, rule)), {
    status: created ? 201 : 200,
    headers: { 'Cache-Control': 'private, no-store' },
  })
})
