import { businessDate, type IsoDate } from '@/domain/calendar/business-date'
import { maskAadhaarLast4, maskPan } from '@/domain/kyc/masking'
import { voDashboardState } from '@/domain/virtual-office/dashboard-state'
import { voKycStepper } from '@/domain/virtual-office/kyc-flow'
import { isVoStatus } from '@/domain/virtual-office/status'
import type { VoSubscriptionItem } from '@/domain/virtual-office/subscription'
import type { VoHistoryEntry, VoKycRequest } from '@/domain/virtual-office/transitions'
import type { VoDocumentViewModel } from '@/domain/virtual-office/document-view'
import type { Transaction } from '../db/transaction'

// The `vo_documents` table (src/cms/collections/VoDocuments.ts) as the service reads it, and the view the customer's
// API rows and pages answer. Only this folder writes the table.

export type Query = Transaction['query']

export const DOCUMENT_NOT_FOUND_MESSAGE = 'We could not find this virtual-office document.'

export interface VoSelectedPlan {
  handle: string
  title: string
  name: string
  /** What the term cost, paise. */
  price: number
  durationMonths: number
}

export interface VoCompanyInfo {
  name: string | null
  logo_id: string | null
  kycAttempted: boolean
  /** The PAN that the last lookup did not find: manual directors are accepted for it. */
  panNotFound?: string | null
}

export interface VoFinanceInfo {
  pan: string
  cin: string
  company_name: string
  directors: { din: string; name: string; designation?: string }[]
  gstin?: string
  gstin_address?: string
  /** 'demo' or 'cashfree' when the registry answered; 'manual' after 'PAN data not found'. */
  source: string
}

export interface VoProposedCompany {
  company_name: string
  nature_of_firm: string
  directors: { id: string; name: string; din?: string; panEncrypted?: string; panMasked?: string; email?: string; phone?: string }[]
}

/** A director's KYC as stored: identity numbers only encrypted, with a masked copy. */
export interface StoredDirectorKyc {
  id: string
  name: string
  din: string | null
  panEncrypted: string | null
  panMasked: string | null
  designation: string | null
  email: string | null
  identity: { type: string; numberEncrypted: string; numberMasked: string; file_id: string }
  verifiedAt: string
}

export interface VoDocumentRow {
  id: number
  customer_id: number
  status: string
  title: string | null
  building_id: number | null
  building_name: string | null
  desk_id: string | null
  order_number: string | null
  expires_on: string | null
  partner: string | null
  un_incorporated_registration: boolean | null
  has_dashboard_access: boolean | null
  total_kyc_complete: boolean | null
  is_default: boolean | null
  is_vo_multi_account: boolean | null
  selected_plan: VoSelectedPlan | null
  subscription_data: VoSubscriptionItem[] | null
  company_info: VoCompanyInfo | null
  finance_info: VoFinanceInfo | null
  proposed_company: VoProposedCompany | null
  phone: string | null
  directors_kyc: StoredDirectorKyc[] | null
  kyc_request: VoKycRequest | null
  history: VoHistoryEntry[] | null
  agreement_number: string | null
  esign_provider: 'builtin' | 'leegality' | 'docusign' | null
  esign_ref: string | null
  agreement_sent_at: Date | null
  agreement_signed_at: Date | null
  documents_emailed_at: Date | null
  agreement_signer_name: string | null
  agreement_signer_email: string | null
  created_at: Date
  updated_at: Date
}

/**
 * SQL that is true when some document holds the stored file whose id is `fileIdSql` (a column or a parameter): as its
 * company logo, or as a director's identity document. Indexed (vo_documents_logo_file_idx, vo_documents_directors_kyc_idx).
 */
export function documentHoldsFileSql(fileIdSql: string): string {
  return `EXISTS (SELECT 1 FROM vo_documents held WHERE held.company_info ->> 'logo_id' = ${fileIdSql}
    OR held.directors_kyc @> jsonb_build_array(jsonb_build_object('identity', jsonb_build_object('file_id', ${fileIdSql}))))`
}

const SELECT = `SELECT d.*, b.name AS building_name FROM vo_documents d LEFT JOIN buildings b ON b.id = d.building_id`

