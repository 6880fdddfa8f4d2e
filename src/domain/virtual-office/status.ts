// The status of a virtual-office document (spec section 4), and what each means in this product.

export const VO_STATUSES = [
  'ADDED_BUILDING_ID',
  'ADDED_PLAN',
  'GENERATED_PAYMENT_LINK_FOR_PLAN',
  'CHOSE_FLOW',
  'ADDED_COMPANY_KYC',
  'KYC_COMPLETED',
  'DOCUSIGN_EMAIL_SENT',
  'COMPLETED',
  'SIGN_MEMBERSHIP_DOC',
] as const

export type VoStatus = (typeof VO_STATUSES)[number]

export function isVoStatus(value: unknown): value is VoStatus {
  return typeof value === 'string' && (VO_STATUSES as readonly string[]).includes(value)
}

/** For operators (admin list, history) and refusal messages. */
export const VO_STATUS_LABELS: Record<VoStatus, string> = {
  ADDED_BUILDING_ID: 'Building chosen, no plan bought yet',
  GENERATED_PAYMENT_LINK_FOR_PLAN: 'Payment pending for a plan',
  ADDED_PLAN: 'Plan renewed',
  CHOSE_FLOW: 'Paid; company details pending',
  ADDED_COMPANY_KYC: 'Company details added; director KYC pending',
  KYC_COMPLETED: 'KYC complete; agreement to be sent',
  DOCUSIGN_EMAIL_SENT: 'Agreement sent for signing',
  SIGN_MEMBERSHIP_DOC: 'A new agreement to sign',
  COMPLETED: 'Agreement signed',
}
