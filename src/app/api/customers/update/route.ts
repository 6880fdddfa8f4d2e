import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { userInfo } from '@/server/customers/answers'
import { getKycStatus } from '@/server/customers/get-kyc-status'
import { customerUpdatedAnswer, updateCustomerBody } from '@/contracts/customers'
import { updateCustomerProfile } from '@/server/customers/update-customer-profile'

export const dynamic = 'force-dynamic'

// POST /api/customers/update: the fields of 'User info (account)' a customer may edit; 'Invalid GSTIN' on a bad GSTIN.
export const POST = withCustomer(async (request, { customer, authUser }) => {
  const changes = await parseJsonBody(request, updateCustomerBody, 'Check the highlighted fields.')
  const updated = await updateCustomerProfile(customer, changes)
  return NextResponse.json(
    customerUpdatedAnswer.parse({
      data: userInfo(updated, authUser.id, await getKycStatus(updated)),
      message: 'Details Updated Successfully',
    }),
  )
})
