import { z } from 'zod'
import { businessDate } from '@/domain/calendar/business-date'
import { checkSignRequestAgainstFacts, STALE_SIGN_REQUEST_MESSAGE } from '@/domain/documents/vo-agreement'
import { VO_ERROR_TOASTS, VO_SERVER_MESSAGES } from '@/domain/virtual-office/messages'
import type { VoActor } from '@/domain/virtual-office/transitions'
import type { docusignSignBody, voSignBody } from '@/domain/virtual-office/schemas'
import { EsignError, type EsignProvider, type SignatureState } from '@/integrations/esign'
import { selectMessaging } from '@/integrations/messaging'
import { ApiError } from '../api/errors'
import { renderVoAgreementPdf } from '../documents/template-pdf'
import { plainQuery } from '../db/plain-query'
import { inTransaction, type Transaction } from '../db/transaction'
import { env } from '../env'
import { esignProvider, isBuiltin } from '../esign/provider'
import { hitRateLimit, rateLimitKey } from '../rate-limit'
import { applyEventToDocument } from './apply-event'
import {
  agreementFactsOf,
  planCharge,
  agreementNumberFor,
  buildingFacts,
  companyNameOf,
  loadDocumentTemplates,
  NOT_READY_TO_SIGN_MESSAGE,
  providerEntity,
} from './agreement-facts'
import { DOCUMENT_NOT_FOUND_MESSAGE, documentView, findOwnDocument, type Query, type VoDocumentRow, type VoDocumentView } from './store'

// Signing the virtual-office agreement (spec sections 4, 5, 7 and 8), whoever the provider is:
//
//   sendAgreement      POST /api/vo/document/sign, POST /api/docusign/sign: the agreement rendered from the admin's
//                      text and the server's facts, sent for signing, the document moved to DOCUSIGN_EMAIL_SENT
//                      (AGREEMENT_SENT) and the link emailed through the outbox, in one transaction
//   resendAgreement    GET /api/vo/document/resend-notification: a fresh link (the built-in retires the old one), rate-limited
//   verifySignature    GET /api/vo/document/verify-signature: 409 with spec section 5's message until the provider says
//                      completed; the built-in's seal and hashes are checked too; then the document is COMPLETED
//   verifyEnvelope     GET /api/docusign/verify-signature: the envelope's status, completing the document when signed
//   completeSigning    the one way to COMPLETED (AGREEMENT_SIGNED): from the signing page, a verified webhook or a
//                      verify call; applied once (a second call finds the document completed and changes nothing)
// A customer reaches only their own documents: another's answers 404, as a missing one does.

export type VoSignBody = z.output<typeof voSignBody>
export type DocusignSignBody = z.output<typeof docusignSignBody>

export const SIGNABLE_STATUSES = ['KYC_COMPLETED', 'DOCUSIGN_EMAIL_SENT', 'SIGN_MEMBERSHIP_DOC'] as const
export const NOT_SENT_MESSAGE = 'The agreement has not been sent for signing yet. Use Sign Agreement first.'
export const ALREADY_SIGNED_MESSAGE = 'This agreement is already signed.'
export const RESEND_LIMITED_MESSAGE =
  'We have sent the agreement email several times in a short while. Please wait a few minutes and try again.'
export const RESEND_CROSS_SITE_MESSAGE =
  'This request did not come from our site. Open your virtual-office dashboard to send the signing email again.'
export const ENVELOPE_MISMATCH_MESSAGE = 'This envelope is not the one sent for this document.'
export const DOCUMENT_ID_MISMATCH_MESSAGE = 'documentId and voDocId must name the same document.'

const resendLimit = z.object({
  ESIGN_RESEND_RATE_LIMIT: z.coerce.number().int().min(1).default(3),
  ESIGN_SEND_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  ESIGN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
})

function limits() {
  return resendLimit.parse({
    ESIGN_RESEND_RATE_LIMIT: process.env.ESIGN_RESEND_RATE_LIMIT || undefined,
    ESIGN_SEND_RATE_LIMIT: process.env.ESIGN_SEND_RATE_LIMIT || undefined,
    ESIGN_RATE_LIMIT_WINDOW_SECONDS: process.env.ESIGN_RATE_LIMIT_WINDOW_SECONDS || undefined,
  })
}

