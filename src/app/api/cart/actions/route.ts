import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { ApiError, UNKNOWN_FIELD_MESSAGE } from '@/server/api/errors'
import { withCustomer } from '@/server/api/with-customer'
import { applyCartAction } from '@/server/cart/apply-cart-action'
import { cartActionBody, cartAnswer } from '@/contracts/cart'

export const dynamic = 'force-dynamic'

const UNKNOWN_ACTION_MESSAGE = 'That change to the cart is not one we know.'

/** The action, or 400: a known action with one field out of bounds (a history entry too long) says that field's words. */
async function parseAction(request: Request) {
  try {
    return await parseJsonBody(request, cartActionBody, UNKNOWN_ACTION_MESSAGE)
  } catch (error) {
    const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : []
    const only = fields.length === 1 ? fields[0]! : null
    if (only && only[0] !== '_' && only[0] !== 'type' && only[1] !== UNKNOWN_FIELD_MESSAGE)
      throw new ApiError('bad_request', only[1], (error as ApiError).fields)
    throw error
  }
}

// POST /api/cart/actions { type, … }: one change to the caller's cart, applied by the server's reducer and priced.
export const POST = withCustomer(
  async (request, { customer }) => {
    const action = await parseAction(request)
    return NextResponse.json(cartAnswer.parse(await applyCartAction(customer, action)), {
      headers: { 'Cache-Control': 'private, no-store' },
    })
  },
  { maxBodyBytes: 8 * 1024 },
)
