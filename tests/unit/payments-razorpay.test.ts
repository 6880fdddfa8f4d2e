import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { paise } from '@/domain/money'
import { paymentsConfigFromEnv } from '@/integrations/payments/config'
import { createRazorpayGateway, RAZORPAY_CHECKOUT_SCRIPT } from '@/integrations/payments/razorpay'
import { paymentSignature, webhookSignature } from '@/integrations/payments/signatures'
import { PaymentGatewayError, type PaymentGateway } from '@/integrations/payments/types'

// Razorpay's adapter against a local fake that answers with the shapes of Razorpay's documentation (orders, payments,
// refunds, errors) and records what it was sent.

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag'
const KEY_SECRET = 'thisisatestsecretkey'
const WEBHOOK_SECRET = 'webhook-secret-for-tests'

interface Seen {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: unknown
}

const seen: Seen[] = []
let reply: (req: Seen) => { status: number; body: unknown; delayMs?: number } = () => ({ status: 500, body: {} })
let server: Server
let base: string

const ORDER = {
  id: 'order_IluGWxBm9U8zJ8',
  entity: 'order',
  amount: 117_882,
  amount_paid: 0,
  amount_due: 117_882,
  currency: 'INR',
  receipt: 'STH-261211-7K3M9Q2X',
  offer_id: null,
  status: 'created',
  attempts: 0,
  notes: [],
  created_at: 1_797_000_000,
}

const PAYMENT = {
  id: 'pay_29QQoUBi66xm2f',
  entity: 'payment',
  amount: 117_882,
  currency: 'INR',
  status: 'captured',
  order_id: 'order_IluGWxBm9U8zJ8',
  invoice_id: null,
  international: false,
  method: 'upi',
  amount_refunded: 0,
  refund_status: null,
  captured: true,
  description: null,
  card_id: null,
  bank: null,
  wallet: null,
  vpa: 'gaurav.kumar@exampleupi',
  email: 'gaurav.kumar@example.com',
  contact: '+919000090000',
  notes: { purpose: 'workspace' },
  fee: 2_358,
  tax: 360,
  error_code: null,
  error_description: null,
  error_source: null,
  error_step: null,
  error_reason: null,
  acquirer_data: { rrn: '123456789012', upi_transaction_id: 'ABC123' },
  created_at: 1_797_000_100,
}

const REFUND = {
  id: 'rfnd_FP8QHiV938haTz',
  entity: 'refund',
  amount: 58_941,
  currency: 'INR',
  payment_id: 'pay_29QQoUBi66xm2f',
  notes: [],
  receipt: null,
  acquirer_data: { arn: null },
  created_at: 1_797_000_200,
  batch_id: null,
  status: 'pending',
  speed_processed: 'normal',
  speed_requested: 'normal',
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = ''
    req.on('data', (chunk) => (text += chunk))
    req.on('end', () => {
      const request: Seen = { method: req.method!, url: req.url!, headers: req.headers, body: text ? JSON.parse(text) : undefined }
      seen.push(request)
      const { status, body, delayMs } = reply(request)
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(typeof body === 'string' ? body : JSON.stringify(body))
      }, delayMs ?? 0)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  seen.length = 0
})

const gateway = (timeoutMs = 2_000): PaymentGateway =>
  createRazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiBase: base, timeoutMs })