async function checkLimit(scope: 'esign-send' | 'esign-resend', customerId: number, docId: string): Promise<void> {
  const config = limits()
  const result = await hitRateLimit(rateLimitKey(scope, `${customerId}:${docId}`), {
    limit: scope === 'esign-send' ? config.ESIGN_SEND_RATE_LIMIT : config.ESIGN_RESEND_RATE_LIMIT,
    windowSeconds: config.ESIGN_RATE_LIMIT_WINDOW_SECONDS,
  })
  if (result && !result.allowed)
    throw new ApiError('rate_limited', RESEND_LIMITED_MESSAGE, undefined, { 'Retry-After': String(result.retryAfterSeconds) })
}

const customerActor = (customerId: number): VoActor => ({ kind: 'customer', id: String(customerId) })
const dashboardUrl = () => `${env().SITE_URL.replace(/\/$/, '')}/account/virtual-office/`

async function ownDocumentOrThrow(query: Query, customerId: number, docId: string, lock = false): Promise<VoDocumentRow> {
  const row = await findOwnDocument(query, customerId, docId, { lock })
  if (!row) throw new ApiError('not_found', DOCUMENT_NOT_FOUND_MESSAGE)
  return row
}

/** A provider's failure as the API answers it: the spec's toast, never the vendor's words. */
function providerFailure(error: unknown, fallback: string): never {
  if (error instanceof ApiError) throw error
  if (error instanceof EsignError) {
    console.error(`E-sign ${error.provider} ${error.code}`, error.message)
    if (error.code === 'not-found') throw new ApiError('not_found', fallback)
    if (error.code === 'refused' && error.provider === 'builtin') throw new ApiError('conflict', error.message)
    throw new ApiError('service_unavailable', fallback)
  }
  throw error
}

function linkEmail(input: { to: string; name: string; companyName: string; agreementNumber: string; url: string; resend: boolean }) {
  return {
    channel: 'email' as const,
    kind: 'esign-link' as const,
    to: input.to,
    subject: `Sign your virtual-office agreement ${input.agreementNumber}`,
    body: [
      `Hello ${input.name},`,
      '',
      input.resend
        ? `Here is a new link to sign the virtual-office agreement of ${input.companyName}. Links sent earlier no longer work.`
        : `The virtual-office agreement of ${input.companyName} (no. ${input.agreementNumber}) is ready for you to sign.`,
      '',
      `Sign it here: ${input.url}`,
      '',
      'The page shows the agreement, asks for your signature and sends a one-time code to this address to confirm it is you.',
      `You can also follow its progress in your account: ${dashboardUrl()}`,
    ].join('\n'),
  }
}

// ── Sending ─────────────────────────────────────────────────────────────────────────────────────────────────────────

