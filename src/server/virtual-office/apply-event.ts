import { isVoStatus } from '@/domain/virtual-office/status'
import { applyVoEvent, type VoActor, type VoEvent } from '@/domain/virtual-office/transitions'
import { ApiError } from '../api/errors'
import type { Query, VoDocumentRow } from './store'

// The one place a document's status changes: the domain's transition table decides (a refused move is a 409 with the
// table's reason), the history gets the entry, and the update is conditional on the status that was read, so two
// moves at once cannot both apply. `extra` are the other columns the same step writes (company KYC, directors, …),
// in the same statement, so a step is never half written. Run inside a transaction (inTransaction).

export type ExtraColumns = Record<string, unknown>

const JSON_COLUMNS = new Set([
  'selected_plan',
  'subscription_data',
  'company_info',
  'finance_info',
  'proposed_company',
  'directors_kyc',
  'kyc_request',
])
const COLUMN = /^[a-z_]+$/

function setClause(columns: ExtraColumns, values: unknown[]): string[] {
  return Object.entries(columns).map(([column, value]) => {
    if (!COLUMN.test(column)) throw new Error(`Not a column: ${column}`)
    if (JSON_COLUMNS.has(column)) {
      values.push(value === null ? null : JSON.stringify(value))
      return `${column} = $${values.length}::jsonb`
    }
    values.push(value)
    return `${column} = $${values.length}`
  })
}

/** Writes columns without a change of status (a step that stays where it is, e.g. one director's KYC). */
export async function updateDocumentColumns(query: Query, row: VoDocumentRow, columns: ExtraColumns): Promise<void> {
  const values: unknown[] = []
  const sets = setClause(columns, values)
  values.push(row.id, row.status)
  const { rowCount } = await query(
    `UPDATE vo_documents SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $${values.length - 1} AND status = $${values.length}`,
    values,
  )
  if (rowCount !== 1) throw new ApiError('conflict', 'This document changed a moment ago. Reload it and try again.')
}

export async function applyEventToDocument(
  query: Query,
  row: VoDocumentRow,
  event: VoEvent,
  actor: VoActor,
  options: { extra?: ExtraColumns; now?: Date; reason?: string | null } = {},
): Promise<{ from: string; to: string }> {
  if (!isVoStatus(row.status)) throw new ApiError('conflict', `This document has an unknown status (${row.status}).`)
  const result = applyVoEvent(
    { status: row.status, totalKycComplete: row.total_kyc_complete === true, kycRequest: row.kyc_request },
    event,
    { actor, at: options.now ?? new Date(), reason: options.reason },
  )
  if (!result.ok) throw new ApiError('conflict', result.message)

  const { changes } = result
  const columns: ExtraColumns = { status: changes.status }
  if (changes.totalKycComplete !== undefined) columns.total_kyc_complete = changes.totalKycComplete
  if (changes.hasDashboardAccess !== undefined) columns.has_dashboard_access = changes.hasDashboardAccess
  if (changes.unIncorporatedRegistration !== undefined) columns.un_incorporated_registration = changes.unIncorporatedRegistration
  if (changes.kycRequest !== undefined) columns.kyc_request = changes.kycRequest
  if (changes.clearKycData) {
    columns.finance_info = null
    columns.proposed_company = null
    columns.directors_kyc = null
    columns.company_info = { name: null, logo_id: null, kycAttempted: false }
  }
  Object.assign(columns, options.extra ?? {})

  const values: unknown[] = []
  const sets = setClause(columns, values)
  values.push(JSON.stringify([result.entry]))
  sets.push(`history = coalesce(history, '[]'::jsonb) || $${values.length}::jsonb`)
  values.push(row.id, result.from)
  const { rowCount } = await query(
    `UPDATE vo_documents SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $${values.length - 1} AND status = $${values.length}`,
    values,
  )
  if (rowCount !== 1) throw new ApiError('conflict', 'This document changed a moment ago. Reload it and try again.')
  row.status = result.to
  return { from: result.from, to: result.to }
}
