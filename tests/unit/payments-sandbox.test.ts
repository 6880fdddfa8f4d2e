import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paise } from '@/domain/money'
import type { GatewayEvent } from '@/domain/orders/gateway'
import { applyGatewayEvent, confirmOrder, newOrderPaymentState, requestRefund, type OrderPaymentState } from '@/domain/orders/payment-state'
import { createRazorpayGateway } from '@/integrations/payments/razorpay'
import {
  razorpayOrderSchema,
  razorpayPaymentSchema,
  razorpayRefundSchema,
  razorpayWebhookSchema,
} from '@/integrations/payments/razorpay-schemas'
import { createSandboxPaymentGateway } from '@/integrations/payments/sandbox/adapter'
import { SandboxGateway, type SandboxOptions } from '@/integrations/payments/sandbox/gateway'
import { sandboxCredentials, sandboxId, upiIntentUri, webhookRequest, type WebhookDelivery } from '@/integrations/payments/sandbox/protocol'
import { handleSandboxRest } from '@/integrations/payments/sandbox/rest'
import { MemorySandboxStore } from '@/integrations/payments/sandbox/store'
import { PaymentGatewayError, type PaymentGateway } from '@/integrations/payments/types'

const credentials = sandboxCredentials('test-secret-not-for-production-use')
const AMOUNT = paise(117_882)

function sandbox(options: Partial<SandboxOptions> = {}) {
  const store = new MemorySandboxStore()
  const gateway = new SandboxGateway(store, { credentials, ...options })
  return { store, gateway }
}

/** What the webhook route does first: verify, then read. Also what Razorpay's own utility says of the same bytes. */
function receive(adapter: PaymentGateway, delivery: WebhookDelivery): GatewayEvent {
  const request = webhookRequest(delivery, 'http://localhost/api/payments/webhook')
  expect(validateWebhookSignature(request.body, request.headers['x-razorpay-signature']!, credentials.webhookSecret)).toBe(true)
  expect(razorpayWebhookSchema.safeParse(JSON.parse(request.body)).success).toBe(true)
  const verdict = adapter.verifyWebhook({
    rawBody: request.body,
    signature: request.headers['x-razorpay-signature']!,
    eventId: request.headers['x-razorpay-event-id']!,
  })
  if (!verdict.ok) throw new Error(verdict.message)
  return verdict.event
}

