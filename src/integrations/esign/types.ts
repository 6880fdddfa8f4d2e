// Sending the virtual-office agreement for signature, whoever signs it: the built-in in-app signing (default), the older
// provider shaped after Leegality, or the newer one shaped after DocuSign. Routes speak only these types; each vendor's
// shapes stay inside its adapter.
//
//   send             the agreement PDF + the signer → the provider's id for it (providerRef) and, where the provider
//                    gives one, the link to sign (the app emails it through the outbox)
//   signingUrl       a fresh link for a resend (the built-in issues a new one and retires the old; the newer provider
//                    makes an embedded signing view, which is single-use and short-lived)
//   status           the provider's state, mapped to ours
//   downloadSigned   the signed PDF once completed (null before)
//   verifyWebhook    checks a callback's signature and answers which document it is about and its state as fetched
//                    from the provider afterwards: a callback is a hint to look, never the state itself

export const ESIGN_PROVIDERS = ['builtin', 'leegality', 'docusign'] as const
export type EsignProviderName = (typeof ESIGN_PROVIDERS)[number]

/** Our states: 'sent' until the signer acts; 'completed' is the only state that counts as signed. */
export type SignatureStatus = 'sent' | 'completed' | 'declined' | 'expired' | 'voided'

export interface SignatureRequestInput {
  /** Our virtual-office document id (voDocId): the providers echo it (Leegality irn, a DocuSign custom field). */
  documentId: string
  /** A title for the signer's inbox and the provider's dashboard. */
  title: string
  fileName: string
  pdf: Buffer
  signer: { name: string; email: string; phone?: string | null }
  /** The member company the signer signs for. */
  companyName: string
  /** mcn, and the template version the PDF was rendered from: both go on the built-in audit page. */
  agreementNumber: string
  templateVersion: string
  /** Where the member signs in the PDF (src/server/documents/template-pdf.ts): the newer provider places its tab there. */
  signatureBox?: { page: number; x: number; y: number; width: number; height: number } | null
}

export interface SentForSignature {
  provider: EsignProviderName
  /** The provider's id: built-in sign request id, Leegality documentId, DocuSign envelopeId. */
  providerRef: string
  /** A link to email the signer, when the provider gives one at once. */
  signUrl: string | null
  status: 'sent'
}

export interface SigningUrlOptions {
  /** Our virtual-office document id, as given to send. */
  documentId: string
  signer: { name: string; email: string }
  /** Where the newer provider's embedded signing returns the signer when done. */
  returnUrl: string
}

export interface SignatureState {
  providerRef: string
  status: SignatureStatus
  completedAt: Date | null
}

export interface WebhookRequest {
  headers: Headers
  /** The body exactly as received: signatures are over these bytes. */
  rawBody: Buffer
}

export type WebhookOutcome =
  | { ok: true; providerRef: string; documentId: string | null; event: string; state: SignatureState }
  | { ok: false; reason: 'unsupported' | 'missing-signature' | 'bad-signature' | 'malformed' | 'unknown-document' }

export interface EsignProvider {
  readonly name: EsignProviderName
  send(input: SignatureRequestInput): Promise<SentForSignature>
  signingUrl(providerRef: string, options: SigningUrlOptions): Promise<string>
  status(providerRef: string): Promise<SignatureState>
  downloadSigned(providerRef: string): Promise<Buffer | null>
  verifyWebhook(request: WebhookRequest): Promise<WebhookOutcome>
}

export type EsignErrorCode = 'unavailable' | 'refused' | 'not-found' | 'misconfigured'

/** A provider call that failed: 'unavailable' (network, 5xx, timeout: try again), 'refused' (4xx: our request is wrong). */
export class EsignError extends Error {
  constructor(
    readonly code: EsignErrorCode,
    message: string,
    readonly provider: EsignProviderName,
    readonly httpStatus: number | null = null,
  ) {
    super(message)
    this.name = 'EsignError'
  }
}
