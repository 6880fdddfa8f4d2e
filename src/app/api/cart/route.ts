import { NextResponse } from 'next/server'
import { withCustomer } from '@/server/api/with-customer'
import { getCart } from '@/server/cart/apply-cart-action'
import { cartAnswer } from '@/contracts/cart'

export const dynamic = 'force-dynamic'

// GET /api/cart: the caller's cart, priced again by the server.
export const GET = withCustomer(async (_request, { customer }) =>
  NextResponse.json(cartAnswer.parse(await getCart(customer)), { headers: { 'Cache-Control': 'private, no-store' } }),
)
