import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Customer } from '@/payload-types'
import { applyCartRequests } from '@/server/cart/apply-cart-action'
import { startCheckout } from '@/server/orders/checkout'
import { DEMO_OPERATOR } from '../../scripts/seed/index'
import { handlerFor, publishedContract, type ListedOperation } from '../helpers/api-contract'
import {
  BILLING_ADDRESS,
  buildRequest,
  freeRoomSlot,
  placedHold,
  ROW_REQUESTS,
  rowContext,
  rowKey,
  type RowContext,
  type RowRequest,
} from '../helpers/api-rows'
import { confirmedOrder, installTestCarts, newIdempotencyKey, paidOrder } from '../helpers/orders'
import { testPayload } from '../helpers/payload'

// Access across every customer row (issue 20, item 6): two signed-up customers, Asha (the owner) and Bala (the other),
// and an operator of the CMS. For every row of the published contract that has security:
// - without a session it answers 401; the operator's CMS session (cookie and JWT header) is no customer session: 401;
// - Bala, aimed at what is Asha's (her order numbers, holds, team members, billing addresses, idempotency keys), is
//   refused (404, 400 or 409 as the row says), and on the rows about the caller alone Bala gets his own answer;
// - no answer to anyone but Asha carries what is hers (her email, phone, wifi password, team member, address, order
//   numbers, holds), and nothing of hers changes (every row of hers in the database, checksummed before and after);
// - Asha's own request to the same target then succeeds, so the refusal was about the owner, not a broken request.
// The rows come from the contract itself: a row with security and no entry in MATRIX below fails the test.

const { operations } = await publishedContract()
const secured = operations.filter((op) => op.published.security?.length)

let payload: Payload
/** Asha, who owns the things aimed at, and Bala, who aims at them. */
let asha: RowContext
let bala: RowContext
let ashaCustomer: Customer
/** The operator's CMS login token. */
let operatorToken: string
/** Text that is Asha's alone: no answer to someone else may contain it. */
const marks = new Set<string>()

/** What Bala (or the others) send for a row, and what Bala must get. */
interface Access {
  /** Bala's request (as: 'customer' is Bala); `mine` is the same target as Asha's request, when it differs. */
  request: RowRequest
  /** The statuses Bala may get. */
  bala: 'ok' | number | number[]
  /** Asha's request to the same target: it must succeed (sent after the checks). */
  mine?: RowRequest
}

type Arrange = () => Promise<Access>

/** A row about the caller alone: Bala's own valid request, answered as for anyone; nothing of Asha's in it. */
const self =
  (key: string): Arrange =>
  async () => ({ request: await ROW_REQUESTS[key]!.valid(bala), bala: 'ok' })

/** A row aimed at one of Asha's things by its own valid request for her (her order, her document): Bala, sending it
 * with his session, must be refused; Asha's own request must work. */
const theirs =
  (key: string, refusals: number[] = [400, 403, 404]): Arrange =>
  async () => {
    const request = await ROW_REQUESTS[key]!.valid(asha)
    // Bala's session, not the one a row's own request may carry.
    const headers = Object.fromEntries(Object.entries(request.headers ?? {}).filter(([name]) => name !== 'cookie'))
    const aimed: RowRequest = { ...request, as: 'customer', headers }
    return { request: aimed, bala: refusals, mine: aimed }
  }

/** Asha's confirmed order: its number and amount. */
async function ashaConfirmedOrder() {
  const order = await confirmedOrder(payload, asha.customer.id)
  marks.add(order.number)
  return order
}

async function ashaHold(): Promise<string> {
  const reference = await placedHold(payload, asha.customer.id)
  marks.add(reference)
  return reference
}

async function ashaTeamMember(): Promise<string> {
  const name = `Member ${randomUUID().slice(0, 8)}`
  marks.add(name)
  const member = await payload.create({
    collection: 'team-members',
    overrideAccess: true,
    depth: 0,
    data: { customer: asha.customer.id, name, email: `${name.replace(' ', '.').toLowerCase()}@example.in`, countryCode: '+91' },
  })
  return String(member.id)
}

async function ashaBillingAddress(): Promise<string> {
  const fullName = `Asha ${randomUUID().slice(0, 8)}`
  marks.add(fullName)
  const address = await payload.create({
    collection: 'billing-addresses',
    overrideAccess: true,
    depth: 0,
    data: {
      customer: asha.customer.id,
      first_name: fullName,
      address_line1: '7 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
      phone_number: '9845011111',
    },
  })
  return String(address.id)
}

