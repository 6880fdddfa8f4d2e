import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { callJson, type HttpOptions } from './http'
import { EsignError, type EsignProvider, type SignatureState, type SignatureStatus, type WebhookOutcome } from './types'

// The older signing provider, shaped after Leegality's eSigning API (research/payments.md):
//
//   POST {base}/v3.0/sign/request         X-Auth-Token
//        {profileId, file: {name, file: base64 PDF}, invitees: [{name, email, phone}], irn}
//      → {status: 1, data: {documentId, invitees: [{name, email, signUrl}]}, messages: []}
//        status 0 is a refusal, its reason in messages[0].message
//   GET  {base}/v3.0/document/details?documentId=…
//      → {status: 1, data: {documentId, irn, invitations: [{name, email, signed, expired, rejected, signUrl}],
//                          requests: [{expired, deleted}], files: [base64 PDF]}}
//   webhook POST {documentId, irn, mac, …}    mac = hex(HMAC-SHA1(private salt, documentId))
//
// The MAC covers the document id alone, not the payload: a valid MAC only says 'something happened to this document'.
// verifyWebhook checks it in constant time and then fetches the document's details with our token; the state it
// answers is what the details say, never what the callback claims. `irn` is our virtual-office document id.

export const LEEGALITY_PRODUCTION_URL = 'https://app1.leegality.com/api'
export const LEEGALITY_SANDBOX_URL = 'https://sandbox.leegality.com/api'

export interface LeegalityOptions {
  baseUrl: string
  authToken: string
  profileId: string
  privateSalt: string
  fetch?: typeof fetch
  timeoutMs?: number
}

const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.number(),
    data: data.nullish(),
    messages: z.array(z.object({ code: z.string().nullish(), message: z.string().nullish() })).nullish(),
  })

const createAnswer = envelope(
  z.object({
    documentId: z.string().min(1),
    invitees: z.array(z.object({ signUrl: z.string().nullish(), email: z.string().nullish() })).nullish(),
  }),
)

const detailsAnswer = envelope(
  z.object({
    documentId: z.string().nullish(),
    irn: z.string().nullish(),
    invitations: z
      .array(
        z.object({
          signed: z.boolean().nullish(),
          expired: z.boolean().nullish(),
          rejected: z.boolean().nullish(),
          signUrl: z.string().nullish(),
          email: z.string().nullish(),
          signDate: z.string().nullish(),
        }),
      )
      .nullish(),
    requests: z.array(z.object({ expired: z.boolean().nullish(), deleted: z.boolean().nullish() })).nullish(),
    files: z.array(z.string()).nullish(),
  }),
)

type Details = NonNullable<z.infer<typeof detailsAnswer>['data']>

const webhookBody = z.object({ documentId: z.string().min(1).max(100), mac: z.string().min(1).max(200), irn: z.string().nullish() })

export function leegalityMac(privateSalt: string, documentId: string): string {
  return createHmac('sha1', privateSalt).update(documentId).digest('hex')
}

/** Our state from the invitations and the request: completed when every invitee has signed. */
export function leegalityStatus(details: Details): SignatureStatus {
  const invitations = details.invitations ?? []
  const request = details.requests?.[0]
  if (request?.deleted) return 'voided'
  if (invitations.length > 0 && invitations.every((i) => i.signed)) return 'completed'
  if (invitations.some((i) => i.rejected)) return 'declined'
  if (request?.expired || invitations.some((i) => i.expired)) return 'expired'
  return 'sent'
}

