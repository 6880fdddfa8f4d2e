import { NextResponse } from 'next/server'
import { withCustomer } from '@/server/api/with-customer'
import { userInfo } from '@/server/customers/answers'
import { getKycStatus } from '@/server/customers/get-kyc-status'
import { customerInfoAnswer } from '@/contracts/customers'

export const dynamic = 'force-dynamic'

// GET /api/customers/get-info: the caller's profile; 404 user-not-found before sign-up is finished.
export const GET = withCustomer(async (_request, { customer, authUser }) =>
  NextResponse.json(customerInfoAnswer.parse({ data: userInfo(customer, authUser.id, await getKycStatus(customer)) }), {
    headers: { 'Cache-Control': 'private, no-store' },
  }),
)
