import ICAL from 'ical.js'
import type { Payload } from 'payload'
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { GET as calendarGet } from '@/app/api/orders/[number]/calendar/route'
import { POST as cancelPost } from '@/app/api/orders/[number]/cancel/route'
import { GET as invoiceGet } from '@/app/api/orders/[number]/invoice/route'
import { GET as orderGet } from '@/app/api/orders/[number]/route'
import { POST as verifyPost } from '@/app/api/orders/[number]/verify/route'
import { POST as checkoutPost } from '@/app/api/orders/checkout/route'
import { GET as ordersGet } from '@/app/api/orders/route'
import { POST as webhookPost } from '@/app/api/payments/webhook/route'
import { addDaysToDate, isWeekend } from '@/domain/calendar/business-date'
import { paise } from '@/domain/money'
import { sandboxCredentials, type WebhookDelivery } from '@/integrations/payments'
import type { Customer } from '@/payload-types'
import { env } from '@/server/env'
import { setCheckoutCartSource } from '@/server/orders/checkout-cart'
import { listHolidays } from '@/server/calendar/list-holidays'
import { SlotTakenError } from '@/server/bookings/errors'
import { placeHold } from '@/server/bookings/place-hold'
import { applyCartAction } from '@/server/cart/apply-cart-action'
import { loadCart } from '@/server/cart/cart-store'
import { findCartBuildingByHandle } from '@/server/cart/find-cart-building'
import { startCheckout } from '@/server/orders/checkout'
import { ORDER_NOT_FOUND_MESSAGE, verifyPayment } from '@/server/orders/customer-orders'
import { standInHooks, setConfirmationHooks } from '@/server/orders/confirmation-hooks'
import { setSandboxDelivery, sandboxGateway } from '@/server/payments/gateway'
import { sendOrderEmail } from '@/server/orders/emails'
import { EXPIRED_OUTCOME } from '@/server/orders/expire-orders'
import { expireUnpaidOrders, processRefund } from '@/server/payments/refunds'
import { applyWebhookEvent, receiveWebhook } from '@/server/payments/webhooks'
import { ORIGIN, signInByEmail, signUpCustomer } from '../helpers/customers'
import {
  ensureTestGstRegistration,
  inDays,
  installTestCarts,
  newIdempotencyKey,
  testCart,
  testCarts,
  withGstinCheck,
} from '../helpers/orders'
import { testPayload } from '../helpers/payload'
import { POST as createCustomerPost } from '@/app/api/customers/create/route'
import { GET as sheetGet, POST as sheetPost } from '@/app/sandbox-gateway/pay/route'
import { GET as healthGet } from '@/app/api/health/route'
import { POST as sandboxRestPost } from '@/app/api/sandbox-gateway/v1/[...path]/route'
import { SESSION_MESSAGE } from '@/server/customers/require-customer'
import { pdfText } from '../helpers/pdf-text'

// Orders and payments against the real database, through the built-in sandbox gateway (Razorpay's protocol): the
// webhook is the truth, stored once and applied by a job; confirmation is one transaction with a gapless invoice
// serial; a booking that cannot be confirmed is refunded once with an idempotency key; checkout makes one order per
// key from the server's price. Webhook deliveries and their application are taken from the job queue and run here.

const RECIPIENT_GSTIN = withGstinCheck('29AABCT9876M1Z')

let payload: Payload
/** Our registration in Karnataka (seeded, or made by the helper). */
let supplierGstin: string
const carts = testCarts
const cartWith = testCart

let counter = 0
async function newCustomer(name = 'Asha Rao', gstin: string | null = null): Promise<Customer> {
  counter++
  return payload.create({
    collection: 'customers',
    data: {
      name,
      email: `orders.${Date.now()}.${counter}@example.in`,
      phone: '9845012345',
      userUid: `uid-orders-${Date.now()}-${counter}`,
      ...(gstin ? { profile: { gstin, companyName: 'Tarang Labs Pvt Ltd' } } : {}),
    } as never,
  }) as Promise<Customer>
}

const key = newIdempotencyKey

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await payload.db.pool.query(text, values)).rows as T[]
}

/** The webhooks the sandbox owes, taken off the job queue (in the order it planned them). */
async function takeDeliveries(): Promise<WebhookDelivery[]> {
  const rows = await query<{ data: { eventId: string; event: string; body: string; signature: string; order: number } }>(
    `DELETE FROM pgboss.job WHERE name = 'sandbox-webhook-delivery' AND state < 'active' RETURNING data, created_on`,
  )
  return rows
    .map((r) => r.data)
    .sort((a, b) => a.order - b.order)
    .map((d) => ({ eventId: d.eventId, event: d.event, body: d.body, signature: d.signature, createdAt: new Date() }))
}

/** Runs the stored events' 'payment-webhook' jobs (taken off the queue), one after another or all at once. */
async function applyStoredEvents(options: { concurrently?: boolean } = {}): Promise<string[]> {
  const rows = await query<{ data: { eventId: string } }>(
    `DELETE FROM pgboss.job WHERE name = 'payment-webhook' AND state < 'active' RETURNING data`,
  )
  if (options.concurrently) return Promise.all(rows.map((r) => applyWebhookEvent(r.data.eventId)))
  const outcomes: string[] = []
  for (const r of rows) outcomes.push(await applyWebhookEvent(r.data.eventId))
  return outcomes
}

