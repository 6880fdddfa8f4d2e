import { NextResponse } from 'next/server'
import { parseSearchParams } from '@/app/api/_lib/parse'
import type { Where } from 'payload'
import { handler } from '@/server/api/errors'
import { creditsAnswer } from '@/server/customers/answers'
import { requireCustomer } from '@/server/customers/require-customer'
import { creditsPageAnswer, creditsQuery } from '@/server/customers/schemas'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

// GET /api/ecom/api/v1/products/users/credits?page&limit&building_code: the caller's bundle credits, merged per
// building (amounts summed, the earlier expiry kept), a page at a time: data.list and data.pagination.
export const GET = handler(async (request: Request) => {
  const { customer } = await requireCustomer(request)
  const { page, limit, building_code } = parseSearchParams(request, creditsQuery, 'The page, limit or building code is not valid.')
  const payload = await getPayloadClient()
  const where: Where = {
    and: [{ customer: { equals: customer.id } }, ...(building_code ? [{ 'building.buildingCode': { equals: building_code } }] : [])],
  }
  const { docs } = await payload.find({ collection: 'bundle-credits', where, pagination: false, depth: 1, overrideAccess: true })
  const merged = creditsAnswer(docs)
  const total = merged.length
  const answer = creditsPageAnswer.parse({
    data: {
      list: merged.slice((page - 1) * limit, page * limit),
      pagination: { page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) },
    },
  })
  return NextResponse.json(answer, { headers: { 'Cache-Control': 'private, no-store' } })
})
