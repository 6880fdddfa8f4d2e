import type { GatewayEvent, GatewayOrder, GatewayPayment, GatewayRefund, RefundSpeed } from '@/domain/orders/gateway'
import type { Paise } from '@/domain/money'

// The payments adapter: one interface, answered in our own types (src/domain/orders/gateway.ts), with two
// implementations: Razorpay (razorpay.ts) and the built-in sandbox gateway (sandbox/), which speaks Razorpay's protocol.

export type PaymentProvider = 'razorpay' | 'sandbox'

export interface CreateGatewayOrderInput {
  amountPaise: Paise
  /**
   * Our order number, one per checkout attempt. It is the idempotency key of the call: asking again with the same
   * receipt (a retry after a timeout) answers the order already made, never a second one.
   */
  receipt: string
  /** At most 15 pairs of 256 characters; never anything personal (they show in the gateway's dashboard). */
  notes?: Record<string, string>
}

export interface RefundInput {
  paymentId: string
  /** Omitted: the whole captured amount less what was refunded. */
  amountPaise?: Paise
  /** Sent as X-Refund-Idempotency (≥ 10 of A–Z a–z 0–9 _ -): a retry with the same key and body is the same refund. */
  idempotencyKey: string
  speed?: RefundSpeed
  receipt?: string
  notes?: Record<string, string>
}

export type WebhookVerdict =
  | { ok: true; event: GatewayEvent; rawBody: string }
  /** 'bad-signature' and 'no-event-id' → answer 400 and store nothing; 'unknown-event' → answer 2xx and ignore it. */
  | { ok: false; reason: 'bad-signature' | 'no-event-id' | 'not-json' | 'bad-shape' | 'unknown-event'; message: string }

/** Who pays, to fill the checkout in (Standard Checkout's `prefill`). */
export interface CheckoutPrefill {
  name?: string
  email?: string
  /** A mobile number, +91 optional. */
  contact?: string
}

export interface CheckoutRequest {
  order: GatewayOrder
  /** The merchant name on the checkout. */
  merchantName: string
  /** What is bought, one line. */
  description: string
  imageUrl?: string
  prefill?: CheckoutPrefill
  notes?: Record<string, string>
  /** The brand colour, '#RRGGBB'. */
  themeColor?: string
  /** Where the checkout posts its result when it redirects instead of calling the handler (some UPI apps and banks). */
  callbackUrl?: string
}

/**
 * The options given to `new Razorpay(options)` in the browser (checkout.js), JSON-safe. The client component adds the
 * functions itself: `handler(response)` posts {razorpay_payment_id, razorpay_order_id, razorpay_signature} to our
 * server (which checks the signature and fetches the payment), `modal.ondismiss` keeps the cart, and
 * `rzp.on('payment.failed', …)` shows the error's description.
 */
export interface CheckoutOptions {
  key: string
  amount: number
  currency: 'INR'
  name: string
  description: string
  image?: string
  order_id: string
  prefill: { name?: string; email?: string; contact?: string }
  notes: Record<string, string>
  theme: { color: string }
  callback_url?: string
  redirect?: boolean
}

export interface CheckoutSession {
  provider: PaymentProvider
  /** The script that defines `window.Razorpay`: Razorpay's checkout.js, or the sandbox's stand-in with the same API. */
  scriptUrl: string
  options: CheckoutOptions
  /** Origins the page's Content-Security-Policy must allow while this provider is on (none for the sandbox). */
  csp: { scriptSrc: string[]; frameSrc: string[]; connectSrc: string[]; imgSrc: string[] }
}

export interface PaymentGateway {
  readonly provider: PaymentProvider
  /** The public key id the checkout needs (`rzp_live_…`, `rzp_test_…`). */
  readonly keyId: string

  createOrder(input: CreateGatewayOrderInput): Promise<GatewayOrder>
  fetchOrder(orderId: string): Promise<GatewayOrder>
  /** Every payment attempted on an order (reconciliation of orders whose webhooks never came). */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>
  fetchPayment(paymentId: string): Promise<GatewayPayment>
  refund(input: RefundInput): Promise<GatewayRefund>
  fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund>

  /** The checkout handler's signature, checked against the gateway order id WE stored for the customer's order. */
  verifyPaymentSignature(input: { storedOrderId: string; paymentId: string; signature: string | null | undefined }): boolean
  /** Verifies X-Razorpay-Signature over the raw body (timing-safe), then parses the event. */
  verifyWebhook(input: { rawBody: string; signature: string | null; eventId: string | null }): WebhookVerdict
  checkout(request: CheckoutRequest): CheckoutSession
}

export type PaymentGatewayErrorKind =
  /** The request was wrong (an amount below ₹1, a refund above what is left): do not retry. */
  | 'bad-request'
  /** The keys are wrong: do not retry; operators fix the configuration. */
  | 'auth'
  | 'not-found'
  /** The same refund is still being processed (409): retry later with the same key. */
  | 'conflict'
  | 'rate-limited'
  /** The gateway did not answer, timed out or failed (5xx): retry later. */
  | 'unavailable'
  /** The gateway answered something we cannot read: do not act on it. */
  | 'invalid-answer'

export class PaymentGatewayError extends Error {
  readonly retryable: boolean
  constructor(
    readonly kind: PaymentGatewayErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly gatewayCode: string | null = null,
  ) {
    super(message)
    this.name = 'PaymentGatewayError'
    this.retryable = kind === 'conflict' || kind === 'rate-limited' || kind === 'unavailable'
  }
}
