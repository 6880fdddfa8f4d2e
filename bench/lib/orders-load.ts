// The orders rows under load (issue 16), both at LOAD.connections connections:
// - POST /api/orders/checkout as CUSTOMERS signed-in customers with a day pass in their carts, a new idempotency key per
//   request, so each request prices the cart under the cart's lock; the first of each cart makes the order row and a
//   sandbox gateway order (201), and the others answer with that order (200): one order waits for payment per version
//   of a cart (docs/decisions/0009-money-the-customer-owns.md). p99 against TARGETS.checkoutP99Ms. Not one customer:
//   checkout locks the customer's cart row, so one customer's checkouts take turns by design, and 50 at once would
//   measure that queue;
// - POST /api/payments/webhook with a correctly signed event per request (a new x-razorpay-event-id each), so each
//   request checks the HMAC over the raw body, stores the event once and queues its job (throughput; every answer 200).
// A row with no answers says how many requests timed out or failed: the site stopped answering (as it did when every
// checkout transaction held a pool connection while waiting for another: src/server/cart/cart-for-checkout.ts).
import { randomBytes, randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import {
  newOrderEntity,
  newPaymentEntity,
  sandboxCredentials,
  sandboxId,
  webhookEventBody,
} from '../../src/integrations/payments/sandbox/protocol'
import { webhookSignature } from '../../src/integrations/payments/signatures'
import { step } from '../../scripts/lib/log'
import { signIn } from './booking-load'
import { LOAD } from './load'

export interface RowLoad {
  path: string
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  /** Answers by status code. */
  statuses: Record<string, number>
  /** Requests that got no answer: cut by autocannon's timeout, or failed otherwise (the connection). */
  timeouts: number
  errors: number
}

const DAY = 86_400_000
/** The customers checking out at once, each request one of them in turn (login codes: 20 per address in 10 minutes). */
const CUSTOMERS = 10

async function run(request: Parameters<typeof autocannon>[0]): Promise<Omit<RowLoad, 'path'>> {
  await autocannon({ ...request, connections: 10, duration: LOAD.warmUpSeconds })
  const statuses: Record<string, number> = {}
  const instance = autocannon({ ...request, connections: LOAD.connections, duration: LOAD.durationSeconds })
  instance.on('response', (_client: unknown, statusCode: number) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1
  })
  const result = await instance
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    statuses,
    timeouts: result.timeouts,
    // autocannon counts a timeout as an error too.
    errors: result.errors - result.timeouts,
  }
}

/** A day pass in the customer's cart at the building: the first weekday from two weeks ahead the calendar sells. */
async function fillCart(baseUrl: string, token: string, building: string): Promise<void> {
  const act = (body: unknown) =>
    fetch(`${baseUrl}/api/cart/actions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    })
  const chosen = await act({ type: 'building/choose', handle: building })
  if (!chosen.ok) throw new Error(`Choosing ${building} answered ${chosen.status}`)
  for (let i = 14; i < 60; i++) {
    const d = new Date(Date.now() + i * DAY)
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6) continue
    if ((await act({ type: 'day-pass/add-date', date: d.toISOString().slice(0, 10) })).ok) return
  }
  throw new Error(`No date could be added to the cart at ${building}`)
}

export async function measureCheckoutLoad(baseUrl: string, databaseUrl: string, building: string): Promise<RowLoad> {
  const path = '/api/orders/checkout'
  const tokens: string[] = []
  for (let batch = 0; batch < CUSTOMERS; batch += 5)
    tokens.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(5, CUSTOMERS - batch) }, async () => {
          const token = await signIn(baseUrl, databaseUrl)
          await fillCart(baseUrl, token, building)
          return token
        }),
      )),
    )
  let next = 0
  step(
    `  autocannon POST ${path} (${LOAD.connections} connections, ${LOAD.durationSeconds} s, ${CUSTOMERS} customers, a new idempotency key each)`,
  )
  const figures = await run({
    url: `${baseUrl}${path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => ({
          ...req,
          headers: { ...(req.headers as Record<string, string>), authorization: `Bearer ${tokens[next++ % tokens.length]}` },
          body: JSON.stringify({ idempotencyKey: randomUUID() }),
        }),
      },
    ],
  })
  return { path, ...figures }
}

/** `secret`: the server's PAYLOAD_SECRET, from which the sandbox gateway derives its webhook secret. */
export async function measureWebhookLoad(baseUrl: string, secret: string): Promise<RowLoad> {
  const path = '/api/payments/webhook'
  const credentials = sandboxCredentials(secret)
  // An event for an order the site does not have: stored and queued like any other, then applied as 'no order'.
  const order = newOrderEntity({
    id: 'order_BenchWebhook01',
    amount: 58882,
    currency: 'INR',
    receipt: null,
    notes: {},
    createdAt: new Date(),
  })
  const signed = () => {
    const now = new Date()
    const payment = newPaymentEntity({
      id: sandboxId('pay_', randomBytes(14)),
      order,
      method: 'upi',
      email: null,
      contact: null,
      createdAt: now,
    })
    const body = JSON.stringify(
      webhookEventBody({ accountId: credentials.accountId, event: 'payment.authorized', createdAt: now, payment }),
    )
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': `evt_bench_${randomBytes(10).toString('hex')}`,
        'x-razorpay-signature': webhookSignature(body, credentials.webhookSecret),
      },
    }
  }
  step(`  autocannon POST ${path} (${LOAD.connections} connections, ${LOAD.durationSeconds} s, a signed new event each)`)
  const figures = await run({
    url: `${baseUrl}${path}`,
    method: 'POST',
    requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, ...signed() }) }],
  })
  return { path, ...figures }
}
