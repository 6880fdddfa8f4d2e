import type { IsoDate } from '@/domain/calendar/business-date'
import { isVoStatus } from './status'

// The virtual-office dashboard state of a document (spec section 4, 'Dashboard state mapping'), one pure function.
//
// | status                                             | state                                                           |
// | COMPLETED                                          | COMPLETED if dashboard access or total KYC complete, else LOADING |
// | SIGN_MEMBERSHIP_DOC, KYC_COMPLETED, DOCUSIGN_EMAIL_SENT | SIGN_DOCUMENT                                              |
// | GENERATED_PAYMENT_LINK_FOR_PLAN                    | PAYMENT if a plan name exists and no dashboard access;          |
// |                                                    | COMPLETED if total KYC complete and dashboard access;           |
// |                                                    | otherwise OLD_PAYMENT                                           |
// | ADDED_PLAN                                         | SIGN_DOCUMENT if expiresOn has passed, else COMPLETED           |
// | CHOSE_FLOW, ADDED_COMPANY_KYC                      | UNINCORPORATED_REGISTRATION if unincorporated, else KYC         |
// | ADDED_BUILDING_ID                                  | BOOKING_FLOW                                                    |
// | any other                                          | ERROR                                                           |
//
// The two states outside the table, decided here:
// - MYHQ_REDIRECT: the customer has no virtual-office document at all. The dashboard sends them to the virtual-office
//   product page (VO_PRODUCT_PATH) to choose a building and a plan, instead of showing an empty dashboard.
// - COMPLETE_KYC: an operator sent the document back for KYC (an open `kycRequest`, see transitions.ts). It comes
//   before the table: the customer sees the operator's reason and goes to the KYC page. The request closes when the
//   directors are verified again, on reset, or when the operator withdraws it.
// LOADING (a completed document whose access and KYC flags have not arrived yet) tells the page to load the document
// again shortly; ERROR shows 'There is some issue in fetching VO document details. Please try again.'

export const VO_DASHBOARD_STATES = [
  'BOOKING_FLOW',
  'PAYMENT',
  'OLD_PAYMENT',
  'KYC',
  'UNINCORPORATED_REGISTRATION',
  'SIGN_DOCUMENT',
  'COMPLETED',
  'LOADING',
  'ERROR',
  'MYHQ_REDIRECT',
  'COMPLETE_KYC',
] as const

export type VoDashboardState = (typeof VO_DASHBOARD_STATES)[number]

/** Where MYHQ_REDIRECT sends a customer with no document. */
export const VO_PRODUCT_PATH = '/workspaces/virtual-office/'
/** The KYC page (spec section 2), with `?id=` for one document. */
export const VO_KYC_PATH = '/workspaces/virtual-office/kyc/'

/** The fields of a document the dashboard reads. `status` is a string: a value outside the nine is an ERROR. */
export interface VoDashboardDocument {
  status: string
  hasDashboardAccess: boolean
  totalKycComplete: boolean
  unIncorporatedRegistration: boolean
  /** `selectedPlan.name`; empty or null when no plan was chosen. */
  selectedPlanName: string | null
  /** The last day of the subscription, a date in India (see subscription.ts); null when not set yet. */
  expiresOn: IsoDate | null
  /** An operator's open request that KYC be completed again. */
  kycRequest: { reason: string } | null
}

/** `today` is the business date in India (businessDate(new Date())). */
export function voDashboardState(document: VoDashboardDocument | null, today: IsoDate): VoDashboardState {
  if (document === null) return 'MYHQ_REDIRECT'
  const { status } = document
  if (!isVoStatus(status)) return 'ERROR'
  if (document.kycRequest) return 'COMPLETE_KYC'
  switch (status) {
    case 'COMPLETED':
      return document.hasDashboardAccess || document.totalKycComplete ? 'COMPLETED' : 'LOADING'
    case 'SIGN_MEMBERSHIP_DOC':
    case 'KYC_COMPLETED':
    case 'DOCUSIGN_EMAIL_SENT':
      return 'SIGN_DOCUMENT'
    case 'GENERATED_PAYMENT_LINK_FOR_PLAN':
      if (document.selectedPlanName?.trim() && !document.hasDashboardAccess) return 'PAYMENT'
      if (document.totalKycComplete && document.hasDashboardAccess) return 'COMPLETED'
      return 'OLD_PAYMENT'
    case 'ADDED_PLAN':
      // The expiry day itself is still within the term: it has passed from the next day on.
      return document.expiresOn !== null && document.expiresOn < today ? 'SIGN_DOCUMENT' : 'COMPLETED'
    case 'CHOSE_FLOW':
    case 'ADDED_COMPANY_KYC':
      return document.unIncorporatedRegistration ? 'UNINCORPORATED_REGISTRATION' : 'KYC'
    case 'ADDED_BUILDING_ID':
      return 'BOOKING_FLOW'
  }
}

/**
 * What the dashboard card says and where its button goes, per state. `{id}` is the document's id. PAYMENT has no fixed
 * address: the page links to the document's pending order.
 */
export const VO_DASHBOARD_COPY: Record<VoDashboardState, { title: string; next: string; href: string | null }> = {
  BOOKING_FLOW: { title: 'Choose your plan', next: 'Pick a plan for the building you chose and pay for it.', href: VO_PRODUCT_PATH },
  PAYMENT: { title: 'Payment pending', next: 'Pay for your plan to start the KYC.', href: null },
  OLD_PAYMENT: {
    title: 'Payment not completed',
    next: 'This payment link is no longer valid. Choose the plan again to pay.',
    href: VO_PRODUCT_PATH,
  },
  KYC: { title: 'Complete your company KYC', next: 'Add your company details, then each director’s KYC.', href: `${VO_KYC_PATH}?id={id}` },
  UNINCORPORATED_REGISTRATION: {
    title: 'Tell us about your proposed company',
    next: 'Add the proposed company’s details, then each director’s KYC.',
    href: `${VO_KYC_PATH}?id={id}`,
  },
  SIGN_DOCUMENT: { title: 'Sign your agreement', next: 'Review and sign the virtual-office agreement.', href: `${VO_KYC_PATH}?id={id}` },
  COMPLETED: { title: 'Your virtual office is active', next: 'Download your documents below.', href: null },
  LOADING: { title: 'Finishing up', next: 'We are updating your document. This takes a few seconds.', href: null },
  ERROR: { title: 'Something went wrong', next: 'There is some issue in fetching VO document details. Please try again.', href: null },
  MYHQ_REDIRECT: { title: 'Get a virtual office', next: 'Choose a building and a plan to get started.', href: VO_PRODUCT_PATH },
  COMPLETE_KYC: { title: 'Complete your KYC', next: 'Our team needs you to complete your KYC again.', href: `${VO_KYC_PATH}?id={id}` },
}
