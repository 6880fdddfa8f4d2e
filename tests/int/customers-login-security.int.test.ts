import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as authGet, POST as authPost } from '@/app/api/auth/[...all]/route'
import { POST as createPost } from '@/app/api/customers/create/route'
import { GET as infoGet } from '@/app/api/customers/get-info/route'
import { REFUSED_ACCOUNT_MESSAGES } from '@/domain/customers/account'
import { SESSION_MESSAGE } from '@/server/customers/require-customer'
import { authRequest, latestCode, ORIGIN, sessionCookie, signInByEmail, signUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

// How the customer login holds up against someone trying to get around it: better-auth's password paths are closed,
// every path that sends a code is limited, a refusal follows the person across email, phone and sign-up, a large body
// is refused unread, the session cookie is a real __Host- cookie and the session's token never reaches page scripts.

let payload: Payload
const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`
const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
const randomAddress = () => `10.61.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

const outboxCount = async (to: string) =>
  (await payload.count({ collection: 'outbox-messages', where: { and: [{ to: { equals: to } }, { kind: { equals: 'login-code' } }] } }))
    .totalDocs

async function phoneCode(phone: string): Promise<string> {
  const { docs } = await payload.find({
    collection: 'outbox-messages',
    where: { and: [{ to: { equals: phone } }, { kind: { equals: 'login-code' } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  })
  return docs[0]!.body.match(/\b(\d{6})\b/)![1]!
}

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.destroy()
})

describe('passwords', () => {
  it.each([
    ['/forget-password/email-otp', () => ({ email: unique('forget') })],
    ['/email-otp/request-password-reset', () => ({ email: unique('reset') })],
    ['/email-otp/reset-password', () => ({ email: unique('reset'), otp: '123456', password: 'Guessed#2026' })],
    ['/sign-in/email', () => ({ email: unique('password'), password: 'Guessed#2026' })],
    ['/sign-up/email', () => ({ email: unique('password'), password: 'Guessed#2026', name: 'Mallory' })],
    ['/sign-in/phone-number', () => ({ phoneNumber: `+91${randomMobile()}`, password: 'Guessed#2026' })],
    ['/phone-number/request-password-reset', () => ({ phoneNumber: `+91${randomMobile()}` })],
    ['/phone-number/reset-password', () => ({ phoneNumber: `+91${randomMobile()}`, otp: '123456', newPassword: 'Guessed#2026' })],
    ['/request-password-reset', () => ({ email: unique('reset') })],
    ['/reset-password', () => ({ token: 'x', newPassword: 'Guessed#2026' })],
    ['/change-password', () => ({ currentPassword: 'a', newPassword: 'Guessed#2026' })],
    ['/email-otp/send-verification-otp', () => ({ email: unique('typed'), type: 'forget-password' })],
    ['/email-otp/send-verification-otp', () => ({ email: unique('typed'), type: 'email-verification' })],
  ])('POST /api/auth%s answers 404 and sends nothing', async (path, body) => {
    const sent = body() as { email?: string; phoneNumber?: string }
    const response = await authRequest(path, sent)
    expect(response.status).toBe(404)
    expect(((await response.json()) as { code: string }).code).toBe('NOT_FOUND')
    const recipient = sent.email ?? sent.phoneNumber?.replace('+91', '')
    if (recipient) expect(await outboxCount(recipient)).toBe(0)
  })

  it('answers 404 for better-auth rows the site does not use', async () => {
    for (const path of ['/list-sessions', '/list-accounts', '/reset-password/some-token']) {
      const response = await authGet(new Request(`${ORIGIN}/api/auth${path}`, { headers: { origin: ORIGIN } }))
      expect(response.status, path).toBe(404)
    }
  })
})

describe('sending codes', () => {
  // better-auth sends a password-reset code only to an account that exists: each flood aims at a customer who signed in.
  it('sends at most 5 codes to one email in 10 minutes, whichever path is asked', async () => {
    const email = unique('flood')
    const address = randomAddress()
    expect((await signInByEmail(payload, email)).response.status).toBe(200)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      await authRequest('/forget-password/email-otp', { email }, { 'x-forwarded-for': address })
      await authRequest('/email-otp/request-password-reset', { email }, { 'x-forwarded-for': address })
      statuses.push(
        (await authRequest('/email-otp/send-verification-otp', { email, type: 'sign-in' }, { 'x-forwarded-for': address })).status,
      )
    }
    // The sign-in's code was the first of the 5.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
    expect(await outboxCount(email)).toBe(5)
  })

  it('sends at most 5 codes to one phone in 10 minutes, whichever path is asked', async () => {
    const phone = randomMobile()
    expect((await authRequest('/phone-number/send-otp', { phoneNumber: `+91${phone}` })).status).toBe(200)
    expect((await authRequest('/phone-number/verify', { phoneNumber: `+91${phone}`, code: await phoneCode(phone) })).status).toBe(200)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      await authRequest('/phone-number/request-password-reset', { phoneNumber: `+91${phone}` })
      statuses.push((await authRequest('/phone-number/send-otp', { phoneNumber: `+91${phone}` })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
    expect(await outboxCount(phone)).toBe(5)
  })

  it('sends at most 20 codes from one address in 10 minutes, to anyone', async () => {
    const address = randomAddress()
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) {
      const request = i % 2 ? { phoneNumber: `+91${randomMobile()}` } : { email: unique('spray'), type: 'sign-in' }
      const path = i % 2 ? '/phone-number/send-otp' : '/email-otp/send-verification-otp'
      statuses.push((await authRequest(path, request, { 'x-forwarded-for': address })).status)
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20)
    expect(statuses.slice(20)).toEqual([429, 429])
  })
})

describe('a refusal follows the person', () => {
  async function refusedPerson(accountType: 'black-listed-user' | 'existing-enterprise-user') {
    const person = { email: unique(accountType), phone: randomMobile() }
    await payload.create({
      collection: 'customers',
      overrideAccess: true,
      data: { name: 'Refused Person', ...person, accountType, kycStatus: 'NOT_STARTED', userUid: randomUUID() },
    })
    return person
  }

  async function signInByPhone(phone: string): Promise<Response> {
    expect((await authRequest('/phone-number/send-otp', { phoneNumber: `+91${phone}` })).status).toBe(200)
    return authRequest('/phone-number/verify', { phoneNumber: `+91${phone}`, code: await phoneCode(phone) })
  }

  it('refuses a phone login with the number of a customer refused by email', async () => {
    const person = await refusedPerson('black-listed-user')
    expect((await signInByEmail(payload, person.email)).response.status).toBe(403)
    const byPhone = await signInByPhone(person.phone)
    expect(byPhone.status).toBe(403)
    expect(((await byPhone.json()) as { message: string }).message).toBe(REFUSED_ACCOUNT_MESSAGES['black-listed-user'])
    expect(byPhone.headers.getSetCookie().join(';')).not.toContain('sthana.session=')
  })

  it('refuses a phone login first, then an email login of the same person', async () => {
    const person = await refusedPerson('existing-enterprise-user')
    expect((await signInByPhone(person.phone)).status).toBe(403)
    const byEmail = (await signInByEmail(payload, person.email)).response
    expect(byEmail.status).toBe(403)
    expect(((await byEmail.json()) as { message: string }).message).toBe(REFUSED_ACCOUNT_MESSAGES['existing-enterprise-user'])
  })

  it('creates no customer row for the phone number of a refused account', async () => {
    const person = await refusedPerson('black-listed-user')
    const { cookie } = await signInByEmail(payload, unique('fresh-start'))
    const created = await createPost(
      new Request(`${ORIGIN}/api/customers/create`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Someone New', phone: person.phone }),
      }),
    )
    expect(created.status).toBe(403)
    expect(((await created.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'black-listed-user',
      message: REFUSED_ACCOUNT_MESSAGES['black-listed-user'],
    })
    expect((await payload.count({ collection: 'customers', where: { phone: { equals: person.phone } } })).totalDocs).toBe(1)
  })

  it('refuses an operator’s email at customer login with the admin-user message', async () => {
    const email = unique('operator')
    await payload.create({ collection: 'operators', data: { email, password: `Op-${randomUUID()}`, name: 'An Operator', role: 'editor' } })
    const { response } = await signInByEmail(payload, email)
    expect(response.status).toBe(403)
    expect((await response.json()) as { code: string; message: string }).toEqual({
      code: 'admin-user',
      message: REFUSED_ACCOUNT_MESSAGES['admin-user'],
    })
    expect(response.headers.getSetCookie().join(';')).not.toContain('sthana.session=')
  })
})

describe('request bodies', () => {
  const TWO_MB = 2 * 1024 * 1024

  /** A 2 MB body that counts what was read of it (nothing is read ahead). */
  function countedBody(): { stream: ReadableStream<Uint8Array>; read: () => number } {
    let read = 0
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (read >= TWO_MB) return controller.close()
          read += 64 * 1024
          controller.enqueue(new Uint8Array(64 * 1024).fill(0x20))
        },
      },
      { highWaterMark: 0 },
    )
    return { stream, read: () => read }
  }

  it.each([
    ['declared in Content-Length', true],
    ['sent chunked, without a length', false],
  ])('refuses a 2 MB body to an auth route before reading it whole (%s)', async (_name, declared) => {
    const { stream, read } = countedBody()
    const init = {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...(declared ? { 'content-length': String(TWO_MB) } : {}) },
      body: stream,
      duplex: 'half',
    }
    const response = await authPost(new Request(`${ORIGIN}/api/auth/sign-in/email-otp`, init as RequestInit))
    expect(response.status).toBe(413)
    expect(((await response.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE')
    expect(read()).toBeLessThanOrEqual(declared ? 0 : 128 * 1024)
  })
})

describe('the session', () => {
  it('lives in a cookie whose whole name starts with __Host-: Secure, Path=/, no Domain', async () => {
    const { response } = await signInByEmail(payload, unique('cookie'))
    const cookies = response.headers.getSetCookie()
    expect(cookies.length).toBeGreaterThan(0)
    const session = cookies.find((c) => c.split('=')[0] === '__Host-sthana.session')
    expect(session, cookies.join('\n')).toBeDefined()
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Host-/)
      expect(cookie).toMatch(/;\s*Secure/i)
      expect(cookie).toMatch(/;\s*Path=\/(;|$)/i)
      expect(cookie).not.toMatch(/;\s*Domain=/i)
    }
  })

  it('is described by get-session without its token', async () => {
    const email = unique('get-session')
    await authRequest('/email-otp/send-verification-otp', { email, type: 'sign-in' })
    const signIn = await authRequest('/sign-in/email-otp', { email, otp: await latestCode(payload, email) })
    const { token } = (await signIn.json()) as { token: string }
    const response = await authGet(
      new Request(`${ORIGIN}/api/auth/get-session`, { headers: { origin: ORIGIN, cookie: sessionCookie(signIn) } }),
    )
    expect(response.status).toBe(200)
    const text = await response.text()
    const answer = JSON.parse(text) as { user: { email: string }; session: Record<string, unknown> }
    expect(answer.user.email).toBe(email)
    expect(answer.session).not.toHaveProperty('token')
    expect(text).not.toContain(token.split('.')[0]!)
    expect(response.headers.get('set-auth-token')).toBeNull()
  })

  it('opens only with its signature: the bare token, in the cookie or as a bearer token, answers 401', async () => {
    const { cookie } = await signUpCustomer(payload, unique('signature'), 'Kavya Menon')
    const name = cookie.slice(0, cookie.indexOf('='))
    const signed = decodeURIComponent(cookie.slice(name.length + 1))
    const bare = signed.slice(0, signed.lastIndexOf('.'))
    expect(bare.length).toBeGreaterThanOrEqual(32)
    const info = (headers: Record<string, string>) => infoGet(new Request(`${ORIGIN}/api/customers/get-info`, { headers }))

    expect((await info({ cookie })).status).toBe(200)
    expect((await info({ authorization: `Bearer ${signed}` })).status).toBe(200)
    for (const headers of [{ cookie: `${name}=${bare}` }, { authorization: `Bearer ${bare}` }] as Record<string, string>[]) {
      const refused = await info(headers)
      expect(refused.status, JSON.stringify(headers)).toBe(401)
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(SESSION_MESSAGE)
    }
  })

  it('answers a sign-in with the signed token, which works as a bearer token', async () => {
    const { response } = await signInByEmail(payload, unique('signed-answer'))
    const { token } = (await response.json()) as { token: string }
    expect(token).toBe(response.headers.get('set-auth-token'))
    const info = await infoGet(new Request(`${ORIGIN}/api/customers/get-info`, { headers: { authorization: `Bearer ${token}` } }))
    // Signed in; sign-up not finished yet.
    expect(info.status).toBe(404)
  })
})
