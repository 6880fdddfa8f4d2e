import { randomBytes, randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import type { Operation } from '@/server/api/openapi'
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@/integrations/payments'
import { failed, newOrderEntity, newPaymentEntity, sandboxId, webhookEventBody } from '@/integrations/payments/sandbox/protocol'
import { webhookSignature } from '@/integrations/payments/signatures'
import { sandboxCredentials } from '@/integrations/payments'
import { env } from '@/server/env'
import { inTransaction } from '@/server/db/transaction'
import { signQuery, VO_CONFIG_SIGNATURE_HEADER, voConfigSigningKey } from '@/server/security/query-signature'
import type { UploadPurpose } from '@/domain/uploads/purposes'
import { storeCustomerUpload } from '@/server/uploads/store-customer-upload'
import * as voService from '@/server/virtual-office/documents'
import { createDocumentForOrder } from '@/server/virtual-office/documents'
import { authRequest, latestCode, ORIGIN, signInByEmail } from './customers'
import { createTestPartner, partnerDocument, partnerToken, type TestPartner } from './partners'
import { addDaysToDate, type IsoDate } from '@/domain/calendar/business-date'
import { holidaysOfCity, isWorkingDay } from '@/domain/calendar/start-date'
import { listHolidays } from '@/server/calendar/list-holidays'
import { confirmedOrder, inDays, installTestCarts, newIdempotencyKey, paidOrder } from './orders'
import { giveCredits } from './credits'
import {
  docusignWebhook,
  esignRef,
  leegalityWebhook,
  readyToSignDocument,
  sentDocument,
  signedDocument,
  signingCode,
  SIGNER,
  signRequestBody,
  viewedDocument,
} from './esign-rows'

// One valid request per API row (src/app/api/_lib/operations.ts lists the rows), for the contract and fuzz tests.
// To add a row: list it in API_OPERATIONS, then add `'<METHOD> <path>': { valid, invalid }` to ROW_REQUESTS below.
// `valid` must succeed against the seeded database; `invalid` must be refused with a 4xx.

export type Caller = 'anonymous' | 'customer' | 'newcomer'

export interface RowRequest {
  as: Caller
  /** The path with its parameters filled in, for rows whose path has some ({number}). */
  path?: string
  query?: Record<string, string>
  /** A JSON body (sent as application/json). */
  body?: unknown
  /** A multipart body instead of JSON (the logo upload). */
  form?: FormData
  headers?: Record<string, string>
}

export interface RowContext {
  payload: Payload
  /** A signed-up customer: its Cookie header, bearer token and row id. */
  customer: { cookie: string; token: string; id: number; email: string }
  /** Signed in, but sign-up is not finished (no customer row yet). */
  newcomer: { cookie: string; token: string }
}

export interface RowRequests {
  valid: (ctx: RowContext) => RowRequest | Promise<RowRequest>
  /** A request the row must refuse; null only for a row that takes no input and answers anyone. */
  invalid: ((ctx: RowContext) => RowRequest | Promise<RowRequest>) | null
}

export const rowKey = (op: Pick<Operation, 'method' | 'path'>) => `${op.method.toUpperCase()} ${op.path}`

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`
const randomAddress = () => `10.79.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`

export async function firstBuilding(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'buildings',
    where: { and: [{ isLive: { equals: true } }, { googlePlaceId: { exists: true } }] },
    depth: 0,
    limit: 1,
    sort: 'id',
  })
  return docs[0]!
}

async function libraryVideoUrl(payload: Payload): Promise<string> {
  const { docs } = await payload.find({ collection: 'media', where: { mimeType: { like: 'video/' } }, depth: 0, limit: 1 })
  return docs[0]!.url!
}

async function phoneCode(payload: Payload, phone: string): Promise<string> {
  const { docs } = await payload.find({
    collection: 'outbox-messages',
    where: { and: [{ to: { equals: phone } }, { kind: { equals: 'login-code' } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  })
  return docs[0]!.body.match(/\b(\d{6})\b/)![1]!
}

/** A good 'Get in touch' enquiry of the seeded lead form. */
export const LEAD = {
  form: 'lead-form',
  full_name: 'Priya Sharma',
  email: 'priya.sharma@acme.in',
  phone: '98765 43210',
  company_name: 'Acme Analytics',
  workspace_type: 'private-office-space',
  desks_required: '11-50',
  city: 'bangalore',
  message: 'We need a 20-seat office from January.',
  lead_page: '/bangalore/meridian-tower-indiranagar',
  lead_city: 'bangalore',
}

export async function signedIn(payload: Payload, tag: string): Promise<{ cookie: string; token: string; userId: string; email: string }> {
  const email = unique(tag)
  const { cookie, response } = await signInByEmail(payload, email)
  const { user } = (await response.json()) as { user: { id: string } }
  return { cookie, token: response.headers.get('set-auth-token')!, userId: user.id, email }
}

/** A customer of its own, signed in (its Cookie header and row), for rows that leave the caller's cart changed for good. */
async function freshCustomer(payload: Payload, tag: string): Promise<{ cookie: string; id: number }> {
  const person = await signedIn(payload, tag)
  const customer = await payload.create({
    collection: 'customers',
    overrideAccess: true,
    depth: 0,
    data: {
      name: 'Nisha Verma',
      email: person.email,
      phone: randomMobile(),
      authUserId: person.userId,
      userUid: randomUUID(),
      accountType: 'customer',
      kycStatus: 'NOT_STARTED',
    },
  })
  return { cookie: person.cookie, id: customer.id }
}

/** A good billing address in the client fields of spec section 3 (Karnataka, no GSTIN). */
export const BILLING_ADDRESS = {
  fullName: 'Kavya Rao',
  addressLine1: '12, 100 Feet Road',
  addressLine2: 'Indiranagar',
  city: 'Bengaluru',
  state: 'KA',
  pincode: '560038',
  phoneNumber: '9845012345',
  saveBillingAddress: true,
  isGSTAvailable: false,
  gstin: '',
  companyName: '',
}

/** The callers: a customer with a full profile (loyalty, wifi, credits, a team member), and a newcomer without one. */
export async function rowContext(payload: Payload): Promise<RowContext> {
  const building = await firstBuilding(payload)
  const person = await signedIn(payload, 'rows-customer')
  const customer = await payload.create({
    collection: 'customers',
    overrideAccess: true,
    depth: 0,
    data: {
      name: 'Kavya Rao',
      email: person.email,
      phone: randomMobile(),
      authUserId: person.userId,
      userUid: randomUUID(),
      accountType: 'customer',
      kycStatus: 'VERIFIED',
      homeBuilding: building.id,
      profile: { companyName: 'Rao Analytics', dob: '1990-04-01', gender: 'female', isWhatsappEnabled: true },
      loyalty: { isMember: true, passEndDate: new Date(Date.now() + 40 * 86_400_000).toISOString(), costSaved: 45_000 },
      wifi: { userName: 'kavya.rao', password: 'wifi-secret' },
    },
  })
  await giveCredits({ customerId: customer.id, buildingId: building.id, purchased: 10, utilized: 3, expiresOn: '2027-03-31' })
  await payload.create({
    collection: 'team-members',
    overrideAccess: true,
    data: { customer: customer.id, name: 'Ishaan Rao', email: 'ishaan@example.in', countryCode: '+91' },
  })
  const newcomer = await signedIn(payload, 'rows-newcomer')
  return {
    payload,
    customer: { cookie: person.cookie, token: person.token, id: customer.id, email: person.email },
    newcomer: { cookie: newcomer.cookie, token: newcomer.token },
  }
}

/**
 * A free conference-room slot of a seeded building: a random weekday 2 to 10 weeks ahead that is not a holiday, at a
 * random start of its hours, so repeated calls rarely meet each other (a 409 is published for when they do).
 */
export async function freeRoomSlot(payload: Payload, building = 'meridian-tower-indiranagar') {
  const { docs: rooms } = await payload.find({
    collection: 'conference-rooms',
    where: { and: [{ kind: { equals: 'meeting-room' } }, { 'building.slug': { equals: building } }] },
    depth: 0,
    limit: 1,
    sort: 'seats',
  })
  const { docs: holidays } = await payload.find({ collection: 'holidays', depth: 0, limit: 0, pagination: false })
  const closed = new Set(holidays.map((h) => h.date))
  // Bounded: a test that finds no slot fails saying so, not by its timeout (the search space is 8 weeks of slots).
  for (let tried = 0; tried < 2000; tried++) {
    const day = new Date(Date.now() + (14 + Math.floor(Math.random() * 56)) * 86_400_000)
    const date = day.toISOString().slice(0, 10)
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
    if (weekday === 0 || weekday === 6 || closed.has(date)) continue
    const minute = 9 * 60 + 30 * Math.floor(Math.random() * 18)
    const start = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
    // Other tests hold slots of the same rooms: take one that nothing live overlaps.
    const { rows } = await payload.db.pool.query(
      `SELECT 1 FROM reservations WHERE room_id = $1 AND status IN ('held', 'booked')
        AND during && tstzrange($2::timestamptz, $2::timestamptz + interval '60 minutes', '[)')`,
      [rooms[0]!.id, `${date}T${start}:00+05:30`],
    )
    if (rows.length > 0) continue
    return { building, room: rooms[0]!.id, date, start, duration: 60 }
  }
  throw new Error(`No free conference-room slot at ${building} in 2 to 10 weeks after 2000 tries`)
}

/** A free tour slot of a seeded building (its visiting hours are 10:00–18:00 on weekdays). */
async function freeTourSlot(payload: Payload, building = 'banyan-court-koramangala') {
  const { docs } = await payload.find({
    collection: 'conference-rooms',
    where: { and: [{ kind: { equals: 'tour' } }, { 'building.slug': { equals: building } }] },
    depth: 0,
    limit: 1,
  })
  for (let tried = 0; tried < 200; tried++) {
    const { date, start } = await freeRoomSlot(payload)
    const tourStart = start.replace(/^09/, '10')
    const { rows } = await payload.db.pool.query(
      `SELECT 1 FROM reservations WHERE room_id = $1 AND status IN ('held', 'booked')
        AND during && tstzrange($2::timestamptz, $2::timestamptz + interval '30 minutes', '[)')`,
      [docs[0]!.id, `${date}T${tourStart}:00+05:30`],
    )
    if (rows.length === 0) return { building, date, start: tourStart }
  }
  throw new Error(`No free tour slot at ${building} after 200 tries`)
}

/**
 * A live 30-minute hold of a free meeting-room slot (meridian-tower-indiranagar), placed for the customer: its reference.
 * The customer's earlier live holds are released first: one customer may hold only 2 slots at a time.
 */
export async function placedHold(payload: Payload, customerId: number): Promise<string> {
  const { placeHold } = await import('@/server/bookings/place-hold')
  await payload.db.pool.query(
    `UPDATE reservations SET status = 'cancelled', updated_at = now() WHERE customer_id = $1 AND status = 'held'`,
    [customerId],
  )
  const slot = await freeRoomSlot(payload)
  const [h, m] = slot.start.split(':').map(Number)
  const hold = await placeHold({
    roomId: slot.room,
    date: slot.date,
    startMinute: h! * 60 + m!,
    durationMinutes: 30,
    kind: 'hold',
    customerId,
  })
  return hold.reference
}

/** The first working day in Bengaluru after `date` (a day pass can be moved there). */
async function workingDayAfter(date: IsoDate): Promise<IsoDate> {
  const closed = holidaysOfCity(await listHolidays(), 'bangalore')
  let next = addDaysToDate(date, 1)
  while (!isWorkingDay(next, closed)) next = addDaysToDate(next, 1)
  return next
}

/** One confirmed order per customer, made once and reused by the rows that only read it. */
const confirmedOrders = new Map<number, Promise<{ number: string }>>()
function confirmedOrderOf(payload: Payload, customerId: number): Promise<{ number: string }> {
  if (!confirmedOrders.has(customerId)) confirmedOrders.set(customerId, confirmedOrder(payload, customerId))
  return confirmedOrders.get(customerId)!
}

/** A payment.failed event of an order the app does not have, signed as the sandbox gateway signs (stored, then ignored). */
export function signedWebhook(): RowRequest {
  const credentials = sandboxCredentials(env().PAYLOAD_SECRET)
  const now = new Date()
  const order = newOrderEntity({ id: 'order_ContractTest01', amount: 58882, currency: 'INR', receipt: null, notes: {}, createdAt: now })
  const payment = failed(
    newPaymentEntity({ id: sandboxId('pay_', randomBytes(14)), order, method: 'upi', email: null, contact: null, createdAt: now }),
  )
  const body = webhookEventBody({ accountId: credentials.accountId, event: 'payment.failed', createdAt: now, payment })
  const text = JSON.stringify(body)
  return {
    as: 'anonymous',
    body,
    headers: {
      [WEBHOOK_EVENT_ID_HEADER]: `evt${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(text, credentials.webhookSecret),
    },
  }
}

