import { generateKeyPairSync, randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { connectSignature, createDocusignProvider, createLeegalityProvider, leegalityMac, type EsignProvider } from '@/integrations/esign'
import { inTransaction } from '@/server/db/transaction'
import { esignProvider, isBuiltin, setWebhookProviderForTests } from '@/server/esign/provider'
import { openSigningPage } from '@/server/esign/signing-page'
import { completeSigning, sendAgreement } from '@/server/virtual-office/agreement'
import { createDocumentForOrder } from '@/server/virtual-office/documents'
import type { RowRequest } from './api-rows'

// Documents at the agreement's steps for the API rows of the signing issue (19): ready to sign, sent for signing
// (with the link's token), and signed through the built-in signing; and webhook requests that the providers' adapters
// accept, with each adapter's HTTP calls answered in-process (no vendor is reached).

export const SIGN_START = '2026-03-15'
export const SIGN_COMPANY = 'Kaveri Analytics Private Limited'
export const SIGNER = 'Asha Rao'

/** A paid document whose KYC is done ('Sign Agreement'), at the first building. */
export async function readyToSignDocument(customerId: number): Promise<string> {
  return inTransaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM buildings ORDER BY id LIMIT 1')
    const id = await createDocumentForOrder(tx.query, {
      customerId,
      orderNumber: `VO-SIGN-${randomUUID()}`,
      buildingId: rows[0]!.id,
      startDate: SIGN_START,
      plan: { handle: 'gst-registration-vo-package', title: 'GST registration', name: '12 Months', price: 1_439_900, durationMonths: 12 },
    })
    await tx.query(
      `UPDATE vo_documents SET status = 'KYC_COMPLETED', total_kyc_complete = true,
         company_info = jsonb_build_object('name', $2::text, 'logo_id', null, 'kycAttempted', true) WHERE id = $1`,
      [id, SIGN_COMPANY],
    )
    return String(id)
  })
}

export function signRequestBody(docId: string, email: string): Record<string, string> {
  return { signerName: SIGNER, signerEmail: email, startingDate: SIGN_START, voDocId: docId, companyName: SIGN_COMPANY }
}

async function latestOutbox(payload: Payload, to: string, kind: string): Promise<string> {
  const { docs } = await payload.find({
    collection: 'outbox-messages',
    where: { and: [{ to: { equals: to } }, { kind: { equals: kind } }] },
    sort: '-createdAt',
    limit: 1,
    overrideAccess: true,
    depth: 0,
  })
  return docs[0]?.body ?? ''
}

/** Sent for signing through the built-in signing: the document and its link's token. */
export async function sentDocument(payload: Payload, customerId: number, email: string): Promise<{ docId: string; token: string }> {
  const docId = await readyToSignDocument(customerId)
  await sendAgreement(customerId, signRequestBody(docId, email) as never)
  const token = /\/workspaces\/virtual-office\/sign\/([^/\s]+)\//.exec(await latestOutbox(payload, email, 'esign-link'))?.[1]
  if (!token) throw new Error('No signing link in the outbox')
  return { docId, token: decodeURIComponent(token) }
}

/** Sent, and its signing page opened once (the first view is recorded; later views write nothing). */
export async function viewedDocument(payload: Payload, customerId: number, email: string): Promise<{ docId: string; token: string }> {
  const sent = await sentDocument(payload, customerId, email)
  const page = await openSigningPage(sent.token)
  if (!page.ok) throw new Error(page.message)
  return sent
}

/** A code sent for a live link, read from the outbox. */
export async function signingCode(payload: Payload, token: string, email: string): Promise<string> {
  const provider = esignProvider()
  if (!isBuiltin(provider)) throw new Error('The rows run with the built-in signing')
  const sent = await provider.sendCode(token)
  if (!sent.ok) throw new Error(sent.message)
  const code = /\b(\d{6})\b/.exec(await latestOutbox(payload, email, 'esign-code'))?.[1]
  if (!code) throw new Error('No signing code in the outbox')
  return code
}

