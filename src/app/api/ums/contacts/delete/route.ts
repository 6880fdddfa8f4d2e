import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { removeTeamMembers } from '@/server/customers/remove-team-members'
import { deleteContactsBody, deletedContactsAnswer } from '@/contracts/customers'

export const dynamic = 'force-dynamic'

// POST /api/ums/contacts/delete { contact_ids }: removes the caller's own team members; other ids are ignored.
export const POST = withCustomer(async (request, { customer }) => {
  const { contact_ids } = await parseJsonBody(request, deleteContactsBody, 'Choose who to remove.')
  const deleted = await removeTeamMembers(customer, contact_ids)
  return NextResponse.json(deletedContactsAnswer.parse({ data: { deleted } }))
})
