import { NextResponse } from 'next/server'
import { handler } from '@/server/api/errors'
import { requireCustomer } from '@/server/customers/require-customer'
import { wifiDetailsAnswer } from '@/server/customers/schemas'

export const dynamic = 'force-dynamic'

// GET /api/v1/amenities/wifi/details: the caller's wifi credentials (set by operators); nulls when none yet.
export const GET = handler(async (request: Request) => {
  const { customer } = await requireCustomer(request)
  return NextResponse.json(
    wifiDetailsAnswer.parse({ data: { user_name: customer.wifi?.userName ?? null, password: customer.wifi?.password ?? null } }),
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
})