/** A small real PNG, drawn with sharp. */
export async function tinyPng(): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer()
}

/**
 * A file the customer uploaded (a small real PNG), stored and recorded as POST /api/s3/route stores it, without
 * counting against the upload rate limit: the id a KYC step takes as `logo_id` or an identity document's `file_id`.
 */
export async function uploadedFile(customerId: number, purpose: UploadPurpose = 'identity-document'): Promise<string> {
  return (await storeCustomerUpload(customerId, purpose, await tinyPng(), 'image/png')).id
}

export function logoForm(bytes: Buffer, name: string, type = 'image/png'): FormData {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  return form
}

/** A paid virtual-office document of the row customer, moved to the status a row needs (issue 18). */
let rowsPartnerMade: Promise<TestPartner> | undefined
const rowsPartner = (payload: Payload) => (rowsPartnerMade ??= createTestPartner(payload))

async function voDocument(
  customerId: number,
  upTo: 'CHOSE_FLOW' | 'UNINCORPORATED' | 'ADDED_COMPANY_KYC' | 'DIRECTORS_DONE' = 'CHOSE_FLOW',
): Promise<string> {
  const docId = String(
    await inTransaction((tx) =>
      createDocumentForOrder(tx.query, {
        customerId,
        orderNumber: `VO-ROWS-${randomUUID()}`,
        buildingId: null,
        plan: { handle: 'business-address-vo-package', title: 'Business address', name: '12 Months', price: 1_439_900, durationMonths: 12 },
      }),
    ),
  )
  if (upTo === 'UNINCORPORATED') await voService.chooseFlow(customerId, docId, 'NON_INCORPORATED')
  if (upTo === 'ADDED_COMPANY_KYC' || upTo === 'DIRECTORS_DONE')
    await voService.addCompanyKyc(customerId, {
      doc_id: docId,
      finance_info: {
        pan: 'AAKCK4821M',
        cin: 'U47211KA2019PTC124587',
        company_name: 'Kaveri',
        directors: [{ din: '08451276', name: 'Ramesh Gowda' }],
      },
      unincorporated_registration: false,
      phone: '9876543210',
      logo_id: null,
    })
  if (upTo === 'DIRECTORS_DONE')
    for (const [din, name] of [
      ['08451276', 'Ramesh Gowda'],
      ['08451277', 'Lakshmi Ramesh'],
    ] as const)
      await voService.updateRocDetails(customerId, docId, {
        update_type: 'DIRECTOR_KYC',
        director: { name, din, identity_document: { type: 'AADHAAR', last4: '4321', file_id: await uploadedFile(customerId) } },
      })
  return docId
}

