import type { KycStatus } from './account'

// The customer's one KYC status (account, GET /api/users/kyc/status, get-info's kyc_status and hasCompletedKYC), from
// the same state the virtual-office documents hold: a document whose company and director KYC is complete makes the
// customer VERIFIED; one in the KYC steps (or sent back to them by an operator) makes them PENDING; otherwise the
// status an operator set on the customer (Customers → KYC status) stands.

/** What the KYC status reads of one virtual-office document. */
export interface KycOfDocument {
  status: string
  totalKycComplete: boolean
  /** An operator sent the document back for company or director KYC. */
  kycRequested: boolean
}

const IN_KYC_STEPS = new Set(['CHOSE_FLOW', 'ADDED_COMPANY_KYC'])

export function kycStatusOf(stored: KycStatus, documents: readonly KycOfDocument[]): KycStatus {
  if (documents.some((d) => d.kycRequested)) return 'PENDING'
  if (documents.some((d) => d.totalKycComplete)) return 'VERIFIED'
  if (documents.some((d) => IN_KYC_STEPS.has(d.status))) return stored === 'VERIFIED' ? stored : 'PENDING'
  return stored
}
