import type { z } from 'zod'
import type { Customer, TeamMember } from '@/payload-types'
import { inTransaction } from '../db/transaction'
import type { addContactsBody } from '@/contracts/customers'

export type NewTeamMember = z.infer<typeof addContactsBody>['contacts'][number]

/** Adds team members to the customer's team, all or none (one transaction). */
export async function addTeamMembers(customer: Pick<Customer, 'id'>, members: readonly NewTeamMember[]): Promise<TeamMember[]> {
  return inTransaction(async (tx) => {
    const created: TeamMember[] = []
    for (const m of members) {
      created.push(
        await tx.payload.create({
          collection: 'team-members',
          req: tx.req,
          overrideAccess: true,
          depth: 0,
          data: { customer: customer.id, name: m.name, email: m.email ?? null, phone: m.phone_number ?? null, countryCode: '+91' },
        }),
      )
    }
    return created
  })
}
