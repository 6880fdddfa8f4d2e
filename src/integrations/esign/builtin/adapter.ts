import { createHash, randomBytes } from 'node:crypto'
import { ESIGN_CONSENT_LABEL, ESIGN_CONSENT_VERSION, esignConsentText } from '@/domain/esign/consent'
import { pageRefs, parsePdf } from '@/server/documents/pdf-revisions'
import { issueLinkToken, verifyLinkToken, DEFAULT_LINK_TTL_SECONDS } from '@/server/esign/link-token'
import { canSendOtp, checkOtp, issueOtp, OTP_MESSAGES } from '@/server/esign/otp'
import { verifySealedPdf, type SealVerification } from '@/server/esign/seal'
import type { SealIdentity } from '@/server/esign/seal-identity'
import { buildSignedAgreement } from '@/server/esign/signed-agreement'
import { checkSignatureDataUrl, checkTypedSignature, type SignatureMark } from '@/server/esign/signature-image'
import { EsignError, type EsignProvider, type SignatureRequestInput, type SignatureState } from '../types'
import type { BuiltinSignRequest, BuiltinSignStore } from './store'

// The built-in signing: the agreement is signed in the app itself.
//
//   send(…)            stores the request with the agreement PDF and answers a signed link (72 hours by default) to
//                      the signing page; the route emails it through the outbox
//   openLink(token)    what the signing page shows: agreement, signer, consent text; records the first view
//   sendCode(token)    a 6-digit code to the signer's email (through `deliverCode`, never to the page)
//   complete(token, …) consent + code + drawn or typed signature → the sealed signed PDF (signed-agreement.ts)
//   signingUrl(ref)    a resend: a new link, and every earlier one stops working
//   verify(ref)        the seal and the hashes of the stored signed PDF (seal.ts)
// There are no webhooks: completion happens in our own request, which moves the document on.

export interface BuiltinOptions {
  store: BuiltinSignStore
  /** Keys derived from the e-sign secret (src/server/esign/keys.ts). */
  keys: { linkToken: Buffer; otp: Buffer }
  identity: SealIdentity
  provider: { legalName: string; city: string; email: string }
  /** The signing page's address for a link token: e.g. `${SITE_URL}/workspaces/virtual-office/sign/${token}`. */
  linkUrl: (token: string) => string
  /** Sends the code by email (the outbox): the adapter never answers it to the page. */
  deliverCode: (message: { to: string; name: string; code: string; title: string; expiresAt: Date }) => Promise<void>
  linkTtlSeconds?: number
  now?: () => Date
}

export type LinkFailure = 'invalid-link' | 'expired-link' | 'superseded-link' | 'already-signed' | 'voided'

export const LINK_MESSAGES: Record<LinkFailure, string> = {
  'invalid-link': 'This signing link is not valid. Use the link in the latest email.',
  'expired-link': 'This signing link has expired. Ask for the agreement email again from your dashboard.',
  'superseded-link': 'A newer signing link was sent. Use the link in the latest email.',
  'already-signed': 'This agreement is already signed.',
  voided: 'This agreement was withdrawn. Ask for a new one from your dashboard.',
}

export interface SigningPageView {
  requestId: string
  title: string
  agreementNumber: string
  companyName: string
  signer: { name: string; email: string }
  consentLabel: string
  consentText: string
  /** Shown on the page, so the signer can see which document they sign. */
  originalSha256: string
  /** The agreement PDF to display. */
  pdf: Buffer
  codeSent: boolean
}

export type CompleteInput = {
  code: string
  consent: boolean
  signature: { kind: 'drawn'; dataUrl: string } | { kind: 'typed'; text: string }
  ipAddress: string
  userAgent: string
}

export type CompleteResult =
  | { ok: true; state: SignatureState; signedSha256: string }
  | {
      ok: false
      reason: LinkFailure | 'consent-required' | 'signature-refused' | 'code-refused' | 'conflict'
      message: string
      remainingAttempts?: number
    }

export type SendCodeResult =
  | { ok: true; to: string; expiresAt: Date }
  | { ok: false; reason: LinkFailure | 'too-many-codes'; message: string; retryAfterSeconds?: number }

export const CONSENT_REQUIRED_MESSAGE = 'Tick the box to agree to sign electronically.'
export const CONFLICT_MESSAGE = 'The agreement changed while you were signing. Reload the page and try again.'

