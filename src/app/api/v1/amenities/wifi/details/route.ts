import { NextResponse } from 'next/server'
import { withCustomer } from '@/server/api/with-customer'
import { wifiDetailsAnswer } from '@/contracts/customers'

export const dynamic = 'force-dynamic'

// GET /api/v1/amenities/wifi/details: the caller's wifi credentials (set by operators); nulls when none yet.
export const GET = withCustomer(async (_request, { customer }) =>
  NextResponse.json(
    wifiDetailsAnswer.parse({ data: { user_name: customer.wifi?.userName ?? null, password: customer.wifi?.password ?? null } }),
    { headers: { 'Cache-Control': 'private, no-store' } },
  ),
)
