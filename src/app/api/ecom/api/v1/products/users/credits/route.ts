import { NextResponse } from 'next/server'
import { parseSearchParams } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { listCredits } from '@/server/customers/list-credits'
import { creditsPageAnswer, creditsQuery } from '@/contracts/customers'

export const dynamic = 'force-dynamic'

// GET /api/ecom/api/v1/products/users/credits?page&limit&building_code: the caller's bundle credits, merged per
// building, a page at a time: data.list and data.pagination.
export const GET = withCustomer(async (request, { customer }) => {
  const query = parseSearchParams(request, creditsQuery, 'The page, limit or building code is not valid.')
  return NextResponse.json(creditsPageAnswer.parse({ data: await listCredits(customer, query) }), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
})
