import { NextResponse } from 'next/server'
import { handler } from '@/server/api/errors'
import { requireCustomer } from '@/server/customers/require-customer'
import { kycStatusAnswer } from '@/server/customers/schemas'

export const dynamic = 'force-dynamic'

// GET /api/users/kyc/status: the caller's KYC status (VERIFIED sets hasCompletedKYC on the client).
export const GET = handler(async (request: Request) => {
  const { customer } = await requireCustomer(request)
  return NextResponse.json(kycStatusAnswer.parse({ data: { kyc_status: customer.kycStatus } }), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
})