describe('Razorpay REST', () => {
  it('creates an order with Basic auth, the amount in paise, our receipt and unique_receipt; reads the answer', async () => {
    reply = () => ({ status: 200, body: ORDER })
    const order = await gateway().createOrder({
      amountPaise: paise(117_882),
      receipt: 'STH-261211-7K3M9Q2X',
      notes: { order: 'STH-261211-7K3M9Q2X' },
    })
    expect(order).toEqual({
      id: 'order_IluGWxBm9U8zJ8',
      amountPaise: 117_882,
      amountPaidPaise: 0,
      amountDuePaise: 117_882,
      currency: 'INR',
      receipt: 'STH-261211-7K3M9Q2X',
      status: 'created',
      attempts: 0,
      notes: {},
      createdAt: new Date(1_797_000_000_000),
    })
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/v1/orders',
      body: {
        amount: 117_882,
        currency: 'INR',
        receipt: 'STH-261211-7K3M9Q2X',
        notes: { order: 'STH-261211-7K3M9Q2X' },
        unique_receipt: true,
      },
    })
    expect(seen[0]!.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`)
    expect(seen[0]!.headers['content-type']).toBe('application/json')
  })

  it('refuses before calling: an amount below ₹1, a receipt over 40 characters, more than 15 notes', async () => {
    await expect(gateway().createOrder({ amountPaise: paise(99), receipt: 'STH-1' })).rejects.toMatchObject({ kind: 'bad-request' })
    await expect(gateway().createOrder({ amountPaise: paise(100), receipt: 'x'.repeat(41) })).rejects.toMatchObject({ kind: 'bad-request' })
    const notes = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`k${i}`, 'v']))
    await expect(gateway().createOrder({ amountPaise: paise(100), receipt: 'STH-1', notes })).rejects.toMatchObject({ kind: 'bad-request' })
    expect(seen).toHaveLength(0)
  })

  it('fetches a payment, its order and the order’s payments as our types', async () => {
    reply = (req) =>
      req.url === '/v1/payments/pay_29QQoUBi66xm2f'
        ? { status: 200, body: PAYMENT }
        : req.url === '/v1/orders/order_IluGWxBm9U8zJ8/payments'
          ? { status: 200, body: { entity: 'collection', count: 1, items: [PAYMENT] } }
          : { status: 200, body: { ...ORDER, status: 'paid', amount_paid: 117_882, amount_due: 0, attempts: 1 } }
    const payment = await gateway().fetchPayment('pay_29QQoUBi66xm2f')
    expect(payment).toMatchObject({
      id: 'pay_29QQoUBi66xm2f',
      orderId: 'order_IluGWxBm9U8zJ8',
      amountPaise: 117_882,
      status: 'captured',
      method: 'upi',
      captured: true,
      contact: '+919000090000',
      error: null,
    })
    expect(await gateway().fetchOrderPayments('order_IluGWxBm9U8zJ8')).toEqual([payment])
    expect((await gateway().fetchOrder('order_IluGWxBm9U8zJ8')).status).toBe('paid')
  })

  it('refunds with X-Refund-Idempotency and the same body on a retry', async () => {
    reply = () => ({ status: 200, body: REFUND })
    const input = { paymentId: 'pay_29QQoUBi66xm2f', amountPaise: paise(58_941), idempotencyKey: 'pay_29QQoUBi66xm2f-refund' }
    const refund = await gateway().refund(input)
    await gateway().refund(input)
    expect(refund).toMatchObject({
      id: 'rfnd_FP8QHiV938haTz',
      paymentId: 'pay_29QQoUBi66xm2f',
      amountPaise: 58_941,
      status: 'pending',
      notes: {},
    })
    expect(seen.map((s) => s.headers['x-refund-idempotency'])).toEqual(['pay_29QQoUBi66xm2f-refund', 'pay_29QQoUBi66xm2f-refund'])
    expect(seen[0]!.body).toEqual({ amount: 58_941, speed: 'normal' })
    expect(seen[1]!.body).toEqual(seen[0]!.body)
    expect(seen[0]!.url).toBe('/v1/payments/pay_29QQoUBi66xm2f/refund')
    await expect(gateway().refund({ ...input, idempotencyKey: 'short' })).rejects.toMatchObject({ kind: 'bad-request' })
  })

  it('turns Razorpay’s errors into typed errors: what to retry and what not', async () => {
    reply = () => ({
      status: 400,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The amount must be atleast INR 1.00',
          source: 'business',
          step: 'payment_initiation',
          reason: 'input_validation_failed',
          metadata: {},
          field: 'amount',
        },
      },
    })
    const error = await gateway()
      .fetchPayment('pay_29QQoUBi66xm2f')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PaymentGatewayError)
    expect(error).toMatchObject({
      kind: 'bad-request',
      retryable: false,
      status: 400,
      gatewayCode: 'BAD_REQUEST_ERROR',
      message: 'Razorpay: The amount must be atleast INR 1.00',
    })

    reply = () => ({ status: 409, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Request is being processed' } } })
    await expect(gateway().refund({ paymentId: 'pay_29QQoUBi66xm2f', idempotencyKey: 'pay_29QQoUBi66xm2f-refund' })).rejects.toMatchObject({
      kind: 'conflict',
      retryable: true,
    })
    reply = () => ({ status: 401, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } } })
    await expect(gateway().fetchOrder('order_IluGWxBm9U8zJ8')).rejects.toMatchObject({ kind: 'auth', retryable: false })
    reply = () => ({ status: 502, body: '<html>Bad gateway</html>' })
    await expect(gateway().fetchOrder('order_IluGWxBm9U8zJ8')).rejects.toMatchObject({ kind: 'unavailable', retryable: true })
    reply = () => ({ status: 200, body: { ...ORDER, amount: '117882' } })
    await expect(gateway().fetchOrder('order_IluGWxBm9U8zJ8')).rejects.toMatchObject({ kind: 'invalid-answer', retryable: false })
  })

  it('a gateway that does not answer in time is retryable', async () => {
    reply = () => ({ status: 200, body: ORDER, delayMs: 1_000 })
    await expect(gateway(100).fetchOrder('order_IluGWxBm9U8zJ8')).rejects.toMatchObject({
      kind: 'unavailable',
      retryable: true,
      message: expect.stringMatching(/in time/),
    })
  })
})

describe('signatures', () => {
  it('accepts the payment signature only for the order id we stored', () => {
    const signature = paymentSignature('order_IluGWxBm9U8zJ8', 'pay_29QQoUBi66xm2f', KEY_SECRET)
    const g = gateway()
    expect(g.verifyPaymentSignature({ storedOrderId: 'order_IluGWxBm9U8zJ8', paymentId: 'pay_29QQoUBi66xm2f', signature })).toBe(true)
    expect(g.verifyPaymentSignature({ storedOrderId: 'order_Other000000001', paymentId: 'pay_29QQoUBi66xm2f', signature })).toBe(false)
    expect(g.verifyPaymentSignature({ storedOrderId: 'order_IluGWxBm9U8zJ8', paymentId: 'pay_29QQoUBi66xm2g', signature })).toBe(false)
    expect(
      g.verifyPaymentSignature({ storedOrderId: 'order_IluGWxBm9U8zJ8', paymentId: 'pay_29QQoUBi66xm2f', signature: signature.slice(1) }),
    ).toBe(false)
    expect(g.verifyPaymentSignature({ storedOrderId: 'order_IluGWxBm9U8zJ8', paymentId: 'pay_29QQoUBi66xm2f', signature: null })).toBe(
      false,
    )
  })

  it('verifies a webhook over the raw body, then reads its event', () => {
    const rawBody = JSON.stringify({
      entity: 'event',
      account_id: 'acc_BFQ7uQEaa7j2z7',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: PAYMENT } },
      created_at: 1_797_000_101,
    })
    const signature = webhookSignature(rawBody, WEBHOOK_SECRET)
    const verdict = gateway().verifyWebhook({ rawBody, signature, eventId: 'KOjFi5oSRxtLS3' })
    expect(verdict).toMatchObject({
      ok: true,
      event: { id: 'KOjFi5oSRxtLS3', name: 'payment.captured', payment: { id: 'pay_29QQoUBi66xm2f' }, order: null },
    })
    // The same JSON re-serialised with other spacing is not what was signed.
    const reformatted = JSON.stringify(JSON.parse(rawBody), null, 2)
    expect(gateway().verifyWebhook({ rawBody: reformatted, signature, eventId: 'KOjFi5oSRxtLS3' })).toMatchObject({
      ok: false,
      reason: 'bad-signature',
    })
    expect(gateway().verifyWebhook({ rawBody: rawBody.replace('117882', '100'), signature, eventId: 'KOjFi5oSRxtLS3' })).toMatchObject({
      ok: false,
      reason: 'bad-signature',
    })
    expect(gateway().verifyWebhook({ rawBody, signature: null, eventId: 'KOjFi5oSRxtLS3' })).toMatchObject({
      ok: false,
      reason: 'bad-signature',
    })
    expect(gateway().verifyWebhook({ rawBody, signature, eventId: null })).toMatchObject({ ok: false, reason: 'no-event-id' })
  })

  it('acknowledges events we do not act on without reading them', () => {
    const rawBody = JSON.stringify({
      entity: 'event',
      account_id: 'acc_1',
      event: 'payment.dispute.created',
      contains: [],
      payload: {},
      created_at: 1,
    })
    expect(
      gateway().verifyWebhook({ rawBody, signature: webhookSignature(rawBody, WEBHOOK_SECRET), eventId: 'KOjFi5oSRxtLS4' }),
    ).toMatchObject({
      ok: false,
      reason: 'unknown-event',
    })
  })
})

describe('Standard Checkout options', () => {
  it('carry the key, the order, prefill with +91 and the theme; the CSP names Razorpay’s origins', () => {
    const session = gateway().checkout({
      order: {
        id: 'order_IluGWxBm9U8zJ8',
        amountPaise: 117_882,
        amountPaidPaise: 0,
        amountDuePaise: 117_882,
        currency: 'INR',
        receipt: 'STH-261211-7K3M9Q2X',
        status: 'created',
        attempts: 0,
        notes: {},
        createdAt: new Date(),
      },
      merchantName: 'Sthana Workspaces',
      description: 'Day passes at Koramangala',
      prefill: { name: 'Priya Sharma', email: 'priya.sharma@example.in', contact: '98765 43210' },
      notes: { order: 'STH-261211-7K3M9Q2X' },
    })
    expect(session.scriptUrl).toBe(RAZORPAY_CHECKOUT_SCRIPT)
    expect(session.options).toEqual({
      key: KEY_ID,
      amount: 117_882,
      currency: 'INR',
      name: 'Sthana Workspaces',
      description: 'Day passes at Koramangala',
      order_id: 'order_IluGWxBm9U8zJ8',
      prefill: { name: 'Priya Sharma', email: 'priya.sharma@example.in', contact: '+919876543210' },
      notes: { order: 'STH-261211-7K3M9Q2X' },
      theme: { color: '#0F766E' },
    })
    expect(session.csp.scriptSrc).toContain('https://checkout.razorpay.com')
    expect(session.csp.frameSrc).toContain('https://api.razorpay.com')
  })
})

describe('choosing the gateway from the environment', () => {
  it('sandbox when no RAZORPAY_* is set, Razorpay when all three are', () => {
    expect(paymentsConfigFromEnv({})).toEqual({ provider: 'sandbox' })
    expect(paymentsConfigFromEnv({ RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: ' ' })).toEqual({ provider: 'sandbox' })
    expect(
      paymentsConfigFromEnv({ RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET }),
    ).toEqual({
      provider: 'razorpay',
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
    })
  })

  it('refuses a half-done configuration instead of falling back to the sandbox', () => {
    expect(() => paymentsConfigFromEnv({ RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET })).toThrow(
      'Payments: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET are set but RAZORPAY_WEBHOOK_SECRET is not. Set all three for Razorpay, or none for the sandbox gateway.',
    )
    expect(() =>
      paymentsConfigFromEnv({ RAZORPAY_KEY_ID: 'key', RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET }),
    ).toThrow(/rzp_live_/)
  })
})
