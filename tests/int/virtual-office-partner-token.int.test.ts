import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as verifyTokenPost } from '@/app/api/b2c/api/v1/kyc/verify-token/route'
import { GET as listGet } from '@/app/api/vo/document/get/route'
import { VO_ERROR_TOASTS } from '@/domain/virtual-office/messages'
import { PARTNER_SESSION_SECONDS } from '@/server/auth/partner-session'
import { createTestPartner, partnerDocument, partnerToken, type TestPartner } from '../helpers/partners'
import { ORIGIN, sessionCookie, signUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

// POST /api/b2c/api/v1/kyc/verify-token against the real database: a partner made in the admin signs a token for one
// of its customers → a session the other rows accept (as a bearer token, and as the cookie on our own pages); expired,
// forged, replayed and unknown-partner tokens are refused with the spec's message and where to go; a partner reaches
// only customers who hold its documents; the key is never stored in the clear.

let payload: Payload
let partner: TestPartner
const SUBSCRIPTIONS = 'https://partner.example.in/subscriptions'
let flagged: TestPartner

interface Person {
  id: number
  email: string
}

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`

async function customer(): Promise<Person> {
  const email = unique('partner-kyc')
  const { customer: created } = await signUpCustomer(payload, email, 'Farah Qureshi')
  return { id: created.id, email }
}

function verify(body: unknown, headers: Record<string, string> = {}) {
  return verifyTokenPost(
    new Request(`${ORIGIN}/api/b2c/api/v1/kyc/verify-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  )
}

function list(headers: Record<string, string>) {
  return listGet(new Request(`${ORIGIN}/api/vo/document/get`, { headers: { origin: ORIGIN, ...headers } }))
}

const accessTokenOf = async (response: Response) =>
  ((await response.json()) as { data: { data: { data: { accessToken: string } } } }).data.data.data.accessToken

async function expectRefused(response: Response, redirectTo: string) {
  expect(response.status).toBe(401)
  expect(response.headers.get('set-cookie')).toBeNull()
  expect(await response.json()).toEqual({ error: { code: 'unauthorized', message: VO_ERROR_TOASTS.verifyKycToken }, redirectTo })
}

beforeAll(async () => {
  payload = await testPayload()
  partner = await createTestPartner(payload)
  flagged = await createTestPartner(payload, { subscriptionsUrl: SUBSCRIPTIONS, redirectToSubscriptionsOnFailure: true })
}, 120_000)
afterAll(async () => {
  await payload.destroy()
})

