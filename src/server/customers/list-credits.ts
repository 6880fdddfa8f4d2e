import type { Customer } from '@/payload-types'
import type { BuildingCredit } from '@/domain/customers/credits'
import { listLedgerLots } from '../credits/ledger'
import { plainQuery } from '../db/plain-query'
import { creditsAnswer } from './answers'

export interface CreditsPage {
  list: BuildingCredit[]
  pagination: { page: number; limit: number; total: number; total_pages: number }
}

/**
 * The customer's bundle credits merged per building (amounts summed, the earlier expiry kept), a page at a time, as the
 * credit ledger sums them.
 */
export async function listCredits(
  customer: Pick<Customer, 'id'>,
  query: { page: number; limit: number; building_code?: string },
): Promise<CreditsPage> {
  const { page, limit, building_code } = query
  const lots = await listLedgerLots({ query: await plainQuery() }, customer.id, {
    source: 'bundle',
    ...(building_code ? { buildingCode: building_code } : {}),
  })
  const merged = creditsAnswer(lots)
  const total = merged.length
  return {
    list: merged.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) },
  }
}
