import { createHmac, generateKeyPairSync, verify } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectSignature, createEsignProvider, esignConfigFromEnv, type EsignProvider } from '@/integrations/esign'
import { json, startFake } from './helpers/fake-server'

// The newer provider against a local fake that speaks DocuSign's eSignature REST v2.1 shapes: the OAuth JWT grant
// (the fake checks the RS256 signature with the integration's public key), envelopes, the embedded recipient view,
// envelope status, the combined document, and Connect callbacks signed with HMAC-SHA256 over the raw body.

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const PDF = Buffer.from('%PDF-1.7\n% the agreement\n%%EOF\n')
const SIGNED = Buffer.from('%PDF-1.7\n% completed envelope\n%%EOF\n')
const CONNECT_KEY = 'connect-hmac-key-1'
const envelopes = new Map<string, { status: string; clientUserId: string; body: Record<string, unknown> }>()
let tokensIssued = 0
let fake: Awaited<ReturnType<typeof startFake>>
let provider: EsignProvider
let oauthHost = ''

beforeAll(async () => {
  fake = await startFake(async (req, res) => {
    if (req.method === 'POST' && req.path === '/oauth/token') {
      const form = new URLSearchParams(req.body.toString())
      const [header, claims, signature] = (form.get('assertion') ?? '').split('.')
      const good =
        form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
        verify('sha256', Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature ?? '', 'base64url'))
      const c = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString() || '{}')
      if (
        !good ||
        c.iss !== 'integration-key' ||
        c.sub !== 'user-guid' ||
        c.aud !== oauthHost ||
        c.scope !== 'signature impersonation' ||
        c.exp - c.iat !== 3600
      )
        return json(res, 400, { error: 'invalid_grant' })
      tokensIssued += 1
      return json(res, 200, { access_token: `token-${tokensIssued}`, token_type: 'Bearer', expires_in: 3600 })
    }
    if (!/^Bearer token-\d+$/.test(req.headers.authorization ?? '')) return json(res, 401, { errorCode: 'AUTHORIZATION_INVALID_TOKEN' })
    const base = '/restapi/v2.1/accounts/acct-1/envelopes'
    if (req.method === 'POST' && req.path === base) {
      const body = JSON.parse(req.body.toString())
      const signer = body.recipients?.signers?.[0]
      if (body.status !== 'sent' || !signer?.clientUserId || !Buffer.from(body.documents?.[0]?.documentBase64 ?? '', 'base64').equals(PDF))
        return json(res, 400, { errorCode: 'INVALID_REQUEST_BODY' })
      const envelopeId = `env-${envelopes.size + 1}`
      envelopes.set(envelopeId, { status: 'sent', clientUserId: signer.clientUserId, body })
      return json(res, 201, { envelopeId, status: 'sent', statusDateTime: '2026-12-11T04:30:00Z', uri: `/envelopes/${envelopeId}` })
    }
    const match = new RegExp(`^${base}/([^/]+)(/.*)?$`).exec(req.path)
    const envelope = match ? envelopes.get(match[1]!) : undefined
    if (!match || !envelope) return json(res, 404, { errorCode: 'ENVELOPE_DOES_NOT_EXIST' })
    if (req.method === 'POST' && match[2] === '/views/recipient') {
      const body = JSON.parse(req.body.toString())
      if (body.clientUserId !== envelope.clientUserId || !body.returnUrl || body.authenticationMethod !== 'none')
        return json(res, 400, { errorCode: 'UNKNOWN_ENVELOPE_RECIPIENT' })
      return json(res, 201, { url: `https://demo.example/signing/${match[1]}?slt=once` })
    }
    if (req.method === 'GET' && !match[2])
      return json(res, 200, {
        envelopeId: match[1],
        status: envelope.status,
        ...(envelope.status === 'completed' ? { completedDateTime: '2026-12-11T05:10:00Z' } : {}),
      })
    if (req.method === 'GET' && match[2] === '/documents/combined')
      return res.writeHead(200, { 'Content-Type': 'application/pdf' }).end(SIGNED)
    json(res, 404, {})
  })
  oauthHost = new URL(fake.url).host
  const config = esignConfigFromEnv({
    ESIGN_PROVIDER: 'docusign',
    DOCUSIGN_BASE_URL: `${fake.url}/restapi`,
    DOCUSIGN_OAUTH_BASE_URL: fake.url,
    DOCUSIGN_ACCOUNT_ID: 'acct-1',
    DOCUSIGN_INTEGRATION_KEY: 'integration-key',
    DOCUSIGN_USER_ID: 'user-guid',
    DOCUSIGN_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n'),
    DOCUSIGN_CONNECT_HMAC_KEYS: `old-key-0, ${CONNECT_KEY}`,
  })
  provider = createEsignProvider(config, { builtin: {} as never })
})

afterAll(() => fake.close())

const input = {
  documentId: '42',
  title: 'Virtual office agreement SW/VO/2026/000123',
  fileName: 'agreement.pdf',
  pdf: PDF,
  signer: { name: 'Priya Sharma', email: 'priya.sharma@example.in' },
  companyName: 'Foo Analytics Private Limited',
  agreementNumber: 'SW/VO/2026/000123',
  templateVersion: '2026-1',
  signatureBox: { page: 3, x: 312.6, y: 208.3, width: 226.6, height: 56 },
}