describe('the sandbox gateway over HTTP, driven by the Razorpay adapter', () => {
  const { store, gateway } = sandbox()
  let server: Server
  let adapter: PaymentGateway
  let apiBase: string

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', async () => {
        const answer = await handleSandboxRest(gateway, {
          method: req.method!,
          path: req.url!.replace(/^\/v1/, ''),
          authorization: req.headers.authorization ?? null,
          refundIdempotencyKey: (req.headers['x-refund-idempotency'] as string | undefined) ?? null,
          body,
        })
        res.writeHead(answer.status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(answer.body))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
    adapter = createRazorpayGateway({ ...credentials, apiBase }, { provider: 'sandbox' })
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('pays an order end to end: order, sheet, signed handler fields, webhooks, refund', async () => {
    const order = await adapter.createOrder({
      amountPaise: AMOUNT,
      receipt: 'STH-261211-7K3M9Q2X',
      notes: { order: 'STH-261211-7K3M9Q2X' },
    })
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/)
    expect(order).toMatchObject({
      amountPaise: AMOUNT,
      status: 'created',
      receipt: 'STH-261211-7K3M9Q2X',
      notes: { order: 'STH-261211-7K3M9Q2X' },
    })
    // A retried create with the same receipt is the same order.
    expect((await adapter.createOrder({ amountPaise: AMOUNT, receipt: 'STH-261211-7K3M9Q2X' })).id).toBe(order.id)

    const sheet = await gateway.sheet(order.id)
    expect(sheet).toMatchObject({ amountPaise: AMOUNT, merchantName: 'Sthana Workspaces', status: 'created' })
    expect(sheet!.upiUri).toContain('am=1178.82')

    const paid = await gateway.pay(order.id, {
      outcome: 'succeed',
      method: 'upi',
      email: 'priya.sharma@example.in',
      contact: '+919876543210',
    })
    if (!paid.ok || !('handler' in paid)) throw new Error('payment refused')
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = paid.handler
    expect(razorpay_order_id).toBe(order.id)
    expect(adapter.verifyPaymentSignature({ storedOrderId: order.id, paymentId: razorpay_payment_id, signature: razorpay_signature })).toBe(
      true,
    )
    expect(
      validatePaymentVerification({ order_id: order.id, payment_id: razorpay_payment_id }, razorpay_signature, credentials.keySecret),
    ).toBe(true)

    const payment = await adapter.fetchPayment(razorpay_payment_id)
    expect(payment).toMatchObject({ orderId: order.id, amountPaise: AMOUNT, status: 'captured', captured: true, method: 'upi' })
    expect((await adapter.fetchOrder(order.id)).status).toBe('paid')
    expect(await adapter.fetchOrderPayments(order.id)).toEqual([payment])

    const deliveries = store.takeWebhooks()
    expect(deliveries.map((d) => d.event)).toEqual(['payment.authorized', 'payment.captured', 'order.paid'])
    let state: OrderPaymentState = newOrderPaymentState(order.id, AMOUNT)
    for (const delivery of deliveries) {
      const step = applyGatewayEvent(state, receive(adapter, delivery))
      if (!step.ok) throw new Error(step.message)
      state = step.state
    }
    expect(state.status).toBe('paid')
    const confirmed = confirmOrder(state)
    if (!confirmed.ok) throw new Error(confirmed.message)

    const cancel = requestRefund(confirmed.state, { amountPaise: 58_941, reason: 'customer-cancellation', now: new Date() })
    if (!cancel.ok) throw new Error(cancel.message)
    const call = cancel.effects.find((e) => e.kind === 'refund')!
    if (call.kind !== 'refund') throw new Error('no refund call')
    const refund = await adapter.refund({
      paymentId: call.paymentId,
      amountPaise: paise(call.amountPaise),
      idempotencyKey: call.idempotencyKey,
    })
    expect(refund).toMatchObject({ paymentId: razorpay_payment_id, amountPaise: 58_941, status: 'processed' })
    expect(refund.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/)
    // The retried call (same key, same body) is the same refund.
    expect(
      (await adapter.refund({ paymentId: call.paymentId, amountPaise: paise(call.amountPaise), idempotencyKey: call.idempotencyKey })).id,
    ).toBe(refund.id)
    expect(await adapter.fetchRefund(razorpay_payment_id, refund.id)).toEqual(refund)
    expect(await adapter.fetchPayment(razorpay_payment_id)).toMatchObject({
      amountRefundedPaise: 58_941,
      refundStatus: 'partial',
      status: 'captured',
    })

    state = cancel.state
    for (const delivery of store.takeWebhooks()) {
      const step = applyGatewayEvent(state, receive(adapter, delivery))
      if (!step.ok) throw new Error(step.message)
      state = step.state
    }
    expect(state.status).toBe('partially_refunded')
  })

  it('refuses a reused key with another body, a refund above what is left, and an unknown payment', async () => {
    const order = await adapter.createOrder({ amountPaise: paise(50_000), receipt: 'STH-261211-AAAAAAAA' })
    const paid = await gateway.pay(order.id, { outcome: 'succeed', method: 'card' })
    if (!paid.ok || !('handler' in paid)) throw new Error('payment refused')
    const paymentId = paid.handler.razorpay_payment_id
    await adapter.refund({ paymentId, amountPaise: paise(10_000), idempotencyKey: `${paymentId}-refund` })
    await expect(adapter.refund({ paymentId, amountPaise: paise(20_000), idempotencyKey: `${paymentId}-refund` })).rejects.toMatchObject({
      kind: 'bad-request',
      message: 'The sandbox gateway: The idempotency key was used with a different request',
    })
    await expect(adapter.refund({ paymentId, amountPaise: paise(40_001), idempotencyKey: `${paymentId}-second` })).rejects.toMatchObject({
      kind: 'bad-request',
      message: 'The sandbox gateway: The refund amount provided is greater than amount captured',
    })
    await expect(adapter.fetchPayment('pay_Unknown0000000')).rejects.toMatchObject({
      kind: 'bad-request',
      message: expect.stringMatching(/does not exist/),
    })
    store.takeWebhooks()
  })

  it('answers 401 to a wrong key and 404 to an unknown route, in Razorpay’s error shape', async () => {
    const wrong = createRazorpayGateway({ ...credentials, keySecret: 'not-the-secret', apiBase }, { provider: 'sandbox' })
    await expect(wrong.fetchOrder('order_Unknown0000000')).rejects.toMatchObject({ kind: 'auth', status: 401 })
    const answer = await handleSandboxRest(gateway, {
      method: 'GET',
      path: '/orders/x',
      authorization: 'Basic ' + Buffer.from(`${credentials.keyId}:nope`).toString('base64'),
      refundIdempotencyKey: null,
      body: '',
    })
    expect(answer).toEqual({
      status: 401,
      body: { error: expect.objectContaining({ code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' }) },
    })
    const auth = 'Basic ' + Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')
    expect(
      (await handleSandboxRest(gateway, { method: 'DELETE', path: '/orders', authorization: auth, refundIdempotencyKey: null, body: '' }))
        .status,
    ).toBe(404)
    const unknownField = await handleSandboxRest(gateway, {
      method: 'POST',
      path: '/orders',
      authorization: auth,
      refundIdempotencyKey: null,
      body: JSON.stringify({ amount: 50_000, currency: 'INR', receipt: 'r-1', colour: 'blue' }),
    })
    expect(unknownField).toMatchObject({
      status: 400,
      body: { error: { description: 'colour is/are not required and should not be sent' } },
    })
    const tooSmall = await handleSandboxRest(gateway, {
      method: 'POST',
      path: '/orders',
      authorization: auth,
      refundIdempotencyKey: null,
      body: JSON.stringify({ amount: 99, currency: 'INR', receipt: 'r-1' }),
    })
    expect(tooSmall).toMatchObject({ status: 400, body: { error: { field: 'amount' } } })
  })
})

describe('the sandbox gateway in the same process', () => {
  it('a failed payment answers checkout.js’s error object, leaves the order attempted, and owes payment.failed', async () => {
    const { store, gateway } = sandbox()
    const adapter = createSandboxPaymentGateway(gateway)
    const order = await adapter.createOrder({ amountPaise: AMOUNT, receipt: 'STH-261211-BBBBBBBB' })
    const result = await gateway.pay(order.id, { outcome: 'fail', method: 'netbanking' })
    if (result.ok || !('failure' in result)) throw new Error('expected a failure')
    expect(result.failure.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      reason: 'payment_failed',
      metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
    })
    expect(await adapter.fetchOrder(order.id)).toMatchObject({ status: 'attempted', attempts: 1 })
    const [delivery] = store.takeWebhooks()
    const event = receive(adapter, delivery!)
    expect(event).toMatchObject({ name: 'payment.failed', payment: { status: 'failed', error: { description: 'Payment failed' } } })

    // Trying again on the same order succeeds; a paid order takes no further payment.
    expect((await gateway.pay(order.id, { outcome: 'succeed', method: 'upi' })).ok).toBe(true)
    expect(await gateway.pay(order.id, { outcome: 'succeed', method: 'upi' })).toEqual({
      ok: false,
      refused: 'This order has already been paid.',
    })
    expect(await gateway.pay('order_Unknown0000000', { outcome: 'succeed', method: 'upi' })).toEqual({
      ok: false,
      refused: 'This order does not exist.',
    })
  })

  it('with the test switch, delivers every event twice and out of order; the order still ends confirmed once', async () => {
    const { store, gateway } = sandbox({ delivery: 'chaos' })
    const adapter = createSandboxPaymentGateway(gateway)
    const order = await adapter.createOrder({ amountPaise: AMOUNT, receipt: 'STH-261211-CCCCCCCC' })
    await gateway.pay(order.id, { outcome: 'succeed', method: 'upi' })
    const deliveries = store.takeWebhooks()
    expect(deliveries.map((d) => d.event)).toEqual([
      'order.paid',
      'payment.captured',
      'payment.authorized',
      'order.paid',
      'payment.captured',
      'payment.authorized',
    ])
    expect(new Set(deliveries.map((d) => d.eventId)).size).toBe(3)
    let state = newOrderPaymentState(order.id, AMOUNT)
    let confirms = 0
    for (const delivery of deliveries) {
      const step = applyGatewayEvent(state, receive(adapter, delivery))
      if (!step.ok) throw new Error(step.message)
      state = step.state
      confirms += step.effects.filter((e) => e.kind === 'confirm').length
    }
    expect(state.status).toBe('paid')
    expect(confirms).toBe(1)
  })

  it('manual refunds: refund.failed gives the money back to the merchant', async () => {
    const { store, gateway } = sandbox({ refunds: 'manual' })
    const adapter = createSandboxPaymentGateway(gateway)
    const order = await adapter.createOrder({ amountPaise: AMOUNT, receipt: 'STH-261211-DDDDDDDD' })
    const paid = await gateway.pay(order.id, { outcome: 'succeed', method: 'upi' })
    if (!paid.ok || !('handler' in paid)) throw new Error('payment refused')
    const refund = await adapter.refund({ paymentId: paid.handler.razorpay_payment_id, idempotencyKey: 'manual-refund-1' })
    expect(refund).toMatchObject({ status: 'pending', amountPaise: AMOUNT })
    expect(await adapter.fetchPayment(refund.paymentId)).toMatchObject({ status: 'refunded', refundStatus: 'full' })
    const failed = await gateway.settleRefund(refund.id, 'failed')
    expect(failed).toMatchObject({ status: 200, body: { status: 'failed' } })
    expect(await adapter.fetchPayment(refund.paymentId)).toMatchObject({ status: 'captured', amountRefundedPaise: 0, refundStatus: null })
    expect(store.takeWebhooks().map((d) => d.event)).toEqual([
      'payment.authorized',
      'payment.captured',
      'order.paid',
      'refund.created',
      'refund.failed',
    ])
    expect(await gateway.settleRefund(refund.id, 'processed')).toMatchObject({ status: 400 })
  })

  it('a refund of a payment that was never captured is refused', async () => {
    const { gateway } = sandbox()
    const adapter = createSandboxPaymentGateway(gateway)
    const order = await adapter.createOrder({ amountPaise: AMOUNT, receipt: 'STH-261211-EEEEEEEE' })
    const result = await gateway.pay(order.id, { outcome: 'fail', method: 'card' })
    if (result.ok || !('failure' in result)) throw new Error('expected a failure')
    await expect(
      adapter.refund({ paymentId: result.failure.error.metadata.payment_id, idempotencyKey: 'refund-of-failed' }),
    ).rejects.toBeInstanceOf(PaymentGatewayError)
  })

  it('every answer has Razorpay’s shape', async () => {
    const { gateway } = sandbox()
    const created = await gateway.createOrder({ amount: 10_000, currency: 'INR', receipt: 'STH-261211-FFFFFFFF' })
    expect(razorpayOrderSchema.safeParse(created.body).success).toBe(true)
    const paid = await gateway.pay((created.body as { id: string }).id, { outcome: 'succeed', method: 'upi' })
    if (!paid.ok || !('handler' in paid)) throw new Error('payment refused')
    const payment = await gateway.fetchPayment(paid.handler.razorpay_payment_id)
    expect(razorpayPaymentSchema.safeParse(payment.body).success).toBe(true)
    const refund = await gateway.refund(paid.handler.razorpay_payment_id, { amount: 5_000 }, null)
    expect(razorpayRefundSchema.safeParse(refund.body).success).toBe(true)
  })
})

describe('signatures the official razorpay package referees', () => {
  it('accepts what the sandbox signs and refuses tampered ones', async () => {
    const { store, gateway } = sandbox()
    const created = await gateway.createOrder({ amount: 10_000, currency: 'INR', receipt: 'STH-261211-GGGGGGGG' })
    const orderId = (created.body as { id: string }).id
    const paid = await gateway.pay(orderId, { outcome: 'succeed', method: 'upi' })
    if (!paid.ok || !('handler' in paid)) throw new Error('payment refused')
    const { razorpay_payment_id: paymentId, razorpay_signature: signature } = paid.handler
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, credentials.keySecret)).toBe(true)
    expect(validatePaymentVerification({ order_id: 'order_Other000000001', payment_id: paymentId }, signature, credentials.keySecret)).toBe(
      false,
    )
    expect(
      validatePaymentVerification(
        { order_id: orderId, payment_id: paymentId },
        signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        credentials.keySecret,
      ),
    ).toBe(false)
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, 'another-secret')).toBe(false)

    for (const delivery of store.takeWebhooks()) {
      expect(validateWebhookSignature(delivery.body, delivery.signature, credentials.webhookSecret)).toBe(true)
      expect(
        validateWebhookSignature(delivery.body.replace('"amount":10000', '"amount":100'), delivery.signature, credentials.webhookSecret),
      ).toBe(false)
      expect(validateWebhookSignature(delivery.body, delivery.signature, 'another-webhook-secret')).toBe(false)
    }
  })
})