export function createLeegalityProvider(options: LeegalityOptions): EsignProvider {
  const base = options.baseUrl.replace(/\/+$/, '')
  const http: HttpOptions = { fetch: options.fetch ?? fetch, timeoutMs: options.timeoutMs ?? 20_000, provider: 'leegality' }
  const headers = { 'X-Auth-Token': options.authToken, Accept: 'application/json' }

  function refusal(answer: { messages?: { message?: string | null }[] | null }): never {
    const message = answer.messages?.find((m) => m.message)?.message ?? 'The signing provider refused the request.'
    throw new EsignError('refused', message.slice(0, 300), 'leegality')
  }

  async function details(documentId: string, withFile = false): Promise<Details> {
    const query = new URLSearchParams({ documentId, ...(withFile ? { file: 'true' } : {}) })
    const parsed = detailsAnswer.safeParse(await callJson(http, `${base}/v3.0/document/details?${query}`, { method: 'GET', headers }))
    if (!parsed.success) throw new EsignError('unavailable', 'The signing provider answered in an unexpected shape.', 'leegality')
    if (parsed.data.status !== 1 || !parsed.data.data) refusal(parsed.data)
    return parsed.data.data
  }

  function stateOf(documentId: string, d: Details): SignatureState {
    const status = leegalityStatus(d)
    const signDates = (d.invitations ?? []).map((i) => (i.signDate ? Date.parse(i.signDate) : NaN)).filter(Number.isFinite)
    return {
      providerRef: documentId,
      status,
      completedAt: status === 'completed' && signDates.length ? new Date(Math.max(...signDates)) : null,
    }
  }

  return {
    name: 'leegality',

    async send(input) {
      const body = {
        profileId: options.profileId,
        file: { name: input.fileName, file: input.pdf.toString('base64') },
        invitees: [{ name: input.signer.name, email: input.signer.email, phone: input.signer.phone ?? '' }],
        irn: input.documentId,
      }
      const parsed = createAnswer.safeParse(
        await callJson(http, `${base}/v3.0/sign/request`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      )
      if (!parsed.success) throw new EsignError('unavailable', 'The signing provider answered in an unexpected shape.', 'leegality')
      if (parsed.data.status !== 1 || !parsed.data.data) refusal(parsed.data)
      const data = parsed.data.data
      const invitee = data.invitees?.find((i) => i.email?.toLowerCase() === input.signer.email.toLowerCase()) ?? data.invitees?.[0]
      return { provider: 'leegality', providerRef: data.documentId, signUrl: invitee?.signUrl ?? null, status: 'sent' }
    },

    async signingUrl(ref, { signer }) {
      const d = await details(ref)
      const pending = (d.invitations ?? []).filter((i) => !i.signed && i.signUrl)
      const url = (pending.find((i) => i.email?.toLowerCase() === signer.email.toLowerCase()) ?? pending[0])?.signUrl
      if (!url) throw new EsignError('refused', 'The document has no invitation left to sign.', 'leegality', 409)
      return url
    },

    async status(ref) {
      return stateOf(ref, await details(ref))
    },

    async downloadSigned(ref) {
      const d = await details(ref, true)
      if (leegalityStatus(d) !== 'completed') return null
      const file = d.files?.[0]
      const pdf = file ? Buffer.from(file, 'base64') : null
      if (!pdf || !pdf.subarray(0, 5).equals(Buffer.from('%PDF-')))
        throw new EsignError('unavailable', 'The signing provider gave no signed PDF.', 'leegality')
      return pdf
    },

    async verifyWebhook(request): Promise<WebhookOutcome> {
      let json: unknown
      try {
        json = JSON.parse(request.rawBody.toString('utf8'))
      } catch {
        return { ok: false, reason: 'malformed' }
      }
      const parsed = webhookBody.safeParse(json)
      if (!parsed.success)
        return { ok: false, reason: typeof (json as { mac?: unknown })?.mac === 'string' ? 'malformed' : 'missing-signature' }
      const expected = Buffer.from(leegalityMac(options.privateSalt, parsed.data.documentId), 'utf8')
      const given = Buffer.from(parsed.data.mac.toLowerCase(), 'utf8')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad-signature' }
      // The MAC does not cover the payload: ask the provider for the state instead of believing the callback.
      let d: Details
      try {
        d = await details(parsed.data.documentId)
      } catch (error) {
        if (error instanceof EsignError && error.code === 'not-found') return { ok: false, reason: 'unknown-document' }
        throw error
      }
      return {
        ok: true,
        providerRef: parsed.data.documentId,
        documentId: d.irn ?? null,
        event: 'document-updated',
        state: stateOf(parsed.data.documentId, d),
      }
    },
  }
}
