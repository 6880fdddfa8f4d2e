import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { mergeGuestCart } from '@/server/cart/merge-guest-cart'
import { cartAnswer, guestCartBody } from '@/contracts/cart'

export const dynamic = 'force-dynamic'

// POST /api/cart/merge: the cart a guest built in the browser joins the account's at login.
export const POST = withCustomer(
  async (request, { customer }) => {
    const guest = await parseJsonBody(request, guestCartBody, 'The saved cart could not be read.')
    return NextResponse.json(cartAnswer.parse(await mergeGuestCart(customer, guest)), { headers: { 'Cache-Control': 'private, no-store' } })
  },
  { maxBodyBytes: 8 * 1024 },
)
