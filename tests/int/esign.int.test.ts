import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as docusignSignPost } from '@/app/api/docusign/sign/route'
import { GET as docusignVerifyGet } from '@/app/api/docusign/verify-signature/route'
import { POST as docusignWebhookPost } from '@/app/api/esign/docusign/webhook/route'
import { POST as leegalityWebhookPost } from '@/app/api/esign/leegality/webhook/route'
import { GET as agreementPdfGet } from '@/app/api/esign/sign/agreement/route'
import { POST as codePost } from '@/app/api/esign/sign/code/route'
import { POST as completePost } from '@/app/api/esign/sign/complete/route'
import { GET as packGet } from '@/app/api/vo/document/document-pack/route'
import { GET as resendGet } from '@/app/api/vo/document/resend-notification/route'
import { POST as signPost } from '@/app/api/vo/document/sign/route'
import { GET as signedGet } from '@/app/api/vo/document/signed-agreement/route'
import { GET as signingViewGet } from '@/app/api/vo/document/signing-view/route'
import { GET as verifyGet } from '@/app/api/vo/document/verify-signature/route'
import { DEFAULT_ADDRESS_NOC_TEMPLATE } from '@/domain/documents/address-noc'
import { templateToFields } from '@/domain/documents/template-fields'
import { DEFAULT_VO_AGREEMENT_TEMPLATE } from '@/domain/documents/vo-agreement'
import { VO_SERVER_MESSAGES } from '@/domain/virtual-office/messages'
import { EsignRequests } from '@/cms/collections/EsignRequests'
import {
  connectSignature,
  createEsignProvider,
  esignConfigFromEnv,
  leegalityMac,
  LINK_MESSAGES,
  type EsignProvider,
} from '@/integrations/esign'
import { inTransaction } from '@/server/db/transaction'
import { esignProvider, setEsignProviderForTests } from '@/server/esign/provider'
import { verifySealedPdf } from '@/server/esign/seal'
import { sealIdentity } from '@/server/esign/seal-identity'
import { createDocumentForOrder } from '@/server/virtual-office/documents'
import type { VoDocumentView } from '@/server/virtual-office/store'
import { ORIGIN, signUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'
import { json, startFake } from '../unit/helpers/fake-server'

// Signing the virtual-office agreement against the real database: the built-in signing end to end (sign → emailed
// link → code → typed signature → COMPLETED → verify → signed PDF and pack), verify refusing a document that is not
// signed and a tampered PDF, the resend limit, both providers' webhooks against local fakes (a bad signature changes
// nothing; a good one completes the document once), and a second customer who can reach none of it.

let payload: Payload
type Handler = (request: Request) => Promise<Response>
interface Person {
  cookie: string
  id: number
  email: string
}

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`
const COMPANY = 'Kaveri Analytics Private Limited'
const START = '2026-03-15'

function call(
  handler: Handler,
  path: string,
  init: { method?: string; cookie?: string; body?: unknown; query?: Record<string, string> } = {},
) {
  const url = new URL(`${ORIGIN}${path}`)
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v)
  return handler(
    new Request(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        origin: ORIGIN,
        'user-agent': 'integration-test',
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  )
}

async function customer(name = 'Meera Pillai'): Promise<Person> {
  const email = unique('esign')
  const { cookie, customer: created } = await signUpCustomer(payload, email, name)
  return { cookie, id: created.id, email }
}

/** A paid document whose KYC is complete ('Sign Agreement'), at a seeded building. */
async function readyDocument(person: Person, handle = 'gst-registration-vo-package'): Promise<string> {
  return inTransaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM buildings ORDER BY id LIMIT 1')
    const id = await createDocumentForOrder(tx.query, {
      customerId: person.id,
      orderNumber: `VO-TEST-${randomUUID()}`,
      buildingId: rows[0]!.id,
      startDate: START,
      plan: { handle, title: 'GST registration', name: '12 Months', price: 1_439_900, durationMonths: 12 },
    })
    await tx.query(
      `UPDATE vo_documents SET status = 'KYC_COMPLETED', total_kyc_complete = true,
         company_info = jsonb_build_object('name', $2::text, 'logo_id', null, 'kycAttempted', true) WHERE id = $1`,
      [id, COMPANY],
    )
    return String(id)
  })
}

const signBody = (docId: string, person: Person, extra: Record<string, unknown> = {}) => ({
  signerName: 'Meera Pillai',
  signerEmail: person.email,
  startingDate: START,
  voDocId: docId,
  companyName: COMPANY,
  industry: 'Software services',
  ...extra,
})

const docOf = async (response: Response) => ((await response.json()) as { data: VoDocumentView }).data
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error

async function outbox(to: string, kind: string) {
  const { docs } = await payload.find({
    collection: 'outbox-messages',
    where: { and: [{ to: { equals: to } }, { kind: { equals: kind } }] },
    sort: '-createdAt',
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

const tokenIn = (body: string) => /\/workspaces\/virtual-office\/sign\/([^/\s]+)\//.exec(body)?.[1] ?? null

async function statusOf(docId: string) {
  const { rows } = await inTransaction((tx) =>
    tx.query<{ status: string; has_dashboard_access: boolean; esign_ref: string | null }>(
      'SELECT status, has_dashboard_access, esign_ref FROM vo_documents WHERE id = $1',
      [Number(docId)],
    ),
  )
  return rows[0]!
}

let asha: Person
let bala: Person

beforeAll(async () => {
  payload = await testPayload()
  ;[asha, bala] = await Promise.all([customer(), customer('Bala Krishnan')])
})
afterAll(async () => {
  setEsignProviderForTests(null)
  await payload.destroy()
})

describe('the built-in signing, end to end', () => {
  let docId: string
  let token: string

  it('refuses a sign request whose figures are not the server’s, then sends the agreement and emails the link', async () => {
    docId = await readyDocument(asha)
    const stale = await call(signPost, '/api/vo/document/sign', {
      cookie: asha.cookie,
      body: signBody(docId, asha, { startingDate: '2026-04-01' }),
    })
    expect(stale.status).toBe(400)
    expect((await errorOf(stale)).message).toMatch(/out of date/)
    const wrongFee = await call(signPost, '/api/vo/document/sign', { cookie: asha.cookie, body: signBody(docId, asha, { tas: '1.00' }) })
    expect(wrongFee.status).toBe(400)

    const sent = await call(signPost, '/api/vo/document/sign', { cookie: asha.cookie, body: signBody(docId, asha, { tas: '14,399.00' }) })
    expect(sent.status).toBe(200)
    const body = (await sent.json()) as { data: VoDocumentView; message: string }
    expect(body.message).toBe('Agreement Email Sent')
    expect(body.data.status).toBe('DOCUSIGN_EMAIL_SENT')
    expect(body.data.agreement).toMatchObject({
      provider: 'builtin',
      number: `SW/VO/${new Date().getUTCFullYear()}/${docId.padStart(6, '0')}`,
    })
    const [email] = await outbox(asha.email, 'esign-link')
    expect(email?.subject).toContain(body.data.agreement!.number)
    token = tokenIn(email!.body)!
    expect(token).toBeTruthy()

    const pdf = await call(agreementPdfGet, '/api/esign/sign/agreement', { query: { token } })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })

  it("answers 400 with the link's message, never 500, to a token that cannot be a link's", async () => {
    const malformed = await agreementPdfGet(new Request(`${ORIGIN}/api/esign/sign/agreement?token=aaaaaaaaaa%21`))
    expect(malformed.status).toBe(400)
    expect(await errorOf(malformed)).toMatchObject({ code: 'bad_request', message: LINK_MESSAGES['invalid-link'] })
  })

  it('answers spec section 5’s message to verify before the agreement is signed', async () => {
    const view = await call(signingViewGet, '/api/vo/document/signing-view', { cookie: asha.cookie, query: { docId } })
    expect(((await view.json()) as { data: { url: string | null } }).data.url).toBeNull()
    const early = await call(verifyGet, '/api/vo/document/verify-signature', { cookie: asha.cookie, query: { docId } })
    expect(early.status).toBe(409)
    expect((await errorOf(early)).message).toBe(VO_SERVER_MESSAGES.signatureNotCompleted)
  })

  it('signs with the emailed code and a typed signature: the document is COMPLETED and the documents are emailed', async () => {
    const code = await call(codePost, '/api/esign/sign/code', { body: { token } })
    expect(code.status).toBe(200)
    const [codeEmail] = await outbox(asha.email, 'esign-code')
    const sixDigits = /\b(\d{6})\b/.exec(codeEmail!.body)![1]!

    const noConsent = await call(completePost, '/api/esign/sign/complete', {
      body: { token, code: sixDigits, consent: false, signature: { kind: 'typed', text: 'Meera Pillai' } },
    })
    expect(noConsent.status).toBe(400)
    const wrongName = await call(completePost, '/api/esign/sign/complete', {
      body: { token, code: sixDigits, consent: true, signature: { kind: 'typed', text: 'Someone Else' } },
    })
    expect(wrongName.status).toBe(400)

    const signed = await call(completePost, '/api/esign/sign/complete', {
      body: { token, code: sixDigits, consent: true, signature: { kind: 'typed', text: 'meera  pillai' } },
    })
    expect(signed.status).toBe(200)
    expect(await statusOf(docId)).toMatchObject({ status: 'COMPLETED', has_dashboard_access: true })
    expect(await outbox(asha.email, 'vo-documents')).toHaveLength(1)

    const again = await call(completePost, '/api/esign/sign/complete', {
      body: { token, code: sixDigits, consent: true, signature: { kind: 'typed', text: 'Meera Pillai' } },
    })
    expect(again.status).toBe(409)
    expect((await errorOf(again)).message).toBe(LINK_MESSAGES['already-signed'])
  })

  it('verifies the signature, and gives the owner the sealed PDF and the document pack', async () => {
    const verified = await call(verifyGet, '/api/vo/document/verify-signature', { cookie: asha.cookie, query: { docId } })
    expect(verified.status).toBe(200)
    const body = (await verified.json()) as { data: { status: string; seal: { subject: string } }; message: string }
    expect(body.message).toBe('Document Signature Verified')
    expect(body.data.status).toBe('completed')

    const file = await call(signedGet, '/api/vo/document/signed-agreement', { cookie: asha.cookie, query: { docId } })
    expect(file.status).toBe(200)
    const pdf = Buffer.from(await file.arrayBuffer())
    const check = verifySealedPdf(pdf, { trusted: sealIdentity().certificates })
    expect(check.ok).toBe(true)

    const pack = await call(packGet, '/api/vo/document/document-pack', { cookie: asha.cookie, query: { docId } })
    expect(pack.status).toBe(200)
    const zip = Buffer.from(await pack.arrayBuffer())
    expect(zip.subarray(0, 2).toString()).toBe('PK')
    expect(zip.toString('latin1')).toContain('Address-NOC.pdf')
    expect(zip.toString('latin1')).toContain('Signed-agreement.pdf')
    // One email of the documents, however often the signature is verified.
    expect(await outbox(asha.email, 'vo-documents')).toHaveLength(1)
  })

  it('gives operators the sign request with its audit trail and the signed PDF, and nobody else', async () => {
    const { docs } = await payload.find({
      collection: 'esign-requests',
      where: { voDocument: { equals: Number(docId) } },
      overrideAccess: true,
      depth: 0,
    })
    const request = docs[0]!
    expect(request).toMatchObject({ status: 'completed', signerEmail: asha.email, companyName: COMPANY })
    expect(request.evidence).toMatchObject({ userAgent: 'integration-test', mark: 'typed' })
    expect(request.signedSha256).toMatch(/^[0-9a-f]{64}$/)
    const endpoints = EsignRequests.endpoints || []
    const handler = endpoints.find((e) => e.path === '/:id/signed.pdf')!.handler
    const ask = (user: unknown) =>
      handler({ payload, user, routeParams: { id: String(request.id) } } as unknown as Parameters<typeof handler>[0])
    const operator = await ask({ collection: 'operators', id: 1 })
    expect(operator.status).toBe(200)
    expect(
      Buffer.from(await operator.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    expect((await ask(null)).status).toBe(403)
    expect((await ask({ collection: 'customers', id: asha.id })).status).toBe(403)
    await expect(payload.find({ collection: 'esign-requests', overrideAccess: false, user: null })).rejects.toThrow()
  })

  it('refuses a tampered signed PDF on verify', async () => {
    await inTransaction(async (tx) => {
      const { rows } = await tx.query<{ signed_pdf: string }>(
        'SELECT signed_pdf FROM esign_requests WHERE request_id = (SELECT esign_ref FROM vo_documents WHERE id = $1)',
        [Number(docId)],
      )
      const pdf = Buffer.from(rows[0]!.signed_pdf, 'base64')
      const at = pdf.indexOf('Virtual Office Agreement')
      pdf.write('Virtual Office Agreemenx', at, 'latin1')
      await tx.query('UPDATE esign_requests SET signed_pdf = $1 WHERE request_id = (SELECT esign_ref FROM vo_documents WHERE id = $2)', [
        pdf.toString('base64'),
        Number(docId),
      ])
    })
    const verified = await call(verifyGet, '/api/vo/document/verify-signature', { cookie: asha.cookie, query: { docId } })
    expect(verified.status).toBe(409)
    expect((await errorOf(verified)).message).toMatch(/^We couldn't verify signature/)
  })
})

describe('the agreement text operators edit', () => {
  it('refuses an unknown placeholder, and sends the edited text with its new version', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'vo-templates',
        overrideAccess: true,
        data: {
          agreement: { title: 'Virtual Office Agreement', sections: [{ heading: 'Fees', paragraphs: [{ text: 'Pay {{fees.bogus}}.' }] }] },
        },
      }),
    ).rejects.toThrow(/Unknown placeholder: \{\{fees\.bogus\}\}/)
    await payload.updateGlobal({
      slug: 'vo-templates',
      overrideAccess: true,
      data: {
        agreement: {
          title: 'Virtual Office Agreement',
          subtitle: 'No. {{agreement.number}}',
          sections: [{ heading: 'Fees', paragraphs: [{ text: 'The fee is **{{fees.total}}** for {{term}}.' }] }],
        },
        noc: templateToFields(DEFAULT_ADDRESS_NOC_TEMPLATE),
      },
    })
    try {
      const docId = await readyDocument(asha)
      expect((await call(signPost, '/api/vo/document/sign', { cookie: asha.cookie, body: signBody(docId, asha) })).status).toBe(200)
      const { rows } = await inTransaction((tx) =>
        tx.query<{ template_version: string; original_page_count: string }>(
          'SELECT template_version, original_page_count FROM esign_requests WHERE vo_document_id = $1',
          [Number(docId)],
        ),
      )
      expect(rows[0]!.template_version).toMatch(/^edited-\d{8}T\d{6}$/)
      expect(Number(rows[0]!.original_page_count)).toBe(1)
    } finally {
      await payload.updateGlobal({
        slug: 'vo-templates',
        overrideAccess: true,
        data: { agreement: templateToFields(DEFAULT_VO_AGREEMENT_TEMPLATE), noc: templateToFields(DEFAULT_ADDRESS_NOC_TEMPLATE) },
      })
    }
  })
})

describe('resending the link', () => {
  it('retires the earlier link and is rate-limited', async () => {
    process.env.ESIGN_RESEND_RATE_LIMIT = '2'
    try {
      const docId = await readyDocument(asha)
      expect((await call(signPost, '/api/vo/document/sign', { cookie: asha.cookie, body: signBody(docId, asha) })).status).toBe(200)
      const first = tokenIn((await outbox(asha.email, 'esign-link'))[0]!.body)!
      const resend = await call(resendGet, '/api/vo/document/resend-notification', { cookie: asha.cookie, query: { docId } })
      expect(resend.status).toBe(200)
      const second = tokenIn((await outbox(asha.email, 'esign-link'))[0]!.body)!
      expect(second).not.toBe(first)
      const old = await call(codePost, '/api/esign/sign/code', { body: { token: first } })
      expect(old.status).toBe(404)
      expect((await errorOf(old)).message).toBe(LINK_MESSAGES['superseded-link'])

      expect((await call(resendGet, '/api/vo/document/resend-notification', { cookie: asha.cookie, query: { docId } })).status).toBe(200)
      const limited = await call(resendGet, '/api/vo/document/resend-notification', { cookie: asha.cookie, query: { docId } })
      expect(limited.status).toBe(429)
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    } finally {
      delete process.env.ESIGN_RESEND_RATE_LIMIT
    }
  })
})

describe('resending the link from another site', () => {
  const resendFrom = (docId: string, headers: Record<string, string>) =>
    resendGet(
      new Request(`${ORIGIN}/api/vo/document/resend-notification?docId=${docId}`, {
        headers: { cookie: asha.cookie, 'user-agent': 'integration-test', ...headers },
      }),
    )

  it('is refused with 403, nothing sent and the link kept; our own pages still resend', async () => {
    const docId = await readyDocument(asha)
    expect((await call(signPost, '/api/vo/document/sign', { cookie: asha.cookie, body: signBody(docId, asha) })).status).toBe(200)
    const emails = (await outbox(asha.email, 'esign-link')).length
    const first = tokenIn((await outbox(asha.email, 'esign-link'))[0]!.body)!
    for (const headers of <Record<string, string>[]>[
      // A link on another site followed with the cookie (a top-level navigation sends no Origin).
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      // Another origin of the same site (a subdomain).
      { 'sec-fetch-site': 'same-site', origin: 'https://blog.example.in' },
      { 'sec-fetch-site': 'same-site' },
      // A fetch from another site, or a browser that sends Origin alone.
      { 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' },
      { origin: 'https://attacker.example' },
      { origin: 'null' },
    ]) {
      const refused = await resendFrom(docId, headers)
      expect(refused.status, JSON.stringify(headers)).toBe(403)
      expect((await errorOf(refused)).message).toBe(
        'This request did not come from our site. Open your virtual-office dashboard to send the signing email again.',
      )
    }
    expect(await outbox(asha.email, 'esign-link')).toHaveLength(emails)
    expect((await call(codePost, '/api/esign/sign/code', { body: { token: first } })).status).toBe(200)

    // The dashboard's own call: same origin (a GET fetch sends no Origin), or our Origin.
    expect((await resendFrom(docId, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' })).status).toBe(200)
    expect((await resendFrom(docId, { 'sec-fetch-site': 'same-origin', origin: ORIGIN })).status).toBe(200)
    expect(await outbox(asha.email, 'esign-link')).toHaveLength(emails + 2)
  })
})

describe('the send limit', () => {
  it('counts only sends that go out: refused out-of-date requests, on either row, lock nobody out', async () => {
    process.env.ESIGN_SEND_RATE_LIMIT = '2'
    try {
      const docId = await readyDocument(asha)
      for (let i = 0; i < 3; i++) {
        const stale = await call(signPost, '/api/vo/document/sign', {
          cookie: asha.cookie,
          body: signBody(docId, asha, { startingDate: '2026-04-01' }),
        })
        expect(stale.status).toBe(400)
        expect((await errorOf(stale)).message).toMatch(/out of date/)
        const staleDocusign = await call(docusignSignPost, '/api/docusign/sign', {
          cookie: asha.cookie,
          body: signBody(docId, asha, { documentId: docId, tas: '1.00' }),
        })
        expect(staleDocusign.status).toBe(400)
        expect((await errorOf(staleDocusign)).message).toMatch(/out of date/)
      }
      expect((await statusOf(docId)).status).toBe('KYC_COMPLETED')
      // Sends that go out still count: two within the limit, the third waits.
      expect((await call(signPost, '/api/vo/document/sign', { cookie: asha.cookie, body: signBody(docId, asha) })).status).toBe(200)
      expect((await call(signPost, '/api/vo/document/sign', { cookie: asha.cookie, body: signBody(docId, asha) })).status).toBe(200)
      const limited = await call(signPost, '/api/vo/document/sign', { cookie: asha.cookie, body: signBody(docId, asha) })
      expect(limited.status).toBe(429)
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
    } finally {
      delete process.env.ESIGN_SEND_RATE_LIMIT
    }
  })
})

describe('another customer', () => {
  it('cannot sign, resend, verify or download someone else’s document', async () => {
    const docId = await readyDocument(asha)
    const theirs = await call(signPost, '/api/vo/document/sign', {
      cookie: bala.cookie,
      body: signBody(docId, bala, { signerName: 'Bala Krishnan' }),
    })
    expect(theirs.status).toBe(404)
    expect((await statusOf(docId)).status).toBe('KYC_COMPLETED')
    expect((await call(signPost, '/api/vo/document/sign', { cookie: asha.cookie, body: signBody(docId, asha) })).status).toBe(200)
    for (const [handler, path] of [
      [resendGet, '/api/vo/document/resend-notification'],
      [verifyGet, '/api/vo/document/verify-signature'],
      [signedGet, '/api/vo/document/signed-agreement'],
      [packGet, '/api/vo/document/document-pack'],
    ] as const) {
      expect((await call(handler, path, { cookie: bala.cookie, query: { docId } })).status, path).toBe(404)
      expect((await call(handler, path, { query: { docId } })).status, path).toBe(401)
    }
    const envelope = (await statusOf(docId)).esign_ref!
    expect(
      (
        await call(docusignVerifyGet, '/api/docusign/verify-signature', {
          cookie: bala.cookie,
          query: { docId, envelopeId: envelope.replace('_', '-') },
        })
      ).status,
    ).toBe(404)
    expect((await statusOf(docId)).status).toBe('DOCUSIGN_EMAIL_SENT')
  })
})

// ── The providers' webhooks, against local fakes of their documented shapes ──────────────────────────────────────

describe('the older provider’s webhook (Leegality-shaped)', () => {
  const SALT = 'leegality-private-salt'
  const signed = new Set<string>()
  let fake: Awaited<ReturnType<typeof startFake>>
  let provider: EsignProvider

  beforeAll(async () => {
    let count = 0
    fake = await startFake((req, res) => {
      if (req.headers['x-auth-token'] !== 'lg-token') return json(res, 401, { status: 0 })
      if (req.method === 'POST' && req.path === '/api/v3.0/sign/request') {
        const body = JSON.parse(req.body.toString())
        const documentId = `LGD-${++count}-${body.irn}`
        return json(res, 200, {
          status: 1,
          data: { documentId, invitees: [{ email: body.invitees[0].email, signUrl: `https://sign.example/${documentId}` }] },
        })
      }
      if (req.method === 'GET' && req.path === '/api/v3.0/document/details') {
        const id = req.query.get('documentId') ?? ''
        const done = signed.has(id)
        return json(res, 200, {
          status: 1,
          data: {
            documentId: id,
            irn: id.split('-')[2],
            requests: [{ expired: false, deleted: false }],
            invitations: [{ signed: done, rejected: false, expired: false, signDate: done ? new Date().toISOString() : null }],
          },
        })
      }
      json(res, 404, { status: 0 })
    })
    provider = createEsignProvider(
      esignConfigFromEnv({
        ESIGN_PROVIDER: 'leegality',
        LEEGALITY_BASE_URL: `${fake.url}/api`,
        LEEGALITY_AUTH_TOKEN: 'lg-token',
        LEEGALITY_PROFILE_ID: 'prof-1',
        LEEGALITY_PRIVATE_SALT: SALT,
      }),
      { builtin: {} as never },
    )
    setEsignProviderForTests(provider)
  })
  afterAll(async () => {
    setEsignProviderForTests(null)
    await fake.close()
  })

  const hook = (body: unknown) =>
    leegalityWebhookPost(
      new Request(`${ORIGIN}/api/esign/leegality/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    )

  it('sends through the provider, refuses a bad MAC, and completes the document once on a good one', async () => {
    const docId = await readyDocument(asha)
    const sent = await call(signPost, '/api/vo/document/sign', { cookie: asha.cookie, body: signBody(docId, asha) })
    expect(sent.status).toBe(200)
    const view = await docOf(sent)
    const documentId = view.leegalityMembershipResponse!.documentId
    expect((await outbox(asha.email, 'esign-link'))[0]!.body).toContain(`https://sign.example/${documentId}`)

    // Not signed at the provider yet: verify refuses with the spec's message; a well-signed hint changes nothing.
    const early = await call(verifyGet, '/api/vo/document/verify-signature', { cookie: asha.cookie, query: { docId } })
    expect((await errorOf(early)).message).toBe(VO_SERVER_MESSAGES.signatureNotCompleted)
    const hint = await hook({ documentId, mac: leegalityMac(SALT, documentId) })
    expect(await hint.json()).toMatchObject({ ok: true, applied: false, status: 'sent' })

    signed.add(documentId)
    const forged = await hook({ documentId, mac: leegalityMac('not-the-salt', documentId) })
    expect(forged.status).toBe(400)
    expect((await statusOf(docId)).status).toBe('DOCUSIGN_EMAIL_SENT')
    expect((await hook({ documentId })).status).toBe(400)

    const good = await hook({ documentId, mac: leegalityMac(SALT, documentId) })
    expect(good.status).toBe(200)
    expect(await good.json()).toMatchObject({ ok: true, applied: true, status: 'completed' })
    expect((await statusOf(docId)).status).toBe('COMPLETED')
    const twice = await hook({ documentId, mac: leegalityMac(SALT, documentId) })
    expect(await twice.json()).toMatchObject({ applied: false })
    expect(await outbox(asha.email, 'vo-documents')).toHaveLength(2)

    // The other provider's webhook is not in use.
    expect((await docusignWebhookPost(new Request(`${ORIGIN}/api/esign/docusign/webhook`, { method: 'POST', body: '{}' }))).status).toBe(
      404,
    )
  })
})

