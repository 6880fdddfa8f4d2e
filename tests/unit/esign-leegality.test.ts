import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEsignProvider, esignConfigFromEnv, EsignError, leegalityMac, type EsignProvider } from '@/integrations/esign'
import { json, startFake } from './helpers/fake-server'

// The older provider against a local fake that speaks Leegality's documented shapes: X-Auth-Token on every call,
// sign/request with a base64 file and invitees, document/details, and webhooks whose MAC covers the document id only.

const TOKEN = 'leegality-test-token'
const SALT = 'leegality-private-salt'
const PDF = Buffer.from('%PDF-1.7\n% the agreement\n%%EOF\n')
const SIGNED = Buffer.from('%PDF-1.7\n% signed by the provider\n%%EOF\n')

interface FakeDocument {
  irn: string
  signed: boolean
  rejected: boolean
  deleted: boolean
}

const documents = new Map<string, FakeDocument>()
let fake: Awaited<ReturnType<typeof startFake>>
let provider: EsignProvider

beforeAll(async () => {
  fake = await startFake(async (req, res) => {
    if (req.headers['x-auth-token'] !== TOKEN) return json(res, 401, { status: 0, messages: [{ code: 'auth', message: 'Invalid token' }] })
    if (req.method === 'POST' && req.path === '/api/v3.0/sign/request') {
      const body = JSON.parse(req.body.toString())
      if (body.profileId !== 'prof-1' || !body.file?.file || !Array.isArray(body.invitees) || !body.irn)
        return json(res, 200, { status: 0, messages: [{ code: 'bad', message: 'profileId, file, invitees and irn are required' }] })
      if (!Buffer.from(body.file.file, 'base64').equals(PDF)) return json(res, 200, { status: 0, messages: [{ message: 'Not the PDF' }] })
      const documentId = `LGD${documents.size + 1}`
      documents.set(documentId, { irn: body.irn, signed: false, rejected: false, deleted: false })
      return json(res, 200, {
        status: 1,
        messages: [],
        data: {
          documentId,
          invitees: body.invitees.map((i: { name: string; email: string }) => ({
            ...i,
            signUrl: `https://sign.example/${documentId}/${i.email}`,
          })),
        },
      })
    }
    if (req.method === 'GET' && req.path === '/api/v3.0/document/details') {
      const id = req.query.get('documentId') ?? ''
      const doc = documents.get(id)
      if (!doc) return json(res, 200, { status: 0, messages: [{ message: 'Document not found' }] })
      return json(res, 200, {
        status: 1,
        data: {
          documentId: id,
          irn: doc.irn,
          requests: [{ expired: false, deleted: doc.deleted }],
          invitations: [
            {
              name: 'Priya Sharma',
              email: 'priya.sharma@example.in',
              signed: doc.signed,
              rejected: doc.rejected,
              expired: false,
              signUrl: `https://sign.example/${id}/priya`,
              signDate: doc.signed ? '2026-12-11T05:00:00Z' : null,
            },
          ],
          ...(req.query.get('file') === 'true' && doc.signed ? { files: [SIGNED.toString('base64')] } : {}),
        },
      })
    }
    json(res, 404, { status: 0 })
  })
  const config = esignConfigFromEnv({
    ESIGN_PROVIDER: 'leegality',
    LEEGALITY_BASE_URL: `${fake.url}/api`,
    LEEGALITY_AUTH_TOKEN: TOKEN,
    LEEGALITY_PROFILE_ID: 'prof-1',
    LEEGALITY_PRIVATE_SALT: SALT,
  })
  provider = createEsignProvider(config, { builtin: {} as never })
})

afterAll(() => fake.close())

const input = {
  documentId: '42',
  title: 'Virtual office agreement',
  fileName: 'agreement.pdf',
  pdf: PDF,
  signer: { name: 'Priya Sharma', email: 'priya.sharma@example.in', phone: '9876543210' },
  companyName: 'Foo Analytics Private Limited',
  agreementNumber: 'SW/VO/2026/000123',
  templateVersion: '2026-1',
}

const webhook = (body: unknown) => ({
  headers: new Headers({ 'content-type': 'application/json' }),
  rawBody: Buffer.from(JSON.stringify(body)),
})

