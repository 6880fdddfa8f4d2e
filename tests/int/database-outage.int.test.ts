import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres, type RunningDatabase } from '../../scripts/lib/embedded-postgres'
import { freePort } from '../helpers/free-port'

// While the database cannot be reached, every API row answers 503 with Retry-After and a message that says so: never
// 401 (a client would log the customer out), 429 (the customer asked for nothing too often) or 500. This file runs
// the app against an embedded PostgreSQL of its own, stops it with a signed-in customer's session in hand, calls
// every row of the published contract, and starts it again.
//
// Everything that reads the environment is imported only once DATABASE_URL names that database.

let database: RunningDatabase
let payload: Payload
const dir = mkdtempSync(path.join(os.tmpdir(), 'sthana-outage-'))
chmodSync(dir, 0o755) // the server runs as the postgres user when started by root
const dataDir = path.join(dir, 'data')
let port = 0
const saved = process.env.DATABASE_URL

type Handler = (request: Request) => Promise<Response>
interface Row {
  /** The address, where the row's path has a parameter. */
  path?: string
  query?: Record<string, string>
  body?: unknown
  headers?: Record<string, string>
  form?: FormData
  as?: 'customer'
}

const OUTAGE_SIGN_REQUEST = {
  signerName: 'Ramesh Gowda',
  signerEmail: 'outage@example.in',
  startingDate: '2030-03-05',
  voDocId: '1',
  companyName: 'Kaveri Foods Private Limited',
}