/** Runs the queued 'order-email' jobs (taken off the queue), twice each: the second run sends nothing. */
async function sendQueuedEmails(): Promise<string[]> {
  const rows = await query<{ data: { orderId: number; kind: 'confirmation' | 'refund' } }>(
    `DELETE FROM pgboss.job WHERE name = 'order-email' AND state < 'active' RETURNING data`,
  )
  const outcomes: string[] = []
  for (const r of rows) outcomes.push(await sendOrderEmail(r.data.orderId, r.data.kind), await sendOrderEmail(r.data.orderId, r.data.kind))
  return outcomes
}

function webhookRequest(delivery: Pick<WebhookDelivery, 'eventId' | 'body' | 'signature'>, override: Record<string, string | null> = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  const signature = 'x-razorpay-signature' in override ? override['x-razorpay-signature'] : delivery.signature
  const eventId = 'x-razorpay-event-id' in override ? override['x-razorpay-event-id'] : delivery.eventId
  if (signature) headers['x-razorpay-signature'] = signature
  if (eventId) headers['x-razorpay-event-id'] = eventId
  return new Request(`${ORIGIN}/api/payments/webhook`, { method: 'POST', headers, body: delivery.body })
}

async function deliverAll(deliveries: WebhookDelivery[]): Promise<void> {
  for (const d of deliveries)
    expect((await receiveWebhook({ rawBody: d.body, signature: d.signature, eventId: d.eventId })).status).toBe(200)
}

/** Checkout, pay on the sandbox sheet, deliver its webhooks and apply them. */
async function buyAndPay(customer: Customer, cart = cartWith()) {
  carts.set(customer.id, cart)
  const { order } = await startCheckout(customer, { idempotencyKey: key() })
  const paid = await sandboxGateway().pay(order.gatewayOrderId!, { outcome: 'succeed', method: 'upi' })
  if (!paid.ok) throw new Error('The sandbox did not take the payment')
  return { order, handler: paid.handler }
}

async function orderRow(number: string) {
  return (
    await query<{ id: number; status: string; amount_paise: string; outcome: string | null }>('SELECT * FROM orders WHERE number = $1', [
      number,
    ])
  )[0]!
}

beforeAll(async () => {
  payload = await testPayload()
  await ensureTestGstRegistration(payload)
  const { docs } = await payload.find({ collection: 'gst-registrations', where: { stateIsoCode: { equals: 'KA' } }, depth: 0 })
  supplierGstin = docs[0]!.gstin
  installTestCarts()
})

beforeEach(async () => {
  setSandboxDelivery('in-order')
  setConfirmationHooks(undefined)
  await takeDeliveries()
  await applyStoredEvents()
  // Emails of earlier tests' orders are not this test's business (each renders a PDF).
  await query(`DELETE FROM pgboss.job WHERE name = 'order-email' AND state < 'active'`)
})

afterAll(async () => {
  setCheckoutCartSource(undefined)
  setSandboxDelivery(undefined)
  await payload.destroy()
})

describe('checkout', () => {
  it('makes one order for one idempotency key, however often and concurrently it is sent', async () => {
    const customer = await newCustomer()
    carts.set(customer.id, cartWith())
    const k = key()
    const answers = await Promise.all(Array.from({ length: 5 }, () => startCheckout(customer, { idempotencyKey: k })))
    expect(new Set(answers.map((a) => a.order.number)).size).toBe(1)
    expect(new Set(answers.map((a) => a.order.gatewayOrderId)).size).toBe(1)
    expect(answers.filter((a) => a.created)).toHaveLength(1)
    expect(await query('SELECT id FROM orders WHERE idempotency_key = $1', [k])).toHaveLength(1)
    expect(answers[0]!.session!.options.amount).toBe(answers[0]!.order.amountPaise)
    expect(answers[0]!.session!.options.order_id).toBe(answers[0]!.order.gatewayOrderId)
  })

  it("keeps the server's amount whatever the browser's cart says", async () => {
    const customer = await newCustomer()
    carts.set(customer.id, cartWith({ people: 2, tamper: true }))
    const { order } = await startCheckout(customer, { idempotencyKey: key() })
    // 2 × ₹499 + 18% GST.
    expect(order.amountPaise).toBe(2 * 588_82)
    const gatewayOrder = await sandboxGateway().fetchOrder(order.gatewayOrderId!)
    expect(gatewayOrder.status).toBe(200)
    if (gatewayOrder.status === 200) {
      expect(gatewayOrder.body.amount).toBe(2 * 588_82)
      expect(gatewayOrder.body.receipt).toBe(order.number)
    }
  })

  it('prices again at checkout: a price change after the cart was priced is the price paid', async () => {
    const customer = await newCustomer()
    const cart = cartWith()
    cart.totalEstimatedPrice = paise(400_00)
    carts.set(customer.id, cart)
    const { order } = await startCheckout(customer, { idempotencyKey: key() })
    expect(order.amountPaise).toBe(588_82)
  })
})

