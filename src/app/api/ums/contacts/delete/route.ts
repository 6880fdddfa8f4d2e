import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { handler } from '@/server/api/errors'
import { requireCustomer } from '@/server/customers/require-customer'
import { deleteContactsBody } from '@/server/customers/schemas'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

// POST /api/ums/contacts/delete { contact_ids }: removes the caller's own team members; other ids are ignored.
export const POST = handler(async (request: Request) => {
  const { customer } = await requireCustomer(request)
  const { contact_ids } = await parseJsonBody(request, deleteContactsBody, 'Choose who to remove.')
  const ids = contact_ids.map(Number).filter(Number.isInteger)
  const payload = await getPayloadClient()
  const { docs } = await payload.delete({
    collection: 'team-members',
    where: { and: [{ customer: { equals: customer.id } }, { id: { in: ids } }] },
    overrideAccess: true,
    depth: 0,
  })
  return NextResponse.json({ data: { deleted: docs.map((d) => String(d.id)) } })
})
