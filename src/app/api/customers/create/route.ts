import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { withSession } from '@/server/api/with-customer'
import { userInfo } from '@/server/customers/answers'
import { getKycStatus } from '@/server/customers/get-kyc-status'
import { createCustomer } from '@/server/customers/create-customer'
import { createCustomerBody, customerInfoAnswer } from '@/contracts/customers'

export const dynamic = 'force-dynamic'

// POST /api/customers/create { name, phone }: finishes sign-up for a signed-in identity without a profile.
export const POST = withSession(async (request, { authUser }) => {
  const body = await parseJsonBody(request, createCustomerBody, 'Check your name and phone number.')
  const customer = await createCustomer(authUser, body)
  return NextResponse.json(customerInfoAnswer.parse({ data: userInfo(customer, authUser.id, await getKycStatus(customer)) }), {
    status: 201,
  })
})
