import type { IsoDate } from '@/domain/calendar/business-date'
import type { VoDashboardState } from './dashboard-state'
import type { VoKycStepper } from './kyc-flow'
import type { VoStatus } from './status'
import type { VoSubscriptionItem } from './subscription'

// A virtual-office document as the customer's API rows answer it and the pages draw it (identity numbers masked).
// Made by src/server/virtual-office/store.ts.

export interface VoDocumentViewModel {
  id: string
  status: VoStatus | string
  unIncorporatedRegistration: boolean
  hasDashboardAccess: boolean
  totalKycComplete: boolean
  isDefault: boolean
  isVoMultiAccount: boolean
  companyInfo: { name: string | null; logo_id: string | null; kycAttempted: boolean }
  expiresOn: IsoDate | null
  selectedPlan: { handle: string; title: string; name: string; price: number; durationMonths: number } | null
  building: { id: string; name: string } | null
  deskId: string | null
  subscriptionData: VoSubscriptionItem[]
  /** The older provider's sign request, when the agreement went through it. */
  leegalityMembershipResponse: { documentId: string } | null
  /** The newer provider's envelope, when the agreement went through it. */
  docuSignEnvelope: { id: string } | null
  /** The agreement sent for signing: its number (mcn), who signs it and when it was sent and signed. */
  agreement: {
    number: string
    provider: 'builtin' | 'leegality' | 'docusign'
    /** The built-in signing's request id (what verify-signature checks). */
    ref: string
    sentAt: string | null
    signedAt: string | null
  } | null
  orderNumber: string | null
  partner: string | null
  financeInfo: {
    pan: string
    cin: string
    company_name: string
    directors: { din: string; name: string; designation: string | null }[]
    gstin: string | null
    source: string
  } | null
  proposedCompany: {
    company_name: string
    nature_of_firm: string
    directors: { id: string; name: string; din: string | null; pan: string | null }[]
  } | null
  phone: string | null
  /** Each director's KYC, identity numbers masked. */
  directorsKyc: { id: string; name: string; din: string | null; pan: string | null; identity: { type: string; number: string } }[]
  kycRequest: { reason: string; requestedAt: string } | null
  dashboardState: VoDashboardState
  stepper: VoKycStepper | null
  createdAt: string
}
