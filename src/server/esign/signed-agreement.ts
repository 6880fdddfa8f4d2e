import { createHash } from 'node:crypto'
import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { BUSINESS_TIME_ZONE } from '@/domain/calendar/business-date'
import { appendPages, pdfDate } from '@/server/documents/pdf-revisions'
import { CONTENT_WIDTH, createWriter, MARGIN, MUTED, type DocumentWriter } from '@/server/documents/pdf-writer'
import { sealPdf } from './seal'
import type { SealIdentity } from './seal-identity'
import type { SignatureMark } from './signature-image'

// The signed agreement of the in-app signing: the agreement exactly as sent, then an execution page with the member's
// signature, then an audit page, then the seal, each an incremental update of the one before
// (src/server/documents/pdf-revisions.ts). The audit page prints the SHA-256 of the agreement as sent (revision 1) and
// of the signed agreement (revision 2, the execution page added): the page cannot hold the hash of a file it is part
// of, so 'the signed document before sealing' is the agreement with its execution page. The same two hashes, and the
// audit document id, go into the document information, where verifySealedPdf reads them back.

export interface SigningEvidence {
  /** Our id for this signing (the sign request), printed as the audit document id. */
  documentId: string
  agreementNumber: string
  signer: { name: string; email: string; companyName: string }
  ipAddress: string
  userAgent: string
  consentText: string
  consentVersion: string
  templateVersion: string
  sentAt: Date
  viewedAt: Date | null
  codeSentAt: Date
  codeVerifiedAt: Date
  signedAt: Date
}

export interface SignedAgreementInput {
  /** The agreement PDF as sent for signing (bytes unchanged). */
  original: Buffer
  originalPageCount: number
  mark: SignatureMark
  evidence: SigningEvidence
  provider: { legalName: string; city: string; email: string }
  identity: SealIdentity
  /** When the seal is applied (also the audit page's 'sealed at'). */
  sealedAt: Date
}