describe('POST /api/b2c/api/v1/kyc/verify-token', () => {
  it('answers data.data.data.accessToken for a good token: a session for that customer, as a bearer token', async () => {
    const person = await customer()
    const docId = await partnerDocument(person.id, partner.slug)
    const response = await verify({ token: partnerToken(partner, person.email), partner: partner.slug })
    expect(response.status).toBe(200)
    const accessToken = await accessTokenOf(response)
    expect(accessToken.length).toBeGreaterThan(20)
    // A partner's server (no Origin) gets the token only, never a cookie.
    expect(response.headers.get('set-cookie')).toBeNull()

    const documents = await list({ authorization: `Bearer ${accessToken}` })
    expect(documents.status).toBe(200)
    const body = (await documents.json()) as { data: { id: string; partner: string }[] }
    expect(body.data.map((d) => [d.id, d.partner])).toEqual([[docId, partner.slug]])
  })

  it('also sets the session cookie for our own pages, and that cookie is a working session', async () => {
    const person = await customer()
    await partnerDocument(person.id, partner.slug)
    const response = await verify({ token: partnerToken(partner, person.email), partner: partner.slug }, { origin: ORIGIN })
    expect(response.status).toBe(200)
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(new RegExp(`Max-Age=${PARTNER_SESSION_SECONDS}`))
    expect((await list({ cookie: sessionCookie(response) })).status).toBe(200)
  })

  it('refuses the same token a second time', async () => {
    const person = await customer()
    await partnerDocument(person.id, partner.slug)
    const token = partnerToken(partner, person.email)
    expect((await verify({ token, partner: partner.slug })).status).toBe(200)
    await expectRefused(await verify({ token, partner: partner.slug }), '/')
  })

  it('refuses an expired token', async () => {
    const person = await customer()
    await partnerDocument(person.id, partner.slug)
    const token = partnerToken(partner, person.email, { now: new Date(Date.now() - 20 * 60_000), lifetimeSeconds: 600 })
    await expectRefused(await verify({ token, partner: partner.slug }), '/')
  })

  it('refuses a forged token (another key, or another partner’s key) and sends the flagged partner’s customer to its subscriptions page', async () => {
    const person = await customer()
    await partnerDocument(person.id, flagged.slug)
    await expectRefused(
      await verify({ token: partnerToken(flagged, person.email, { key: 'x'.repeat(43) }), partner: flagged.slug }),
      SUBSCRIPTIONS,
    )
    // Signed by the other partner for this one: its key is not this partner's.
    const crossSigned = partnerToken({ ...flagged, key: partner.key }, person.email)
    await expectRefused(await verify({ token: crossSigned, partner: flagged.slug }), SUBSCRIPTIONS)
    // A good token of the flagged partner still works.
    expect((await verify({ token: partnerToken(flagged, person.email), partner: flagged.slug })).status).toBe(200)
  })

  it('refuses an unknown partner and sends the customer home', async () => {
    const person = await customer()
    const stranger: TestPartner = { id: 0, slug: 'nobody-we-know', key: partner.key }
    await expectRefused(await verify({ token: partnerToken(stranger, person.email), partner: stranger.slug }), '/')
  })

  it('opens no session for a customer who holds none of the partner’s documents', async () => {
    const person = await customer()
    // A document of another partner, and one bought directly: neither is this partner's.
    await partnerDocument(person.id, flagged.slug)
    await expectRefused(await verify({ token: partnerToken(partner, person.email), partner: partner.slug }), '/')
    const nobody = unique('not-a-customer')
    await expectRefused(await verify({ token: partnerToken(partner, nobody), partner: partner.slug }), '/')
  })

  it('refuses unknown fields and a malformed partner with 400', async () => {
    const person = await customer()
    const token = partnerToken(partner, person.email)
    expect((await verify({ token, partner: partner.slug, email: person.email })).status).toBe(400)
    expect((await verify({ token, partner: 'Not A Partner!' })).status).toBe(400)
  })

  it('keeps the partner key encrypted in the table', async () => {
    const { rows } = await payload.db.pool.query<{ key_encrypted: string; key_hint: string }>(
      'SELECT key_encrypted, key_hint FROM partners WHERE slug = $1',
      [partner.slug],
    )
    expect(rows[0]!.key_encrypted).toMatch(/^enc:v1:/)
    expect(rows[0]!.key_encrypted).not.toContain(partner.key)
    expect(rows[0]!.key_hint).toContain(partner.key.slice(-4))
    // Reading the partner (as the admin does) never answers it.
    const read = await payload.findByID({ collection: 'partners', id: partner.id, depth: 0, overrideAccess: true })
    expect(read.keyEncrypted).toBeUndefined()
    expect(read.previousKeyEncrypted).toBeUndefined()
  })

  it('keeps working after an operator changes the key, with both the new key and the one it replaced', async () => {
    const person = await customer()
    await partnerDocument(person.id, partner.slug)
    const rotating = await createTestPartner(payload)
    await partnerDocument(person.id, rotating.slug)
    const next = 'n'.repeat(20) + rotating.key.slice(0, 23)
    await payload.update({ collection: 'partners', id: rotating.id, overrideAccess: true, data: { newKey: next } })
    expect((await verify({ token: partnerToken(rotating, person.email), partner: rotating.slug })).status).toBe(200)
    expect((await verify({ token: partnerToken({ ...rotating, key: next }, person.email), partner: rotating.slug })).status).toBe(200)
    // Saving without a new key keeps the key.
    await payload.update({ collection: 'partners', id: rotating.id, overrideAccess: true, data: { name: 'Renamed partner' } })
    expect((await verify({ token: partnerToken({ ...rotating, key: next }, person.email), partner: rotating.slug })).status).toBe(200)
  })
})
