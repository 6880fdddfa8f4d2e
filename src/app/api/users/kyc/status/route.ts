import { NextResponse } from 'next/server'
import { withCustomer } from '@/server/api/with-customer'
import { kycStatusAnswer } from '@/contracts/customers'

export const dynamic = 'force-dynamic'

// GET /api/users/kyc/status: the caller's KYC status (VERIFIED sets hasCompletedKYC on the client).
export const GET = withCustomer(async (_request, { customer }) =>
  NextResponse.json(kycStatusAnswer.parse({ data: { kyc_status: customer.kycStatus } }), {
    headers: { 'Cache-Control': 'private, no-store' },
  }),
)