function connect(body: unknown, key = CONNECT_KEY, header = 'X-DocuSign-Signature-1') {
  const rawBody = Buffer.from(JSON.stringify(body))
  return { headers: new Headers({ [header]: connectSignature(key, rawBody) }), rawBody }
}

describe('the DocuSign-shaped provider', () => {
  it('creates a sent envelope with an embedded signer, its tab in the signature box, and our document id', async () => {
    expect(provider.name).toBe('docusign')
    const sent = await provider.send(input)
    expect(sent).toEqual({ provider: 'docusign', providerRef: 'env-1', signUrl: null, status: 'sent' })
    const body = envelopes.get('env-1')!.body as { recipients: { signers: unknown[] }; customFields: unknown; emailSubject: string }
    expect(body.recipients.signers[0]).toEqual({
      email: 'priya.sharma@example.in',
      name: 'Priya Sharma',
      recipientId: '1',
      routingOrder: '1',
      clientUserId: 'vo-42',
      tabs: { signHereTabs: [{ documentId: '1', pageNumber: '3', xPosition: '321', yPosition: '216' }] },
    })
    expect(body.customFields).toEqual({ textCustomFields: [{ name: 'voDocId', value: '42', show: 'false', required: 'false' }] })
  })

  it('makes an embedded signing view for the same signer, and reuses its access token', async () => {
    const url = await provider.signingUrl('env-1', {
      documentId: '42',
      signer: input.signer,
      returnUrl: 'https://sthana.example/workspaces/virtual-office/kyc?id=42',
    })
    expect(url).toBe('https://demo.example/signing/env-1?slt=once')
    await expect(
      provider.signingUrl('env-1', { documentId: '43', signer: input.signer, returnUrl: 'https://x.example' }),
    ).rejects.toMatchObject({ code: 'refused', httpStatus: 400 })
    expect(tokensIssued).toBe(1)
  })

  it('reads the envelope status and downloads the completed document', async () => {
    expect(await provider.status('env-1')).toEqual({ providerRef: 'env-1', status: 'sent', completedAt: null })
    expect(await provider.downloadSigned('env-1')).toBeNull()
    envelopes.get('env-1')!.status = 'completed'
    expect(await provider.status('env-1')).toEqual({
      providerRef: 'env-1',
      status: 'completed',
      completedAt: new Date('2026-12-11T05:10:00Z'),
    })
    expect(await provider.downloadSigned('env-1')).toEqual(SIGNED)
    envelopes.set('env-9', { status: 'declined', clientUserId: 'vo-9', body: {} })
    expect(await provider.status('env-9')).toMatchObject({ status: 'declined' })
    await expect(provider.status('env-404')).rejects.toMatchObject({ code: 'not-found' })
  })

  it('accepts a Connect callback signed with any configured key, then fetches the envelope', async () => {
    const payload = {
      event: 'envelope-completed',
      apiVersion: 'v2.1',
      data: {
        accountId: 'acct-1',
        envelopeId: 'env-1',
        envelopeSummary: { status: 'completed', customFields: { textCustomFields: [{ name: 'voDocId', value: '42' }] } },
      },
    }
    expect(connectSignature(CONNECT_KEY, Buffer.from('x'))).toBe(createHmac('sha256', CONNECT_KEY).update('x').digest('base64'))
    expect(await provider.verifyWebhook(connect(payload))).toMatchObject({
      ok: true,
      providerRef: 'env-1',
      documentId: '42',
      event: 'envelope-completed',
      state: { status: 'completed' },
    })
    expect(await provider.verifyWebhook(connect(payload, 'old-key-0', 'X-DocuSign-Signature-2'))).toMatchObject({ ok: true })
  })

  it('refuses a callback with a wrong, missing or body-mismatched signature', async () => {
    const payload = { event: 'envelope-completed', data: { envelopeId: 'env-1' } }
    expect(await provider.verifyWebhook(connect(payload, 'not-our-key'))).toEqual({ ok: false, reason: 'bad-signature' })
    const signed = connect(payload)
    const altered = { headers: signed.headers, rawBody: Buffer.from(JSON.stringify({ ...payload, event: 'envelope-voided' })) }
    expect(await provider.verifyWebhook(altered)).toEqual({ ok: false, reason: 'bad-signature' })
    expect(await provider.verifyWebhook({ headers: new Headers(), rawBody: signed.rawBody })).toEqual({
      ok: false,
      reason: 'missing-signature',
    })
    expect(await provider.verifyWebhook(connect({ nothing: true }))).toEqual({ ok: false, reason: 'malformed' })
  })

  it('names the variables it needs', () => {
    expect(() => esignConfigFromEnv({ ESIGN_PROVIDER: 'docusign', DOCUSIGN_ACCOUNT_ID: 'a' })).toThrow(
      /DOCUSIGN_INTEGRATION_KEY.*DOCUSIGN_USER_ID.*DOCUSIGN_CONNECT_HMAC_KEYS.*DOCUSIGN_PRIVATE_KEY or DOCUSIGN_PRIVATE_KEY_BASE64/,
    )
  })
})
