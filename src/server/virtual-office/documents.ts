import { businessDate, type IsoDate } from '@/domain/calendar/business-date'
import { hasPendingVoKyc } from '@/domain/virtual-office/pending-kyc'
import type { CompanyKycBody, IdentityDocument, RocDetailsBody, UnincorporatedCompanyBody } from '@/domain/virtual-office/schemas'
import { subscriptionEndDate, termDays, type VoSubscriptionItem } from '@/domain/virtual-office/subscription'
import { KYC_RESET_REQUEST_TYPE, type VoActor } from '@/domain/virtual-office/transitions'
import { VO_SERVER_MESSAGES } from '@/domain/virtual-office/messages'
import { lookupCompany, selectCompanyLookup, type CompanyLookupAdapter } from '@/integrations/kyc'
import { ApiError } from '../api/errors'
import { plainQuery } from '../db/plain-query'
import { inTransaction } from '../db/transaction'
import { fieldCipher } from '../security/field-encryption'
import { requireOwnUpload } from '../uploads/require-own-upload'
import { applyEventToDocument, updateDocumentColumns } from './apply-event'
import {
  DOCUMENT_NOT_FOUND_MESSAGE,
  documentView,
  findOwnDocument,
  listCustomerDocuments,
  maskAadhaarLast4,
  maskPan,
  type Query,
  type StoredDirectorKyc,
  type VoDocumentRow,
  type VoDocumentView,
  type VoSelectedPlan,
} from './store'

// The customer's virtual-office documents: the service behind every /api/vo/… row and the order hook that creates a
// document. Each step reads the caller's own document under a row lock, moves it through the transition table
// (apply-event.ts) and writes what the step adds in the same statement, inside one transaction.

export const WRONG_FLOW_INCORPORATED = 'This document is for a company yet to be incorporated: add its proposed details instead.'
export const WRONG_FLOW_UNINCORPORATED = 'This document is for an incorporated company: add its company KYC instead.'
export const DIRECTORS_PENDING_MESSAGE = 'Complete the KYC of every director first.'
export const NO_DIRECTOR_MESSAGE = 'This director is not on the company’s list of directors.'

const customerActor = (customerId: number): VoActor => ({ kind: 'customer', id: String(customerId) })

async function withOwnDocument<T>(
  customerId: number,
  docId: string,
  work: (query: Query, row: VoDocumentRow) => Promise<T>,
): Promise<VoDocumentView> {
  return inTransaction(async (tx) => {
    const row = await findOwnDocument(tx.query, customerId, docId, { lock: true })
    if (!row) throw new ApiError('not_found', DOCUMENT_NOT_FOUND_MESSAGE)
    await work(tx.query, row)
    const updated = await findOwnDocument(tx.query, customerId, docId)
    return documentView(updated!)
  })
}

// ── Reading ───────────────────────────────────────────────────────────────────────────────────────────────────────

export async function listDocuments(customerId: number, partner?: string): Promise<{ data: VoDocumentView[]; hasPendingKyc: boolean }> {
  const rows = await listCustomerDocuments(await plainQuery(), customerId, partner)
  const data = rows.map((row) => documentView(row))
  return { data, hasPendingKyc: hasPendingVoKyc(data) }
}

export async function getDocument(customerId: number, docId: string): Promise<VoDocumentView> {
  const row = await findOwnDocument(await plainQuery(), customerId, docId)
  if (!row) throw new ApiError('not_found', DOCUMENT_NOT_FOUND_MESSAGE)
  return documentView(row)
}

// ── Creating (the paid order of a plan) ───────────────────────────────────────────────────────────────────────────

export interface NewVoDocument {
  customerId: number
  orderNumber: string
  buildingId: number | null
  plan: VoSelectedPlan
  /** The first day of service, a date in India (the payment's date). */
  startDate?: IsoDate
  partner?: string | null
  now?: Date
}

/**
 * The document a paid plan creates, in the caller's transaction (the order's confirmation): made at ADDED_BUILDING_ID,
 * then moved by PURCHASE_PAID to CHOSE_FLOW through the transition table, so its history starts with the payment.
 * Idempotent per order: a second call for the same order number returns the first document's id.
 */