/** The customer's own document, or 404 for any other (someone else's answers exactly like a missing one). */
export async function findOwnDocument(
  query: Query,
  customerId: number,
  docId: string,
  options: { lock?: boolean } = {},
): Promise<VoDocumentRow | null> {
  // Ids are PostgreSQL integers: anything else (letters, a number past 2³¹−1) is no document at all.
  if (!/^[0-9]{1,10}$/.test(docId) || Number(docId) > 2_147_483_647) return null
  const { rows } = await query<VoDocumentRow>(`${SELECT} WHERE d.id = $1 AND d.customer_id = $2${options.lock ? ' FOR UPDATE OF d' : ''}`, [
    Number(docId),
    customerId,
  ])
  return rows[0] ?? null
}

export async function listCustomerDocuments(query: Query, customerId: number, partner?: string): Promise<VoDocumentRow[]> {
  const { rows } = await query<VoDocumentRow>(
    `${SELECT} WHERE d.customer_id = $1 ${partner ? 'AND d.partner = $2' : ''} ORDER BY d.is_default DESC, d.created_at DESC, d.id DESC`,
    partner ? [customerId, partner] : [customerId],
  )
  return rows
}

export type VoDocumentView = VoDocumentViewModel

export function documentView(row: VoDocumentRow, today: IsoDate = businessDate(new Date())): VoDocumentView {
  const unIncorporatedRegistration = row.un_incorporated_registration === true
  const hasDashboardAccess = row.has_dashboard_access === true
  const totalKycComplete = row.total_kyc_complete === true
  const expiresOn = (row.expires_on as IsoDate | null) ?? null
  const plan = row.selected_plan
  const dashboardState = voDashboardState(
    {
      status: row.status,
      hasDashboardAccess,
      totalKycComplete,
      unIncorporatedRegistration,
      selectedPlanName: plan?.name ?? null,
      expiresOn,
      kycRequest: row.kyc_request,
    },
    today,
  )
  return {
    id: String(row.id),
    status: row.status,
    unIncorporatedRegistration,
    hasDashboardAccess,
    totalKycComplete,
    isDefault: row.is_default === true,
    isVoMultiAccount: row.is_vo_multi_account === true,
    companyInfo: {
      name: row.company_info?.name ?? null,
      logo_id: row.company_info?.logo_id ?? null,
      kycAttempted: row.company_info?.kycAttempted === true,
    },
    expiresOn,
    selectedPlan: plan
      ? { handle: plan.handle, title: plan.title, name: plan.name, price: plan.price, durationMonths: plan.durationMonths }
      : null,
    building: row.building_id !== null ? { id: String(row.building_id), name: row.building_name ?? '' } : null,
    deskId: row.desk_id,
    subscriptionData: row.subscription_data ?? [],
    leegalityMembershipResponse: row.esign_provider === 'leegality' && row.esign_ref ? { documentId: row.esign_ref } : null,
    docuSignEnvelope: row.esign_provider === 'docusign' && row.esign_ref ? { id: row.esign_ref } : null,
    agreement:
      row.agreement_number && row.esign_provider && row.esign_ref
        ? {
            number: row.agreement_number,
            provider: row.esign_provider,
            ref: row.esign_ref,
            sentAt: row.agreement_sent_at ? new Date(row.agreement_sent_at).toISOString() : null,
            signedAt: row.agreement_signed_at ? new Date(row.agreement_signed_at).toISOString() : null,
          }
        : null,
    orderNumber: row.order_number,
    partner: row.partner,
    financeInfo: row.finance_info
      ? {
          pan: row.finance_info.pan,
          cin: row.finance_info.cin,
          company_name: row.finance_info.company_name,
          directors: row.finance_info.directors.map((d) => ({ din: d.din, name: d.name, designation: d.designation ?? null })),
          gstin: row.finance_info.gstin ?? null,
          source: row.finance_info.source,
        }
      : null,
    proposedCompany: row.proposed_company
      ? {
          company_name: row.proposed_company.company_name,
          nature_of_firm: row.proposed_company.nature_of_firm,
          directors: row.proposed_company.directors.map((d) => ({ id: d.id, name: d.name, din: d.din ?? null, pan: d.panMasked ?? null })),
        }
      : null,
    phone: row.phone,
    directorsKyc: (row.directors_kyc ?? []).map((d) => ({
      id: d.id,
      name: d.name,
      din: d.din,
      pan: d.panMasked,
      identity: { type: d.identity.type, number: d.identity.numberMasked },
    })),
    kycRequest: row.kyc_request ? { reason: row.kyc_request.reason, requestedAt: row.kyc_request.requestedAt } : null,
    dashboardState,
    stepper: isVoStatus(row.status) ? voKycStepper({ status: row.status, unIncorporatedRegistration }) : null,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

export { maskAadhaarLast4, maskPan }