describe('the webhook', () => {
  it('replayed 100 times at once: stored once, one confirmed order, one invoice', async () => {
    const customer = await newCustomer()
    const { order } = await buyAndPay(customer)
    const deliveries = await takeDeliveries()
    expect(deliveries.map((d) => d.event)).toEqual(['payment.authorized', 'payment.captured', 'order.paid'])
    const captured = deliveries[1]!
    const answers = await Promise.all(Array.from({ length: 100 }, () => webhookPost(webhookRequest(captured))))
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200))
    expect(await query('SELECT id FROM webhook_events WHERE event_id = $1', [captured.eventId])).toHaveLength(1)
    // The job itself run 100 times at once changes the order once.
    await Promise.all(Array.from({ length: 100 }, () => applyWebhookEvent(captured.eventId)))
    await applyStoredEvents()
    expect((await orderRow(order.number)).status).toBe('confirmed')
    expect(await query('SELECT id FROM invoices WHERE order_id = $1', [order.id])).toHaveLength(1)
    const events = await query<{ applied_at: Date | null }>('SELECT applied_at FROM webhook_events WHERE event_id = $1', [captured.eventId])
    expect(events[0]!.applied_at).not.toBeNull()
  })

  it('out of order and twice (the sandbox test switch): the same end state as in order', async () => {
    const inOrder = await buyAndPay(await newCustomer())
    await deliverAll(await takeDeliveries())
    await applyStoredEvents()

    setSandboxDelivery('chaos')
    const chaotic = await buyAndPay(await newCustomer())
    const deliveries = await takeDeliveries()
    expect(deliveries).toHaveLength(6)
    expect(deliveries[0]!.event).toBe('order.paid')
    await deliverAll(deliveries)
    await applyStoredEvents({ concurrently: true })

    for (const { order } of [inOrder, chaotic]) {
      expect((await orderRow(order.number)).status).toBe('confirmed')
      expect(await query('SELECT id FROM invoices WHERE order_id = $1', [order.id])).toHaveLength(1)
      const payments = await query<{ status: string }>('SELECT status FROM payments WHERE order_id = $1', [order.id])
      expect(payments.map((p) => p.status)).toEqual(['captured'])
    }
  })

  it('refuses a bad or missing signature (or event id) with 400 and stores nothing', async () => {
    const { order } = await buyAndPay(await newCustomer())
    const [delivery] = await takeDeliveries()
    const before = (await query('SELECT id FROM webhook_events')).length
    const tampered = { ...delivery!, body: delivery!.body.replace(/"amount":\d+/, '"amount":100') }
    for (const request of [
      webhookRequest(delivery!, { 'x-razorpay-signature': null }),
      webhookRequest(delivery!, { 'x-razorpay-signature': 'a'.repeat(64) }),
      webhookRequest(delivery!, { 'x-razorpay-signature': 'not hex' }),
      webhookRequest(tampered),
      webhookRequest(delivery!, { 'x-razorpay-event-id': null }),
    ]) {
      const answer = await webhookPost(request)
      expect(answer.status).toBe(400)
    }
    expect(await query('SELECT id FROM webhook_events')).toHaveLength(before)
    expect(await query('SELECT id FROM pgboss.job WHERE name = $1 AND state < $2', ['payment-webhook', 'active'])).toHaveLength(0)
    expect((await orderRow(order.number)).status).toBe('created')
  })

  it('50 confirmations at once take 50 distinct, consecutive invoice numbers', async () => {
    const customers = await Promise.all(Array.from({ length: 50 }, () => newCustomer()))
    const orders = []
    for (const customer of customers) orders.push((await buyAndPay(customer)).order)
    await deliverAll(await takeDeliveries())
    const before = await query<{ max: number | null }>('SELECT max(sequence) AS max FROM invoices')
    await applyStoredEvents({ concurrently: true })
    const invoices = await query<{ serial: string; sequence: string }>(
      'SELECT serial, sequence FROM invoices WHERE order_id = ANY($1) ORDER BY sequence',
      [orders.map((o) => o.id)],
    )
    expect(invoices).toHaveLength(50)
    expect(new Set(invoices.map((i) => i.serial)).size).toBe(50)
    const first = Number(before[0]!.max ?? 0) + 1
    expect(invoices.map((i) => Number(i.sequence))).toEqual(Array.from({ length: 50 }, (_, i) => first + i))
    for (const invoice of invoices) expect(invoice.serial).toMatch(/^STH\/\d{4}\/\d{6}$/)
  })
})

