import type { Customer, TeamMember } from '@/payload-types'
import { getPayloadClient } from '../payload'

/** The customer's own team members, by name. */
export async function listTeamMembers(customer: Pick<Customer, 'id'>): Promise<TeamMember[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'team-members',
    where: { customer: { equals: customer.id } },
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}
