import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { handler } from '@/server/api/errors'
import { requireCustomer } from '@/server/customers/require-customer'
import { deleteContactsBody, deletedContactsAnswer } from '@/server/customers/schemas'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

// POST /api/ums/contacts/delete { contact_ids }: removes the caller's own team members; other ids are ignored.
// Row ids are PostgreSQL integers: an id above that range belongs to no one and is ignored too (not sent to the query).
const MAX_ROW_ID = 2_147_483_647
export const POST = handler(async (request: Request) => {
  const { customer } = await requireCustomer(request)
  const { contact_ids } = await parseJsonBody(request, deleteContactsBody, 'Choose who to remove.')
  const ids = contact_ids.map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_ROW_ID)
  const payload = await getPayloadClient()
  const { docs } = await payload.delete({
    collection: 'team-members',
    where: { and: [{ customer: { equals: customer.id } }, { id: { in: ids } }] },
    overrideAccess: true,
    depth: 0,
  })
  return NextResponse.json(deletedContactsAnswer.parse({ data: { deleted: docs.map((d) => String(d.id)) } }))
})