export async function sendAgreement(
  customerId: number,
  body: VoSignBody | DocusignSignBody,
  options: { provider?: EsignProvider; now?: Date } = {},
): Promise<VoDocumentView> {
  if ('documentId' in body && body.documentId !== body.voDocId) throw new ApiError('bad_request', DOCUMENT_ID_MISMATCH_MESSAGE)
  const provider = options.provider ?? esignProvider()
  const now = options.now ?? new Date()
  const query = await plainQuery()
  const row = await ownDocumentOrThrow(query, customerId, body.voDocId)
  if (row.status === 'COMPLETED') throw new ApiError('conflict', ALREADY_SIGNED_MESSAGE)
  if (!(SIGNABLE_STATUSES as readonly string[]).includes(row.status)) throw new ApiError('conflict', NOT_READY_TO_SIGN_MESSAGE)

  // The agreement's date is the day in India it is sent (11 December from 18:30 UTC on the 10th is the 11th).
  const issuedOn = businessDate(now)
  const agreementNumber = row.agreement_number ?? agreementNumberFor(row.id, issuedOn)
  const building = await buildingFacts(query, row.building_id)
  const entity = await providerEntity(query, building.stateCode)
  const facts = agreementFactsOf({
    row,
    charge: await planCharge(query, row),
    agreementNumber,
    building,
    provider: entity,
    signer: { name: body.signerName, email: body.signerEmail },
    industry: body.industry ?? null,
    issuedOn,
  })
  const wrong = checkSignRequestAgainstFacts(body, facts)
  const serverCompany = companyNameOf(row) ?? ''
  if (body.companyName.replace(/\s+/g, ' ').trim().toLowerCase() !== serverCompany.replace(/\s+/g, ' ').trim().toLowerCase())
    wrong.push('companyName' as never)
  if (wrong.length > 0)
    throw new ApiError(
      'bad_request',
      STALE_SIGN_REQUEST_MESSAGE,
      Object.fromEntries(wrong.map((field) => [field, STALE_SIGN_REQUEST_MESSAGE])),
    )
  // The limit counts sends that go to the provider: a request refused above costs nothing, and must not lock the
  // customer out for the window over their own out-of-date form.
  await checkLimit('esign-send', customerId, body.voDocId)

  const { agreement: template } = await loadDocumentTemplates()
  const rendered = await renderVoAgreementPdf(template, facts, now)
  const fileName = `${agreementNumber.replace(/\//g, '-')}.pdf`
  let sent
  try {
    sent = await provider.send({
      documentId: String(row.id),
      title: 'Virtual office agreement',
      fileName,
      pdf: rendered.pdf,
      signer: { name: body.signerName, email: body.signerEmail },
      companyName: facts.member.companyName,
      agreementNumber,
      templateVersion: template.version,
      signatureBox: rendered.signatureBox,
    })
  } catch (error) {
    providerFailure(error, VO_ERROR_TOASTS.sendAgreementEmail)
  }
  const url = sent.signUrl ?? dashboardUrl()

  return inTransaction(async (tx) => {
    const locked = await ownDocumentOrThrow(tx.query, customerId, body.voDocId, true)
    await applyEventToDocument(tx.query, locked, { type: 'AGREEMENT_SENT' }, customerActor(customerId), {
      now,
      extra: {
        agreement_number: agreementNumber,
        esign_provider: provider.name,
        esign_ref: sent.providerRef,
        agreement_sent_at: now,
        agreement_signed_at: null,
        agreement_signer_name: body.signerName,
        agreement_signer_email: body.signerEmail,
      },
    })
    // The built-in request belongs to the document from now on (operators find it from there); one sent before
    // for this document is withdrawn, so only the newest agreement can be signed.
    if (provider.name === 'builtin') {
      await tx.query('UPDATE esign_requests SET vo_document_id = $1 WHERE request_id = $2', [locked.id, sent.providerRef])
      if (locked.esign_provider === 'builtin' && locked.esign_ref && locked.esign_ref !== sent.providerRef)
        await tx.query(
          `UPDATE esign_requests SET status = 'voided', version = version + 1, updated_at = now() WHERE request_id = $1 AND status = 'sent'`,
          [locked.esign_ref],
        )
    }
    await selectMessaging().send(
      [
        linkEmail({
          to: body.signerEmail,
          name: body.signerName,
          companyName: facts.member.companyName,
          agreementNumber,
          url,
          resend: false,
        }),
      ],
      { req: tx.req },
    )
    return documentView((await findOwnDocument(tx.query, customerId, body.voDocId))!)
  })
}

// ── Resending ───────────────────────────────────────────────────────────────────────────────────────────────────────

interface SentRow extends VoDocumentRow {
  esign_provider: 'builtin' | 'leegality' | 'docusign'
  esign_ref: string
  agreement_number: string
}

function sentOrThrow(row: VoDocumentRow): SentRow {
  if (!row.esign_ref || !row.esign_provider || !row.agreement_number) throw new ApiError('conflict', NOT_SENT_MESSAGE)
  return row as SentRow
}

async function signerOf(query: Query, row: SentRow): Promise<{ name: string; email: string }> {
  if (row.agreement_signer_name && row.agreement_signer_email) return { name: row.agreement_signer_name, email: row.agreement_signer_email }
  if (row.esign_provider === 'builtin') {
    const { rows } = await query<{ signer_name: string; signer_email: string }>(
      'SELECT signer_name, signer_email FROM esign_requests WHERE request_id = $1',
      [row.esign_ref],
    )
    if (rows[0]) return { name: rows[0].signer_name, email: rows[0].signer_email }
  }
  const { rows } = await query<{ name: string; email: string }>('SELECT name, email FROM customers WHERE id = $1', [row.customer_id])
  return { name: rows[0]?.name ?? 'there', email: rows[0]?.email ?? '' }
}

