import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { addTeamMembers } from '@/server/customers/add-team-members'
import { teamMemberAnswer } from '@/server/customers/answers'
import { listTeamMembers } from '@/server/customers/list-team-members'
import { addContactsBody, contactsAnswer } from '@/contracts/customers'

export const dynamic = 'force-dynamic'

// GET /api/contacts: the caller's team members. POST /api/contacts { contacts: [] }: adds several at once, all or none.
export const GET = withCustomer(async (_request, { customer }) =>
  NextResponse.json(contactsAnswer.parse({ data: (await listTeamMembers(customer)).map(teamMemberAnswer) }), {
    headers: { 'Cache-Control': 'private, no-store' },
  }),
)

export const POST = withCustomer(async (request, { customer }) => {
  const { contacts } = await parseJsonBody(request, addContactsBody, 'Check the team members’ details.')
  const created = await addTeamMembers(customer, contacts)
  return NextResponse.json(contactsAnswer.parse({ data: created.map(teamMemberAnswer) }), { status: 201 })
})