describe('a booking that cannot be confirmed', () => {
  it('a hold that lapsed before the payment: refunded in full once, with an idempotency key', async () => {
    const customer = await newCustomer()
    let refundCalls = 0
    const gateway = sandboxGateway()
    const { order } = await buyAndPay(customer, cartWith({ holdExpiresAt: new Date(Date.now() - 60_000).toISOString() }))
    await deliverAll(await takeDeliveries())
    await applyStoredEvents({ concurrently: true })
    expect((await orderRow(order.number)).status).toBe('refund_pending')
    const refunds = await query<{ id: number; idempotency_key: string; amount_paise: string; reason: string }>(
      'SELECT id, idempotency_key, amount_paise, reason FROM refunds WHERE order_id = $1',
      [order.id],
    )
    expect(refunds).toHaveLength(1)
    expect(refunds[0]!.reason).toBe('not-confirmable')
    expect(refunds[0]!.idempotency_key).toMatch(/^pay_\w+-refund$/)
    expect(Number(refunds[0]!.amount_paise)).toBe(order.amountPaise)
    expect(await query('SELECT id FROM invoices WHERE order_id = $1', [order.id])).toHaveLength(0)

    // The refund job, run twice (a retry after the gateway answered): one refund at the gateway.
    await Promise.all([processRefund(refunds[0]!.id), processRefund(refunds[0]!.id)])
    await processRefund(refunds[0]!.id)
    const payment = (
      await query<{ gateway_payment_id: string }>('SELECT gateway_payment_id FROM payments WHERE order_id = $1', [order.id])
    )[0]!
    const atGateway = await gateway.listRefunds(payment.gateway_payment_id)
    if (atGateway.status === 200) refundCalls = atGateway.body.count
    expect(refundCalls).toBe(1)
    await deliverAll(await takeDeliveries())
    await applyStoredEvents()
    const row = await orderRow(order.number)
    expect(row.status).toBe('refunded')
    expect(row.outcome).toMatch(/hold ran out/)
  })

  it('a hook that cannot confirm leaves nothing of the confirmation behind', async () => {
    setConfirmationHooks({
      ...standInHooks,
      confirmHolds: async () => ({ ok: false, reason: 'slot-taken', message: 'The slot was taken.' }),
    })
    const { order } = await buyAndPay(await newCustomer())
    await deliverAll(await takeDeliveries())
    await applyStoredEvents()
    expect((await orderRow(order.number)).status).toBe('refund_pending')
    expect(await query('SELECT id FROM refunds WHERE order_id = $1', [order.id])).toHaveLength(1)
  })
})

describe('compatibility with the official razorpay package', () => {
  it("validatePaymentVerification and validateWebhookSignature accept the sandbox's signatures", async () => {
    const credentials = sandboxCredentials(env().PAYLOAD_SECRET)
    const { order, handler } = await buyAndPay(await newCustomer())
    expect(
      validatePaymentVerification(
        { order_id: order.gatewayOrderId!, payment_id: handler.razorpay_payment_id },
        handler.razorpay_signature,
        credentials.keySecret,
      ),
    ).toBe(true)
    const deliveries = await takeDeliveries()
    for (const d of deliveries) expect(validateWebhookSignature(d.body, d.signature, credentials.webhookSecret)).toBe(true)
    expect(validateWebhookSignature(deliveries[0]!.body + ' ', deliveries[0]!.signature, credentials.webhookSecret)).toBe(false)
  })
})