const VO_COMPANY_KYC = {
  finance_info: {
    pan: 'AAKCK4821M',
    cin: 'U47211KA2019PTC124587',
    company_name: 'Kaveri',
    directors: [{ din: '08451276', name: 'Ramesh Gowda' }],
  },
  unincorporated_registration: false,
  phone: '9876543210',
}

export const ROW_REQUESTS: Record<string, RowRequests> = {
  'GET /api/v1/configs': {
    valid: () => ({
      as: 'anonymous',
      query: { type: 'vo' },
      headers: { [VO_CONFIG_SIGNATURE_HEADER]: signQuery('type=vo', voConfigSigningKey()) },
    }),
    invalid: () => ({ as: 'anonymous', query: { type: 'vo' }, headers: { [VO_CONFIG_SIGNATURE_HEADER]: 'f'.repeat(64) } }),
  },
  'POST /api/s3/route': {
    valid: async () => ({ as: 'customer', form: logoForm(await tinyPng(), 'logo.png') }),
    // A PDF renamed to .png is refused by its bytes.
    invalid: () => ({ as: 'customer', form: logoForm(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'), 'logo.png') }),
  },
  // Virtual-office documents (issue 18): each valid request gets a document of its own in the status it needs.
  'GET /api/vo/document/get': {
    valid: () => ({ as: 'customer' }),
    invalid: () => ({ as: 'customer', query: { partner: '-bad partner-' } }),
  },
  'GET /api/vo/document/vo-by-id': {
    valid: async ({ customer }) => ({ as: 'customer', query: { doc_id: await voDocument(customer.id) } }),
    invalid: () => ({ as: 'customer', query: { doc_id: '999999999' } }),
  },
  'GET /api/vo/document/verify-plan': {
    valid: async ({ customer }) => ({ as: 'customer', query: { docId: await voDocument(customer.id) } }),
    invalid: () => ({ as: 'customer', query: { docId: 'not an id' } }),
  },
  'GET /api/vo/document/verify-plan-by-id': {
    valid: async ({ customer }) => ({ as: 'customer', query: { docId: await voDocument(customer.id) } }),
    invalid: () => ({ as: 'customer', query: {} }),
  },
  'PATCH /api/vo/document/company-details': {
    valid: async ({ customer }) => ({ as: 'customer', body: { doc_id: await voDocument(customer.id), company_type: 'INCORPORATED' } }),
    invalid: async ({ customer }) => ({ as: 'customer', body: { doc_id: await voDocument(customer.id), company_type: 'LLP' } }),
  },
  'PATCH /api/vo/document/add-company-kyc': {
    valid: async ({ customer }) => ({ as: 'customer', body: { doc_id: await voDocument(customer.id), ...VO_COMPANY_KYC } }),
    invalid: async ({ customer }) => ({
      as: 'customer',
      body: {
        doc_id: await voDocument(customer.id),
        ...VO_COMPANY_KYC,
        finance_info: { ...VO_COMPANY_KYC.finance_info, gstin: '27AAPFU0939F1ZV' },
      },
    }),
  },
  'PUT /api/nest-api/virtual-offices/add-unincorporated-company/{id}': {
    valid: async ({ customer }) => ({
      as: 'customer',
      path: `/api/nest-api/virtual-offices/add-unincorporated-company/${await voDocument(customer.id, 'UNINCORPORATED')}`,
      body: {
        company_name: 'Teal Harbour Ventures',
        nature_of_firm: 'Partnership firm',
        directors: [{ id: '1', name: 'Asha Rao' }],
        phone: '9876543210',
      },
    }),
    invalid: async ({ customer }) => ({
      as: 'customer',
      path: `/api/nest-api/virtual-offices/add-unincorporated-company/${await voDocument(customer.id, 'UNINCORPORATED')}`,
      body: {
        company_name: 'Teal Harbour Ventures',
        nature_of_firm: 'Trust',
        directors: [{ id: '1', name: 'Asha Rao' }],
        phone: '9876543210',
      },
    }),
  },
  'PUT /api/nest-api/virtual-offices/roc-details/{id}': {
    valid: async ({ customer }) => ({
      as: 'customer',
      path: `/api/nest-api/virtual-offices/roc-details/${await voDocument(customer.id, 'ADDED_COMPANY_KYC')}`,
      body: {
        update_type: 'DIRECTOR_KYC',
        director: {
          name: 'Ramesh Gowda',
          din: '08451276',
          identity_document: { type: 'AADHAAR', last4: '9012', file_id: await uploadedFile(customer.id) },
        },
      },
    }),
    // A full Aadhaar number is never accepted.
    invalid: async ({ customer }) => ({
      as: 'customer',
      path: `/api/nest-api/virtual-offices/roc-details/${await voDocument(customer.id, 'ADDED_COMPANY_KYC')}`,
      body: {
        update_type: 'DIRECTOR_KYC',
        director: {
          name: 'Ramesh Gowda',
          din: '08451276',
          identity_document: { type: 'AADHAAR', last4: '123456789012', file_id: await uploadedFile(customer.id) },
        },
      },
    }),
  },
  'PATCH /api/vo/document/complete-company-kyc': {
    valid: async ({ customer }) => ({
      as: 'customer',
      body: { doc_id: await voDocument(customer.id, 'DIRECTORS_DONE'), unincorporated_registration: false },
    }),
    // Directors not done yet: 409 from the status machine.
    invalid: async ({ customer }) => ({
      as: 'customer',
      body: { doc_id: await voDocument(customer.id, 'ADDED_COMPANY_KYC'), unincorporated_registration: false },
    }),
  },
  'PATCH /api/vo/document/reset': {
    valid: async ({ customer }) => ({
      as: 'customer',
      body: { doc_id: await voDocument(customer.id, 'ADDED_COMPANY_KYC'), request_type: 'INITIAL_KYC' },
    }),
    invalid: async ({ customer }) => ({ as: 'customer', body: { doc_id: await voDocument(customer.id), request_type: 'FULL_RESET' } }),
  },
  // Signing the agreement (issue 19), through the built-in signing (tests/helpers/esign-rows.ts).
  'POST /api/vo/document/sign': {
    valid: async ({ customer }) => ({ as: 'customer', body: signRequestBody(await readyToSignDocument(customer.id), customer.email) }),
    // A starting date that is not the document's: out of date.
    invalid: async ({ customer }) => ({
      as: 'customer',
      body: { ...signRequestBody(await readyToSignDocument(customer.id), customer.email), startingDate: '2020-01-01' },
    }),
  },
  'POST /api/docusign/sign': {
    valid: async ({ customer }) => {
      const docId = await readyToSignDocument(customer.id)
      return { as: 'customer', body: { ...signRequestBody(docId, customer.email), documentId: docId } }
    },
    invalid: async ({ customer }) => {
      const docId = await readyToSignDocument(customer.id)
      return { as: 'customer', body: { ...signRequestBody(docId, customer.email), documentId: '999999999' } }
    },
  },
  'GET /api/vo/document/resend-notification': {
    valid: async ({ payload, customer }) => ({
      as: 'customer',
      query: { docId: (await sentDocument(payload, customer.id, customer.email)).docId },
    }),
    // Never sent: nothing to resend.
    invalid: async ({ customer }) => ({ as: 'customer', query: { docId: await readyToSignDocument(customer.id) } }),
  },
  'GET /api/vo/document/signing-view': {
    valid: async ({ payload, customer }) => ({
      as: 'customer',
      query: { docId: (await sentDocument(payload, customer.id, customer.email)).docId },
    }),
    invalid: async ({ customer }) => ({ as: 'customer', query: { docId: await readyToSignDocument(customer.id) } }),
  },
  'GET /api/vo/document/verify-signature': {
    valid: async ({ payload, customer }) => ({
      as: 'customer',
      query: { docId: await signedDocument(payload, customer.id, customer.email) },
    }),
    // Sent but not signed: spec section 5's 409.
    invalid: async ({ payload, customer }) => ({
      as: 'customer',
      query: { docId: (await sentDocument(payload, customer.id, customer.email)).docId },
    }),
  },
  'GET /api/docusign/verify-signature': {
    valid: async ({ payload, customer }) => {
      const { docId } = await sentDocument(payload, customer.id, customer.email)
      return { as: 'customer', query: { docId, envelopeId: await esignRef(docId) } }
    },
    invalid: async ({ payload, customer }) => ({
      as: 'customer',
      query: { docId: (await sentDocument(payload, customer.id, customer.email)).docId, envelopeId: 'not an envelope' },
    }),
  },
  'GET /api/vo/document/signed-agreement': {
    valid: async ({ payload, customer }) => ({
      as: 'customer',
      query: { docId: await signedDocument(payload, customer.id, customer.email) },
    }),
    invalid: async ({ customer }) => ({ as: 'customer', query: { docId: await readyToSignDocument(customer.id) } }),
  },
  'GET /api/vo/document/document-pack': {
    valid: async ({ payload, customer }) => ({
      as: 'customer',
      query: { docId: await signedDocument(payload, customer.id, customer.email) },
    }),
    invalid: async ({ customer }) => ({ as: 'customer', query: { docId: await readyToSignDocument(customer.id) } }),
  },
  'POST /api/esign/leegality/webhook': {
    valid: () => leegalityWebhook(),
    invalid: () => leegalityWebhook(false),
  },
  'POST /api/esign/docusign/webhook': {
    valid: () => docusignWebhook(),
    invalid: () => docusignWebhook(false),
  },
  'GET /api/esign/sign/agreement': {
    valid: async ({ payload, customer }) => ({
      as: 'anonymous',
      query: { token: (await viewedDocument(payload, customer.id, customer.email)).token },
    }),
    invalid: () => ({ as: 'anonymous', query: { token: 'sl1.not-a-real-signing-link' } }),
  },
  'POST /api/esign/sign/code': {
    valid: async ({ payload, customer }) => ({
      as: 'anonymous',
      body: { token: (await sentDocument(payload, customer.id, customer.email)).token },
    }),
    invalid: () => ({ as: 'anonymous', body: { token: 'sl1.not-a-real-signing-link' } }),
  },
  'POST /api/esign/sign/complete': {
    valid: async ({ payload, customer }) => {
      const { token } = await sentDocument(payload, customer.id, customer.email)
      const code = await signingCode(payload, token, customer.email)
      return { as: 'anonymous', body: { token, code, consent: true, signature: { kind: 'typed', text: SIGNER } } }
    },
    invalid: async ({ payload, customer }) => {
      const { token } = await sentDocument(payload, customer.id, customer.email)
      return { as: 'anonymous', body: { token, code: '000000', consent: false, signature: { kind: 'typed', text: SIGNER } } }
    },
  },
  'PATCH /api/v1/virtual-offices/set-as-default': {
    valid: async ({ customer }) => ({ as: 'customer', body: { documentId: await voDocument(customer.id) } }),
    invalid: () => ({ as: 'customer', body: { documentId: '999999999' } }),
  },
  // A partner's token for one of its customers (issue 18, item 10): a partner made in the admin, a document of its own.
  'POST /api/b2c/api/v1/kyc/verify-token': {
    valid: async ({ payload, customer }) => {
      const partner = await rowsPartner(payload)
      await partnerDocument(customer.id, partner.slug)
      return { as: 'anonymous', body: { token: partnerToken(partner, customer.email), partner: partner.slug } }
    },
    // Signed with another key: forged.
    invalid: async ({ payload, customer }) => {
      const partner = await rowsPartner(payload)
      return { as: 'anonymous', body: { token: partnerToken(partner, customer.email, { key: 'k'.repeat(43) }), partner: partner.slug } }
    },
  },
  // Orders (issue 16): carts come from the test source until the server's cart is merged (tests/helpers/orders.ts).
  'POST /api/orders/checkout': {
    valid: () => {
      installTestCarts()
      return { as: 'customer', body: { idempotencyKey: newIdempotencyKey() } }
    },
    invalid: () => ({ as: 'customer', body: { idempotencyKey: newIdempotencyKey(), amount: 100 } }),
  },
  'GET /api/orders': { valid: () => ({ as: 'customer' }), invalid: () => ({ as: 'newcomer' }) },
  'GET /api/orders/{number}': {
    valid: async ({ payload, customer }) => ({
      as: 'customer',
      path: `/api/orders/${(await confirmedOrderOf(payload, customer.id)).number}`,
    }),
    invalid: () => ({ as: 'customer', path: '/api/orders/STH-261214-7K3M9Q2X' }),
  },
  'POST /api/orders/{number}/verify': {
    valid: async ({ payload, customer }) => {
      const { order, handler } = await paidOrder(payload, customer.id)
      return { as: 'customer', path: `/api/orders/${order.number}/verify`, body: handler }
    },
    invalid: async ({ payload, customer }) => {
      const { order, handler } = await paidOrder(payload, customer.id)
      return { as: 'customer', path: `/api/orders/${order.number}/verify`, body: { ...handler, razorpay_signature: 'f'.repeat(64) } }
    },
  },
  'POST /api/orders/{number}/cancel': {
    valid: async ({ payload, customer }) => {
      const order = await confirmedOrder(payload, customer.id)
      return { as: 'customer', path: `/api/orders/${order.number}/cancel`, body: { refundPaise: order.amountPaise } }
    },
    invalid: async ({ payload, customer }) => ({
      as: 'customer',
      path: `/api/orders/${(await confirmedOrderOf(payload, customer.id)).number}/cancel`,
      body: { refundPaise: -1 },
    }),
  },
  'POST /api/orders/{number}/reschedule': {
    valid: async ({ payload, customer }) => {
      const order = await confirmedOrder(payload, customer.id)
      const line = order.price.lines.find((l) => l.item.kind === 'day-pass')!
      return {
        as: 'customer',
        path: `/api/orders/${order.number}/reschedule`,
        body: { lineId: line.id, date: await workingDayAfter(line.item.kind === 'day-pass' ? line.item.date : inDays(10)) },
      }
    },
    invalid: async ({ payload, customer }) => ({
      as: 'customer',
      path: `/api/orders/${(await confirmedOrderOf(payload, customer.id)).number}/reschedule`,
      body: { lineId: 'day-pass:2026-12-14', date: '14/12/2026' },
    }),
  },
  'GET /api/orders/{number}/invoice': {
    valid: async ({ payload, customer }) => ({
      as: 'customer',
      path: `/api/orders/${(await confirmedOrderOf(payload, customer.id)).number}/invoice`,
    }),
    invalid: () => ({ as: 'customer', path: '/api/orders/STH-261214-7K3M9Q2X/invoice' }),
  },
  'GET /api/orders/{number}/calendar': {
    valid: async ({ payload, customer }) => ({
      as: 'customer',
      path: `/api/orders/${(await confirmedOrderOf(payload, customer.id)).number}/calendar`,
    }),
    invalid: () => ({ as: 'customer', path: '/api/orders/STH-261214-7K3M9Q2X/calendar' }),
  },
  'POST /api/payments/webhook': {
    valid: () => signedWebhook(),
    invalid: () => ({
      ...signedWebhook(),
      headers: { [WEBHOOK_EVENT_ID_HEADER]: `evt${Date.now()}`, [WEBHOOK_SIGNATURE_HEADER]: '0'.repeat(64) },
    }),
  },
  'GET /api/maps/place': {
    valid: async ({ payload }) => ({ as: 'anonymous', query: { place_id: (await firstBuilding(payload)).googlePlaceId! } }),
    invalid: () => ({ as: 'anonymous', query: { place_id: 'not a place id' } }),
  },
  'POST /api/catalogue/api/v1/products/type/details': {
    valid: () => ({ as: 'anonymous', body: { building_codes: ['BLR-IND-01'], type_list: ['DAY_PASS', 'CONFERENCE_ROOM'] } }),
    invalid: () => ({ as: 'anonymous', body: { building_codes: [], type_list: ['DAY_PASS'] } }),
  },
  'GET /api/v1/products': {
    valid: async ({ payload }) => ({
      as: 'anonymous',
      query: { building_ids: String((await firstBuilding(payload)).id), type: 'VIRTUAL_OFFICE' },
    }),
    invalid: () => ({ as: 'anonymous', query: { building_ids: 'twelve', type: 'VIRTUAL_OFFICE' } }),
  },
  'GET /api/stream-video': {
    valid: async ({ payload }) => ({ as: 'anonymous', query: { videoUrl: await libraryVideoUrl(payload) } }),
    invalid: () => ({ as: 'anonymous', query: { videoUrl: '/cms-api/media/file/no-such-video.mp4' } }),
  },
  'POST /api/leads': {
    valid: () => ({ as: 'anonymous', body: LEAD, headers: { 'x-forwarded-for': randomAddress() } }),
    invalid: () => ({ as: 'anonymous', body: { ...LEAD, email: 'not-an-email' } }),
  },
  'POST /api/analytics/collect': {
    valid: () => ({
      as: 'anonymous',
      body: { events: [{ event: 'page_view', page_type: 'Home', path: '/', properties: {}, occurred_at: new Date().toISOString() }] },
    }),
    invalid: () => ({ as: 'anonymous', body: { events: [] } }),
  },
  'POST /api/chat/messages': {
    valid: () => ({
      as: 'anonymous',
      body: { message: 'How much is a day pass in Pune?', page: '/pune' },
      headers: { 'x-forwarded-for': randomAddress() },
    }),
    invalid: () => ({ as: 'anonymous', body: { message: '' } }),
  },
  'GET /api/search-index': { valid: () => ({ as: 'anonymous' }), invalid: () => ({ as: 'anonymous', query: { verbose: '1' } }) },
  'GET /api/health': { valid: () => ({ as: 'anonymous' }), invalid: () => ({ as: 'anonymous', query: { verbose: '1' } }) },

  'POST /api/auth/email-otp/send-verification-otp': {
    // From an address of its own: the limit of codes per address must not depend on what ran before.
    valid: () => ({
      as: 'anonymous',
      body: { email: unique('contract'), type: 'sign-in' },
      headers: { 'x-forwarded-for': randomAddress() },
    }),
    invalid: () => ({ as: 'anonymous', body: { email: 'not-an-email', type: 'sign-in' } }),
  },
  'POST /api/auth/sign-in/email-otp': {
    valid: async ({ payload }) => {
      const email = unique('contract-sign-in')
      await authRequest('/email-otp/send-verification-otp', { email, type: 'sign-in' })
      return { as: 'anonymous', body: { email, otp: await latestCode(payload, email) } }
    },
    invalid: () => ({ as: 'anonymous', body: { email: unique('nobody'), otp: 12 } }),
  },
  'POST /api/auth/phone-number/send-otp': {
    valid: () => ({ as: 'anonymous', body: { phoneNumber: `+91${randomMobile()}` }, headers: { 'x-forwarded-for': randomAddress() } }),
    invalid: () => ({ as: 'anonymous', body: { phoneNumber: '12345' } }),
  },
  'POST /api/auth/phone-number/verify': {
    valid: async ({ payload }) => {
      const phone = randomMobile()
      await authRequest('/phone-number/send-otp', { phoneNumber: `+91${phone}` })
      return { as: 'anonymous', body: { phoneNumber: `+91${phone}`, code: await phoneCode(payload, phone) } }
    },
    invalid: () => ({ as: 'anonymous', body: { phoneNumber: `+91${randomMobile()}` } }),
  },

  'GET /api/customers/get-info': { valid: () => ({ as: 'customer' }), invalid: () => ({ as: 'anonymous' }) },
  'POST /api/customers/create': {
    // A newcomer of its own: the context's newcomer must stay without a profile.
    valid: async ({ payload }) => ({
      as: 'anonymous',
      headers: { cookie: (await signedIn(payload, 'rows-sign-up')).cookie },
      body: { name: 'Meera Iyer', phone: '98450 54321' },
    }),
    invalid: () => ({ as: 'newcomer', body: { name: 'R2D2', phone: '12345' } }),
  },
  'POST /api/customers/update': {
    valid: () => ({ as: 'customer', body: { companyName: 'Rao Analytics', gstin: '', designation: 'Founder', isWhatsappEnabled: true } }),
    invalid: () => ({ as: 'customer', body: { gstin: 'NOT-A-GSTIN' } }),
  },
  'POST /api/referral/create-referral-link': { valid: () => ({ as: 'customer' }), invalid: () => ({ as: 'anonymous' }) },
  'GET /api/ecom/api/v1/products/users/credits': {
    valid: () => ({ as: 'customer', query: { page: '1', limit: '5' } }),
    invalid: () => ({ as: 'customer', query: { page: '0' } }),
  },
  'GET /api/oms/api/loyalty/details': { valid: () => ({ as: 'customer' }), invalid: () => ({ as: 'anonymous' }) },
  'GET /api/v1/loyalty/feature-config': { valid: () => ({ as: 'customer' }), invalid: () => ({ as: 'anonymous' }) },
  'GET /api/contacts': { valid: () => ({ as: 'customer' }), invalid: () => ({ as: 'newcomer' }) },
  'POST /api/contacts': {
    valid: () => ({
      as: 'customer',
      body: { contacts: [{ name: 'Arjun Mehta', email: 'arjun.mehta@example.in', phone_number: '9812345678' }] },
    }),
    invalid: () => ({ as: 'customer', body: { contacts: [{ name: '', email: 'nope' }] } }),
  },
  'POST /api/ums/contacts/delete': {
    valid: async ({ payload, customer }) => {
      const member = await payload.create({
        collection: 'team-members',
        data: { customer: customer.id, name: 'Leaving Soon', countryCode: '+91' },
        overrideAccess: true,
        depth: 0,
      })
      return { as: 'customer', body: { contact_ids: [String(member.id)] } }
    },
    invalid: () => ({ as: 'customer', body: { contact_ids: [] } }),
  },
  'GET /api/cart': { valid: () => ({ as: 'customer' }), invalid: () => ({ as: 'anonymous' }) },
  'POST /api/cart/actions': {
    valid: async ({ payload }) => ({ as: 'customer', body: { type: 'building/choose', handle: (await firstBuilding(payload)).slug } }),
    invalid: () => ({ as: 'customer', body: { type: 'prices/set', prices: { totalEstimatedPrice: 1 } } }),
  },
  'POST /api/cart/merge': {
    valid: async ({ payload }) => ({
      as: 'customer',
      body: { buildingHandle: (await firstBuilding(payload)).slug, dates: [], bundles: [], loyaltyMembership: true, couponCode: null },
    }),
    invalid: () => ({ as: 'customer', body: { buildingHandle: null, dates: [], bundles: [], loyaltyMembership: true, price: 0 } }),
  },
  'GET /api/cart/billing-addresses': { valid: () => ({ as: 'customer' }), invalid: () => ({ as: 'anonymous' }) },
  'POST /api/cart/billing-addresses': {
    valid: () => ({ as: 'customer', body: BILLING_ADDRESS }),
    invalid: () => ({ as: 'customer', body: { ...BILLING_ADDRESS, isGSTAvailable: true, gstin: '27AAPFU0939F1ZV', companyName: 'Acme' } }),
  },
  'POST /api/cart/ready': {
    // A customer of its own: a cart ready to pay takes no more changes until it is paid.
    valid: async ({ payload }) => {
      const { cookie, id } = await freshCustomer(payload, 'rows-ready')
      const address = await payload.create({
        collection: 'billing-addresses',
        overrideAccess: true,
        depth: 0,
        data: {
          customer: id,
          first_name: 'Nisha Verma',
          address_line1: '1 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560001',
          phone_number: '9845012345',
        },
      })
      const { applyCartRequests } = await import('@/server/cart/apply-cart-action')
      const customer = await payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true })
      await applyCartRequests(customer, [
        { type: 'building/choose', handle: (await firstBuilding(payload)).slug! },
        { type: 'loyalty/add' },
      ])
      return { as: 'anonymous', headers: { cookie }, body: { billingAddressId: String(address.id) } }
    },
    invalid: () => ({ as: 'customer', body: { billingAddressId: '999999999' } }),
  },
  'GET /api/users/kyc/status': { valid: () => ({ as: 'customer' }), invalid: () => ({ as: 'anonymous' }) },
  'GET /api/visits/slots': {
    valid: () => ({ as: 'anonymous', query: { building: 'banyan-court-koramangala' } }),
    invalid: () => ({ as: 'anonymous', query: { building: 'banyan-court-koramangala', days: '99' } }),
  },
  'POST /api/visits': {
    valid: async ({ payload }) => {
      const { building, date, start } = await freeTourSlot(payload)
      return {
        as: 'anonymous',
        headers: { 'x-forwarded-for': randomAddress() },
        body: {
          building,
          date,
          start,
          name: 'Asha Verma',
          phone: '98450 67890',
          email: unique('visit'),
        },
      }
    },
    invalid: () => ({
      as: 'anonymous',
      body: { building: 'banyan-court-koramangala', date: '2027-01-05', start: '11:00', name: 'Asha', phone: '123', email: 'x' },
    }),
  },
  'GET /api/shop/conference-rooms': {
    valid: async ({ payload }) => {
      const { building, date } = await freeRoomSlot(payload)
      return { as: 'anonymous', query: { building, date } }
    },
    invalid: () => ({ as: 'anonymous', query: { building: 'meridian-tower-indiranagar', date: '2026-02-30' } }),
  },
  'POST /api/shop/check-for-booking': {
    valid: async ({ payload }) => ({ as: 'customer', body: await freeRoomSlot(payload) }),
    invalid: async ({ payload }) => ({ as: 'customer', body: { ...(await freeRoomSlot(payload)), start: '25:00' } }),
  },
  'GET /api/shop/holds': {
    valid: async ({ payload, customer }) => ({ as: 'customer', query: { reservationId: await placedHold(payload, customer.id) } }),
    invalid: () => ({ as: 'customer', query: { reservationId: 'HLD-doesnotexist' } }),
  },
  'DELETE /api/shop/holds': {
    valid: async ({ payload, customer }) => ({ as: 'customer', query: { reservationId: await placedHold(payload, customer.id) } }),
    invalid: () => ({ as: 'anonymous', query: { reservationId: 'HLD-doesnotexist' } }),
  },
  'GET /api/v1/amenities/wifi/details': { valid: () => ({ as: 'customer' }), invalid: () => ({ as: 'anonymous' }) },
}

/** Builds the Request for a row: the caller's cookie, our Origin (as the site's pages send it), JSON when there is a body. */
export function buildRequest(
  op: Pick<Operation, 'method' | 'path'>,
  row: RowRequest,
  ctx: Pick<RowContext, 'customer' | 'newcomer'>,
): Request {
  const url = new URL(row.path ?? op.path, ORIGIN)
  for (const [key, value] of Object.entries(row.query ?? {})) url.searchParams.append(key, value)
  const cookie = row.as === 'customer' ? ctx.customer.cookie : row.as === 'newcomer' ? ctx.newcomer.cookie : undefined
  const headers: Record<string, string> = {
    origin: ORIGIN,
    ...(cookie ? { cookie } : {}),
    ...(row.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...row.headers,
  }
  if (row.form) return new Request(url, { method: op.method.toUpperCase(), headers, body: row.form })
  return new Request(url, { method: op.method.toUpperCase(), headers, body: row.body === undefined ? undefined : JSON.stringify(row.body) })
}

export type RouteHandler = (request: Request) => Promise<Response>

export interface RouteFile {
  /** e.g. src/app/api/auth/[...all]/route.ts */
  file: string
  /** The URL path segments, e.g. ['api', 'auth', '[...all]']. */
  segments: string[]
}

/** Every route.ts under src/app/api. */
export function findRouteFiles(root = path.resolve('src/app/api')): RouteFile[] {
  const files: RouteFile[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'route.ts') {
        const relative = path.relative(path.resolve('src/app'), path.dirname(full))
        // Route groups ((site)) and private folders (_lib) are not part of the URL; _lib holds no routes anyway.
        files.push({ file: path.relative(process.cwd(), full), segments: relative.split(path.sep).filter((s) => !/^\(.*\)$/.test(s)) })
      }
    }
  }
  walk(root)
  return files.sort((a, b) => a.file.localeCompare(b.file))
}

/** Whether a route folder serves a path: static segments match exactly, [x] any one segment, [...x] the rest. */
export function routeServes(route: RouteFile, urlPath: string): boolean {
  const parts = urlPath.split('/').filter(Boolean)
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i]!
    if (segment.startsWith('[...')) return parts.length > i
    if (i >= parts.length) return false
    if (!(segment.startsWith('[') || segment === parts[i])) return false
  }
  return parts.length === route.segments.length
}

/** The route that serves a path: the one with more static segments wins, then the one with fewer dynamic ones (as in Next.js). */
export function routeFor(routes: readonly RouteFile[], urlPath: string): RouteFile | undefined {
  const matches = routes.filter((r) => routeServes(r, urlPath))
  const dynamicCount = (r: RouteFile) => r.segments.filter((s) => s.startsWith('[')).length
  const staticCount = (r: RouteFile) => r.segments.length - dynamicCount(r)
  return matches.sort((a, b) => staticCount(b) - staticCount(a) || dynamicCount(a) - dynamicCount(b))[0]
}