export async function createDocumentForOrder(query: Query, input: NewVoDocument): Promise<number> {
  const existing = await query<{ id: number }>('SELECT id FROM vo_documents WHERE order_number = $1', [input.orderNumber])
  if (existing.rows[0]) return existing.rows[0].id
  const now = input.now ?? new Date()
  const start = input.startDate ?? businessDate(now)
  const subscription: VoSubscriptionItem[] = [
    {
      duration_in_days: termDays(start, input.plan.durationMonths),
      plans: [{ title: input.plan.title, name: input.plan.name, handle: input.plan.handle }],
    },
  ]
  const others = await query<{ count: string }>('SELECT count(*)::text AS count FROM vo_documents WHERE customer_id = $1', [
    input.customerId,
  ])
  const isFirst = Number(others.rows[0]!.count) === 0
  const inserted = await query<VoDocumentRow>(
    `INSERT INTO vo_documents (title, customer_id, status, building_id, order_number, expires_on, partner,
       un_incorporated_registration, has_dashboard_access, total_kyc_complete, is_default, is_vo_multi_account,
       selected_plan, subscription_data, company_info, history, created_at, updated_at)
     VALUES ($1, $2, 'ADDED_BUILDING_ID', $3, $4, $5, $6, false, false, false, $7, $8, $9::jsonb, $10::jsonb, $11::jsonb, '[]'::jsonb, $12, $12)
     RETURNING *`,
    [
      input.plan.title,
      input.customerId,
      input.buildingId,
      input.orderNumber,
      subscriptionEndDate(start, subscription),
      input.partner ?? null,
      isFirst,
      !isFirst,
      JSON.stringify(input.plan),
      JSON.stringify(subscription),
      JSON.stringify({ name: null, logo_id: null, kycAttempted: false }),
      now,
    ],
  )
  const row = inserted.rows[0]!
  await applyEventToDocument(query, row, { type: 'PURCHASE_PAID' }, { kind: 'system', name: 'payments' }, { now })
  if (!isFirst) await query('UPDATE vo_documents SET is_vo_multi_account = true WHERE customer_id = $1', [input.customerId])
  return row.id
}

// ── The customer's steps ──────────────────────────────────────────────────────────────────────────────────────────

export async function setDefaultDocument(customerId: number, docId: string): Promise<VoDocumentView> {
  return inTransaction(async (tx) => {
    const row = await findOwnDocument(tx.query, customerId, docId, { lock: true })
    if (!row) throw new ApiError('not_found', DOCUMENT_NOT_FOUND_MESSAGE)
    await tx.query('UPDATE vo_documents SET is_default = (id = $2), updated_at = now() WHERE customer_id = $1', [customerId, row.id])
    return documentView((await findOwnDocument(tx.query, customerId, docId))!)
  })
}

/** PATCH /vo/document/company-details: the flow chosen (INCORPORATED or NON_INCORPORATED). */
export async function chooseFlow(
  customerId: number,
  docId: string,
  companyType: 'INCORPORATED' | 'NON_INCORPORATED',
): Promise<VoDocumentView> {
  return withOwnDocument(customerId, docId, (query, row) =>
    applyEventToDocument(
      query,
      row,
      { type: 'FLOW_CHOSEN', unincorporated: companyType === 'NON_INCORPORATED' },
      customerActor(customerId),
    ),
  )
}

/**
 * PATCH /vo/document/add-company-kyc. The PAN (and CIN) are looked up through the KYC adapter: a company found fills
 * finance_info from the registry (its name and directors, not what was typed). A PAN the registry does not know
 * answers 'PAN data not found' once (and the document remembers it); the next attempt with the same PAN is taken as
 * typed, with the directors entered by hand.
 */