describe('the newer provider’s Connect webhook (DocuSign-shaped)', () => {
  const KEY = 'connect-hmac-key-1'
  const envelopes = new Map<string, string>()
  let fake: Awaited<ReturnType<typeof startFake>>

  beforeAll(async () => {
    const { generateKeyPairSync } = await import('node:crypto')
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    fake = await startFake((req, res) => {
      if (req.method === 'POST' && req.path === '/oauth/token')
        return json(res, 200, { access_token: 'token-1', token_type: 'Bearer', expires_in: 3600 })
      const base = '/restapi/v2.1/accounts/acct-1/envelopes'
      if (req.method === 'POST' && req.path === base) {
        const envelopeId = `env-${envelopes.size + 1}`
        envelopes.set(envelopeId, 'sent')
        return json(res, 201, { envelopeId, status: 'sent' })
      }
      const view = new RegExp(`^${base}/([^/]+)/views/recipient$`).exec(req.path)
      if (req.method === 'POST' && view && envelopes.has(view[1]!)) {
        const body = JSON.parse(req.body.toString())
        if (body.email !== asha.email || body.userName !== 'Meera Pillai')
          return json(res, 400, { errorCode: 'UNKNOWN_ENVELOPE_RECIPIENT' })
        return json(res, 201, { url: `https://demo.example/signing/${view[1]}?slt=once` })
      }
      const match = new RegExp(`^${base}/([^/]+)$`).exec(req.path)
      if (req.method === 'GET' && match && envelopes.has(match[1]!)) {
        const status = envelopes.get(match[1]!)!
        return json(res, 200, {
          envelopeId: match[1],
          status,
          ...(status === 'completed' ? { completedDateTime: new Date().toISOString() } : {}),
        })
      }
      json(res, 404, { errorCode: 'ENVELOPE_DOES_NOT_EXIST' })
    })
    setEsignProviderForTests(
      createEsignProvider(
        esignConfigFromEnv({
          ESIGN_PROVIDER: 'docusign',
          DOCUSIGN_BASE_URL: `${fake.url}/restapi`,
          DOCUSIGN_OAUTH_BASE_URL: fake.url,
          DOCUSIGN_ACCOUNT_ID: 'acct-1',
          DOCUSIGN_INTEGRATION_KEY: 'integration-key',
          DOCUSIGN_USER_ID: 'user-guid',
          DOCUSIGN_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          DOCUSIGN_CONNECT_HMAC_KEYS: KEY,
        }),
        { builtin: {} as never },
      ),
    )
  })
  afterAll(async () => {
    setEsignProviderForTests(null)
    await fake.close()
  })

  const connect = (body: unknown, key = KEY) => {
    const raw = JSON.stringify(body)
    return docusignWebhookPost(
      new Request(`${ORIGIN}/api/esign/docusign/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-DocuSign-Signature-1': connectSignature(key, Buffer.from(raw)) },
        body: raw,
      }),
    )
  }

  it('sends an envelope, answers its status, refuses a bad HMAC and completes once on a good one', async () => {
    expect(esignProvider().name).toBe('docusign')
    const docId = await readyDocument(asha)
    const mismatch = await call(docusignSignPost, '/api/docusign/sign', {
      cookie: asha.cookie,
      body: { ...signBody(docId, asha), documentId: '999999' },
    })
    expect(mismatch.status).toBe(400)
    const sent = await call(docusignSignPost, '/api/docusign/sign', {
      cookie: asha.cookie,
      body: { ...signBody(docId, asha), documentId: docId },
    })
    expect(sent.status).toBe(200)
    const envelopeId = (await docOf(sent)).docuSignEnvelope!.id

    const view = await call(signingViewGet, '/api/vo/document/signing-view', { cookie: asha.cookie, query: { docId } })
    expect(((await view.json()) as { data: { url: string } }).data.url).toBe(`https://demo.example/signing/${envelopeId}?slt=once`)
    expect((await call(signingViewGet, '/api/vo/document/signing-view', { cookie: bala.cookie, query: { docId } })).status).toBe(404)
    const status = await call(docusignVerifyGet, '/api/docusign/verify-signature', { cookie: asha.cookie, query: { docId, envelopeId } })
    expect(((await status.json()) as { data: { status: string } }).data.status).toBe('sent')

    envelopes.set(envelopeId, 'completed')
    const event = { event: 'envelope-completed', data: { envelopeId } }
    expect((await connect(event, 'another-key')).status).toBe(400)
    expect((await statusOf(docId)).status).toBe('DOCUSIGN_EMAIL_SENT')
    const good = await connect(event)
    expect(good.status).toBe(200)
    expect(await good.json()).toMatchObject({ ok: true, applied: true, status: 'completed' })
    expect((await statusOf(docId)).status).toBe('COMPLETED')
    expect(await (await connect(event)).json()).toMatchObject({ applied: false })
  })
})