describe('the customer rows', () => {
  type Handler = (request: Request) => Promise<Response>
  const call = (handler: Handler, path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) =>
    handler(
      new Request(`${ORIGIN}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          origin: ORIGIN,
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    )

  async function signedUp(name: string): Promise<{ cookie: string; customer: Customer }> {
    const email = `orders.rows.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`
    const { cookie } = await signInByEmail(payload, email)
    const created = await call(createCustomerPost, '/api/customers/create', {
      method: 'POST',
      cookie,
      body: { name, phone: '98450 12345' },
    })
    expect(created.status).toBe(201)
    const { docs } = await payload.find({ collection: 'customers', where: { email: { equals: email } }, depth: 0 })
    await payload.update({
      collection: 'customers',
      id: docs[0]!.id,
      data: { profile: { gstin: RECIPIENT_GSTIN, companyName: 'Tarang Labs Pvt Ltd' } },
    })
    return { cookie, customer: (await payload.findByID({ collection: 'customers', id: docs[0]!.id })) as Customer }
  }

  it('checkout, verify, the order, its invoice and calendar; 401 without a session; other customers refused', async () => {
    const asha = await signedUp('Asha Rao')
    const ravi = await signedUp('Ravi Kumar')
    carts.set(asha.customer.id, cartWith({ people: 2 }))

    for (const [handler, path, method] of [
      [checkoutPost, '/api/orders/checkout', 'POST'],
      [ordersGet, '/api/orders', 'GET'],
      [orderGet, '/api/orders/STH-261214-7K3M9Q2X', 'GET'],
      [verifyPost, '/api/orders/STH-261214-7K3M9Q2X/verify', 'POST'],
      [cancelPost, '/api/orders/STH-261214-7K3M9Q2X/cancel', 'POST'],
      [invoiceGet, '/api/orders/STH-261214-7K3M9Q2X/invoice', 'GET'],
      [calendarGet, '/api/orders/STH-261214-7K3M9Q2X/calendar', 'GET'],
    ] as const)
      expect((await call(handler, path, { method, ...(method === 'POST' ? { body: {} } : {}) })).status).toBe(401)

    expect(
      (
        await call(checkoutPost, '/api/orders/checkout', {
          method: 'POST',
          cookie: asha.cookie,
          body: { idempotencyKey: key(), amount: 1 },
        })
      ).status,
    ).toBe(400)
    const checkout = await call(checkoutPost, '/api/orders/checkout', {
      method: 'POST',
      cookie: asha.cookie,
      body: { idempotencyKey: key() },
    })
    expect(checkout.status).toBe(201)
    const { order, checkout: options } = (await checkout.json()) as {
      order: { number: string; amountPaise: number }
      checkout: { options: { order_id: string } }
    }
    expect(order.amountPaise).toBe(2 * 588_82)

    const paid = await sandboxGateway().pay(options.options.order_id, { outcome: 'succeed', method: 'card' })
    if (!paid.ok) throw new Error('not paid')
    const forged = { ...paid.handler, razorpay_signature: 'f'.repeat(64) }
    expect(
      (await call(verifyPost, `/api/orders/${order.number}/verify`, { method: 'POST', cookie: asha.cookie, body: forged })).status,
    ).toBe(400)
    expect(
      (await call(verifyPost, `/api/orders/${order.number}/verify`, { method: 'POST', cookie: ravi.cookie, body: paid.handler })).status,
    ).toBe(404)
    const verified = await call(verifyPost, `/api/orders/${order.number}/verify`, {
      method: 'POST',
      cookie: asha.cookie,
      body: paid.handler,
    })
    expect(verified.status).toBe(200)
    const confirmed = (await verified.json()) as { status: string; invoiceSerial: string; breakup: { gst: { label: string }[] } }
    expect(confirmed.status).toBe('confirmed')
    expect(confirmed.invoiceSerial).toMatch(/^STH\//)
    expect(confirmed.breakup.gst.map((g) => g.label)).toEqual(['CGST 9%', 'SGST 9%'])
    // The webhooks that follow change nothing.
    await deliverAll(await takeDeliveries())
    await applyStoredEvents()
    expect((await orderRow(order.number)).status).toBe('confirmed')

    // The confirmation email, once, with the invoice PDF and the calendar invite attached.
    expect(await sendQueuedEmails()).toEqual(['queued order-confirmation', 'already sent'])
    const emails = await query<{ subject: string; body: string; attachments: { filename: string; contentType: string }[] }>(
      "SELECT subject, body, attachments FROM outbox_messages WHERE kind = 'order-confirmation' AND order_id = (SELECT id FROM orders WHERE number = $1)",
      [order.number],
    )
    expect(emails).toHaveLength(1)
    expect(emails[0]!.subject).toContain(order.number)
    expect(emails[0]!.body).toContain('IST')
    expect(emails[0]!.attachments.map((a) => a.contentType)).toEqual(['application/pdf', 'text/calendar; method=REQUEST'])

    for (const [handler, path] of [
      [orderGet, `/api/orders/${order.number}`],
      [invoiceGet, `/api/orders/${order.number}/invoice`],
      [calendarGet, `/api/orders/${order.number}/calendar`],
    ] as const)
      expect((await call(handler, path, { cookie: ravi.cookie })).status).toBe(404)
    const list = (await (await call(ordersGet, '/api/orders', { cookie: ravi.cookie })).json()) as { data: unknown[] }
    expect(list.data).toHaveLength(0)
    const mine = (await (await call(ordersGet, '/api/orders', { cookie: asha.cookie })).json()) as { data: { number: string }[] }
    expect(mine.data.map((o) => o.number)).toEqual([order.number])

    // The invoice PDF, read back with a PDF library.
    const pdfAnswer = await call(invoiceGet, `/api/orders/${order.number}/invoice`, { cookie: asha.cookie })
    expect(pdfAnswer.status).toBe(200)
    expect(pdfAnswer.headers.get('content-type')).toBe('application/pdf')
    const text = await pdfText(new Uint8Array(await pdfAnswer.arrayBuffer()))
    for (const expected of [
      supplierGstin,
      RECIPIENT_GSTIN,
      '997212',
      'CGST',
      'SGST',
      confirmed.invoiceSerial,
      '1,177.64',
      '998.00',
      '89.82',
    ])
      expect(text).toContain(expected)

    // The calendar invite, parsed with an iCalendar parser: the times are 09:00 to 19:00 in India.
    const icsAnswer = await call(calendarGet, `/api/orders/${order.number}/calendar`, { cookie: asha.cookie })
    expect(icsAnswer.status).toBe(200)
    const calendar = new ICAL.Component(ICAL.parse(await icsAnswer.text()))
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    const date = cartWith().dayPassItemsArray[0]!.date
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(`${date}T09:00:00+05:30`).toISOString())
    expect(event.endDate.toJSDate().toISOString()).toBe(new Date(`${date}T19:00:00+05:30`).toISOString())
    expect(event.description).toContain('IST')
    expect(event.location).toContain('Koramangala')

    // Cancel: the refund shown first must be the refund made (10 days ahead: the free tier).
    const shown = (await (await call(orderGet, `/api/orders/${order.number}`, { cookie: asha.cookie })).json()) as {
      cancellation: { quote: { refundPaise: number; cancellable: boolean } }
    }
    expect(shown.cancellation.quote).toMatchObject({ cancellable: true, refundPaise: 2 * 588_82 })
    expect(
      (
        await call(cancelPost, `/api/orders/${order.number}/cancel`, {
          method: 'POST',
          cookie: ravi.cookie,
          body: { refundPaise: 2 * 588_82 },
        })
      ).status,
    ).toBe(404)
    expect(
      (await call(cancelPost, `/api/orders/${order.number}/cancel`, { method: 'POST', cookie: asha.cookie, body: { refundPaise: 1 } }))
        .status,
    ).toBe(409)
    const cancelled = await call(cancelPost, `/api/orders/${order.number}/cancel`, {
      method: 'POST',
      cookie: asha.cookie,
      body: { refundPaise: 2 * 588_82 },
    })
    expect(cancelled.status).toBe(200)
    expect(((await cancelled.json()) as { status: string }).status).toBe('refund_pending')
    // One cancellation email (the refused attempts above sent nothing), with the calendar's cancellation of the same
    // event: METHOD:CANCEL, STATUS:CANCELLED, the invite's UID and a later SEQUENCE, read by an iCalendar parser.
    const cancellationEmails = await query<{ to: string; body: string; attachments: { contentType: string; contentBase64: string }[] }>(
      `SELECT "to", body, attachments FROM outbox_messages WHERE order_id = (SELECT id FROM orders WHERE number = $1) AND kind = 'order-cancellation'`,
      [order.number],
    )
    expect(cancellationEmails).toHaveLength(1)
    expect(cancellationEmails[0]!.to).toBe(asha.customer.email)
    expect(cancellationEmails[0]!.body).toContain('A refund of ₹1,177.64 has been requested')
    const cancelIcs = cancellationEmails[0]!.attachments.find((a) => a.contentType === 'text/calendar; method=CANCEL')!
    const cancelCalendar = new ICAL.Component(ICAL.parse(Buffer.from(cancelIcs.contentBase64, 'base64').toString('utf8')))
    expect(cancelCalendar.getFirstPropertyValue('method')).toBe('CANCEL')
    const cancelEvent = new ICAL.Event(cancelCalendar.getFirstSubcomponent('vevent')!)
    expect(cancelEvent.uid).toBe(event.uid)
    expect(cancelEvent.sequence).toBeGreaterThan(event.sequence)
    expect(cancelEvent.component.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(cancelEvent.startDate.toJSDate().toISOString()).toBe(event.startDate.toJSDate().toISOString())
    const refund = (
      await query<{ id: number }>('SELECT id FROM refunds WHERE order_id = (SELECT id FROM orders WHERE number = $1)', [order.number])
    )[0]!
    await processRefund(refund.id)
    await deliverAll(await takeDeliveries())
    await applyStoredEvents()
    expect((await orderRow(order.number)).status).toBe('refunded')
    expect(await sendQueuedEmails()).toEqual(['queued order-refund', 'already sent'])
  })
})

/** The sandbox sheet's page and its pay call, as the checkout frame sends them (with the customer's cookie, if any). */
const openSheet = (orderId: string, cookie?: string) =>
  sheetGet(new Request(`${ORIGIN}/sandbox-gateway/pay?order_id=${orderId}&description=Day%20pass`, { headers: cookie ? { cookie } : {} }))
const paySheet = (orderId: string, outcome: string, cookie?: string) =>
  sheetPost(
    new Request(`${ORIGIN}/sandbox-gateway/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ order_id: orderId, outcome, method: 'card' }),
    }),
  )

