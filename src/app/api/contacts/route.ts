import { NextResponse } from 'next/server'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { handler } from '@/server/api/errors'
import { teamMemberAnswer } from '@/server/customers/answers'
import { requireCustomer } from '@/server/customers/require-customer'
import { addContactsBody, contactsAnswer } from '@/server/customers/schemas'
import { getPayloadClient } from '@/server/payload'

export const dynamic = 'force-dynamic'

// GET /api/contacts: the caller's team members. POST /api/contacts { contacts: [] }: adds several at once, all or none.
export const GET = handler(async (request: Request) => {
  const { customer } = await requireCustomer(request)
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'team-members',
    where: { customer: { equals: customer.id } },
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return NextResponse.json(contactsAnswer.parse({ data: docs.map(teamMemberAnswer) }), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
})

export const POST = handler(async (request: Request) => {
  const { customer } = await requireCustomer(request)
  const { contacts } = await parseJsonBody(request, addContactsBody, 'Check the team members’ details.')
  const payload = await getPayloadClient()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const created = []
    for (const c of contacts) {
      created.push(
        await payload.create({
          collection: 'team-members',
          req,
          overrideAccess: true,
          depth: 0,
          data: { customer: customer.id, name: c.name, email: c.email ?? null, phone: c.phone_number ?? null, countryCode: '+91' },
        }),
      )
    }
    await commitTransaction(req)
    return NextResponse.json(contactsAnswer.parse({ data: created.map(teamMemberAnswer) }), { status: 201 })
  } catch (error) {
    await killTransaction(req)
    throw error
  }
})
