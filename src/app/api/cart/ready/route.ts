import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { markReadyToPay } from '@/server/cart/mark-ready-to-pay'
import { cartAnswer, readyToPayBody } from '@/contracts/cart'

export const dynamic = 'force-dynamic'

// POST /api/cart/ready { billingAddressId }: the last step, 'ready to pay' (coupon use and credits taken, payment
// initialized). The payment itself is the next issue's.
export const POST = withCustomer(
  async (request, { customer }) => {
    const { billingAddressId } = await parseJsonBody(request, readyToPayBody, 'Choose a billing address.')
    return NextResponse.json(cartAnswer.parse(await markReadyToPay(customer, billingAddressId)), {
      headers: { 'Cache-Control': 'private, no-store' },
    })
  },
  { maxBodyBytes: 1024 },
)