/** A customer who can sign in: the session cookie and the customer row. */
const signedUpCustomer = () => signUpCustomer(payload, `sheet.${Date.now()}.${++counter}@example.in`, 'Asha Rao')

describe('the sandbox payment sheet', () => {
  it('shows UPI with a QR code and an intent link, card and netbanking, and Succeed, Fail and Close', async () => {
    const { customer, cookie } = await signedUpCustomer()
    carts.set(customer.id, cartWith())
    const { order } = await startCheckout(customer, { idempotencyKey: key() })
    const page = await openSheet(order.gatewayOrderId!, cookie)
    expect(page.status).toBe(200)
    const html = await page.text()
    for (const expected of ['<svg', 'upi://pay?', '>Card<', '>Netbanking<', '>Succeed<', '>Fail<', '>Close<', '₹588.82'])
      expect(html).toContain(expected)
    expect((await openSheet('order_Unknown000001', cookie)).status).toBe(404)

    const pay = (outcome: string) => paySheet(order.gatewayOrderId!, outcome, cookie)
    const failed = (await (await pay('fail')).json()) as { failure: { error: { description: string } } }
    expect(failed.failure.error.description).toBeTruthy()
    await deliverAll(await takeDeliveries())
    await applyStoredEvents()
    const afterFailure = await orderRow(order.number)
    expect(afterFailure.status).toBe('failed')
    expect(afterFailure.outcome).toMatch(/Your cart is kept/)
    const succeeded = (await (await pay('succeed')).json()) as { handler: Record<string, string> }
    expect(Object.keys(succeeded.handler).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'])
    await deliverAll(await takeDeliveries())
    await applyStoredEvents()
    expect((await orderRow(order.number)).status).toBe('confirmed')
  })

  it("opens and pays only the signed-in customer's own order: no session or another customer is refused, nothing paid", async () => {
    const owner = await signedUpCustomer()
    const other = await signedUpCustomer()
    carts.set(owner.customer.id, cartWith())
    const { order } = await startCheckout(owner.customer, { idempotencyKey: key() })
    const orderId = order.gatewayOrderId!

    const anonymousPage = await openSheet(orderId)
    expect(anonymousPage.status).toBe(401)
    expect(await anonymousPage.text()).toContain(SESSION_MESSAGE)
    const othersPage = await openSheet(orderId, other.cookie)
    expect(othersPage.status).toBe(404)
    expect(await othersPage.text()).toContain(ORDER_NOT_FOUND_MESSAGE)

    const anonymous = await paySheet(orderId, 'succeed')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ refused: SESSION_MESSAGE })
    const others = await paySheet(orderId, 'succeed', other.cookie)
    expect(others.status).toBe(404)
    expect(await others.json()).toEqual({ refused: ORDER_NOT_FOUND_MESSAGE })
    // Another site's page cannot pay with the customer's own cookie either.
    const crossSite = await sheetPost(
      new Request(`${ORIGIN}/sandbox-gateway/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example', cookie: owner.cookie },
        body: JSON.stringify({ order_id: orderId, outcome: 'succeed', method: 'upi' }),
      }),
    )
    expect(crossSite.status).toBe(403)

    const gatewayOrder = await sandboxGateway().fetchOrder(orderId)
    expect(gatewayOrder.status === 200 && gatewayOrder.body.status).toBe('created')
    expect(await takeDeliveries()).toEqual([])

    const paid = (await (await paySheet(orderId, 'succeed', owner.cookie)).json()) as { handler?: Record<string, string> }
    expect(paid.handler?.razorpay_order_id).toBe(orderId)
  })
})

describe("the sandbox gateway's REST API", () => {
  const rest = (body: unknown) => {
    const { keyId, keySecret } = sandboxCredentials(env().PAYLOAD_SECRET)
    return sandboxRestPost(
      new Request(`${ORIGIN}/api/sandbox-gateway/v1/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}` },
        body: JSON.stringify(body),
      }),
    )
  }

  it("answers 409 in Razorpay's error shape to a second order with a receipt that is taken, and keeps one order", async () => {
    const receipt = `STH-REST-${Date.now().toString(36).toUpperCase()}`
    const first = await rest({ amount: 50_000, currency: 'INR', receipt })
    expect(first.status).toBe(200)
    const again = await rest({ amount: 50_000, currency: 'INR', receipt })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({
      error: { code: 'BAD_REQUEST_ERROR', description: 'An order with this receipt already exists', field: 'receipt' },
    })
    // With unique_receipt, the same receipt still answers the order already made (a retried create).
    const retried = await rest({ amount: 50_000, currency: 'INR', receipt, unique_receipt: true })
    expect(retried.status).toBe(200)
    expect(((await retried.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id)
    expect(await query("SELECT id FROM sandbox_gateway_entities WHERE kind = 'order' AND receipt = $1", [receipt])).toHaveLength(1)
  })

  it('says in /api/health that the sandbox gateway takes the payments, and which Node.js runs the instance', async () => {
    const health = (await (await healthGet(new Request(`${ORIGIN}/api/health`))).json()) as { payments: string; runtime: { node: string } }
    expect(health.payments).toBe('sandbox')
    expect(health.runtime).toEqual({ node: process.versions.node })
  })
})

describe('unpaid orders and operators', () => {
  it('an unpaid order expires when its time runs out, and only then', async () => {
    const customer = await newCustomer()
    carts.set(customer.id, cartWith())
    const { order } = await startCheckout(customer, { idempotencyKey: key() })
    await expireUnpaidOrders(new Date(order.expiresAt.getTime() - 1000))
    expect((await orderRow(order.number)).status).toBe('created')
    expect(await expireUnpaidOrders(new Date(order.expiresAt.getTime() + 1000))).toBeGreaterThanOrEqual(1)
    const row = await orderRow(order.number)
    expect(row.status).toBe('expired')
    expect(row.outcome).toBe(EXPIRED_OUTCOME)
  })

  it('an operator refunds from the admin with a reason that is kept', async () => {
    const { order } = await buyAndPay(await newCustomer())
    await deliverAll(await takeDeliveries())
    await applyStoredEvents()
    const { docs } = await payload.find({ collection: 'operators', limit: 1, depth: 0 })
    const refund = await payload.create({
      collection: 'refunds',
      data: { order: order.id, note: 'Customer complained about the air conditioning.' } as never,
      user: { ...docs[0]!, collection: 'operators' },
      overrideAccess: false,
    })
    expect(refund.reason).toBe('operator')
    const jobs = await query<{ data: { refundRowId: number } }>(
      `DELETE FROM pgboss.job WHERE name = 'order-refund' AND state < 'active' RETURNING data`,
    )
    expect(jobs.map((j) => j.data.refundRowId)).toContain(refund.id)
    await processRefund(refund.id)
    await deliverAll(await takeDeliveries())
    await applyStoredEvents()
    expect((await orderRow(order.number)).status).toBe('refunded')
    const kept = (
      await query<{ note: string; status: string; idempotency_key: string }>(
        'SELECT note, status, idempotency_key FROM refunds WHERE id = $1',
        [refund.id],
      )
    )[0]!
    expect(kept).toMatchObject({ note: 'Customer complained about the air conditioning.', status: 'processed' })
    expect(kept.idempotency_key).toMatch(/-refund$/)
  })
})

describe('the real cart and hooks', () => {
  it('a confirmed order with a conference room turns the hold into a booking and resets the cart', async () => {
    const customer = await newCustomer()
    const building = (await findCartBuildingByHandle('meridian-tower-indiranagar'))!
    const { docs: rooms } = await payload.find({
      collection: 'conference-rooms',
      where: { and: [{ kind: { equals: 'meeting-room' } }, { 'building.buildingCode': { equals: building.selected.code } }] },
      depth: 0,
      sort: 'seats',
    })
    const room = rooms[0]!
    // A weekday two to five weeks ahead, 10:00 for an hour (another file's test may hold that hour on a day: the next
    // weekday then).
    let date = inDays(14 + Math.floor(Math.random() * 21))
    const holidays = await listHolidays()
    const open = (d: string) => !isWeekend(d) && !holidays.some((h) => h.date === d)
    while (!open(date)) date = addDaysToDate(date, 1)
    let hold: Awaited<ReturnType<typeof placeHold>> | undefined
    for (let tries = 0; !hold; tries++)
      try {
        hold = await placeHold({ roomId: room.id, date, startMinute: 600, durationMinutes: 60, kind: 'hold', customerId: customer.id })
      } catch (error) {
        if (!(error instanceof SlotTakenError) || tries >= 10) throw error
        do date = addDaysToDate(date, 1)
        while (!open(date))
      }
    // The cart as the browser builds it: the building, then the hold placed by the room step, read back by the server.
    await applyCartAction(customer, { type: 'building/choose', handle: 'meridian-tower-indiranagar' })
    const view = await applyCartAction(customer, { type: 'conference/hold', reservationId: hold.reference })
    expect(view.cart.conference.booking).toMatchObject({ roomId: String(room.id), date, startTime: '10:00', reservationId: hold.reference })
    // Another customer cannot put this hold in their cart.
    const other = await newCustomer('Ravi Kumar')
    await applyCartAction(other, { type: 'building/choose', handle: 'meridian-tower-indiranagar' })
    await expect(applyCartAction(other, { type: 'conference/hold', reservationId: hold.reference })).rejects.toThrow(/hold/)
    expect(building.selected.stateCode).toBe('KA') // the test GST registration's state

    setCheckoutCartSource(undefined)
    try {
      const { order } = await startCheckout(customer, { idempotencyKey: key() })
      expect(order.amountPaise).toBeGreaterThan(0)
      const paid = await sandboxGateway().pay(order.gatewayOrderId!, { outcome: 'succeed', method: 'upi' })
      if (!paid.ok) throw new Error('The sandbox did not take the payment')
      await verifyPayment(customer, order.number, paid.handler)
      const [reservation] = await query<{ status: string; kind: string }>('SELECT status, kind FROM reservations WHERE reference = $1', [
        hold.reference,
      ])
      expect(reservation).toEqual({ status: 'booked', kind: 'booking' })
      const stored = await loadCart(customer.id)
      expect(stored.cart.paymentStatus).toBe('done')
      expect(stored.cart.conference.booking).toBeNull()
      expect(stored.cart.cartStep).toBe(1)
    } finally {
      installTestCarts()
    }
  })

  it("checkouts of a stored cart, three times as many at once as the pool's connections: every one answers, with the cart's one order", async () => {
    // The cart is priced on the pool's connections before each checkout's transaction opens: a transaction holding one
    // connection while pricing waited for another once left every connection waiting and the site answering nothing.
    const customer = await newCustomer('Zoya Khan')
    let date = inDays(21 + Math.floor(Math.random() * 7))
    const holidays = await listHolidays()
    while (isWeekend(date) || holidays.some((h) => h.date === date)) date = addDaysToDate(date, 1)
    await applyCartAction(customer, { type: 'building/choose', handle: 'meridian-tower-indiranagar' })
    await applyCartAction(customer, { type: 'day-pass/add-date', date })
    setCheckoutCartSource(undefined)
    try {
      const count = 3 * env().DATABASE_POOL_MAX
      const results = await Promise.all(Array.from({ length: count }, () => startCheckout(customer, { idempotencyKey: key() })))
      // One order per version of the cart: the first checkout makes it, the others answer with it.
      expect(new Set(results.map((r) => r.order.number)).size).toBe(1)
      expect(results.filter((r) => r.created)).toHaveLength(1)
      expect(results.every((r) => r.order.amountPaise > 0 && r.order.gatewayOrderId)).toBe(true)
    } finally {
      installTestCarts()
    }
  }, 120_000)
})