export async function addCompanyKyc(
  customerId: number,
  body: CompanyKycBody,
  adapter: CompanyLookupAdapter = selectCompanyLookup(),
): Promise<VoDocumentView> {
  const info = body.finance_info
  const lookup = await lookupCompany(adapter, { pan: info.pan, cin: info.cin })
  if (lookup.status === 'unavailable') throw new ApiError('service_unavailable', lookup.message)
  if (lookup.status === 'mismatch') throw new ApiError('bad_request', lookup.message, { 'finance_info.cin': lookup.message })
  let notFoundFirstTime = false
  const view = await withOwnDocument(customerId, body.doc_id, async (query, row) => {
    if (row.un_incorporated_registration) throw new ApiError('conflict', WRONG_FLOW_INCORPORATED)
    if (body.logo_id) await requireOwnUpload(query, customerId, body.logo_id, 'company-logo', 'logo_id')
    const companyInfo = row.company_info ?? { name: null, logo_id: null, kycAttempted: false }
    if (lookup.status === 'not-found' && companyInfo.panNotFound !== info.pan) {
      notFoundFirstTime = true
      await updateDocumentColumns(query, row, { company_info: { ...companyInfo, kycAttempted: true, panNotFound: info.pan } })
      return
    }
    const company = lookup.status === 'found' ? lookup.company : null
    const financeInfo = {
      pan: info.pan,
      cin: company?.cin ?? info.cin,
      company_name: company?.companyName ?? info.company_name,
      directors: company
        ? company.directors.filter((d) => d.din).map((d) => ({ din: d.din!, name: d.name, designation: d.designation }))
        : info.directors.map((d) => ({ din: d.din, name: d.name, ...(d.designation ? { designation: d.designation } : {}) })),
      ...(info.gstin ? { gstin: info.gstin } : {}),
      ...(info.gstin_address ? { gstin_address: info.gstin_address } : {}),
      source: company ? company.source : 'manual',
    }
    await applyEventToDocument(query, row, { type: 'COMPANY_KYC_ADDED' }, customerActor(customerId), {
      extra: {
        title: financeInfo.company_name,
        finance_info: financeInfo,
        phone: body.phone,
        directors_kyc: null,
        company_info: {
          name: financeInfo.company_name,
          logo_id: body.logo_id ?? companyInfo.logo_id,
          kycAttempted: true,
          panNotFound: null,
        },
      },
    })
  })
  if (notFoundFirstTime) throw new ApiError('not_found', VO_SERVER_MESSAGES.panDataNotFound)
  return view
}

/** PUT /nest-api/virtual-offices/add-unincorporated-company/{id}: the proposed company's details. */
export async function addUnincorporatedCompany(
  customerId: number,
  docId: string,
  body: UnincorporatedCompanyBody,
): Promise<VoDocumentView> {
  const cipher = fieldCipher()
  return withOwnDocument(customerId, docId, async (query, row) => {
    if (row.un_incorporated_registration !== true) throw new ApiError('conflict', WRONG_FLOW_UNINCORPORATED)
    if (body.logo) await requireOwnUpload(query, customerId, body.logo, 'company-logo', 'logo')
    const proposed = {
      company_name: body.company_name,
      nature_of_firm: body.nature_of_firm,
      directors: body.directors.map((d) => ({
        id: d.id,
        name: d.name,
        ...(d.din ? { din: d.din } : {}),
        ...(d.pan ? { panEncrypted: cipher.encryptString(d.pan, 'vo-director-pan'), panMasked: maskPan(d.pan) } : {}),
        ...(d.email ? { email: d.email } : {}),
        ...(d.phone ? { phone: d.phone } : {}),
      })),
    }
    const companyInfo = row.company_info ?? { name: null, logo_id: null, kycAttempted: false }
    await applyEventToDocument(query, row, { type: 'COMPANY_KYC_ADDED' }, customerActor(customerId), {
      extra: {
        title: body.company_name,
        proposed_company: proposed,
        phone: body.phone,
        directors_kyc: null,
        company_info: { name: body.company_name, logo_id: body.logo ?? companyInfo.logo_id, kycAttempted: true },
      },
    })
  })
}

function directorsOf(row: VoDocumentRow): { id: string; name: string; din: string | null }[] {
  if (row.finance_info) return row.finance_info.directors.map((d) => ({ id: d.din, name: d.name, din: d.din }))
  if (row.proposed_company) return row.proposed_company.directors.map((d) => ({ id: d.id, name: d.name, din: d.din ?? null }))
  return []
}

function storedIdentity(document: IdentityDocument, cipher: ReturnType<typeof fieldCipher>): StoredDirectorKyc['identity'] {
  const number = document.type === 'AADHAAR' ? document.last4 : document.number
  const masked =
    document.type === 'AADHAAR'
      ? maskAadhaarLast4(document.last4)
      : document.type === 'PAN'
        ? maskPan(number)
        : `${'X'.repeat(number.length - 4)}${number.slice(-4)}`
  return {
    type: document.type,
    numberEncrypted: cipher.encryptString(number, 'vo-identity'),
    numberMasked: masked,
    file_id: document.file_id,
  }
}

/**
 * PUT /nest-api/virtual-offices/roc-details/{id}: COMPANY_INFO (the name or logo) or DIRECTOR_KYC (one director's
 * name, DIN or PAN and identity document; identity numbers encrypted, only the last 4 digits of an Aadhaar number).
 * No change of status: the directors are verified together by complete-company-kyc.
 */
