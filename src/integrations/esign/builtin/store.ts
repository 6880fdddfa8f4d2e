import type { StoredOtp } from '@/server/esign/otp'

// What the built-in signing keeps per sign request. The database will back this (one row per request, the PDFs in
// bytea or file storage); the in-memory store here is for tests and has the same semantics: `update` applies a change
// only when the row is still at the version the caller read (compare-and-set), so two submissions of one request
// cannot both complete it, and a resend cannot be lost under a concurrent signature.

export type BuiltinSignStatus = 'sent' | 'completed' | 'voided'

export interface BuiltinSignRequest {
  /** 'sr_' + 24 hex digits. */
  id: string
  version: number
  documentId: string
  title: string
  fileName: string
  companyName: string
  agreementNumber: string
  templateVersion: string
  signer: { name: string; email: string; phone: string | null }
  originalPdf: Buffer
  originalSha256: string
  originalPageCount: number
  status: BuiltinSignStatus
  /** The current link's id and expiry: a link with another jti no longer opens the page. */
  linkJti: string
  linkExpiresAt: string
  /** ISO instants of every link issued (the first is the send). */
  linksIssuedAt: string[]
  otp: StoredOtp | null
  otpSentAt: string[]
  sentAt: string
  viewedAt: string | null
  signedAt: string | null
  signedPdf: Buffer | null
  signedSha256: string | null
  sealedSha256: string | null
  /** How and from where it was signed (for operators; the audit page has the same). */
  evidence: { ipAddress: string; userAgent: string; mark: 'drawn' | 'typed'; consentVersion: string } | null
}

export type BuiltinSignRequestPatch = Partial<Omit<BuiltinSignRequest, 'id' | 'version'>>

export interface BuiltinSignStore {
  insert(request: BuiltinSignRequest): Promise<void>
  get(id: string): Promise<BuiltinSignRequest | null>
  /** The updated row (version + 1), or null when the row is not at `expectedVersion` any more (or is gone). */
  update(id: string, expectedVersion: number, patch: BuiltinSignRequestPatch): Promise<BuiltinSignRequest | null>
}

export function createMemorySignStore(): BuiltinSignStore & { all(): BuiltinSignRequest[] } {
  const rows = new Map<string, BuiltinSignRequest>()
  // structuredClone would turn Buffers into plain Uint8Arrays: copy them as Buffers.
  const copy = <T extends BuiltinSignRequestPatch>(row: T): T => {
    const { originalPdf, signedPdf, ...rest } = row
    return {
      ...structuredClone(rest),
      ...(originalPdf !== undefined ? { originalPdf: Buffer.from(originalPdf) } : {}),
      ...(signedPdf !== undefined ? { signedPdf: signedPdf && Buffer.from(signedPdf) } : {}),
    } as T
  }
  return {
    async insert(request) {
      if (rows.has(request.id)) throw new Error(`Sign request ${request.id} exists already`)
      rows.set(request.id, copy(request))
    },
    async get(id) {
      const row = rows.get(id)
      return row ? copy(row) : null
    },
    async update(id, expectedVersion, patch) {
      const row = rows.get(id)
      if (!row || row.version !== expectedVersion) return null
      const next = { ...row, ...copy(patch), id, version: row.version + 1 }
      rows.set(id, next)
      return copy(next)
    },
    all() {
      return [...rows.values()].map(copy)
    },
  }
}
