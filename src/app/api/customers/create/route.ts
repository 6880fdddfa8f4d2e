import { randomUUID } from 'node:crypto'
import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { ApiError, handler } from '@/server/api/errors'
import { findCustomerForIdentity } from '@/server/auth/find-customer'
import { isRealEmail } from '@/server/auth/options'
import { userInfo } from '@/server/customers/answers'
import { requireSession } from '@/server/customers/require-customer'
import { createCustomerBody, customerInfoAnswer } from '@/server/customers/schemas'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

// POST /api/customers/create { name, phone }: finishes sign-up for a signed-in identity without a profile.
export const POST = handler(async (request: Request) => {
  const { authUser } = await requireSession(request)
  const body = await parseJsonBody(request, createCustomerBody, 'Check your name and phone number.')
  if (await findCustomerForIdentity({ authUserId: authUser.id, email: authUser.email, phone: authUser.phoneNumber })) {
    throw new ApiError('conflict', 'You have already signed up. Please reload the page.')
  }
  const payload = await getPayloadClient()
  const email = isRealEmail(authUser.email) ? authUser.email.toLowerCase() : null
  const customer = await payload.create({
    collection: 'customers',
    overrideAccess: true,
    depth: 0,
    data: {
      name: body.name,
      phone: body.phone,
      email,
      authUserId: authUser.id,
      userUid: randomUUID(),
      accountType: 'customer',
      kycStatus: 'NOT_STARTED',
    },
  })
  return NextResponse.json(customerInfoAnswer.parse({ data: userInfo(customer, authUser.id) }), { status: 201 })
})