/** A request each row would serve with the database up: it passes validation and needs the database. */
const ROWS: Record<string, Row> = {
  'GET /api/maps/place': { query: { place_id: 'ChIJbU60yXAWrjsR4E9-UejD3_g' } },
  'POST /api/catalogue/api/v1/products/type/details': { body: { building_codes: ['BLR-IND-01'], type_list: ['DAY_PASS'] } },
  'GET /api/v1/products': { query: { building_ids: '1', type: 'VIRTUAL_OFFICE' } },
  'GET /api/stream-video': { query: { videoUrl: '/cms-api/media/file/hero-tour.mp4' } },
  'POST /api/leads': {
    body: {
      form: 'lead-form',
      full_name: 'Priya Sharma',
      email: 'priya.sharma@acme.in',
      phone: '98765 43210',
      workspace_type: 'private-office-space',
      desks_required: '11-50',
      city: 'bangalore',
      message: 'We need a 20-seat office.',
      lead_page: '/bangalore',
    },
  },
  'POST /api/analytics/collect': {
    body: { events: [{ event: 'page_view', page_type: 'Home', path: '/', properties: {}, occurred_at: new Date().toISOString() }] },
  },
  'POST /api/chat/messages': { body: { message: 'How much is a day pass in Pune?', page: '/pune' } },
  'GET /api/search-index': {},
  'POST /api/auth/email-otp/send-verification-otp': { body: { email: 'outage@example.in', type: 'sign-in' } },
  'POST /api/auth/sign-in/email-otp': { body: { email: 'outage@example.in', otp: '123456' } },
  'POST /api/auth/phone-number/send-otp': { body: { phoneNumber: '+919845012399' } },
  'POST /api/auth/phone-number/verify': { body: { phoneNumber: '+919845012399', code: '123456' } },
  'GET /api/customers/get-info': { as: 'customer' },
  'POST /api/customers/create': { as: 'customer', body: { name: 'Meera Iyer', phone: '9845054321' } },
  'POST /api/customers/update': { as: 'customer', body: { designation: 'Founder' } },
  'POST /api/referral/create-referral-link': { as: 'customer' },
  'GET /api/ecom/api/v1/products/users/credits': { as: 'customer', query: { page: '1', limit: '5' } },
  'GET /api/oms/api/loyalty/details': { as: 'customer' },
  'GET /api/v1/loyalty/feature-config': { as: 'customer' },
  'GET /api/contacts': { as: 'customer' },
  'POST /api/contacts': { as: 'customer', body: { contacts: [{ name: 'Arjun Mehta' }] } },
  'POST /api/ums/contacts/delete': { as: 'customer', body: { contact_ids: ['1'] } },
  'GET /api/users/kyc/status': { as: 'customer' },
  'GET /api/v1/amenities/wifi/details': { as: 'customer' },
  'GET /api/health': {},
  'GET /api/shop/conference-rooms': { query: { building: 'meridian-tower-indiranagar', date: '2030-03-05' } },
  'POST /api/shop/check-for-booking': {
    as: 'customer',
    body: { building: 'meridian-tower-indiranagar', date: '2030-03-05', start: '10:00', duration: 60 },
  },
  'GET /api/shop/holds': { as: 'customer', query: { reservationId: 'HLD-outage' } },
  'DELETE /api/shop/holds': { as: 'customer', query: { reservationId: 'HLD-outage' } },
  'GET /api/visits/slots': { query: { building: 'banyan-court-koramangala' } },
  'POST /api/visits': {
    body: {
      building: 'banyan-court-koramangala',
      date: '2030-03-05',
      start: '11:00',
      name: 'Asha Verma',
      phone: '98450 67890',
      email: 'asha.verma@example.in',
    },
  },
  'GET /api/cart': { as: 'customer' },
  'POST /api/cart/actions': { as: 'customer', body: { type: 'building/choose', handle: 'meridian-tower-indiranagar' } },
  'POST /api/cart/merge': {
    as: 'customer',
    body: { buildingHandle: null, dates: [], bundles: [], loyaltyMembership: false, couponCode: null },
  },
  'GET /api/cart/billing-addresses': { as: 'customer' },
  'POST /api/cart/billing-addresses': {
    as: 'customer',
    body: {
      first_name: 'Nila Das',
      address_line1: '1 MG Road',
      city: 'Bengaluru',
      state: 'KA',
      pincode: '560001',
      mobile: '9845011122',
      isGSTAvailable: false,
    },
  },
  'POST /api/cart/ready': { as: 'customer', body: { billingAddressId: '1' } },
  'POST /api/orders/checkout': { as: 'customer', body: { idempotencyKey: '7f9c2ba4-e88f-4b2a-9c1d-3e5f6a7b8c9d' } },
  'GET /api/orders': { as: 'customer' },
  'GET /api/orders/{number}': { as: 'customer', path: '/api/orders/STH-261214-7K3M9Q2X' },
  'POST /api/orders/{number}/verify': {
    as: 'customer',
    path: '/api/orders/STH-261214-7K3M9Q2X/verify',
    body: { razorpay_order_id: 'order_Outage0001', razorpay_payment_id: 'pay_Outage0001', razorpay_signature: 'f'.repeat(64) },
  },
  'POST /api/orders/{number}/cancel': { as: 'customer', path: '/api/orders/STH-261214-7K3M9Q2X/cancel', body: { refundPaise: 100 } },
  'POST /api/orders/{number}/reschedule': {
    as: 'customer',
    path: '/api/orders/STH-261214-7K3M9Q2X/reschedule',
    body: { lineId: 'day-pass:2026-12-14', date: '2026-12-16' },
  },
  'GET /api/orders/{number}/invoice': { as: 'customer', path: '/api/orders/STH-261214-7K3M9Q2X/invoice' },
  'GET /api/orders/{number}/calendar': { as: 'customer', path: '/api/orders/STH-261214-7K3M9Q2X/calendar' },
  'GET /api/vo/document/get': { as: 'customer' },
  // The session check needs the database before the upload is read.
  'POST /api/s3/route': { as: 'customer', form: new FormData() },
  // Signed below, once the environment is read: only reading the config needs the database.
  'GET /api/v1/configs': { query: { type: 'vo' } },
  'GET /api/vo/document/vo-by-id': { as: 'customer', query: { doc_id: '1' } },
  'GET /api/vo/document/verify-plan': { as: 'customer', query: { docId: '1' } },
  'GET /api/vo/document/verify-plan-by-id': { as: 'customer', query: { docId: '1' } },
  'PATCH /api/vo/document/company-details': { as: 'customer', body: { doc_id: '1', company_type: 'INCORPORATED' } },
  'PATCH /api/vo/document/add-company-kyc': {
    as: 'customer',
    body: {
      doc_id: '1',
      finance_info: {
        pan: 'AAKCK4821M',
        cin: 'U47211KA2019PTC124587',
        company_name: 'Kaveri',
        directors: [{ din: '08451276', name: 'Ramesh Gowda' }],
      },
      unincorporated_registration: false,
      phone: '9876543210',
    },
  },
  'PUT /api/nest-api/virtual-offices/add-unincorporated-company/{id}': {
    as: 'customer',
    path: '/api/nest-api/virtual-offices/add-unincorporated-company/1',
    body: {
      company_name: 'Teal Harbour Ventures',
      nature_of_firm: 'Partnership firm',
      directors: [{ id: '1', name: 'Asha Rao' }],
      phone: '9876543210',
    },
  },
  'PUT /api/nest-api/virtual-offices/roc-details/{id}': {
    as: 'customer',
    path: '/api/nest-api/virtual-offices/roc-details/1',
    body: { update_type: 'COMPANY_INFO', companyInfo: { name: 'Kaveri' } },
  },
  'PATCH /api/vo/document/complete-company-kyc': { as: 'customer', body: { doc_id: '1', unincorporated_registration: false } },
  'PATCH /api/vo/document/reset': { as: 'customer', body: { doc_id: '1', request_type: 'INITIAL_KYC' } },
  'PATCH /api/v1/virtual-offices/set-as-default': { as: 'customer', body: { documentId: '1' } },
  // Signing the agreement: the customer's rows need the session first; the signing page's rows get a link signed below.
  'POST /api/vo/document/sign': { as: 'customer', body: OUTAGE_SIGN_REQUEST },
  'POST /api/docusign/sign': { as: 'customer', body: { ...OUTAGE_SIGN_REQUEST, documentId: '1' } },
  'GET /api/vo/document/resend-notification': { as: 'customer', query: { docId: '1' } },
  'GET /api/vo/document/signing-view': { as: 'customer', query: { docId: '1' } },
  'GET /api/vo/document/verify-signature': { as: 'customer', query: { docId: '1' } },
  'GET /api/docusign/verify-signature': { as: 'customer', query: { docId: '1', envelopeId: 'sr_0123456789abcdef01234567' } },
  'GET /api/vo/document/signed-agreement': { as: 'customer', query: { docId: '1' } },
  'GET /api/vo/document/document-pack': { as: 'customer', query: { docId: '1' } },
  // A partner's key is in the database: any well-formed token needs it.
  'POST /api/b2c/api/v1/kyc/verify-token': {
    body: { token: 'eyJhbGciOiJIUzI1NiJ9.eyJwYXJ0bmVyIjoiYWNtZSJ9.c2lnbmF0dXJl', partner: 'acme' },
  },
}

