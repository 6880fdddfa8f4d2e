import type { IsoDate } from '@/domain/calendar/business-date'
import { voDashboardState, type VoDashboardDocument, type VoDashboardState } from './dashboard-state'
import type { VoPlanHandle } from './plan-pricing'

// The readiness tracker on the dashboard: the steps from payment to documents, which is done, which is next, and which
// papers the customer will receive. A business-registration plan gives what the Registrar of Companies asks as proof
// of the registered office, a GST-registration plan what GST registration asks for the place of business: the owner's
// no-objection certificate (NOC), a recent utility bill of the building and the signed agreement. A business-address
// plan gives the signed agreement. Papers are issued once the agreement is signed.

export type VoReadinessStepKey = 'payment' | 'company' | 'directors' | 'agreement' | 'documents'
export type VoReadinessStepState = 'done' | 'current' | 'upcoming'

export interface VoReadinessStep {
  key: VoReadinessStepKey
  label: string
  state: VoReadinessStepState
}

export type VoPaperKey = 'address-noc' | 'utility-bill' | 'signed-agreement'
export type VoPaperPurpose = 'company-registration' | 'gst-registration' | 'business-address'

export interface VoPaper {
  key: VoPaperKey
  label: string
  purpose: VoPaperPurpose
  /** 'ready' once the agreement is signed and the document is active, else 'pending'. */
  state: 'ready' | 'pending'
}

export interface VoReadiness {
  dashboardState: VoDashboardState
  steps: VoReadinessStep[]
  /** The current step and what to do; null when everything is done. */
  next: { key: VoReadinessStepKey; action: string } | null
  papers: VoPaper[]
}

export interface VoReadinessDocument extends VoDashboardDocument {
  /** The plan bought (`selectedPlan` handle); null when none yet. */
  planHandle: VoPlanHandle | null
}

const PAPER_LABELS: Record<VoPaperKey, string> = {
  'address-noc': 'No-objection certificate (NOC) from the building owner',
  'utility-bill': 'A recent utility bill of the building',
  'signed-agreement': 'Your signed virtual-office agreement',
}

const PLAN_PAPERS: Record<VoPlanHandle, { purpose: VoPaperPurpose; papers: VoPaperKey[] }> = {
  'business-address-vo-package': { purpose: 'business-address', papers: ['signed-agreement'] },
  'business-registration-vo-package': { purpose: 'company-registration', papers: ['address-noc', 'utility-bill', 'signed-agreement'] },
  'gst-registration-vo-package': { purpose: 'gst-registration', papers: ['address-noc', 'utility-bill', 'signed-agreement'] },
}

/** The tracker's last step says what the papers are for: the pack is what GST or company registration asks. */
const DOCUMENTS_READY_LABEL: Record<VoPaperPurpose, string> = {
  'gst-registration': 'Ready for GST registration',
  'company-registration': 'Ready for company registration',
  'business-address': 'Documents ready',
}

const ACTIONS: Record<VoReadinessStepKey, string> = {
  payment: 'Pay for your plan',
  company: 'Add your company details',
  directors: 'Complete each director’s KYC',
  agreement: 'Sign the agreement',
  documents: 'We are preparing your documents',
}

const ORDER: readonly VoReadinessStepKey[] = ['payment', 'company', 'directors', 'agreement', 'documents']

/** The step in progress, or null when all are done; undefined for a state that has no tracker (error, no document). */
function currentStep(state: VoDashboardState, status: string): VoReadinessStepKey | null | undefined {
  switch (state) {
    case 'BOOKING_FLOW':
    case 'PAYMENT':
    case 'OLD_PAYMENT':
      return 'payment'
    case 'KYC':
    case 'UNINCORPORATED_REGISTRATION':
    case 'COMPLETE_KYC':
      return status === 'ADDED_COMPANY_KYC' ? 'directors' : 'company'
    case 'SIGN_DOCUMENT':
      return 'agreement'
    case 'LOADING':
      return 'documents'
    case 'COMPLETED':
      return null
    case 'ERROR':
    case 'MYHQ_REDIRECT':
      return undefined
  }
}

/** The tracker for one document, or null when the dashboard shows no tracker (ERROR, or no document). */
export function voReadiness(document: VoReadinessDocument | null, today: IsoDate): VoReadiness | null {
  const dashboardState = voDashboardState(document, today)
  if (document === null) return null
  const current = currentStep(dashboardState, document.status)
  if (current === undefined) return null
  const currentIndex = current === null ? ORDER.length : ORDER.indexOf(current)
  const plan = document.planHandle ? PLAN_PAPERS[document.planHandle] : null
  const companyLabel = document.unIncorporatedRegistration ? 'Proposed company details' : 'Company KYC'
  const labels: Record<VoReadinessStepKey, string> = {
    payment: 'Plan paid',
    company: companyLabel,
    directors: 'Director KYC',
    agreement: 'Agreement signed',
    documents: DOCUMENTS_READY_LABEL[plan?.purpose ?? 'business-address'],
  }
  const steps = ORDER.map((key, i) => ({
    key,
    label: labels[key],
    state: (i < currentIndex ? 'done' : i === currentIndex ? 'current' : 'upcoming') as VoReadinessStepState,
  }))
  const papers: VoPaper[] = (plan?.papers ?? []).map((key) => ({
    key,
    label: PAPER_LABELS[key],
    purpose: plan!.purpose,
    state: dashboardState === 'COMPLETED' ? 'ready' : 'pending',
  }))
  return { dashboardState, steps, next: current === null ? null : { key: current, action: ACTIONS[current] }, papers }
}

/** The papers a plan gives (none for an unknown plan). */
export function voPlanPapers(handle: string | null | undefined): VoPaperKey[] {
  return handle && handle in PLAN_PAPERS ? [...PLAN_PAPERS[handle as VoPlanHandle].papers] : []
}