const orderPath = (number: string, tail = '') => `/api/orders/${number}${tail}`

/** Every customer row of the contract, with what Bala aims at. A new customer row must be added here. */
const MATRIX: Record<string, Arrange> = {
  'GET /api/customers/get-info': self('GET /api/customers/get-info'),
  // Bala is signed up already: he cannot sign up again, not even with Asha's phone number.
  'POST /api/customers/create': async () => ({
    request: { as: 'customer', body: { name: 'Bala Subramanian', phone: ashaCustomer.phone } },
    bala: 409,
  }),
  'POST /api/customers/update': self('POST /api/customers/update'),
  'POST /api/referral/create-referral-link': self('POST /api/referral/create-referral-link'),
  'GET /api/ecom/api/v1/products/users/credits': self('GET /api/ecom/api/v1/products/users/credits'),
  'GET /api/oms/api/loyalty/details': self('GET /api/oms/api/loyalty/details'),
  'GET /api/v1/loyalty/feature-config': self('GET /api/v1/loyalty/feature-config'),
  'GET /api/contacts': self('GET /api/contacts'),
  'POST /api/contacts': self('POST /api/contacts'),
  // Ids that are not the caller's are ignored: Asha's team member stays.
  'POST /api/ums/contacts/delete': async () => {
    const body = { contact_ids: [await ashaTeamMember()] }
    return { request: { as: 'customer', body }, bala: 'ok', mine: { as: 'customer', body } }
  },
  // Choosing another slot releases the caller's previous hold, never someone else's.
  'POST /api/shop/check-for-booking': async () => {
    const body = { ...(await freeRoomSlot(payload)), replaces: await ashaHold() }
    return { request: { as: 'customer', body }, bala: 404, mine: { as: 'customer', body } }
  },
  'GET /api/shop/holds': async () => {
    const query = { reservationId: await ashaHold() }
    return { request: { as: 'customer', query }, bala: 404, mine: { as: 'customer', query } }
  },
  'DELETE /api/shop/holds': async () => {
    const query = { reservationId: await ashaHold() }
    return { request: { as: 'customer', query }, bala: 404, mine: { as: 'customer', query } }
  },
  'GET /api/users/kyc/status': self('GET /api/users/kyc/status'),
  'GET /api/v1/amenities/wifi/details': self('GET /api/v1/amenities/wifi/details'),
  'GET /api/cart': self('GET /api/cart'),
  // Asha's hold into Bala's cart: refused as a hold he does not have.
  'POST /api/cart/actions': async () => {
    const hold = await ashaHold()
    for (const who of [asha, bala]) {
      const customer = await payload.findByID({ collection: 'customers', id: who.customer.id, depth: 0, overrideAccess: true })
      await applyCartRequests(customer, [{ type: 'building/choose', handle: 'meridian-tower-indiranagar' }])
    }
    const body = { type: 'conference/hold', reservationId: hold }
    return { request: { as: 'customer', body }, bala: 400, mine: { as: 'customer', body } }
  },
  'POST /api/cart/merge': self('POST /api/cart/merge'),
  'GET /api/cart/billing-addresses': async () => {
    await ashaBillingAddress()
    return { request: { as: 'customer' }, bala: 'ok' }
  },
  'POST /api/cart/billing-addresses': async () => ({ request: { as: 'customer', body: BILLING_ADDRESS }, bala: 'ok' }),
  // Paying with Asha's billing address.
  'POST /api/cart/ready': async () => ({
    request: { as: 'customer', body: { billingAddressId: await ashaBillingAddress() } },
    bala: 404,
  }),
  // Asha's idempotency key: it names her order, which Bala must not get.
  'POST /api/orders/checkout': async () => {
    installTestCarts()
    const idempotencyKey = newIdempotencyKey()
    const { order } = await startCheckout(ashaCustomer, { idempotencyKey })
    marks.add(order.number)
    const body = { idempotencyKey }
    return { request: { as: 'customer', body }, bala: 409, mine: { as: 'customer', body } }
  },
  'GET /api/orders': async () => {
    await ashaConfirmedOrder()
    return { request: { as: 'customer' }, bala: 'ok' }
  },
  'GET /api/orders/{number}': async () => {
    const path = orderPath((await ashaConfirmedOrder()).number)
    return { request: { as: 'customer', path }, bala: 404, mine: { as: 'customer', path } }
  },
  // The handler's fields of Asha's paid order: Bala cannot have it checked (and confirmed) for her.
  'POST /api/orders/{number}/verify': async () => {
    const { order, handler } = await paidOrder(payload, asha.customer.id)
    marks.add(order.number)
    const request: RowRequest = { as: 'customer', path: orderPath(order.number, '/verify'), body: handler }
    return { request, bala: 404, mine: request }
  },
  'POST /api/orders/{number}/cancel': async () => {
    const order = await ashaConfirmedOrder()
    const request: RowRequest = { as: 'customer', path: orderPath(order.number, '/cancel'), body: { refundPaise: order.amountPaise } }
    return { request, bala: 404, mine: request }
  },
  'GET /api/orders/{number}/invoice': async () => {
    const path = orderPath((await ashaConfirmedOrder()).number, '/invoice')
    return { request: { as: 'customer', path }, bala: 404, mine: { as: 'customer', path } }
  },
  'POST /api/orders/{number}/reschedule': theirs('POST /api/orders/{number}/reschedule', [404]),
  // A logo upload of Bala's own.
  'POST /api/s3/route': self('POST /api/s3/route'),
  'GET /api/vo/document/get': self('GET /api/vo/document/get'),
  // Asha's virtual-office documents, by their ids.
  'GET /api/vo/document/vo-by-id': theirs('GET /api/vo/document/vo-by-id'),
  'GET /api/vo/document/verify-plan': theirs('GET /api/vo/document/verify-plan'),
  'GET /api/vo/document/verify-plan-by-id': theirs('GET /api/vo/document/verify-plan-by-id'),
  'PATCH /api/vo/document/company-details': theirs('PATCH /api/vo/document/company-details'),
  'PATCH /api/vo/document/add-company-kyc': theirs('PATCH /api/vo/document/add-company-kyc'),
  'PUT /api/nest-api/virtual-offices/add-unincorporated-company/{id}': theirs(
    'PUT /api/nest-api/virtual-offices/add-unincorporated-company/{id}',
  ),
  'PUT /api/nest-api/virtual-offices/roc-details/{id}': theirs('PUT /api/nest-api/virtual-offices/roc-details/{id}'),
  'PATCH /api/vo/document/complete-company-kyc': theirs('PATCH /api/vo/document/complete-company-kyc'),
  'PATCH /api/vo/document/reset': theirs('PATCH /api/vo/document/reset'),
  'PATCH /api/v1/virtual-offices/set-as-default': theirs('PATCH /api/v1/virtual-offices/set-as-default'),
  // Signing the agreement (issue 19): Bala aimed at Asha's document, sent or signed.
  'POST /api/vo/document/sign': theirs('POST /api/vo/document/sign'),
  'POST /api/docusign/sign': theirs('POST /api/docusign/sign'),
  'GET /api/vo/document/resend-notification': theirs('GET /api/vo/document/resend-notification'),
  'GET /api/vo/document/signing-view': theirs('GET /api/vo/document/signing-view'),
  'GET /api/vo/document/verify-signature': theirs('GET /api/vo/document/verify-signature'),
  'GET /api/docusign/verify-signature': theirs('GET /api/docusign/verify-signature'),
  'GET /api/vo/document/signed-agreement': theirs('GET /api/vo/document/signed-agreement'),
  'GET /api/vo/document/document-pack': theirs('GET /api/vo/document/document-pack'),
  'GET /api/orders/{number}/calendar': async () => {
    const path = orderPath((await ashaConfirmedOrder()).number, '/calendar')
    return { request: { as: 'customer', path }, bala: 404, mine: { as: 'customer', path } }
  },
}

