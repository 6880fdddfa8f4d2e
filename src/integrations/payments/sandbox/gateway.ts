import { createHash, randomBytes } from 'node:crypto'
import {
  createOrderBodySchema,
  IDEMPOTENCY_KEY_PATTERN,
  refundBodySchema,
  type RazorpayError,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayRefund,
} from '../razorpay-schemas'
import { paymentSignature } from '../signatures'
import {
  authorized,
  captured,
  failed,
  newOrderEntity,
  newPaymentEntity,
  newRefundEntity,
  planDeliveries,
  razorpayError,
  sandboxEventId,
  sandboxId,
  SANDBOX_FAILURE,
  SANDBOX_ID_LENGTH,
  signedDelivery,
  upiIntentUri,
  webhookEventBody,
  withRefunded,
  type DeliveryMode,
  type SandboxCredentials,
  type SandboxMethod,
  type WebhookDelivery,
} from './protocol'
import type { SandboxStore, SandboxTx } from './store'

// The built-in payment gateway: Razorpay's protocol, kept in a store. It answers the REST calls (orders, payments,
// refunds) with Razorpay's shapes and errors, takes the tester's choice on the hosted payment sheet ('Succeed', 'Fail'),
// answers the browser as checkout.js does (the three razorpay_* fields, or an error object), and owes signed webhooks
// for everything that happened, queued in the same transaction.

export type SandboxAnswer<T> = { status: 200; body: T } | { status: 400 | 401 | 404 | 409; body: RazorpayError }

export interface SandboxOptions {
  credentials: SandboxCredentials
  now?: () => Date
  random?: (bytes: number) => Uint8Array
  /** 'chaos' delivers every webhook twice and out of order (the test switch). */
  delivery?: DeliveryMode
  /** 'instant': refunds are processed as they are made (refund.created then refund.processed); 'manual': settleRefund decides. */
  refunds?: 'instant' | 'manual'
  /** The merchant shown on the payment sheet and in UPI links. */
  merchantName?: string
  merchantVpa?: string
}

/** What checkout.js hands the page's handler after a successful payment. */
export interface CheckoutSuccess {
  razorpay_payment_id: string
  razorpay_order_id: string
  razorpay_signature: string
}

/** What checkout.js passes to rzp.on('payment.failed') — `{ error: {…} }`. */
export interface CheckoutFailure {
  error: {
    code: string
    description: string
    source: string
    step: string
    reason: string
    metadata: { order_id: string; payment_id: string }
  }
}

export type PayOutcome = 'succeed' | 'fail'

export interface PaymentSheet {
  orderId: string
  amountPaise: number
  currency: string
  merchantName: string
  receipt: string | null
  status: RazorpayOrder['status']
  /** For the QR code on a computer and the intent link on a phone. */
  upiUri: string
}

const ok = <T>(body: T): SandboxAnswer<T> => ({ status: 200, body })
const bad = <T>(description: string, field?: string): SandboxAnswer<T> => ({ status: 400, body: razorpayError(description, field) })
const NOT_FOUND = 'The id provided does not exist'

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex')
}

export class SandboxGateway {
  readonly credentials: SandboxCredentials
  private readonly now: () => Date
  private readonly random: (bytes: number) => Uint8Array
  private readonly delivery: DeliveryMode
  private readonly refundMode: 'instant' | 'manual'
  private readonly merchantName: string
  private readonly merchantVpa: string

  constructor(
    private readonly store: SandboxStore,
    options: SandboxOptions,
  ) {
    this.credentials = options.credentials
    this.now = options.now ?? (() => new Date())
    this.random = options.random ?? ((n) => randomBytes(n))
    this.delivery = options.delivery ?? 'in-order'
    this.refundMode = options.refunds ?? 'instant'
    this.merchantName = options.merchantName ?? 'Sthana Workspaces'
    this.merchantVpa = options.merchantVpa ?? 'sthana.sandbox@upi'
  }

  private id(prefix: 'order_' | 'pay_' | 'rfnd_'): string {
    return sandboxId(prefix, this.random(SANDBOX_ID_LENGTH))
  }

  private async owe(
    tx: SandboxTx,
    events: { event: string; payment?: RazorpayPayment; order?: RazorpayOrder; refund?: RazorpayRefund }[],
  ): Promise<void> {
    const at = this.now()
    const deliveries: WebhookDelivery[] = events.map((e) =>
      signedDelivery(
        sandboxEventId(this.random(SANDBOX_ID_LENGTH)),
        webhookEventBody({ accountId: this.credentials.accountId, createdAt: at, ...e }),
        this.credentials.webhookSecret,
        at,
      ),
    )
    await tx.enqueueWebhooks(planDeliveries(deliveries, this.delivery))
  }

