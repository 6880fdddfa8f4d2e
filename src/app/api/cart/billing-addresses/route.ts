import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { listBillingAddresses, saveBillingAddress } from '@/server/cart/billing-addresses'
import { billingAddressAnswer, billingAddressBody, billingAddressesAnswer } from '@/contracts/cart'

export const dynamic = 'force-dynamic'

// GET: the caller's saved billing addresses, the default first. POST: a new one, in the client fields of spec
// section 3 (GSTIN checked, its state code matching the state; 'Invalid GSTIN' on the field).
export const GET = withCustomer(async (_request, { customer }) =>
  NextResponse.json(billingAddressesAnswer.parse({ data: await listBillingAddresses(customer) }), {
    headers: { 'Cache-Control': 'private, no-store' },
  }),
)

export const POST = withCustomer(
  async (request, { customer }) => {
    const address = await parseJsonBody(request, billingAddressBody, 'Check the billing address.')
    return NextResponse.json(billingAddressAnswer.parse({ data: await saveBillingAddress(customer, address) }), { status: 201 })
  },
  { maxBodyBytes: 8 * 1024 },
)
