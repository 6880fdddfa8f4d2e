import { createHmac, createPrivateKey, sign as rsaSign, timingSafeEqual, type KeyObject } from 'node:crypto'
import { z } from 'zod'
import { call, callJson, type HttpOptions } from './http'
import { EsignError, type EsignProvider, type SignatureState, type SignatureStatus, type WebhookOutcome } from './types'

// The newer signing provider, shaped after DocuSign's eSignature REST API v2.1 (research/payments.md):
//
//   access token   OAuth JWT grant: POST {oauth}/oauth/token grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer,
//                  assertion = an RS256 JWT {iss: integration key, sub: user id, aud: oauth host, iat, exp,
//                  scope: 'signature impersonation'} signed with the app's RSA private key (node:crypto); the token is
//                  kept until 5 minutes before it expires. The user must have granted consent to the integration once.
//   send           POST {base}/v2.1/accounts/{account}/envelopes {emailSubject, documents: [{documentBase64, name,
//                  fileExtension, documentId}], recipients: {signers: [{email, name, recipientId, routingOrder,
//                  clientUserId, tabs}]}, customFields, status: 'sent'} → 201 {envelopeId, status}
//                  clientUserId makes the signer embedded: the provider sends no email, our outbox does
//   signingUrl     POST …/envelopes/{id}/views/recipient {returnUrl, authenticationMethod, clientUserId, userName,
//                  email, recipientId} → 201 {url}: single use, valid about 5 minutes, so it is made when the signer
//                  clicks, never emailed
//   status         GET …/envelopes/{id} → {status: created|sent|delivered|completed|declined|voided|timedout, …}
//   download       GET …/envelopes/{id}/documents/combined → the signed PDF
//   Connect        POST to our webhook, X-DocuSign-Signature-1 (…-N for further keys) =
//                  base64(HMAC-SHA256(key, raw body)), compared in constant time with every configured key; the
//                  envelope's state is then fetched, so an old or repeated callback cannot move a document backwards.

export interface DocusignOptions {
  /** e.g. https://demo.docusign.net/restapi (the account's base URI + /restapi). */
  baseUrl: string
  accountId: string
  /** https://account-d.docusign.com (developer) or https://account.docusign.com (production). */
  oauthBaseUrl: string
  integrationKey: string
  userId: string
  /** PEM of the integration's RSA private key. */
  privateKey: string
  /** Connect HMAC keys; a callback must carry a signature made with one of them. */
  connectKeys: readonly string[]
  fetch?: typeof fetch
  timeoutMs?: number
  now?: () => Date
}

const tokenAnswer = z.object({ access_token: z.string().min(1), token_type: z.string().optional(), expires_in: z.number().positive() })
const envelopeCreated = z.object({ envelopeId: z.string().min(1), status: z.string().optional() })
const envelopeAnswer = z.object({
  envelopeId: z.string().min(1),
  status: z.string(),
  completedDateTime: z.string().nullish(),
  customFields: z.unknown().optional(),
})
const viewAnswer = z.object({ url: z.url() })
const connectBody = z.object({
  event: z.string().min(1),
  data: z
    .object({ envelopeId: z.string().min(1), envelopeSummary: z.object({ customFields: z.unknown().optional() }).passthrough().optional() })
    .passthrough(),
})

export function docusignStatus(status: string): SignatureStatus {
  switch (status.toLowerCase()) {
    case 'completed':
      return 'completed'
    case 'declined':
      return 'declined'
    case 'voided':
      return 'voided'
    case 'timedout':
      return 'expired'
    default:
      return 'sent'
  }
}

/** The signer's clientUserId for one of our documents: the same value at send and at every recipient view. */
export function clientUserIdFor(documentId: string): string {
  return `vo-${documentId}`
}

/** base64(HMAC-SHA256(key, body)): what Connect puts in X-DocuSign-Signature-N. */
export function connectSignature(key: string, rawBody: Buffer): string {
  return createHmac('sha256', key).update(rawBody).digest('base64')
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url')

/** An RS256 JWT for the JWT grant. */
export function jwtAssertion(
  options: Pick<DocusignOptions, 'integrationKey' | 'userId' | 'oauthBaseUrl'>,
  key: KeyObject,
  now: Date,
  lifetimeSeconds = 3600,
): string {
  const iat = Math.floor(now.getTime() / 1000)
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))
  const claims = base64url(
    JSON.stringify({
      iss: options.integrationKey,
      sub: options.userId,
      aud: new URL(options.oauthBaseUrl).host,
      iat,
      exp: iat + lifetimeSeconds,
      scope: 'signature impersonation',
    }),
  )
  const signature = rsaSign('sha256', Buffer.from(`${header}.${claims}`), key)
  return `${header}.${claims}.${base64url(signature)}`
}

