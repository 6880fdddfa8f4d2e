import type { VoStatus } from './status'

// The KYC page's flows and steppers (spec section 4, 'KYC flows').

export const VO_KYC_FLOWS = ['INCORPORATED', 'NON_INCORPORATED', 'SIGN_MEMBERSHIP_DOC'] as const
export type VoKycFlow = (typeof VO_KYC_FLOWS)[number]

export const VO_KYC_STEPS: Record<VoKycFlow, readonly string[]> = {
  NON_INCORPORATED: ['Company Details', 'Individual KYC', 'Sign Agreement'],
  INCORPORATED: ['KYC Detail', 'Individual KYC', 'Sign Agreement'],
  SIGN_MEMBERSHIP_DOC: ['Sign Agreement'],
}

/**
 * The flow for a document: SIGN_MEMBERSHIP_DOC when that is the status; otherwise the unincorporated flag
 * (NON_INCORPORATED or INCORPORATED), except a COMPLETED document, which has no flow (null).
 */
export function voKycFlow(document: { status: VoStatus; unIncorporatedRegistration: boolean }): VoKycFlow | null {
  if (document.status === 'SIGN_MEMBERSHIP_DOC') return 'SIGN_MEMBERSHIP_DOC'
  if (document.status === 'COMPLETED') return null
  return document.unIncorporatedRegistration ? 'NON_INCORPORATED' : 'INCORPORATED'
}

/**
 * The active step by status: CHOSE_FLOW 0, ADDED_COMPANY_KYC 1, KYC_COMPLETED 2, SIGN_MEMBERSHIP_DOC 0 (spec).
 * DOCUSIGN_EMAIL_SENT is 2 as well (decided here: the agreement is out and waits for the signature, still the
 * 'Sign Agreement' step). COMPLETED and the statuses before payment have no step (null): the KYC page is not theirs.
 */
export const VO_STEPPER_INDEX: Record<VoStatus, number | null> = {
  ADDED_BUILDING_ID: null,
  GENERATED_PAYMENT_LINK_FOR_PLAN: null,
  ADDED_PLAN: null,
  CHOSE_FLOW: 0,
  ADDED_COMPANY_KYC: 1,
  KYC_COMPLETED: 2,
  DOCUSIGN_EMAIL_SENT: 2,
  SIGN_MEMBERSHIP_DOC: 0,
  COMPLETED: null,
}

export function voStepperIndex(status: VoStatus): number | null {
  return VO_STEPPER_INDEX[status]
}

export type VoStepState = 'done' | 'current' | 'upcoming'

export interface VoKycStepper {
  flow: VoKycFlow
  activeIndex: number
  steps: { label: string; state: VoStepState }[]
}

/** The stepper the KYC page draws, or null when the document has no flow or no active step. */
export function voKycStepper(document: { status: VoStatus; unIncorporatedRegistration: boolean }): VoKycStepper | null {
  const flow = voKycFlow(document)
  const activeIndex = voStepperIndex(document.status)
  if (flow === null || activeIndex === null) return null
  return {
    flow,
    activeIndex,
    steps: VO_KYC_STEPS[flow].map((label, i) => ({ label, state: i < activeIndex ? 'done' : i === activeIndex ? 'current' : 'upcoming' })),
  }
}
