// The account's pending-KYC flag (spec section 4): true when the customer has more than one document and any of them
// is neither GENERATED_PAYMENT_LINK_FOR_PLAN nor COMPLETED, or is COMPLETED without total KYC complete. With one
// document (or none) the flag is false: the dashboard itself shows that document's state.

export interface PendingKycDocument {
  status: string
  totalKycComplete: boolean
}

export function hasPendingVoKyc(documents: readonly PendingKycDocument[]): boolean {
  if (documents.length <= 1) return false
  return documents.some((d) => (d.status === 'COMPLETED' ? !d.totalKycComplete : d.status !== 'GENERATED_PAYMENT_LINK_FOR_PLAN'))
}