/** Signed through the built-in signing (a typed signature) and COMPLETED. */
export async function signedDocument(payload: Payload, customerId: number, email: string): Promise<string> {
  const { docId, token } = await sentDocument(payload, customerId, email)
  const code = await signingCode(payload, token, email)
  const provider = esignProvider()
  if (!isBuiltin(provider)) throw new Error('The rows run with the built-in signing')
  const done = await provider.complete(token, {
    code,
    consent: true,
    signature: { kind: 'typed', text: SIGNER },
    ipAddress: '127.0.0.1',
    userAgent: 'api-rows',
  })
  if (!done.ok) throw new Error(done.message)
  await completeSigning(done.state.providerRef, done.state, { kind: 'system', name: 'api-rows' })
  return docId
}

export async function esignRef(docId: string): Promise<string> {
  const { rows } = await inTransaction((tx) =>
    tx.query<{ esign_ref: string }>('SELECT esign_ref FROM vo_documents WHERE id = $1', [Number(docId)]),
  )
  return rows[0]!.esign_ref
}

// ── Webhooks: the real adapters, their vendor calls answered here ────────────────────────────────────────────────

const LEEGALITY_SALT = 'rows-leegality-salt'
const CONNECT_KEY = 'rows-connect-key'

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function leegality(): EsignProvider {
  return createLeegalityProvider({
    baseUrl: 'https://leegality.invalid/api',
    authToken: 'rows',
    profileId: 'rows',
    privateSalt: LEEGALITY_SALT,
    fetch: (async (input: string | URL | Request) => {
      const documentId = new URL(String(input instanceof Request ? input.url : input)).searchParams.get('documentId')
      return answer({
        status: 1,
        data: {
          documentId,
          irn: null,
          requests: [{ expired: false, deleted: false }],
          // A document named LGD-SIGNED-… is signed at the provider: acting on it needs our database.
          invitations: [{ signed: Boolean(documentId?.startsWith('LGD-SIGNED-')), rejected: false, expired: false }],
        },
      })
    }) as typeof fetch,
  })
}

function docusign(): EsignProvider {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return createDocusignProvider({
    baseUrl: 'https://docusign.invalid/restapi',
    oauthBaseUrl: 'https://account-d.docusign.invalid',
    accountId: 'acct',
    integrationKey: 'ik',
    userId: 'user',
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    connectKeys: [CONNECT_KEY],
    fetch: (async (input: string | URL | Request) => {
      const url = new URL(String(input instanceof Request ? input.url : input))
      if (url.pathname.endsWith('/oauth/token')) return answer({ access_token: 'rows', token_type: 'Bearer', expires_in: 3600 })
      const envelopeId = url.pathname.split('/').pop()
      // An envelope named signed-… is completed at the provider: acting on it needs our database.
      return answer({ envelopeId, status: envelopeId?.startsWith('signed-') ? 'completed' : 'sent' })
    }) as typeof fetch,
  })
}

/** A Leegality callback its adapter accepts (MAC over the document id), about a document not signed yet. */
export function leegalityWebhook(valid = true, { signed = false } = {}): RowRequest {
  setWebhookProviderForTests('leegality', leegality())
  const documentId = `${signed ? 'LGD-SIGNED' : 'LGD-ROWS'}-${randomUUID()}`
  return {
    as: 'anonymous',
    body: { documentId, mac: valid ? leegalityMac(LEEGALITY_SALT, documentId) : '0'.repeat(40) },
  }
}

/** A Connect callback signed over its raw body (the rows send JSON.stringify(body), as signed here). */
export function docusignWebhook(valid = true, { signed = false } = {}): RowRequest {
  setWebhookProviderForTests('docusign', docusign())
  const body = signed
    ? { event: 'envelope-completed', data: { envelopeId: `signed-${randomUUID()}` } }
    : { event: 'envelope-sent', data: { envelopeId: randomUUID() } }
  return {
    as: 'anonymous',
    body,
    headers: { 'X-DocuSign-Signature-1': connectSignature(valid ? CONNECT_KEY : 'another-key', Buffer.from(JSON.stringify(body))) },
  }
}
