import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { applyCartAction } from '@/server/cart/apply-cart-action'
import { cartActionBody, cartAnswer } from '@/contracts/cart'

export const dynamic = 'force-dynamic'

// POST /api/cart/actions { type, … }: one change to the caller's cart, applied by the server's reducer and priced.
export const POST = withCustomer(
  async (request, { customer }) => {
    const action = await parseJsonBody(request, cartActionBody, 'That change to the cart is not one we know.')
    return NextResponse.json(cartAnswer.parse(await applyCartAction(customer, action)), {
      headers: { 'Cache-Control': 'private, no-store' },
    })
  },
  { maxBodyBytes: 8 * 1024 },
)