  // ── REST: orders ───────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * POST /v1/orders. With unique_receipt, the same receipt answers the order already made; without it, a receipt that
   * another order has is refused (409): one receipt names one order, as the store's unique index says.
   */
  createOrder(body: unknown): Promise<SandboxAnswer<RazorpayOrder>> {
    const parsed = createOrderBodySchema.safeParse(body)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      const field = issue.path.join('.') || undefined
      const description =
        issue.code === 'unrecognized_keys'
          ? `${issue.keys.join(', ')} is/are not required and should not be sent`
          : `${field ?? 'The request'}: ${issue.message}`
      return Promise.resolve(bad(description, field))
    }
    const request = parsed.data
    return this.store.transaction(async (tx) => {
      const existing = await tx.getOrderByReceipt(request.receipt)
      if (existing) {
        if (!request.unique_receipt) return { status: 409, body: razorpayError('An order with this receipt already exists', 'receipt') }
        if (existing.amount !== request.amount || existing.currency !== request.currency)
          return bad<RazorpayOrder>('An order with this receipt already exists with a different amount', 'receipt')
        return ok(existing)
      }
      const order = newOrderEntity({
        id: this.id('order_'),
        amount: request.amount,
        currency: request.currency,
        receipt: request.receipt,
        notes: request.notes ?? {},
        createdAt: this.now(),
      })
      await tx.putOrder(order)
      return ok(order)
    })
  }

  async fetchOrder(orderId: string): Promise<SandboxAnswer<RazorpayOrder>> {
    const order = await this.store.transaction((tx) => tx.getOrder(orderId))
    return order ? ok(order) : bad(NOT_FOUND, 'id')
  }

  async fetchOrderPayments(orderId: string): Promise<SandboxAnswer<{ entity: 'collection'; count: number; items: RazorpayPayment[] }>> {
    return this.store.transaction(async (tx) => {
      if (!(await tx.getOrder(orderId))) return bad(NOT_FOUND, 'id')
      const items = await tx.listPayments(orderId)
      return ok({ entity: 'collection' as const, count: items.length, items })
    })
  }

  async fetchPayment(paymentId: string): Promise<SandboxAnswer<RazorpayPayment>> {
    const payment = await this.store.transaction((tx) => tx.getPayment(paymentId))
    return payment ? ok(payment) : bad(NOT_FOUND, 'id')
  }

  // ── REST: refunds ──────────────────────────────────────────────────────────────────────────────────────────────

  /**
   * POST /v1/payments/:id/refund. The same X-Refund-Idempotency key with the same body answers the same refund; with
   * another body it is refused. Only captured money is refunded, never more than is left.
   */
  refund(paymentId: string, body: unknown, idempotencyKey: string | null): Promise<SandboxAnswer<RazorpayRefund>> {
    const parsed = refundBodySchema.safeParse(body ?? {})
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!
      return Promise.resolve(bad(`${issue.path.join('.') || 'The request'}: ${issue.message}`, issue.path.join('.') || undefined))
    }
    if (idempotencyKey !== null && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey))
      return Promise.resolve(bad('The idempotency key must have at least 10 letters, digits, _ or -'))
    const request = parsed.data
    const requestHash = hashOf({ paymentId, request })
    return this.store.transaction(async (tx) => {
      if (idempotencyKey !== null) {
        const seen = await tx.getIdempotency('refund', idempotencyKey)
        if (seen) {
          if (seen.requestHash !== requestHash) return bad<RazorpayRefund>('The idempotency key was used with a different request')
          if (seen.resultId === null) return { status: 409, body: razorpayError('A refund with this idempotency key is being processed') }
          const done = await tx.getRefund(seen.resultId)
          return done ? ok(done) : bad<RazorpayRefund>(NOT_FOUND)
        }
      }
      const payment = await tx.getPayment(paymentId)
      if (!payment) return bad<RazorpayRefund>(NOT_FOUND, 'id')
      if (!payment.captured || payment.status === 'failed') return bad<RazorpayRefund>('The payment has not been captured')
      const left = payment.amount - payment.amount_refunded
      const amount = request.amount ?? left
      if (left <= 0) return bad<RazorpayRefund>('The payment has been fully refunded already')
      if (amount > left) return bad<RazorpayRefund>('The refund amount provided is greater than amount captured', 'amount')

      let refund = newRefundEntity({
        id: this.id('rfnd_'),
        payment,
        amount,
        speed: request.speed ?? 'normal',
        receipt: request.receipt ?? null,
        notes: request.notes ?? {},
        createdAt: this.now(),
      })
      const refundedPayment = withRefunded(payment, payment.amount_refunded + amount)
      const events: Parameters<SandboxGateway['owe']>[1] = [{ event: 'refund.created', refund, payment: refundedPayment }]
      if (this.refundMode === 'instant') {
        refund = { ...refund, status: 'processed', speed_processed: refund.speed_requested }
        events.push({ event: 'refund.processed', refund, payment: refundedPayment })
      }
      await tx.putRefund(refund)
      await tx.putPayment(refundedPayment)
      if (idempotencyKey !== null) await tx.putIdempotency('refund', idempotencyKey, { requestHash, resultId: refund.id })
      await this.owe(tx, events)
      return ok(refund)
    })
  }

  async fetchRefund(paymentId: string, refundId: string): Promise<SandboxAnswer<RazorpayRefund>> {
    const refund = await this.store.transaction((tx) => tx.getRefund(refundId))
    return refund && refund.payment_id === paymentId ? ok(refund) : bad(NOT_FOUND, 'id')
  }

  async listRefunds(paymentId: string): Promise<SandboxAnswer<{ entity: 'collection'; count: number; items: RazorpayRefund[] }>> {
    return this.store.transaction(async (tx) => {
      if (!(await tx.getPayment(paymentId))) return bad(NOT_FOUND, 'id')
      const items = await tx.listRefunds(paymentId)
      return ok({ entity: 'collection' as const, count: items.length, items })
    })
  }

  /** With refunds 'manual': the refund is processed, or fails (the money goes back to the merchant). */
  settleRefund(refundId: string, outcome: 'processed' | 'failed'): Promise<SandboxAnswer<RazorpayRefund>> {
    return this.store.transaction(async (tx) => {
      const refund = await tx.getRefund(refundId)
      if (!refund) return bad<RazorpayRefund>(NOT_FOUND, 'id')
      if (refund.status !== 'pending') return bad<RazorpayRefund>(`The refund is already ${refund.status}`)
      const payment = (await tx.getPayment(refund.payment_id))!
      const settled: RazorpayRefund = {
        ...refund,
        status: outcome,
        speed_processed: outcome === 'processed' ? refund.speed_requested : null,
      }
      const after = outcome === 'failed' ? withRefunded(payment, payment.amount_refunded - refund.amount) : payment
      await tx.putRefund(settled)
      await tx.putPayment(after)
      await this.owe(tx, [{ event: `refund.${outcome}`, refund: settled, payment: after }])
      return ok(settled)
    })
  }

  // ── The hosted payment sheet ───────────────────────────────────────────────────────────────────────────────────

  /** What the payment sheet shows for an order, or null for an unknown order. */
  async sheet(orderId: string): Promise<PaymentSheet | null> {
    const order = await this.store.transaction((tx) => tx.getOrder(orderId))
    if (!order) return null
    return {
      orderId: order.id,
      amountPaise: order.amount,
      currency: order.currency,
      merchantName: this.merchantName,
      receipt: order.receipt,
      status: order.status,
      upiUri: upiIntentUri({
        payeeVpa: this.merchantVpa,
        payeeName: this.merchantName,
        amountPaise: order.amount,
        orderId: order.id,
        note: order.receipt ?? order.id,
      }),
    }
  }

  /**
   * The tester chose 'Succeed' or 'Fail' on the sheet. Succeed: the payment is authorised and captured (automatic
   * capture), the order is paid, and the page's handler gets the signed razorpay_* fields. Fail: the payment fails
   * with Razorpay's error object. Either way the webhooks are owed. A paid order takes no second payment.
   */
  pay(
    orderId: string,
    choice: { outcome: PayOutcome; method: SandboxMethod; email?: string | null; contact?: string | null },
  ): Promise<{ ok: true; handler: CheckoutSuccess } | { ok: false; failure: CheckoutFailure } | { ok: false; refused: string }> {
    return this.store.transaction(async (tx) => {
      const order = await tx.getOrder(orderId)
      if (!order) return { ok: false as const, refused: 'This order does not exist.' }
      if (order.status === 'paid') return { ok: false as const, refused: 'This order has already been paid.' }
      const started = newPaymentEntity({
        id: this.id('pay_'),
        order,
        method: choice.method,
        email: choice.email ?? null,
        contact: choice.contact ?? null,
        createdAt: this.now(),
      })
      if (choice.outcome === 'fail') {
        const payment = failed(started)
        const after: RazorpayOrder = { ...order, status: 'attempted', attempts: order.attempts + 1 }
        await tx.putPayment(payment)
        await tx.putOrder(after)
        await this.owe(tx, [{ event: 'payment.failed', payment }])
        return {
          ok: false as const,
          failure: { error: { ...SANDBOX_FAILURE, metadata: { order_id: order.id, payment_id: payment.id } } },
        }
      }
      const auth = authorized(started)
      const payment = captured(auth)
      const paid: RazorpayOrder = { ...order, status: 'paid', attempts: order.attempts + 1, amount_paid: order.amount, amount_due: 0 }
      await tx.putPayment(payment)
      await tx.putOrder(paid)
      await this.owe(tx, [
        { event: 'payment.authorized', payment: auth },
        { event: 'payment.captured', payment },
        { event: 'order.paid', payment, order: paid },
      ])
      return {
        ok: true as const,
        handler: {
          razorpay_payment_id: payment.id,
          razorpay_order_id: order.id,
          razorpay_signature: paymentSignature(order.id, payment.id, this.credentials.keySecret),
        },
      }
    })
  }
}
