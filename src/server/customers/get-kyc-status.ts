import type { KycStatus } from '@/domain/customers/account'
import { kycStatusOf } from '@/domain/customers/kyc-status'
import type { Customer } from '@/payload-types'
import { plainQuery } from '../db/plain-query'

/** The customer's KYC status as the account shows it: the stored one, read together with their virtual-office documents. */
export async function getKycStatus(customer: Pick<Customer, 'id' | 'kycStatus'>): Promise<KycStatus> {
  const query = await plainQuery()
  const { rows } = await query<{ status: string; total_kyc_complete: boolean | null; kyc_request: unknown }>(
    'SELECT status, total_kyc_complete, kyc_request FROM vo_documents WHERE customer_id = $1',
    [customer.id],
  )
  return kycStatusOf(
    customer.kycStatus,
    rows.map((row) => ({ status: row.status, totalKycComplete: row.total_kyc_complete === true, kycRequested: row.kyc_request != null })),
  )
}
