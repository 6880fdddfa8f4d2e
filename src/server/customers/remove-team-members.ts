import type { Customer } from '@/payload-types'
import { getPayloadClient } from '../payload'

// Row ids are PostgreSQL integers: an id outside that range belongs to no one and is left out (not sent to the query).
const MAX_ROW_ID = 2_147_483_647

/** Removes those of the ids that are the customer's own team members; answers the ids removed (others are ignored). */
export async function removeTeamMembers(customer: Pick<Customer, 'id'>, contactIds: readonly string[]): Promise<string[]> {
  const ids = contactIds.map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_ROW_ID)
  const payload = await getPayloadClient()
  const { docs } = await payload.delete({
    collection: 'team-members',
    where: { and: [{ customer: { equals: customer.id } }, { id: { in: ids } }] },
    overrideAccess: true,
    depth: 0,
  })
  return docs.map((d) => String(d.id))
}