export async function resendAgreement(
  customerId: number,
  docId: string,
  options: { provider?: EsignProvider } = {},
): Promise<{ sentTo: string; document: VoDocumentView }> {
  const provider = options.provider ?? esignProvider()
  const query = await plainQuery()
  const row = await ownDocumentOrThrow(query, customerId, docId)
  if (row.status === 'COMPLETED') throw new ApiError('conflict', ALREADY_SIGNED_MESSAGE)
  const sent = sentOrThrow(row)
  if (sent.esign_provider !== provider.name) throw new ApiError('conflict', NOT_SENT_MESSAGE)
  await checkLimit('esign-resend', customerId, docId)
  const signer = await signerOf(query, sent)
  let url: string
  try {
    url = await provider.signingUrl(sent.esign_ref, { documentId: String(row.id), signer, returnUrl: dashboardUrl() })
  } catch (error) {
    providerFailure(error, VO_ERROR_TOASTS.sendAgreementEmail)
  }
  // The newer provider's embedded view lasts minutes: the email leads to the dashboard, which opens a fresh one.
  if (provider.name === 'docusign') url = dashboardUrl()
  return inTransaction(async (tx) => {
    const locked = await ownDocumentOrThrow(tx.query, customerId, docId, true)
    await selectMessaging().send(
      [
        linkEmail({
          to: signer.email,
          name: signer.name,
          companyName: companyNameOf(locked) ?? 'your company',
          agreementNumber: sent.agreement_number,
          url,
          resend: true,
        }),
      ],
      { req: tx.req },
    )
    return { sentTo: signer.email, document: documentView(locked) }
  })
}

// ── Opening the provider's signing ──────────────────────────────────────────────────────────────────────────────

export const LINK_IN_EMAIL_MESSAGE = 'The signing link was emailed to the signer: it is theirs alone, so it is not shown here.'

/**
 * Where the signer signs now: the newer provider's embedded signing view (single-use, a few minutes) or the older
 * provider's sign URL, made on demand. The built-in signing's link is the signer's credential and stays in their
 * email: url is null.
 */
export async function signingView(
  customerId: number,
  docId: string,
  options: { provider?: EsignProvider } = {},
): Promise<{ url: string | null; sentTo: string; message: string | null }> {
  const provider = options.provider ?? esignProvider()
  const query = await plainQuery()
  const row = await ownDocumentOrThrow(query, customerId, docId)
  if (row.status === 'COMPLETED') throw new ApiError('conflict', ALREADY_SIGNED_MESSAGE)
  const sent = sentOrThrow(row)
  if (sent.esign_provider !== provider.name) throw new ApiError('conflict', NOT_SENT_MESSAGE)
  const signer = await signerOf(query, sent)
  if (provider.name === 'builtin') return { url: null, sentTo: signer.email, message: LINK_IN_EMAIL_MESSAGE }
  try {
    const url = await provider.signingUrl(sent.esign_ref, { documentId: String(row.id), signer, returnUrl: dashboardUrl() })
    return { url, sentTo: signer.email, message: null }
  } catch (error) {
    providerFailure(error, VO_ERROR_TOASTS.sendAgreementEmail)
  }
}

// ── Completing ──────────────────────────────────────────────────────────────────────────────────────────────────────

function packEmail(input: { to: string; name: string; companyName: string; agreementNumber: string }) {
  return {
    channel: 'email' as const,
    kind: 'vo-documents' as const,
    to: input.to,
    subject: `Your virtual-office agreement ${input.agreementNumber} is signed`,
    body: [
      `Hello ${input.name},`,
      '',
      `The virtual-office agreement of ${input.companyName} is signed and your virtual office is active.`,
      '',
      `Download the signed agreement and your document pack (the papers for company or GST registration that your plan includes) after logging in: ${dashboardUrl()}`,
      '',
      'The signed agreement carries our digital seal: any change to the file breaks it.',
    ].join('\n'),
  }
}

/**
 * The provider says `providerRef` is signed: the document it belongs to moves to COMPLETED (AGREEMENT_SIGNED, which
 * also opens the dashboard) and the customer is emailed where to download the documents, in one transaction.
 * Idempotent: a document already completed is left as it is. Returns whether this call completed it.
 */