describe('sandbox protocol pieces', () => {
  it('keys come from the server secret: stable, distinct, Razorpay-like', () => {
    expect(sandboxCredentials('test-secret-not-for-production-use')).toEqual(credentials)
    const other = sandboxCredentials('another-secret-of-16-chars')
    expect(other.keySecret).not.toBe(credentials.keySecret)
    expect(credentials.keyId).toMatch(/^rzp_test_[A-Za-z0-9]{14}$/)
    expect(credentials.webhookSecret).toHaveLength(32)
    expect(() => sandboxCredentials('short')).toThrow(RangeError)
  })

  it('ids and UPI links', () => {
    expect(sandboxId('pay_', new Uint8Array(14))).toBe('pay_00000000000000')
    expect(sandboxId('rfnd_', new Uint8Array(14).fill(61))).toBe('rfnd_zzzzzzzzzzzzzz')
    expect(
      upiIntentUri({ payeeVpa: 'sthana@upi', payeeName: 'Sthana Workspaces', amountPaise: 100_005, orderId: 'order_1', note: 'STH-1' }),
    ).toBe('upi://pay?pa=sthana%40upi&pn=Sthana+Workspaces&am=1000.05&cu=INR&tr=order_1&tn=STH-1')
  })

  it('the in-memory store keeps nothing of a transaction that throws', async () => {
    const store = new MemorySandboxStore()
    await expect(
      store.transaction(async (tx) => {
        await tx.putIdempotency('refund', 'k-1234567890', { requestHash: 'h', resultId: null })
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(await store.transaction((tx) => tx.getIdempotency('refund', 'k-1234567890'))).toBeNull()
  })
})
