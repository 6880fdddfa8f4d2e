import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { INVALID_GSTIN_MESSAGE, isValidGstin, normaliseGstin } from '@/domain/gst/gstin'
import { ApiError, handler } from '@/server/api/errors'
import { userInfo } from '@/server/customers/answers'
import { requireCustomer } from '@/server/customers/require-customer'
import { customerUpdatedAnswer, updateCustomerBody } from '@/server/customers/schemas'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

// POST /api/customers/update: the fields of 'User info (account)' a customer may edit. GSTIN is upper-cased; an
// invalid one answers 'Invalid GSTIN' on the gstin field and nothing is saved.
export const POST = handler(async (request: Request) => {
  const { customer, authUser } = await requireCustomer(request)
  const body = await parseJsonBody(request, updateCustomerBody, 'Check the highlighted fields.')
  let gstin = body.gstin === undefined ? undefined : body.gstin ? normaliseGstin(body.gstin) : null
  if (gstin && !isValidGstin(gstin)) throw new ApiError('bad_request', INVALID_GSTIN_MESSAGE, { gstin: INVALID_GSTIN_MESSAGE })
  if (gstin === '') gstin = null
  const profile = customer.profile ?? {}
  const payload = await getPayloadClient()
  const updated = await payload.update({
    collection: 'customers',
    id: customer.id,
    overrideAccess: true,
    depth: 1,
    data: {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      profile: {
        ...profile,
        ...(body.companyName !== undefined ? { companyName: body.companyName } : {}),
        ...(gstin !== undefined ? { gstin } : {}),
        // A GSTIN removed takes its address with it.
        ...(body.gstin_address !== undefined ? { gstinAddress: body.gstin_address } : gstin === null ? { gstinAddress: null } : {}),
        ...(body.dob !== undefined ? { dob: body.dob } : {}),
        ...(body.industry !== undefined ? { industry: body.industry } : {}),
        ...(body.designation !== undefined ? { designation: body.designation } : {}),
        ...(body.noOfEmp !== undefined ? { noOfEmp: body.noOfEmp } : {}),
        ...(body.gender !== undefined ? { gender: body.gender } : {}),
        ...(body.isWhatsappEnabled !== undefined ? { isWhatsappEnabled: body.isWhatsappEnabled } : {}),
      },
    },
  })
  return NextResponse.json(customerUpdatedAnswer.parse({ data: userInfo(updated, authUser.id), message: 'Details Updated Successfully' }))
})
