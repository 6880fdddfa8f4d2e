import { operatorMovesFor } from '@/domain/virtual-office/operator-moves'
import type { OperatorDocumentView } from '@/domain/virtual-office/operator-view'
import type { VoHistoryEntry } from '@/domain/virtual-office/transitions'
import { isVoStatus, VO_STATUS_LABELS } from '@/domain/virtual-office/status'
import { ApiError } from '../api/errors'
import { DOCUMENT_NOT_FOUND_MESSAGE, documentView, maskPan, type Query, type VoDocumentRow } from './store'

// What an operator sees of a virtual-office document in the admin (Customers → Virtual-office documents, the panel
// of src/cms/components/VoDocumentOperatorPanel.client.tsx): status, history, the company and director KYC with every
// identity number masked (a PAN as ABCDEXXXXF, an Aadhaar number as its last 4 digits only), the files by id, and the
// moves open to the operator. Encrypted values never leave the server.

function actorLabel(actor: VoHistoryEntry['actor']): string {
  if (actor.kind === 'operator') return `operator ${actor.email ?? actor.id}`
  if (actor.kind === 'customer') return `customer #${actor.id}`
  return `system (${actor.name})`
}

export type { OperatorDocumentView }

export function operatorDocumentView(row: VoDocumentRow): OperatorDocumentView {
  const view = documentView(row)
  const status = row.status
  return {
    id: String(row.id),
    title: row.title,
    status,
    statusLabel: isVoStatus(status) ? VO_STATUS_LABELS[status] : status,
    dashboardState: view.dashboardState,
    totalKycComplete: row.total_kyc_complete === true,
    unIncorporatedRegistration: row.un_incorporated_registration === true,
    kycRequest: row.kyc_request
      ? { reason: row.kyc_request.reason, requestedAt: row.kyc_request.requestedAt, by: actorLabel(row.kyc_request.requestedBy) }
      : null,
    history: (row.history ?? []).map((entry) => ({ ...entry, actor: actorLabel(entry.actor) })),
    company: row.finance_info
      ? {
          source: row.finance_info.source,
          pan: maskPan(row.finance_info.pan),
          cin: row.finance_info.cin,
          name: row.finance_info.company_name,
          gstin: row.finance_info.gstin ?? null,
          directors: row.finance_info.directors.map((d) => ({ din: d.din, name: d.name, designation: d.designation ?? null })),
        }
      : null,
    proposedCompany: row.proposed_company
      ? {
          name: row.proposed_company.company_name,
          natureOfFirm: row.proposed_company.nature_of_firm,
          directors: row.proposed_company.directors.map((d) => ({ id: d.id, name: d.name, din: d.din ?? null, pan: d.panMasked ?? null })),
        }
      : null,
    logoFileId: row.company_info?.logo_id ?? null,
    directorsKyc: (row.directors_kyc ?? []).map((d) => ({
      id: d.id,
      name: d.name,
      din: d.din,
      pan: d.panMasked,
      identity: { type: d.identity.type, number: d.identity.numberMasked, fileId: d.identity.file_id },
      verifiedAt: d.verifiedAt,
    })),
    moves: isVoStatus(status) ? operatorMovesFor({ status, kycRequest: row.kyc_request }) : [],
  }
}

const SELECT = `SELECT d.*, b.name AS building_name FROM vo_documents d LEFT JOIN buildings b ON b.id = d.building_id WHERE d.id = $1`

/** Any customer's document (operators only: the caller checks). */
export async function findDocumentForOperator(query: Query, docId: string, options: { lock?: boolean } = {}): Promise<VoDocumentRow> {
  const row =
    /^[0-9]{1,10}$/.test(docId) && Number(docId) <= 2_147_483_647
      ? (await query<VoDocumentRow>(`${SELECT}${options.lock ? ' FOR UPDATE OF d' : ''}`, [Number(docId)])).rows[0]
      : undefined
  if (!row) throw new ApiError('not_found', DOCUMENT_NOT_FOUND_MESSAGE)
  return row
}
