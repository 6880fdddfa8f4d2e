import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as contactsGet, POST as contactsPost } from '@/app/api/contacts/route'
import { POST as createPost } from '@/app/api/customers/create/route'
import { GET as getInfo } from '@/app/api/customers/get-info/route'
import { POST as updatePost } from '@/app/api/customers/update/route'
import { GET as creditsGet } from '@/app/api/ecom/api/v1/products/users/credits/route'
import { GET as loyaltyGet } from '@/app/api/oms/api/loyalty/details/route'
import { POST as referralPost } from '@/app/api/referral/create-referral-link/route'
import { POST as deleteContactsPost } from '@/app/api/ums/contacts/delete/route'
import { GET as kycGet } from '@/app/api/users/kyc/status/route'
import { GET as wifiGet } from '@/app/api/v1/amenities/wifi/details/route'
import { GET as featureConfigGet } from '@/app/api/v1/loyalty/feature-config/route'
import { REFUSED_ACCOUNT_MESSAGES } from '@/domain/customers/account'
import { gstinCheckCharacter } from '@/domain/gst/gstin'
import { SEND_CODE_LIMIT_MESSAGE } from '@/server/auth/check-send-code-limit'
import { authRequest, latestCode, ORIGIN, signInByEmail } from '../helpers/customers'
import { giveCredits } from '../helpers/credits'
import { testPayload } from '../helpers/payload'

// Customer sign-in with one-time codes and the customer API rows, against the real database: codes are single use,
// expire and allow 5 wrong tries; sending is rate-limited; every row answers 401 without a session and only ever
// the caller's own data; refused account types cannot log in.

let payload: Payload
const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`

type Handler = (request: Request) => Promise<Response>
const call = (
  handler: Handler,
  path: string,
  init: { method?: string; cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) =>
  handler(
    new Request(`${ORIGIN}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        origin: ORIGIN,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  )

async function signedUp(name: string): Promise<{ cookie: string; email: string; id: number }> {
  const email = unique(name.toLowerCase().replace(/\s/g, ''))
  const { cookie } = await signInByEmail(payload, email)
  const created = await call(createPost, '/api/customers/create', { method: 'POST', cookie, body: { name, phone: '98450 12345' } })
  expect(created.status).toBe(201)
  const { docs } = await payload.find({ collection: 'customers', where: { email: { equals: email } }, depth: 0 })
  return { cookie, email, id: docs[0]!.id }
}

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.destroy()
})