export async function updateRocDetails(customerId: number, docId: string, body: RocDetailsBody): Promise<VoDocumentView> {
  const cipher = fieldCipher()
  return withOwnDocument(customerId, docId, async (query, row) => {
    if (row.status !== 'ADDED_COMPANY_KYC')
      throw new ApiError(
        'conflict',
        `Company details and director KYC can be changed only while director KYC is pending (the document is ${row.status}).`,
      )
    // Files are the caller's own uploads of the right kind, checked before anything is written.
    if (body.update_type === 'COMPANY_INFO' && body.companyInfo?.logo_id)
      await requireOwnUpload(query, customerId, body.companyInfo.logo_id, 'company-logo', 'companyInfo.logo_id')
    if (body.update_type === 'DIRECTOR_KYC' && body.director)
      await requireOwnUpload(
        query,
        customerId,
        body.director.identity_document.file_id,
        'identity-document',
        'director.identity_document.file_id',
      )
    const columns: Record<string, unknown> = {}
    if (body.phone) columns.phone = body.phone
    if (body.update_type === 'COMPANY_INFO' && body.companyInfo) {
      const info = row.company_info ?? { name: null, logo_id: null, kycAttempted: false }
      columns.company_info = {
        ...info,
        ...(body.companyInfo.name ? { name: body.companyInfo.name } : {}),
        ...(body.companyInfo.logo_id ? { logo_id: body.companyInfo.logo_id } : {}),
      }
    }
    if (body.update_type === 'DIRECTOR_KYC' && body.director) {
      const d = body.director
      const known = directorsOf(row).find((k) => (d.id && k.id === d.id) || (d.din && k.din === d.din))
      if (!known) throw new ApiError('bad_request', NO_DIRECTOR_MESSAGE, { 'director.din': NO_DIRECTOR_MESSAGE })
      const entry: StoredDirectorKyc = {
        id: known.id,
        name: d.name,
        din: d.din ?? known.din,
        panEncrypted: d.pan ? cipher.encryptString(d.pan, 'vo-director-pan') : null,
        panMasked: d.pan ? maskPan(d.pan) : null,
        designation: d.designation ?? null,
        email: d.email ?? null,
        identity: storedIdentity(d.identity_document, cipher),
        verifiedAt: new Date().toISOString(),
      }
      columns.directors_kyc = [...(row.directors_kyc ?? []).filter((k) => k.id !== known.id), entry]
    }
    if (Object.keys(columns).length > 0) await updateDocumentColumns(query, row, columns)
  })
}

/** PATCH /vo/document/complete-company-kyc: every director's KYC is in; the document moves to KYC_COMPLETED. */
export async function completeCompanyKyc(customerId: number, docId: string, unincorporated: boolean): Promise<VoDocumentView> {
  return withOwnDocument(customerId, docId, async (query, row) => {
    if ((row.un_incorporated_registration === true) !== unincorporated)
      throw new ApiError('conflict', unincorporated ? WRONG_FLOW_UNINCORPORATED : WRONG_FLOW_INCORPORATED)
    const done = new Set((row.directors_kyc ?? []).map((d) => d.id))
    const directors = directorsOf(row)
    if (row.status === 'ADDED_COMPANY_KYC' && (directors.length === 0 || directors.some((d) => !done.has(d.id))))
      throw new ApiError('conflict', DIRECTORS_PENDING_MESSAGE)
    await applyEventToDocument(query, row, { type: 'DIRECTORS_VERIFIED' }, customerActor(customerId))
  })
}

/** PATCH /vo/document/reset (request_type INITIAL_KYC): back to CHOSE_FLOW, KYC data cleared. */
export async function resetKyc(customerId: number, docId: string): Promise<VoDocumentView> {
  return withOwnDocument(customerId, docId, (query, row) =>
    applyEventToDocument(query, row, { type: 'KYC_RESET', requestType: KYC_RESET_REQUEST_TYPE }, customerActor(customerId), {
      extra: { title: row.selected_plan?.title ?? null },
    }),
  )
}

/** GET /vo/document/verify-plan(-by-id): the plan a document holds and its term. */
export async function verifyPlan(
  customerId: number,
  docId: string,
): Promise<{
  docId: string
  selectedPlan: VoDocumentView['selectedPlan']
  expiresOn: string | null
  subscriptionData: VoSubscriptionItem[]
  isActive: boolean
}> {
  const view = await getDocument(customerId, docId)
  const today = businessDate(new Date())
  return {
    docId: view.id,
    selectedPlan: view.selectedPlan,
    expiresOn: view.expiresOn,
    subscriptionData: view.subscriptionData,
    isActive: view.expiresOn !== null && view.expiresOn >= today,
  }
}
