import { NextResponse } from 'next/server'
import { membershipState } from '@/domain/customers/loyalty'
import { withCustomer } from '@/server/api/with-customer'
import { loyaltyDetailsAnswer } from '@/contracts/customers'

export const dynamic = 'force-dynamic'

// GET /api/oms/api/loyalty/details: validity (the pass end date), cost saved (rupees) and whether it is active.
export const GET = withCustomer(async (_request, { customer }) => {
  const loyalty = customer.loyalty ?? {}
  const state = membershipState(loyalty.passEndDate, Boolean(loyalty.isMember))
  const answer = loyaltyDetailsAnswer.parse({
    data: {
      validity: loyalty.isMember ? (loyalty.passEndDate ?? null) : null,
      utilisation: { cost_saved: (loyalty.costSaved ?? 0) / 100 },
      is_active: state === 'active' || state === 'expiring-soon',
    },
  })
  return NextResponse.json(answer, { headers: { 'Cache-Control': 'private, no-store' } })
})