describe('one-time codes', () => {
  it('are 6 digits, work once, and sign the customer in', async () => {
    const email = unique('once')
    expect((await authRequest('/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(200)
    const code = await latestCode(payload, email)
    expect(code).toMatch(/^\d{6}$/)
    const first = await authRequest('/sign-in/email-otp', { email, otp: code })
    expect(first.status).toBe(200)
    expect(first.headers.getSetCookie().some((c) => /^__Host-sthana\.session=[^;]+;.*HttpOnly/i.test(c))).toBe(true)
    expect((await authRequest('/sign-in/email-otp', { email, otp: code })).status).toBeGreaterThanOrEqual(400)
  })

  it('allow 5 wrong tries, then not even the right code works', async () => {
    const email = unique('tries')
    await authRequest('/email-otp/send-verification-otp', { email, type: 'sign-in' })
    const code = await latestCode(payload, email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await authRequest('/sign-in/email-otp', { email, otp: wrong })).status).toBe(400)
    const blocked = await authRequest('/sign-in/email-otp', { email, otp: code })
    expect(blocked.status).toBeGreaterThanOrEqual(400)
    expect(blocked.headers.getSetCookie().join(';')).not.toContain('sthana.session')
  })

  it('expire after 10 minutes', async () => {
    const email = unique('expiry')
    await authRequest('/email-otp/send-verification-otp', { email, type: 'sign-in' })
    const code = await latestCode(payload, email)
    const { rows } = await payload.db.pool.query<{ expires: Date; created: Date }>(
      `SELECT "expiresAt" AS expires, "createdAt" AS created FROM auth.verification WHERE identifier LIKE $1 ORDER BY "createdAt" DESC LIMIT 1`,
      [`%${email}%`],
    )
    expect((rows[0]!.expires.getTime() - rows[0]!.created.getTime()) / 60_000).toBeCloseTo(10, 0)
    await payload.db.pool.query(`UPDATE auth.verification SET "expiresAt" = now() - interval '1 second' WHERE identifier LIKE $1`, [
      `%${email}%`,
    ])
    expect((await authRequest('/sign-in/email-otp', { email, otp: code })).status).toBe(400)
  })

  it('are kept hashed, never as the code itself', async () => {
    const email = unique('hashed')
    await authRequest('/email-otp/send-verification-otp', { email, type: 'sign-in' })
    const code = await latestCode(payload, email)
    const { rows } = await payload.db.pool.query<{ value: string }>(`SELECT value FROM auth.verification WHERE identifier LIKE $1`, [
      `%${email}%`,
    ])
    expect(rows[0]!.value).not.toContain(code)
  })

  it('are sent at most 5 times in 10 minutes to one address, then 429 with a clear message', async () => {
    const email = unique('flood')
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await authRequest('/email-otp/send-verification-otp', { email, type: 'sign-in' })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    const limited = await authRequest('/email-otp/send-verification-otp', { email, type: 'sign-in' })
    expect(((await limited.json()) as { message: string }).message).toBe(SEND_CODE_LIMIT_MESSAGE)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('go by SMS to a phone number, and a phone sign-in works the same way', async () => {
    const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
    expect((await authRequest('/phone-number/send-otp', { phoneNumber: `+91${phone}` })).status).toBe(200)
    const { docs } = await payload.find({
      collection: 'outbox-messages',
      where: { and: [{ to: { equals: phone } }, { kind: { equals: 'login-code' } }] },
      depth: 0,
    })
    expect(docs[0]!.channel).toBe('sms')
    const code = docs[0]!.body.match(/\b(\d{6})\b/)![1]!
    const verified = await authRequest('/phone-number/verify', { phoneNumber: `+91${phone}`, code })
    expect(verified.status).toBe(200)
    expect(verified.headers.getSetCookie().join(';')).toContain('sthana.session')
  })
})

describe('sign-up and refused accounts', () => {
  it('answers user-not-found until the name and phone are given, then the profile', async () => {
    const email = unique('newcomer')
    const { cookie } = await signInByEmail(payload, email)
    const before = await call(getInfo, '/api/customers/get-info', { cookie })
    expect(before.status).toBe(404)
    expect(((await before.json()) as { error: { code: string } }).error.code).toBe('user-not-found')
    const bad = await call(createPost, '/api/customers/create', { method: 'POST', cookie, body: { name: 'R2D2', phone: '12345' } })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toMatchObject({
      phone: 'Enter a valid phone number',
    })
    expect(
      (await call(createPost, '/api/customers/create', { method: 'POST', cookie, body: { name: 'Meera Iyer', phone: '+91 98450 12345' } }))
        .status,
    ).toBe(201)
    const after = await call(getInfo, '/api/customers/get-info', { cookie })
    expect(after.status).toBe(200)
    expect(((await after.json()) as { data: Record<string, unknown> }).data).toMatchObject({
      name: 'Meera Iyer',
      email,
      phone: '9845012345',
      kyc_status: 'NOT_STARTED',
      hasCompletedKYC: false,
    })
    expect(
      (await call(createPost, '/api/customers/create', { method: 'POST', cookie, body: { name: 'Meera Iyer', phone: '9845012345' } }))
        .status,
    ).toBe(409)
  })

  it.each(['admin-user', 'black-listed-user', 'existing-enterprise-user'] as const)(
    'refuses a %s at login with its message',
    async (accountType) => {
      const email = unique(accountType)
      await payload.create({
        collection: 'customers',
        data: { name: 'Refused Person', email, accountType, kycStatus: 'NOT_STARTED', userUid: randomUUID() },
      })
      const { response } = await signInByEmail(payload, email)
      expect(response.status).toBe(403)
      const body = (await response.json()) as { code: string; message: string }
      expect(body.message).toBe(REFUSED_ACCOUNT_MESSAGES[accountType])
      expect(response.headers.getSetCookie().join(';')).not.toContain('sthana.session=')
    },
  )

  it('accepts a bearer token instead of the cookie', async () => {
    const email = unique('bearer')
    const { response } = await signInByEmail(payload, email)
    const token = response.headers.get('set-auth-token')
    expect(token).toBeTruthy()
    const info = await call(getInfo, '/api/customers/get-info', { headers: { authorization: `Bearer ${token}` } })
    expect(info.status).toBe(404) // signed in; sign-up not finished yet
    expect((await call(getInfo, '/api/customers/get-info', { headers: { authorization: 'Bearer not-a-token' } })).status).toBe(401)
  })
})

describe('the customer API rows', () => {
  const ROWS: [string, Handler, string, string, unknown?][] = [
    ['GET /api/customers/get-info', getInfo, '/api/customers/get-info', 'GET'],
    ['POST /api/customers/create', createPost, '/api/customers/create', 'POST', { name: 'X Y', phone: '9845012345' }],
    ['POST /api/customers/update', updatePost, '/api/customers/update', 'POST', { name: 'X Y' }],
    ['POST /api/referral/create-referral-link', referralPost, '/api/referral/create-referral-link', 'POST', {}],
    ['GET /api/ecom/api/v1/products/users/credits', creditsGet, '/api/ecom/api/v1/products/users/credits?page=1&limit=10', 'GET'],
    ['GET /api/oms/api/loyalty/details', loyaltyGet, '/api/oms/api/loyalty/details', 'GET'],
    ['GET /api/v1/loyalty/feature-config', featureConfigGet, '/api/v1/loyalty/feature-config', 'GET'],
    ['GET /api/contacts', contactsGet, '/api/contacts', 'GET'],
    ['POST /api/contacts', contactsPost, '/api/contacts', 'POST', { contacts: [{ name: 'X Y' }] }],
    ['POST /api/ums/contacts/delete', deleteContactsPost, '/api/ums/contacts/delete', 'POST', { contact_ids: ['1'] }],
    ['GET /api/users/kyc/status', kycGet, '/api/users/kyc/status', 'GET'],
    ['GET /api/v1/amenities/wifi/details', wifiGet, '/api/v1/amenities/wifi/details', 'GET'],
  ]

  it.each(ROWS)('%s answers 401 without a session', async (_name, handler, path, method, body) => {
    const response = await call(handler, path, { method, body })
    expect(response.status).toBe(401)
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe('Your session has expired. Please log in again.')
    const forged = await call(handler, path, { method, body, cookie: '__Host-sthana.session=forged.value' })
    expect(forged.status).toBe(401)
  })

  it('never answers another customer’s data', async () => {
    const asha = await signedUp('Asha Rao')
    const bala = await signedUp('Bala Murugan')
    const [b1, b2] = await payload.find({ collection: 'buildings', limit: 2, depth: 0, sort: 'buildingCode' }).then((r) => r.docs)
    await payload.update({
      collection: 'customers',
      id: asha.id,
      data: { wifi: { userName: 'asha.rao', password: 'asha-secret' }, kycStatus: 'VERIFIED' },
    })
    await payload.update({ collection: 'customers', id: bala.id, data: { wifi: { userName: 'bala.m', password: 'bala-secret' } } })
    await giveCredits({ customerId: asha.id, buildingId: b1!.id, purchased: 10, utilized: 2, expiresOn: '2027-03-31' })
    await giveCredits({ customerId: asha.id, buildingId: b1!.id, purchased: 5, utilized: 0, expiresOn: '2027-01-31' })
    await giveCredits({ customerId: bala.id, buildingId: b2!.id, purchased: 5, utilized: 1, expiresOn: '2027-02-28' })
    expect(
      (
        await call(contactsPost, '/api/contacts', {
          method: 'POST',
          cookie: bala.cookie,
          body: { contacts: [{ name: 'Chitra Bala', email: 'chitra@example.in' }] },
        })
      ).status,
    ).toBe(201)
    const added = await call(contactsPost, '/api/contacts', {
      method: 'POST',
      cookie: asha.cookie,
      body: { contacts: [{ name: 'Dev Rao', phone_number: '9876543210' }, { name: 'Esha Rao' }] },
    })
    expect(added.status).toBe(201)

    const json = async (r: Response) => ((await r.json()) as { data: unknown }).data
    await payload.update({
      collection: 'customers',
      id: bala.id,
      data: { loyalty: { isMember: true, passEndDate: new Date(Date.now() + 40 * 86_400_000).toISOString(), costSaved: 50_000 } },
    })
    expect(await json(await call(getInfo, '/api/customers/get-info', { cookie: asha.cookie }))).toMatchObject({
      name: 'Asha Rao',
      email: asha.email,
    })
    expect(await json(await call(getInfo, '/api/customers/get-info', { cookie: bala.cookie }))).toMatchObject({
      name: 'Bala Murugan',
      email: bala.email,
    })
    expect(await json(await call(loyaltyGet, '/api/oms/api/loyalty/details', { cookie: asha.cookie }))).toMatchObject({
      validity: null,
      is_active: false,
      utilisation: { cost_saved: 0 },
    })
    expect(await json(await call(loyaltyGet, '/api/oms/api/loyalty/details', { cookie: bala.cookie }))).toMatchObject({
      is_active: true,
      utilisation: { cost_saved: 500 },
    })
    expect(
      (
        (await json(await call(creditsGet, '/api/ecom/api/v1/products/users/credits', { cookie: bala.cookie }))) as {
          list: { building_code: string }[]
        }
      ).list.map((c) => c.building_code),
    ).toEqual([b2!.buildingCode])
    expect(await json(await call(wifiGet, '/api/v1/amenities/wifi/details', { cookie: bala.cookie }))).toEqual({
      user_name: 'bala.m',
      password: 'bala-secret',
    })
    expect(await json(await call(wifiGet, '/api/v1/amenities/wifi/details', { cookie: asha.cookie }))).toEqual({
      user_name: 'asha.rao',
      password: 'asha-secret',
    })
    expect(await json(await call(kycGet, '/api/users/kyc/status', { cookie: asha.cookie }))).toEqual({ kyc_status: 'VERIFIED' })
    expect(await json(await call(kycGet, '/api/users/kyc/status', { cookie: bala.cookie }))).toEqual({ kyc_status: 'NOT_STARTED' })
    const credits = (await json(await call(creditsGet, '/api/ecom/api/v1/products/users/credits', { cookie: asha.cookie }))) as {
      list: { building_code: string; credit: Record<string, unknown> }[]
    }
    expect(credits.list).toEqual([
      {
        building_code: b1!.buildingCode,
        building_name: b1!.name,
        credit: { available: 13, utilized: 2, purchased: 15, expiry_date: '2027-01-31' },
      },
    ])
    const ashaTeam = (await json(await call(contactsGet, '/api/contacts', { cookie: asha.cookie }))) as {
      name: string
      contact_id: string
    }[]
    expect(ashaTeam.map((c) => c.name)).toEqual(['Dev Rao', 'Esha Rao'])
    const balaTeam = (await json(await call(contactsGet, '/api/contacts', { cookie: bala.cookie }))) as { contact_id: string }[]

    // Asha cannot delete Bala's team member; her own goes.
    const deleted = await call(deleteContactsPost, '/api/ums/contacts/delete', {
      method: 'POST',
      cookie: asha.cookie,
      body: { contact_ids: [balaTeam[0]!.contact_id, ashaTeam[0]!.contact_id] },
    })
    expect(await json(deleted)).toEqual({ deleted: [ashaTeam[0]!.contact_id] })
    expect(((await json(await call(contactsGet, '/api/contacts', { cookie: bala.cookie }))) as unknown[]).length).toBe(1)
  })

  it('refuses a cookie-borne change from another site', async () => {
    const { cookie } = await signedUp('Hari Prasad')
    const forged = await call(updatePost, '/api/customers/update', {
      method: 'POST',
      cookie,
      body: { designation: 'Hacked' },
      headers: { origin: 'https://evil.example' },
    })
    expect(forged.status).toBe(403)
    expect(((await forged.json()) as { error: { message: string } }).error.message).toBe('This request did not come from our site.')
    expect(
      (
        await call(contactsPost, '/api/contacts', {
          method: 'POST',
          cookie,
          body: { contacts: [{ name: 'Eve' }] },
          headers: { origin: '' },
        })
      ).status,
    ).toBe(403)
    const info = (await (
      await call(getInfo, '/api/customers/get-info', { cookie, headers: { origin: 'https://evil.example' } })
    ).json()) as { data: { designation: string | null } }
    expect(info.data.designation).toBeNull()
  })

  it('updates the profile: GSTIN upper-cased, an invalid GSTIN refused with nothing saved, phone kept as text', async () => {
    const { cookie, id } = await signedUp('Farah Khan')
    const first14 = '29ABCDE1234F1Z'
    const gstin = `${first14}${gstinCheckCharacter(first14)}`
    const ok = await call(updatePost, '/api/customers/update', {
      method: 'POST',
      cookie,
      body: {
        gstin: gstin.toLowerCase(),
        gstin_address: '12 MG Road, Bengaluru',
        companyName: 'Khan Studio',
        phone: '9811122233',
        isWhatsappEnabled: true,
      },
    })
    expect(ok.status).toBe(200)
    const answer = (await ok.json()) as { data: Record<string, unknown>; message: string }
    expect(answer.message).toBe('Details Updated Successfully')
    expect(answer.data).toMatchObject({
      gstin,
      gstin_address: '12 MG Road, Bengaluru',
      companyName: 'Khan Studio',
      phone: '9811122233',
      isWhatsappEnabled: true,
    })

    const bad = await call(updatePost, '/api/customers/update', {
      method: 'POST',
      cookie,
      body: { gstin: '29ABCDE1234F1ZZ', companyName: 'Changed' },
    })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { message: string; fields: Record<string, string> } }).error).toMatchObject({
      message: 'Invalid GSTIN',
      fields: { gstin: 'Invalid GSTIN' },
    })
    const stored = await payload.findByID({ collection: 'customers', id, depth: 0 })
    expect(stored.profile).toMatchObject({ gstin, companyName: 'Khan Studio' })
    expect((await call(updatePost, '/api/customers/update', { method: 'POST', cookie, body: { role: 'admin' } })).status).toBe(400)
  })

  it('creates one referral link per customer', async () => {
    const { cookie } = await signedUp('Gita Nair')
    const first = (await (await call(referralPost, '/api/referral/create-referral-link', { method: 'POST', cookie, body: {} })).json()) as {
      data: { referral_link: string }
      message: string
    }
    expect(first.message).toBe('Referral link created successfully')
    expect(first.data.referral_link).toMatch(/\/workspaces\/on-demand\/refer\?code=GITA-[0-9A-F]{6}$/)
    const again = (await (await call(referralPost, '/api/referral/create-referral-link', { method: 'POST', cookie, body: {} })).json()) as {
      data: { referral_link: string }
    }
    expect(again.data.referral_link).toBe(first.data.referral_link)
  })
})