export async function completeSigning(
  providerRef: string,
  state: SignatureState,
  actor: VoActor,
  tx?: Transaction,
): Promise<{ applied: boolean; documentId: number | null }> {
  if (state.status !== 'completed') return { applied: false, documentId: null }
  const work = async (t: Transaction) => {
    const { rows } = await t.query<VoDocumentRow>('SELECT * FROM vo_documents WHERE esign_ref = $1 FOR UPDATE', [providerRef])
    const row = rows[0]
    if (!row) return { applied: false, documentId: null }
    if (row.status !== 'DOCUSIGN_EMAIL_SENT' && row.status !== 'SIGN_MEMBERSHIP_DOC') return { applied: false, documentId: row.id }
    const signedAt = state.completedAt ?? new Date()
    await applyEventToDocument(t.query, row, { type: 'AGREEMENT_SIGNED' }, actor, {
      extra: { agreement_signed_at: signedAt, documents_emailed_at: new Date() },
    })
    const { rows: customers } = await t.query<{ name: string; email: string | null }>('SELECT name, email FROM customers WHERE id = $1', [
      row.customer_id,
    ])
    const customer = customers[0]
    if (customer?.email)
      await selectMessaging().send(
        [
          packEmail({
            to: customer.email,
            name: customer.name,
            companyName: companyNameOf(row) ?? 'your company',
            agreementNumber: row.agreement_number ?? '',
          }),
        ],
        { req: t.req },
      )
    return { applied: true, documentId: row.id }
  }
  return tx ? work(tx) : inTransaction(work)
}

// ── Verifying ───────────────────────────────────────────────────────────────────────────────────────────────────────

export interface VerifiedSignature {
  status: 'completed'
  verified: true
  signedAt: string | null
  /** The seal's certificate (built-in signing only). */
  seal: { subject: string; certificateFingerprint: string } | null
  document: VoDocumentView
}

export async function verifySignature(
  customerId: number,
  docId: string,
  options: { provider?: EsignProvider } = {},
): Promise<VerifiedSignature> {
  const provider = options.provider ?? esignProvider()
  const query = await plainQuery()
  const row = sentOrThrow(await ownDocumentOrThrow(query, customerId, docId))
  if (row.esign_provider !== provider.name) throw new ApiError('conflict', VO_SERVER_MESSAGES.signatureNotCompleted)
  let state: SignatureState
  try {
    state = await provider.status(row.esign_ref)
  } catch (error) {
    providerFailure(error, VO_ERROR_TOASTS.verifySignature)
  }
  if (state.status !== 'completed') throw new ApiError('conflict', VO_SERVER_MESSAGES.signatureNotCompleted)
  let seal: VerifiedSignature['seal'] = null
  if (isBuiltin(provider)) {
    const checked = await provider.verify(row.esign_ref)
    if (!checked.ok) throw new ApiError('conflict', `${VO_ERROR_TOASTS.verifySignature}: ${checked.message}`)
    seal = { subject: checked.subject, certificateFingerprint: checked.certificateFingerprint }
  }
  await completeSigning(row.esign_ref, state, customerActor(customerId))
  return {
    status: 'completed',
    verified: true,
    signedAt: state.completedAt ? state.completedAt.toISOString() : null,
    seal,
    document: documentView((await findOwnDocument(query, customerId, docId))!),
  }
}

export async function verifyEnvelope(
  customerId: number,
  docId: string,
  envelopeId: string,
  options: { provider?: EsignProvider } = {},
): Promise<{ status: SignatureState['status']; document: VoDocumentView }> {
  const provider = options.provider ?? esignProvider()
  const query = await plainQuery()
  const row = sentOrThrow(await ownDocumentOrThrow(query, customerId, docId))
  if (row.esign_ref !== envelopeId || row.esign_provider !== provider.name) throw new ApiError('not_found', ENVELOPE_MISMATCH_MESSAGE)
  let state: SignatureState
  try {
    state = await provider.status(envelopeId)
  } catch (error) {
    providerFailure(error, VO_ERROR_TOASTS.verifySignature)
  }
  if (state.status === 'completed' && isBuiltin(provider)) {
    const checked = await provider.verify(envelopeId)
    if (!checked.ok) throw new ApiError('conflict', `${VO_ERROR_TOASTS.verifySignature}: ${checked.message}`)
  }
  await completeSigning(envelopeId, state, customerActor(customerId))
  return { status: state.status, document: documentView((await findOwnDocument(query, customerId, docId))!) }
}
