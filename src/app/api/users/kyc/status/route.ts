import { NextResponse } from 'next/server'
import { withCustomer } from '@/server/api/with-customer'
import { kycStatusAnswer } from '@/contracts/customers'
import { getKycStatus } from '@/server/customers/get-kyc-status'

export const dynamic = 'force-dynamic'

// GET /api/users/kyc/status: the caller's KYC status (VERIFIED sets hasCompletedKYC on the client).
// One source of truth: the stored status read together with the customer's virtual-office documents.
export const GET = withCustomer(async (_request, { customer }) =>
  NextResponse.json(kycStatusAnswer.parse({ data: { kyc_status: await getKycStatus(customer) } }), {
    headers: { 'Cache-Control': 'private, no-store' },
  }),
)