describe('the Leegality-shaped provider', () => {
  it('is selected by ESIGN_PROVIDER with all its variables, and refuses a partial set', () => {
    expect(provider.name).toBe('leegality')
    expect(() => esignConfigFromEnv({ ESIGN_PROVIDER: 'leegality', LEEGALITY_AUTH_TOKEN: 'x' })).toThrow(
      'ESIGN_PROVIDER=leegality needs LEEGALITY_PROFILE_ID; LEEGALITY_PRIVATE_SALT: ESIGN_PROVIDER=leegality needs LEEGALITY_PRIVATE_SALT',
    )
    expect(() =>
      esignConfigFromEnv({
        ESIGN_PROVIDER: 'leegality',
        LEEGALITY_BASE_URL: 'http://leegality.example/api',
        LEEGALITY_AUTH_TOKEN: 'x',
        LEEGALITY_PROFILE_ID: 'p',
        LEEGALITY_PRIVATE_SALT: 's',
      }),
    ).toThrow('must be https')
    expect(esignConfigFromEnv({})).toEqual({ provider: 'builtin', linkTtlSeconds: 72 * 3600 })
  })

  it('sends the PDF with the invitee and our document id, and answers the sign URL', async () => {
    const sent = await provider.send(input)
    expect(sent).toEqual({
      provider: 'leegality',
      providerRef: 'LGD1',
      signUrl: 'https://sign.example/LGD1/priya.sharma@example.in',
      status: 'sent',
    })
    const body = JSON.parse(fake.requests.at(-1)!.body.toString())
    expect(body).toEqual({
      profileId: 'prof-1',
      file: { name: 'agreement.pdf', file: PDF.toString('base64') },
      invitees: [{ name: 'Priya Sharma', email: 'priya.sharma@example.in', phone: '9876543210' }],
      irn: '42',
    })
    expect(await provider.status('LGD1')).toEqual({ providerRef: 'LGD1', status: 'sent', completedAt: null })
    expect(await provider.downloadSigned('LGD1')).toBeNull()
    expect(await provider.signingUrl('LGD1', { documentId: '42', signer: input.signer, returnUrl: '' })).toBe(
      'https://sign.example/LGD1/priya',
    )
  })

  it('a webhook with the right MAC is answered with the state fetched again, not the state it claims', async () => {
    const { providerRef } = await provider.send(input)
    expect(leegalityMac(SALT, providerRef)).toBe(createHmac('sha1', SALT).update(providerRef).digest('hex'))
    // The callback says 'completed', but the document is not signed yet: the fetched state wins.
    const early = await provider.verifyWebhook(
      webhook({ documentId: providerRef, irn: '42', mac: leegalityMac(SALT, providerRef), status: 'COMPLETED' }),
    )
    expect(early).toMatchObject({ ok: true, providerRef, documentId: '42', state: { status: 'sent' } })
    documents.get(providerRef)!.signed = true
    const done = await provider.verifyWebhook(webhook({ documentId: providerRef, mac: leegalityMac(SALT, providerRef) }))
    expect(done).toMatchObject({ ok: true, state: { status: 'completed', completedAt: new Date('2026-12-11T05:00:00Z') } })
    expect(await provider.downloadSigned(providerRef)).toEqual(SIGNED)
  })

  it('refuses a webhook with a wrong or missing MAC, without asking the provider', async () => {
    const before = fake.requests.length
    expect(await provider.verifyWebhook(webhook({ documentId: 'LGD1', mac: leegalityMac('another salt', 'LGD1') }))).toEqual({
      ok: false,
      reason: 'bad-signature',
    })
    expect(await provider.verifyWebhook(webhook({ documentId: 'LGD2', mac: leegalityMac(SALT, 'LGD1') }))).toEqual({
      ok: false,
      reason: 'bad-signature',
    })
    expect(await provider.verifyWebhook(webhook({ documentId: 'LGD1' }))).toEqual({ ok: false, reason: 'missing-signature' })
    expect(await provider.verifyWebhook({ headers: new Headers(), rawBody: Buffer.from('not json') })).toEqual({
      ok: false,
      reason: 'malformed',
    })
    expect(fake.requests.length).toBe(before)
  })

  it('maps refusals and rejections', async () => {
    await expect(provider.send({ ...input, pdf: Buffer.from('%PDF-other') })).rejects.toMatchObject({
      code: 'refused',
      message: 'Not the PDF',
    })
    const { providerRef } = await provider.send(input)
    documents.get(providerRef)!.rejected = true
    expect(await provider.status(providerRef)).toMatchObject({ status: 'declined' })
    documents.get(providerRef)!.deleted = true
    expect(await provider.status(providerRef)).toMatchObject({ status: 'voided' })
    const wrongToken = createEsignProvider(
      esignConfigFromEnv({
        ESIGN_PROVIDER: 'leegality',
        LEEGALITY_BASE_URL: `${fake.url}/api`,
        LEEGALITY_AUTH_TOKEN: 'wrong',
        LEEGALITY_PROFILE_ID: 'p',
        LEEGALITY_PRIVATE_SALT: 's',
      }),
      { builtin: {} as never },
    )
    await expect(wrongToken.status('LGD1')).rejects.toBeInstanceOf(EsignError)
    await expect(wrongToken.status('LGD1')).rejects.toMatchObject({ code: 'refused', httpStatus: 401 })
  })
})
