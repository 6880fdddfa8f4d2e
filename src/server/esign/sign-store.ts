import type { BuiltinSignRequest, BuiltinSignRequestPatch, BuiltinSignStore } from '@/integrations/esign/builtin/store'
import type { StoredOtp } from './otp'
import type { Transaction } from '../db/transaction'

// The built-in signing's store in PostgreSQL: the `esign_requests` table of the Sign requests collection
// (src/cms/collections/EsignRequests.ts). `update` is a compare-and-set on `version` in one statement, so of two
// concurrent changes read at the same version exactly one lands; the PDFs are kept as base64 text.

type Query = Transaction['query']

interface Row {
  request_id: string
  version: string | number
  status: BuiltinSignRequest['status']
  vo_document_id: number | null
  title: string
  agreement_number: string | null
  template_version: string | null
  file_name: string | null
  company_name: string | null
  signer_name: string
  signer_email: string
  signer_phone: string | null
  sent_at: Date | null
  viewed_at: Date | null
  signed_at: Date | null
  original_sha256: string | null
  signed_sha256: string | null
  sealed_sha256: string | null
  original_page_count: string | number | null
  link_jti: string | null
  link_expires_at: Date | null
  links_issued_at: string[] | null
  otp_sent_at: string[] | null
  evidence: BuiltinSignRequest['evidence']
  otp: StoredOtp | null
  original_pdf: string
  signed_pdf: string | null
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null)

function fromRow(row: Row): BuiltinSignRequest {
  return {
    id: row.request_id,
    version: Number(row.version),
    documentId: row.vo_document_id === null ? '' : String(row.vo_document_id),
    title: row.title,
    fileName: row.file_name ?? 'agreement.pdf',
    companyName: row.company_name ?? '',
    agreementNumber: row.agreement_number ?? '',
    templateVersion: row.template_version ?? '',
    signer: { name: row.signer_name, email: row.signer_email, phone: row.signer_phone },
    originalPdf: Buffer.from(row.original_pdf, 'base64'),
    originalSha256: row.original_sha256 ?? '',
    originalPageCount: Number(row.original_page_count ?? 0),
    status: row.status,
    linkJti: row.link_jti ?? '',
    linkExpiresAt: iso(row.link_expires_at) ?? '',
    linksIssuedAt: row.links_issued_at ?? [],
    otp: row.otp,
    otpSentAt: row.otp_sent_at ?? [],
    sentAt: iso(row.sent_at) ?? '',
    viewedAt: iso(row.viewed_at),
    signedAt: iso(row.signed_at),
    signedPdf: row.signed_pdf ? Buffer.from(row.signed_pdf, 'base64') : null,
    signedSha256: row.signed_sha256,
    sealedSha256: row.sealed_sha256,
    evidence: row.evidence,
  }
}

/** Column and how to write each field of a patch. */
const COLUMNS: {
  [K in keyof BuiltinSignRequestPatch]-?: [column: string, write: (value: BuiltinSignRequest[K]) => unknown, cast?: string]
} = {
  documentId: ['vo_document_id', (v) => (v && /^\d+$/.test(v) ? Number(v) : null)],
  title: ['title', (v) => v],
  fileName: ['file_name', (v) => v],
  companyName: ['company_name', (v) => v],
  agreementNumber: ['agreement_number', (v) => v],
  templateVersion: ['template_version', (v) => v],
  signer: ['signer_name', (v) => v.name],
  originalPdf: ['original_pdf', (v) => v.toString('base64')],
  originalSha256: ['original_sha256', (v) => v],
  originalPageCount: ['original_page_count', (v) => v],
  status: ['status', (v) => v, 'enum_esign_requests_status'],
  linkJti: ['link_jti', (v) => v],
  linkExpiresAt: ['link_expires_at', (v) => v || null, 'timestamptz'],
  linksIssuedAt: ['links_issued_at', (v) => JSON.stringify(v), 'jsonb'],
  otp: ['otp', (v) => (v === null ? null : JSON.stringify(v)), 'jsonb'],
  otpSentAt: ['otp_sent_at', (v) => JSON.stringify(v), 'jsonb'],
  sentAt: ['sent_at', (v) => v || null, 'timestamptz'],
  viewedAt: ['viewed_at', (v) => v, 'timestamptz'],
  signedAt: ['signed_at', (v) => v, 'timestamptz'],
  signedPdf: ['signed_pdf', (v) => (v ? v.toString('base64') : null)],
  signedSha256: ['signed_sha256', (v) => v],
  sealedSha256: ['sealed_sha256', (v) => v],
  evidence: ['evidence', (v) => (v === null ? null : JSON.stringify(v)), 'jsonb'],
}

function assignments(patch: BuiltinSignRequestPatch, values: unknown[]): string[] {
  const sets: string[] = []
  for (const [key, value] of Object.entries(patch) as [keyof BuiltinSignRequestPatch, unknown][]) {
    if (value === undefined) continue
    const spec = COLUMNS[key] as [string, (v: unknown) => unknown, string?] | undefined
    if (!spec) throw new Error(`Not a field of a sign request: ${String(key)}`)
    const [column, write, cast] = spec
    values.push(write(value))
    sets.push(`${column} = $${values.length}${cast ? `::${cast}` : ''}`)
    if (key === 'signer') {
      const signer = value as BuiltinSignRequest['signer']
      values.push(signer.email)
      sets.push(`signer_email = $${values.length}`)
      values.push(signer.phone)
      sets.push(`signer_phone = $${values.length}`)
    }
  }
  return sets
}

/** The store on a query function: the pool's (each call its own statement) or a transaction's. */
export function createDatabaseSignStore(query: () => Promise<Query>): BuiltinSignStore {
  return {
    async insert(request) {
      const values: unknown[] = [request.id, request.version]
      const rest: BuiltinSignRequestPatch = { ...request }
      delete (rest as Partial<BuiltinSignRequest>).id
      delete (rest as Partial<BuiltinSignRequest>).version
      const sets = assignments(rest, values)
      const columns = sets.map((s) => s.split(' = ')[0])
      const placeholders = sets.map((s) => s.split(' = ')[1])
      await (
        await query()
      )(`INSERT INTO esign_requests (request_id, version, ${columns.join(', ')}) VALUES ($1, $2, ${placeholders.join(', ')})`, values)
    },
    async get(id) {
      const { rows } = await (await query())<Row & Record<string, unknown>>('SELECT * FROM esign_requests WHERE request_id = $1', [id])
      return rows[0] ? fromRow(rows[0]) : null
    },
    async update(id, expectedVersion, patch) {
      const values: unknown[] = []
      const sets = assignments(patch, values)
      values.push(id, expectedVersion)
      const { rows } = await (
        await query()
      )<Row & Record<string, unknown>>(
        `UPDATE esign_requests SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')}
         WHERE request_id = $${values.length - 1} AND version = $${values.length} RETURNING *`,
        values,
      )
      return rows[0] ? fromRow(rows[0]) : null
    },
  }
}
