import type { Where } from 'payload'
import type { Customer } from '@/payload-types'
import type { BuildingCredit } from '@/domain/customers/credits'
import { getPayloadClient } from '../payload'
import { creditsAnswer } from './answers'

export interface CreditsPage {
  list: BuildingCredit[]
  pagination: { page: number; limit: number; total: number; total_pages: number }
}

/** The customer's bundle credits merged per building (amounts summed, the earlier expiry kept), a page at a time. */
export async function listCredits(
  customer: Pick<Customer, 'id'>,
  query: { page: number; limit: number; building_code?: string },
): Promise<CreditsPage> {
  const { page, limit, building_code } = query
  const payload = await getPayloadClient()
  const where: Where = {
    and: [
      { customer: { equals: customer.id } },
      { source: { equals: 'bundle' } },
      ...(building_code ? [{ 'building.buildingCode': { equals: building_code } }] : []),
    ],
  }
  const { docs } = await payload.find({ collection: 'bundle-credits', where, pagination: false, depth: 1, overrideAccess: true })
  const merged = creditsAnswer(docs)
  const total = merged.length
  return {
    list: merged.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) },
  }
}