let origin: string
let cookie: string
let operations: { method: string; path: string }[]
let handlerFor: (op: { method: string; path: string }) => Promise<Handler>
let authGet: Handler

function request(op: { method: string; path: string }, row: Row): Request {
  const url = new URL(row.path ?? op.path, origin)
  for (const [key, value] of Object.entries(row.query ?? {})) url.searchParams.set(key, value)
  const headers: Record<string, string> = {
    origin,
    'x-forwarded-for': '10.77.0.1',
    ...(row.as === 'customer' ? { cookie } : {}),
    ...(row.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...row.headers,
  }
  if (row.form) return new Request(url, { method: op.method.toUpperCase(), headers, body: row.form })
  return new Request(url, { method: op.method.toUpperCase(), headers, body: row.body === undefined ? undefined : JSON.stringify(row.body) })
}

beforeAll(async () => {
  port = await freePort()
  database = await startEmbeddedPostgres({ dataDir, port, database: 'outage_test' })
  process.env.DATABASE_URL = database.url
  const { default: config } = await import('@payload-config')
  const { getPayload } = await import('payload')
  const { migrations } = await import('../../src/migrations')
  payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrations as never })
  // The job queue's schema, as `npm start` prepares it: outbox rows (the login code below) enqueue their dispatch.
  const { jobQueue } = await import('@/server/jobs')
  await jobQueue().prepare()

  const contract = await import('../helpers/api-contract')
  const { rowKey, signedWebhook } = await import('../helpers/api-rows')
  // A webhook signed as the gateway signs (no database needed to sign it): only storing it needs the database.
  const webhook = signedWebhook()
  ROWS['POST /api/payments/webhook'] = { body: webhook.body, headers: webhook.headers }
  const signature = await import('@/server/security/query-signature')
  ROWS['GET /api/v1/configs'] = {
    query: { type: 'vo' },
    headers: { [signature.VO_CONFIG_SIGNATURE_HEADER]: signature.signQuery('type=vo', signature.voConfigSigningKey()) },
  }
  // Signed webhooks for both e-sign providers (their fakes) about documents signed there, and a signing link signed with the e-sign key: only
  // looking up the request they name needs the database.
  const esignRows = await import('../helpers/esign-rows')
  const leegality = esignRows.leegalityWebhook(true, { signed: true })
  const docusign = esignRows.docusignWebhook(true, { signed: true })
  ROWS['POST /api/esign/leegality/webhook'] = { body: leegality.body, headers: leegality.headers }
  ROWS['POST /api/esign/docusign/webhook'] = { body: docusign.body, headers: docusign.headers }
  const { issueLinkToken } = await import('@/server/esign/link-token')
  const { esignKey, esignSecret } = await import('@/server/esign/keys')
  const { token: link } = issueLinkToken('sr_0123456789abcdef01234567', esignKey('link-token', esignSecret()))
  ROWS['GET /api/esign/sign/agreement'] = { query: { token: link } }
  ROWS['POST /api/esign/sign/code'] = { body: { token: link } }
  ROWS['POST /api/esign/sign/complete'] = {
    body: { token: link, code: '123456', consent: true, signature: { kind: 'typed', text: 'Ramesh Gowda' } },
  }
  const { ORIGIN, signInByEmail } = await import('../helpers/customers')
  origin = ORIGIN
  handlerFor = contract.handlerFor as typeof handlerFor
  operations = (await contract.publishedContract()).operations.map((op) => ({ method: op.method, path: op.path, key: rowKey(op) }))
  authGet = (await import('@/app/api/auth/[...all]/route')).GET

  // A customer with a profile, signed in while the database is up.
  const signedIn = await signInByEmail(payload, `outage.${Date.now()}@example.in`)
  cookie = signedIn.cookie
  const created = await (
    await handlerFor({ method: 'post', path: '/api/customers/create' })
  )(request({ method: 'post', path: '/api/customers/create' }, { as: 'customer', body: { name: 'Nila Das', phone: '9845011122' } }))
  expect(created.status).toBe(201)
}, 240_000)

