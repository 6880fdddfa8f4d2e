import { NextResponse } from 'next/server'
import { withCustomer } from '@/server/api/with-customer'
import { createReferralLink } from '@/server/customers/create-referral-link'
import { referralLinkAnswer } from '@/contracts/customers'

export const dynamic = 'force-dynamic'

// POST /api/referral/create-referral-link: the caller's referral link (made once, the same afterwards).
export const POST = withCustomer(async (_request, { customer }) => {
  const { code, link } = await createReferralLink(customer)
  return NextResponse.json(
    referralLinkAnswer.parse({ data: { referral_code: code, referral_link: link }, message: 'Referral link created successfully' }),
    { status: 201 },
  )
})