export interface BuiltinProvider extends EsignProvider {
  readonly name: 'builtin'
  openLink(token: string): Promise<{ ok: true; view: SigningPageView } | { ok: false; reason: LinkFailure; message: string }>
  sendCode(token: string): Promise<SendCodeResult>
  complete(token: string, input: CompleteInput): Promise<CompleteResult>
  verify(providerRef: string, expected?: { originalSha256?: string; signedSha256?: string }): Promise<SealVerification>
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

function stateOf(row: BuiltinSignRequest): SignatureState {
  return {
    providerRef: row.id,
    status: row.status === 'completed' ? 'completed' : row.status === 'voided' ? 'voided' : 'sent',
    completedAt: row.signedAt ? new Date(row.signedAt) : null,
  }
}

export function createBuiltinProvider(options: BuiltinOptions): BuiltinProvider {
  const { store, keys } = options
  const now = options.now ?? (() => new Date())
  const ttlSeconds = options.linkTtlSeconds ?? DEFAULT_LINK_TTL_SECONDS

  const linkFailure = (reason: LinkFailure) => ({ ok: false as const, reason, message: LINK_MESSAGES[reason] })

  /** The request a link opens, if it still may. */
  async function resolve(
    token: string,
  ): Promise<{ ok: true; row: BuiltinSignRequest } | { ok: false; reason: LinkFailure; message: string }> {
    const verified = verifyLinkToken(token, keys.linkToken, now())
    if (!verified.ok) return linkFailure(verified.reason === 'expired' ? 'expired-link' : 'invalid-link')
    const row = await store.get(verified.claims.rid)
    if (!row) return linkFailure('invalid-link')
    if (row.status === 'completed') return linkFailure('already-signed')
    if (row.status === 'voided') return linkFailure('voided')
    if (row.linkJti !== verified.claims.jti) return linkFailure('superseded-link')
    return { ok: true, row }
  }

  async function getOrThrow(ref: string): Promise<BuiltinSignRequest> {
    const row = await store.get(ref)
    if (!row) throw new EsignError('not-found', `No sign request ${ref}`, 'builtin', 404)
    return row
  }

  return {
    name: 'builtin',

    async send(input: SignatureRequestInput) {
      const id = `sr_${randomBytes(12).toString('hex')}`
      const at = now()
      const { token, claims } = issueLinkToken(id, keys.linkToken, { now: at, ttlSeconds })
      const pageCount = pageRefs(parsePdf(input.pdf)).length
      await store.insert({
        id,
        version: 1,
        documentId: input.documentId,
        title: input.title,
        fileName: input.fileName,
        companyName: input.companyName,
        agreementNumber: input.agreementNumber,
        templateVersion: input.templateVersion,
        signer: { name: input.signer.name, email: input.signer.email, phone: input.signer.phone ?? null },
        originalPdf: input.pdf,
        originalSha256: sha256(input.pdf),
        originalPageCount: pageCount,
        status: 'sent',
        linkJti: claims.jti,
        linkExpiresAt: new Date(claims.exp * 1000).toISOString(),
        linksIssuedAt: [at.toISOString()],
        otp: null,
        otpSentAt: [],
        sentAt: at.toISOString(),
        viewedAt: null,
        signedAt: null,
        signedPdf: null,
        signedSha256: null,
        sealedSha256: null,
        evidence: null,
      })
      return { provider: 'builtin' as const, providerRef: id, signUrl: options.linkUrl(token), status: 'sent' as const }
    },

    async signingUrl(ref) {
      const row = await getOrThrow(ref)
      if (row.status !== 'sent')
        throw new EsignError('refused', LINK_MESSAGES[row.status === 'completed' ? 'already-signed' : 'voided'], 'builtin', 409)
      const at = now()
      const { token, claims } = issueLinkToken(row.id, keys.linkToken, { now: at, ttlSeconds })
      const updated = await store.update(row.id, row.version, {
        linkJti: claims.jti,
        linkExpiresAt: new Date(claims.exp * 1000).toISOString(),
        linksIssuedAt: [...row.linksIssuedAt, at.toISOString()],
      })
      if (!updated) throw new EsignError('refused', CONFLICT_MESSAGE, 'builtin', 409)
      return options.linkUrl(token)
    },

    async status(ref) {
      return stateOf(await getOrThrow(ref))
    },

    async downloadSigned(ref) {
      const row = await getOrThrow(ref)
      return row.status === 'completed' ? row.signedPdf : null
    },

    async verifyWebhook() {
      return { ok: false, reason: 'unsupported' }
    },

    async openLink(token) {
      const resolved = await resolve(token)
      if (!resolved.ok) return resolved
      let row = resolved.row
      if (!row.viewedAt) row = (await store.update(row.id, row.version, { viewedAt: now().toISOString() })) ?? row
      return {
        ok: true,
        view: {
          requestId: row.id,
          title: row.title,
          agreementNumber: row.agreementNumber,
          companyName: row.companyName,
          signer: { name: row.signer.name, email: row.signer.email },
          consentLabel: ESIGN_CONSENT_LABEL,
          consentText: esignConsentText(row.companyName),
          originalSha256: row.originalSha256,
          pdf: row.originalPdf,
          codeSent: row.otp !== null,
        },
      }
    },

    async sendCode(token) {
      const resolved = await resolve(token)
      if (!resolved.ok) return resolved
      const row = resolved.row
      const at = now()
      const allowed = canSendOtp(row.otpSentAt, at)
      if (!allowed.ok)
        return { ok: false, reason: 'too-many-codes', message: OTP_MESSAGES.tooMany, retryAfterSeconds: allowed.retryAfterSeconds }
      const { code, stored } = issueOtp(row.id, keys.otp, { now: at })
      const updated = await store.update(row.id, row.version, { otp: stored, otpSentAt: [...row.otpSentAt, at.toISOString()] })
      if (!updated) return { ok: false, reason: 'too-many-codes', message: CONFLICT_MESSAGE }
      const expiresAt = new Date(stored.expiresAt)
      await options.deliverCode({ to: row.signer.email, name: row.signer.name, code, title: row.title, expiresAt })
      return { ok: true, to: row.signer.email, expiresAt }
    },

    async complete(token, input) {
      const resolved = await resolve(token)
      if (!resolved.ok) return resolved
      const row = resolved.row
      if (input.consent !== true) return { ok: false, reason: 'consent-required', message: CONSENT_REQUIRED_MESSAGE }

      let mark: SignatureMark
      if (input.signature.kind === 'drawn') {
        const drawn = await checkSignatureDataUrl(input.signature.dataUrl)
        if (!drawn.ok) return { ok: false, reason: 'signature-refused', message: drawn.message }
        mark = { kind: 'drawn', png: drawn.png }
      } else {
        const typed = checkTypedSignature(input.signature.text, row.signer.name)
        if (!typed.ok) return { ok: false, reason: 'signature-refused', message: typed.message }
        mark = { kind: 'typed', text: typed.text }
      }

      if (!row.otp) return { ok: false, reason: 'code-refused', message: OTP_MESSAGES.expired, remainingAttempts: 0 }
      const signedAt = now()
      const check = checkOtp(row.otp, input.code, row.id, keys.otp, signedAt)
      if (!check.ok) {
        if (check.stored !== row.otp) await store.update(row.id, row.version, { otp: check.stored })
        return { ok: false, reason: 'code-refused', message: OTP_MESSAGES[check.reason], remainingAttempts: check.remainingAttempts }
      }
      // Count the code as used before the slow part, so a second submission with the same code cannot race this one.
      const claimed = await store.update(row.id, row.version, { otp: check.stored })
      if (!claimed) return { ok: false, reason: 'conflict', message: CONFLICT_MESSAGE }

      const consentText = esignConsentText(row.companyName)
      const signed = await buildSignedAgreement({
        original: row.originalPdf,
        originalPageCount: row.originalPageCount,
        mark,
        evidence: {
          documentId: row.id,
          agreementNumber: row.agreementNumber,
          signer: { name: row.signer.name, email: row.signer.email, companyName: row.companyName },
          ipAddress: input.ipAddress,
          userAgent: input.userAgent,
          consentText,
          consentVersion: ESIGN_CONSENT_VERSION,
          templateVersion: row.templateVersion,
          sentAt: new Date(row.sentAt),
          viewedAt: row.viewedAt ? new Date(row.viewedAt) : null,
          codeSentAt: new Date(row.otp.issuedAt),
          codeVerifiedAt: signedAt,
          signedAt,
        },
        provider: options.provider,
        identity: options.identity,
        sealedAt: now(),
      })
      const done = await store.update(claimed.id, claimed.version, {
        status: 'completed',
        signedAt: signedAt.toISOString(),
        signedPdf: signed.pdf,
        signedSha256: signed.signedSha256,
        sealedSha256: signed.sealedSha256,
        evidence: { ipAddress: input.ipAddress, userAgent: input.userAgent, mark: mark.kind, consentVersion: ESIGN_CONSENT_VERSION },
      })
      if (!done) return { ok: false, reason: 'conflict', message: CONFLICT_MESSAGE }
      return { ok: true, state: stateOf(done), signedSha256: signed.signedSha256 }
    },

    async verify(ref, expected) {
      const row = await getOrThrow(ref)
      if (row.status !== 'completed' || !row.signedPdf) return { ok: false, reason: 'no-seal', message: 'The agreement is not signed yet.' }
      return verifySealedPdf(row.signedPdf, {
        trusted: options.identity.certificates,
        expected: {
          originalSha256: expected?.originalSha256 ?? row.originalSha256,
          signedSha256: expected?.signedSha256 ?? row.signedSha256 ?? undefined,
        },
      })
    },
  }
}