afterAll(async () => {
  await payload?.destroy().catch(() => undefined)
  await database?.stop().catch(() => undefined)
  if (saved === undefined) delete process.env.DATABASE_URL
  else process.env.DATABASE_URL = saved
  rmSync(dir, { recursive: true, force: true })
}, 60_000)

describe('with the database stopped', () => {
  it('lists a request for every row of the contract', () => {
    const keys = operations.map((op) => `${op.method.toUpperCase()} ${op.path}`)
    expect(keys.filter((key) => !ROWS[key])).toEqual([])
  })

  it('answers 503 with Retry-After on every row, never 401, 429 or 500; then serves again once the database is back', async () => {
    const get = await handlerFor({ method: 'get', path: '/api/customers/get-info' })
    expect((await get(request({ method: 'get', path: '/api/customers/get-info' }, { as: 'customer' }))).status).toBe(200)

    await database.stop()
    const answers: Record<string, { status: number; retryAfter: string | null; body: unknown }> = {}
    for (const op of operations) {
      const key = `${op.method.toUpperCase()} ${op.path}`
      const response = await (await handlerFor(op))(request(op, ROWS[key]!))
      const text = await response.text()
      answers[key] = { status: response.status, retryAfter: response.headers.get('retry-after'), body: text ? JSON.parse(text) : null }
    }
    const session = await authGet(new Request(`${origin}/api/auth/get-session`, { headers: { origin, cookie } }))
    answers['GET /api/auth/get-session'] = {
      status: session.status,
      retryAfter: session.headers.get('retry-after'),
      body: await session.json(),
    }

    for (const [key, answer] of Object.entries(answers)) {
      expect(answer.status, `${key}: ${JSON.stringify(answer.body)}`).toBe(503)
      expect(Number(answer.retryAfter), key).toBeGreaterThan(0)
      // The health row answers its own shape: what is down.
      if (key === 'GET /api/health') {
        expect(answer.body).toMatchObject({ status: 'unavailable', checks: { database: 'down' } })
        continue
      }
      const body = answer.body as { error?: { code: string; message: string }; code?: string; message?: string }
      // The shared error shape, or better-auth's own on its rows.
      const { code, message } = body.error ?? { code: body.code, message: body.message }
      expect(code, key).toMatch(/^(service_unavailable|SERVICE_UNAVAILABLE)$/)
      expect(message, key).toMatch(/right now\. Please try again in a minute\./)
    }

    database = await startEmbeddedPostgres({ dataDir, port, database: 'outage_test' })
    let after = 0
    for (let i = 0; i < 20 && after !== 200; i++) {
      after = (await get(request({ method: 'get', path: '/api/customers/get-info' }, { as: 'customer' }))).status
      if (after !== 200) await new Promise((r) => setTimeout(r, 500))
    }
    expect(after).toBe(200)
  }, 120_000)
})