export function createDocusignProvider(options: DocusignOptions): EsignProvider {
  const now = options.now ?? (() => new Date())
  const http: HttpOptions = { fetch: options.fetch ?? fetch, timeoutMs: options.timeoutMs ?? 20_000, provider: 'docusign' }
  const api = `${options.baseUrl.replace(/\/+$/, '')}/v2.1/accounts/${encodeURIComponent(options.accountId)}`
  let key: KeyObject
  try {
    key = createPrivateKey(options.privateKey)
  } catch {
    throw new EsignError('misconfigured', 'DOCUSIGN_PRIVATE_KEY is not an RSA private key in PEM.', 'docusign')
  }
  let cached: { token: string; expiresAt: number } | null = null

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt - 5 * 60_000 > now().getTime()) return cached.token
    const form = new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: jwtAssertion(options, key, now()),
    })
    const parsed = tokenAnswer.safeParse(
      await callJson(http, `${options.oauthBaseUrl.replace(/\/+$/, '')}/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: form.toString(),
      }),
    )
    if (!parsed.success) throw new EsignError('unavailable', 'The signing provider gave no access token.', 'docusign')
    cached = { token: parsed.data.access_token, expiresAt: now().getTime() + parsed.data.expires_in * 1000 }
    return cached.token
  }

  async function authorised(init: RequestInit & { json?: unknown } = {}): Promise<RequestInit> {
    const { json, ...rest } = init
    return {
      ...rest,
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        Accept: 'application/json',
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    }
  }

  const envelopeUrl = (ref: string) => `${api}/envelopes/${encodeURIComponent(ref)}`

  async function state(ref: string): Promise<SignatureState> {
    const parsed = envelopeAnswer.safeParse(await callJson(http, envelopeUrl(ref), await authorised({ method: 'GET' })))
    if (!parsed.success) throw new EsignError('unavailable', 'The signing provider answered in an unexpected shape.', 'docusign')
    const status = docusignStatus(parsed.data.status)
    const completedAt = status === 'completed' && parsed.data.completedDateTime ? new Date(parsed.data.completedDateTime) : null
    return { providerRef: parsed.data.envelopeId, status, completedAt }
  }

  return {
    name: 'docusign',

    async send(input) {
      const box = input.signatureBox
      const signer = {
        email: input.signer.email,
        name: input.signer.name,
        recipientId: '1',
        routingOrder: '1',
        clientUserId: clientUserIdFor(input.documentId),
        ...(box
          ? {
              tabs: {
                signHereTabs: [
                  {
                    documentId: '1',
                    pageNumber: String(box.page),
                    xPosition: String(Math.round(box.x + 8)),
                    yPosition: String(Math.round(box.y + 8)),
                  },
                ],
              },
            }
          : {}),
      }
      const body = {
        emailSubject: input.title.slice(0, 100),
        documents: [{ documentBase64: input.pdf.toString('base64'), name: input.fileName, fileExtension: 'pdf', documentId: '1' }],
        recipients: { signers: [signer] },
        customFields: { textCustomFields: [{ name: 'voDocId', value: input.documentId, show: 'false', required: 'false' }] },
        status: 'sent',
      }
      const parsed = envelopeCreated.safeParse(await callJson(http, `${api}/envelopes`, await authorised({ method: 'POST', json: body })))
      if (!parsed.success) throw new EsignError('unavailable', 'The signing provider answered in an unexpected shape.', 'docusign')
      return { provider: 'docusign', providerRef: parsed.data.envelopeId, signUrl: null, status: 'sent' }
    },

    async signingUrl(ref, { documentId, signer, returnUrl }) {
      const body = {
        returnUrl,
        authenticationMethod: 'none',
        clientUserId: clientUserIdFor(documentId),
        userName: signer.name,
        email: signer.email,
        recipientId: '1',
      }
      const parsed = viewAnswer.safeParse(
        await callJson(http, `${envelopeUrl(ref)}/views/recipient`, await authorised({ method: 'POST', json: body })),
      )
      if (!parsed.success) throw new EsignError('unavailable', 'The signing provider gave no signing link.', 'docusign')
      return parsed.data.url
    },

    status: state,

    async downloadSigned(ref) {
      if ((await state(ref)).status !== 'completed') return null
      const init = await authorised({ method: 'GET' })
      const response = await call(http, `${envelopeUrl(ref)}/documents/combined`, {
        ...init,
        headers: { ...init.headers, Accept: 'application/pdf' },
      })
      const pdf = Buffer.from(await response.arrayBuffer())
      if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-')))
        throw new EsignError('unavailable', 'The signing provider gave no signed PDF.', 'docusign')
      return pdf
    },

    async verifyWebhook(request): Promise<WebhookOutcome> {
      const given: string[] = []
      for (let i = 1; i <= 10; i++) {
        const value = request.headers.get(`x-docusign-signature-${i}`)
        if (value) given.push(value.trim())
      }
      if (given.length === 0) return { ok: false, reason: 'missing-signature' }
      const signed = options.connectKeys.some((k) => {
        const expected = Buffer.from(connectSignature(k, request.rawBody))
        return given.some((g) => {
          const candidate = Buffer.from(g)
          return candidate.length === expected.length && timingSafeEqual(candidate, expected)
        })
      })
      if (!signed) return { ok: false, reason: 'bad-signature' }
      let json: unknown
      try {
        json = JSON.parse(request.rawBody.toString('utf8'))
      } catch {
        return { ok: false, reason: 'malformed' }
      }
      const parsed = connectBody.safeParse(json)
      if (!parsed.success) return { ok: false, reason: 'malformed' }
      let current: SignatureState
      try {
        current = await state(parsed.data.data.envelopeId)
      } catch (error) {
        if (error instanceof EsignError && error.code === 'not-found') return { ok: false, reason: 'unknown-document' }
        throw error
      }
      return {
        ok: true,
        providerRef: current.providerRef,
        documentId: voDocIdOf(parsed.data.data.envelopeSummary?.customFields),
        event: parsed.data.event,
        state: current,
      }
    },
  }
}

function voDocIdOf(customFields: unknown): string | null {
  const fields = (customFields as { textCustomFields?: { name?: unknown; value?: unknown }[] } | undefined)?.textCustomFields
  const field = Array.isArray(fields) ? fields.find((f) => f.name === 'voDocId') : undefined
  return typeof field?.value === 'string' ? field.value : null
}
