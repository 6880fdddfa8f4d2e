import { NextResponse } from 'next/server'
import { handler } from '@/server/api/errors'
import { userInfo } from '@/server/customers/answers'
import { requireCustomer } from '@/server/customers/require-customer'
import { customerInfoAnswer } from '@/server/customers/schemas'

export const dynamic = 'force-dynamic'

// GET /api/customers/get-info: the caller's profile; 404 user-not-found before sign-up is finished.
export const GET = handler(async (request: Request) => {
  const { customer, authUser } = await requireCustomer(request)
  return NextResponse.json(customerInfoAnswer.parse({ data: userInfo(customer, authUser.id) }), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
})
