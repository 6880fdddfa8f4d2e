import { randomBytes } from 'node:crypto'
import { NextResponse } from 'next/server'
import { handler } from '@/server/api/errors'
import { requireCustomer } from '@/server/customers/require-customer'
import { referralLinkAnswer } from '@/server/customers/schemas'
import { env } from '@/server/env'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

// POST /api/referral/create-referral-link: the caller's referral link (made once, the same afterwards). A friend who
// opens it lands on the referral page with the code, which the cart applies (REFERRAL-FREE-CONFERENCE-ROOM).
export const POST = handler(async (request: Request) => {
  const { customer } = await requireCustomer(request)
  let code = customer.referralCode
  if (!code) {
    code = `${
      customer.name
        .split(' ')[0]!
        .toUpperCase()
        .replace(/[^A-Z]/g, '')
        .slice(0, 8) || 'STHANA'
    }-${randomBytes(3).toString('hex').toUpperCase()}`
    const payload = await getPayloadClient()
    await payload.update({ collection: 'customers', id: customer.id, data: { referralCode: code }, overrideAccess: true, depth: 0 })
  }
  const link = new URL(`/workspaces/on-demand/refer?code=${encodeURIComponent(code)}`, env().SITE_URL).toString()
  return NextResponse.json(
    referralLinkAnswer.parse({ data: { referral_code: code, referral_link: link }, message: 'Referral link created successfully' }),
    { status: 201 },
  )
})