export interface SignedAgreement {
  pdf: Buffer
  originalSha256: string
  signedSha256: string
  sealedSha256: string
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** '11 Dec 2026, 10:00:05 IST'. */
export function formatIstSeconds(instant: Date): string {
  return `${format(new TZDate(instant.getTime(), BUSINESS_TIME_ZONE), 'd MMM yyyy, HH:mm:ss')} IST`
}

/** '2026-12-11 04:30:05 UTC'. */
export function formatUtcSeconds(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace('T', ' ')} UTC`
}

const both = (instant: Date) => `${formatIstSeconds(instant)} (${formatUtcSeconds(instant)})`

function row(w: DocumentWriter, label: string, value: string, options: { mono?: boolean } = {}) {
  const { doc } = w
  const labelWidth = 150
  doc.font('Body').fontSize(9)
  const height = Math.max(doc.heightOfString(value, { width: CONTENT_WIDTH - labelWidth }), 12) + 5
  w.ensureSpace(height)
  const top = doc.y
  w.text(label, { x: MARGIN, y: top, width: labelWidth - 10, size: 8.5, color: MUTED })
  w.text(value, { x: MARGIN + labelWidth, y: top, width: CONTENT_WIDTH - labelWidth, size: options.mono ? 7.5 : 9 })
  doc.x = MARGIN
  doc.y = Math.max(doc.y, top + height)
}

async function executionPage(input: SignedAgreementInput, originalSha256: string): Promise<Buffer> {
  const { evidence, mark } = input
  const w = createWriter({
    title: `Execution page: agreement ${evidence.agreementNumber}`,
    author: input.provider.legalName,
    createdAt: evidence.signedAt,
    footer: `Virtual office agreement ${evidence.agreementNumber} · execution page`,
    pageOffset: input.originalPageCount,
  })
  const { doc } = w
  w.text('Execution page', { font: 'Bold', size: 16, x: MARGIN, y: MARGIN })
  doc.moveDown(0.6)
  w.text(
    `This page forms part of virtual office agreement ${evidence.agreementNumber} between ${input.provider.legalName} and ${evidence.signer.companyName}. ` +
      `It was added to the ${input.originalPageCount} page${input.originalPageCount === 1 ? '' : 's'} sent for signing, whose SHA-256 is ${originalSha256}; those pages are unchanged.`,
    { width: CONTENT_WIDTH, size: 9.5 },
  )
  doc.moveDown(1.2)
  w.text('For the Member', { font: 'Bold', size: 11 })
  w.text(evidence.signer.companyName, { size: 10 })
  doc.moveDown(0.6)
  const boxTop = doc.y
  const box = { width: 260, height: 90 }
  doc.rect(MARGIN, boxTop, box.width, box.height).lineWidth(0.5).strokeColor(MUTED).stroke()
  if (mark.kind === 'drawn')
    doc.image(mark.png, MARGIN + 8, boxTop + 6, { fit: [box.width - 16, box.height - 12], align: 'center', valign: 'center' })
  else {
    doc.font('Script').fontSize(30).fillColor('#1F2A44')
    doc.text(mark.text, MARGIN + 10, boxTop + box.height / 2 - 20, { width: box.width - 20, align: 'center', lineBreak: false })
  }
  doc.x = MARGIN
  doc.y = boxTop + box.height + 8
  row(w, 'Signed by', `${evidence.signer.name}, authorised signatory`)
  row(w, 'Email', evidence.signer.email)
  row(w, 'Signature', mark.kind === 'drawn' ? 'Drawn on the signing page' : 'Typed name, set in a script face')
  row(w, 'Date and time', both(evidence.signedAt))
  doc.moveDown(1.2)
  w.text('For the Provider', { font: 'Bold', size: 11 })
  w.text(input.provider.legalName, { size: 10 })
  w.text('Sealed with the Provider’s digital signature; see the audit trail that follows.', { size: 9, color: MUTED })
  return w.finish()
}

async function auditPage(input: SignedAgreementInput, originalSha256: string, signedSha256: string): Promise<Buffer> {
  const { evidence } = input
  const w = createWriter({
    title: `Audit trail: agreement ${evidence.agreementNumber}`,
    author: input.provider.legalName,
    createdAt: input.sealedAt,
    footer: `Virtual office agreement ${evidence.agreementNumber} · audit trail ${evidence.documentId}`,
    pageOffset: input.originalPageCount + 1,
  })
  const { doc } = w
  w.text('Audit trail', { font: 'Bold', size: 16, x: MARGIN, y: MARGIN })
  w.text('Times are in India Standard Time, with UTC in brackets.', { size: 8.5, color: MUTED })
  doc.moveDown(0.8)
  row(w, 'Audit document id', evidence.documentId, { mono: true })
  row(w, 'Agreement', `Virtual office agreement ${evidence.agreementNumber} (template ${evidence.templateVersion})`)
  row(w, 'SHA-256 of the original', originalSha256, { mono: true })
  row(w, 'SHA-256 of the signed document before sealing', signedSha256, { mono: true })
  row(w, 'Signer', `${evidence.signer.name} for ${evidence.signer.companyName}`)
  row(w, 'Signer’s email', evidence.signer.email)
  row(w, 'IP address', evidence.ipAddress)
  row(w, 'User agent', evidence.userAgent.slice(0, 400) || 'Not given')
  doc.moveDown(0.6)
  w.text('Events', { font: 'Bold', size: 11, x: MARGIN })
  doc.moveDown(0.3)
  row(w, 'Sent for signing', both(evidence.sentAt))
  if (evidence.viewedAt) row(w, 'Opened by the signer', both(evidence.viewedAt))
  row(w, 'One-time code sent to', `${evidence.signer.email} at ${both(evidence.codeSentAt)}`)
  row(w, 'One-time code verified at', both(evidence.codeVerifiedAt))
  row(w, 'Signed at', both(evidence.signedAt))
  row(w, 'Sealed at', both(input.sealedAt))
  doc.moveDown(0.6)
  w.text('Consent given by the signer', { font: 'Bold', size: 11, x: MARGIN })
  doc.moveDown(0.3)
  w.text(`“${evidence.consentText}” (consent version ${evidence.consentVersion})`, { size: 9, width: CONTENT_WIDTH })
  doc.moveDown(0.8)
  w.text('Seal', { font: 'Bold', size: 11, x: MARGIN })
  doc.moveDown(0.3)
  row(w, 'Sealed by', input.identity.subject)
  row(w, 'Certificate SHA-256', input.identity.fingerprint, { mono: true })
  w.text(
    `${input.provider.legalName} sealed this document with a digital signature after the signer signed. Any change to the file after sealing, including to this page, breaks the seal. Ask ${input.provider.email} to verify a copy.`,
    { size: 8.5, color: MUTED, width: CONTENT_WIDTH },
  )
  return w.finish()
}

export async function buildSignedAgreement(input: SignedAgreementInput): Promise<SignedAgreement> {
  const originalSha256 = sha256(input.original)
  const signed = appendPages(input.original, await executionPage(input, originalSha256))
  const signedSha256 = sha256(signed)
  const audited = appendPages(signed, await auditPage(input, originalSha256, signedSha256), {
    Title: `Virtual office agreement ${input.evidence.agreementNumber} (signed)`,
    Author: input.provider.legalName,
    Subject: `Signed by ${input.evidence.signer.name} for ${input.evidence.signer.companyName}`,
    Producer: input.provider.legalName,
    CreationDate: pdfDate(input.evidence.sentAt),
    ModDate: pdfDate(input.sealedAt),
    AuditDocumentId: input.evidence.documentId,
    OriginalSHA256: originalSha256,
    SignedSHA256: signedSha256,
  })
  const pdf = await sealPdf(audited, input.identity, {
    signingTime: input.sealedAt,
    reason: `Signed by ${input.evidence.signer.name}; audit document ${input.evidence.documentId}`,
    location: input.provider.city,
    contactInfo: input.provider.email,
    name: input.provider.legalName,
  })
  return { pdf, originalSha256, signedSha256, sealedSha256: sha256(pdf) }
}