beforeAll(async () => {
  payload = await testPayload()
  asha = await rowContext(payload)
  bala = await rowContext(payload)
  // Asha's own wifi password and her team member's name, so that answers can be searched for them.
  const wifiPassword = `wifi-${randomUUID()}`
  ashaCustomer = (await payload.update({
    collection: 'customers',
    id: asha.customer.id,
    overrideAccess: true,
    depth: 0,
    data: { wifi: { userName: `asha.${randomUUID().slice(0, 6)}`, password: wifiPassword } },
  })) as Customer
  for (const mark of [asha.customer.email, ashaCustomer.phone, wifiPassword, ashaCustomer.wifi?.userName]) if (mark) marks.add(mark)
  await ashaTeamMember()
  await ashaBillingAddress()
  const login = await payload.login({ collection: 'operators', data: { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password } })
  operatorToken = login.token!
}, 180_000)
afterAll(async () => {
  await payload.destroy()
})

/** Every row of Asha's in the database (her customer and login rows, what she owns, her orders' payments and
 * invoices), checksummed: one text that changes when any of them does. */
async function ashaState(): Promise<string> {
  // Every table with a customer_id column (billing addresses, credits, carts, orders, reservations, team members,
  // virtual-office documents, and whatever comes next).
  const { rows: tables } = await payload.db.pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'customer_id' ORDER BY 1`,
  )
  const owned = tables.map((t) => t.name)
  const ofOrders = ['payments', 'refunds', 'invoices', 'outbox_messages']
  const parts = [
    `SELECT 'customers' AS t, md5(x::text) AS h FROM customers x WHERE id = $1`,
    `SELECT 'user', md5(x::text) FROM auth."user" x WHERE id = (SELECT auth_user_id FROM customers WHERE id = $1)`,
    `SELECT 'account', md5(x::text) FROM auth.account x WHERE "userId" = (SELECT auth_user_id FROM customers WHERE id = $1)`,
    ...owned.map((table) => `SELECT '${table}', md5(x::text) FROM ${table} x WHERE customer_id = $1`),
    ...ofOrders.map(
      (table) => `SELECT '${table}', md5(x::text) FROM ${table} x WHERE order_id IN (SELECT id FROM orders WHERE customer_id = $1)`,
    ),
  ]
  const { rows } = await payload.db.pool.query<{ state: string }>(
    `SELECT count(*) || ':' || coalesce(string_agg(t || '=' || h, ',' ORDER BY t, h), '') AS state FROM (${parts.join(' UNION ALL ')}) s`,
    [asha.customer.id],
  )
  return rows[0]!.state
}

async function send(op: ListedOperation, row: RowRequest, as: RowContext, extra: Record<string, string> = {}) {
  const request = buildRequest(op, { ...row, headers: { ...row.headers, ...extra } }, as)
  const response = await (await handlerFor(op))(request)
  const type = response.headers.get('content-type') ?? ''
  // Text answers (JSON, calendars) are read; a PDF is read as latin1 so that its plain text can be searched too.
  const text = type.includes('pdf') ? Buffer.from(await response.arrayBuffer()).toString('latin1') : await response.text()
  return { status: response.status, text }
}

/** Asha's marks found in an answer, apart from those the request itself carried. */
function leaked(text: string, row: RowRequest): string[] {
  const sent = JSON.stringify(row)
  return [...marks].filter((mark) => text.includes(mark) && !sent.includes(mark))
}

describe('the access matrix', () => {
  it('has an entry for every customer row of the contract, and none for rows that are gone', () => {
    expect(secured.length).toBeGreaterThan(20)
    expect(
      secured.map(rowKey).filter((key) => !MATRIX[key]),
      'Add these rows to MATRIX',
    ).toEqual([])
    expect(Object.keys(MATRIX).filter((key) => !secured.some((op) => rowKey(op) === key))).toEqual([])
  })
})

describe.each(secured.map((op) => [rowKey(op), op] as const))('%s', (key, op) => {
  it('answers 401 to no session and to an operator, refuses the other customer, and changes nothing of the owner', async () => {
    const arrange = MATRIX[key]
    if (!arrange) return // reported by the coverage test above
    const access = await arrange()
    const before = await ashaState()

    // No session: no cookie, no bearer token (the cookie a row's own request may carry is dropped too).
    const anonymous = await send(op, { ...access.request, as: 'anonymous' }, bala, { cookie: '' })
    expect(anonymous.status, anonymous.text.slice(0, 300)).toBe(401)

    // The operator's CMS session, as a cookie and as Payload's JWT header: not a customer's.
    const operator = await send(op, { ...access.request, as: 'anonymous' }, bala, {
      cookie: `payload-token=${operatorToken}`,
      authorization: `JWT ${operatorToken}`,
    })
    expect(operator.status, operator.text.slice(0, 300)).toBe(401)
    expect(leaked(operator.text, access.request)).toEqual([])

    // Bala, aimed at what is Asha's.
    const other = await send(op, access.request, bala)
    if (access.bala === 'ok') expect(other.status, other.text.slice(0, 300)).toBeLessThan(300)
    else expect([access.bala].flat(), other.text.slice(0, 300)).toContain(other.status)
    expect(leaked(other.text, access.request), `${key} showed Bala what is Asha's`).toEqual([])

    expect(await ashaState(), `${key} changed what is Asha's`).toBe(before)

    // Asha herself, to the same target: it works, so the refusal above was about whose it is.
    if (access.mine) {
      const mine = await send(op, access.mine, asha)
      expect(mine.status, mine.text.slice(0, 300)).toBeLessThan(300)
    }
  })
})
