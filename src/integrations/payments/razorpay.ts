import type { z } from 'zod'
import {
  collectionSchema,
  createOrderBodySchema,
  IDEMPOTENCY_KEY_PATTERN,
  parseWebhookBody,
  razorpayErrorSchema,
  razorpayOrderSchema,
  razorpayPaymentSchema,
  razorpayRefundSchema,
  REFUND_IDEMPOTENCY_HEADER,
  refundBodySchema,
  toGatewayOrder,
  toGatewayPayment,
  toGatewayRefund,
  type CreateOrderBody,
  type RefundBody,
} from './razorpay-schemas'
import { verifyPaymentSignature, verifyWebhookSignature } from './signatures'
import {
  PaymentGatewayError,
  type CheckoutOptions,
  type CheckoutRequest,
  type CheckoutSession,
  type CreateGatewayOrderInput,
  type PaymentGateway,
  type PaymentProvider,
  type RefundInput,
  type WebhookVerdict,
} from './types'

// Razorpay over its REST API (Basic auth with the key id and secret) with fetch: orders, payments, refunds with
// X-Refund-Idempotency. The official `razorpay` package is not used at run time: its host is fixed and it sends no
// per-call headers. The same client talks to the sandbox gateway (its REST routes speak the same shapes), which is
// how the tests prove the two agree.

export const RAZORPAY_API_BASE = 'https://api.razorpay.com/v1'
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js'
/** What checkout.js loads, per Razorpay's own CSP list (razorpay-magento etc/csp_whitelist.xml). */
export const RAZORPAY_CSP = {
  scriptSrc: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connectSrc: ['https://lumberjack.razorpay.com', 'https://lumberjack-metrics.razorpay.com'],
  imgSrc: ['https://cdn.razorpay.com'],
}

export interface RazorpayConfig {
  keyId: string
  keySecret: string
  webhookSecret: string
  /** https://api.razorpay.com/v1 unless a test points it at a local fake (or the sandbox's REST routes). */
  apiBase?: string
  timeoutMs?: number
  fetch?: typeof fetch
}

const DEFAULT_THEME = '#0F766E'

/** Standard Checkout's options for one order (shared with the sandbox, whose checkout script takes the same). */
export function checkoutOptions(keyId: string, request: CheckoutRequest): CheckoutOptions {
  const contact = request.prefill?.contact?.replace(/[\s-]/g, '')
  return {
    key: keyId,
    amount: request.order.amountPaise,
    currency: 'INR',
    name: request.merchantName,
    description: request.description,
    ...(request.imageUrl ? { image: request.imageUrl } : {}),
    order_id: request.order.id,
    prefill: {
      ...(request.prefill?.name ? { name: request.prefill.name } : {}),
      ...(request.prefill?.email ? { email: request.prefill.email } : {}),
      ...(contact ? { contact: /^[6-9]\d{9}$/.test(contact) ? `+91${contact}` : contact } : {}),
    },
    notes: request.notes ?? {},
    theme: { color: request.themeColor ?? DEFAULT_THEME },
    ...(request.callbackUrl ? { callback_url: request.callbackUrl, redirect: false } : {}),
  }
}

/**
 * A webhook request, checked: the signature over the raw body first (nothing is parsed or stored without it), then the
 * event id header, then the body's shape.
 */
export function verifyWebhookRequest(
  input: { rawBody: string; signature: string | null; eventId: string | null },
  webhookSecret: string,
): WebhookVerdict {
  if (!verifyWebhookSignature(input.rawBody, input.signature, webhookSecret))
    return { ok: false, reason: 'bad-signature', message: 'The webhook signature does not match its body.' }
  if (!input.eventId || !/^[A-Za-z0-9_-]{1,100}$/.test(input.eventId))
    return { ok: false, reason: 'no-event-id', message: 'The webhook has no valid x-razorpay-event-id.' }
  const parsed = parseWebhookBody(input.rawBody, input.eventId)
  return parsed.ok ? { ok: true, event: parsed.event, rawBody: input.rawBody } : parsed
}

export function kindOfStatus(status: number): PaymentGatewayError['kind'] {
  if (status === 400 || status === 422) return 'bad-request'
  if (status === 401 || status === 403) return 'auth'
  if (status === 404) return 'not-found'
  if (status === 409) return 'conflict'
  if (status === 429) return 'rate-limited'
  return 'unavailable'
}

/** A REST client for Razorpay's protocol, at any base (Razorpay's, or the sandbox's own routes). */
export class RazorpayRestClient {
  private readonly base: string
  private readonly auth: string
  private readonly fetchImpl: typeof fetch

  constructor(
    private readonly config: RazorpayConfig,
    private readonly provider: PaymentProvider = 'razorpay',
  ) {
    this.base = (config.apiBase ?? RAZORPAY_API_BASE).replace(/\/$/, '')
    this.auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`
    this.fetchImpl = config.fetch ?? fetch
  }

  async request<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<z.output<S>> {
    const name = this.provider === 'razorpay' ? 'Razorpay' : 'The sandbox gateway'
    let response: Response
    try {
      response = await this.fetchImpl(`${this.base}${path}`, {
        method,
        headers: {
          Authorization: this.auth,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      })
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new PaymentGatewayError('unavailable', `${name} did not answer${timedOut ? ' in time' : ''}: ${method} ${path}`)
    }
    const text = await response.text()
    let json: unknown = null
    try {
      json = text === '' ? null : JSON.parse(text)
    } catch {
      json = null
    }
    if (!response.ok) {
      const error = razorpayErrorSchema.safeParse(json)
      const description = error.success ? error.data.error.description : `${response.status} ${response.statusText}`.trim()
      throw new PaymentGatewayError(
        kindOfStatus(response.status),
        `${name}: ${description}`,
        response.status,
        error.success ? error.data.error.code : null,
      )
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success)
      throw new PaymentGatewayError(
        'invalid-answer',
        `${name} answered ${method} ${path} with an unexpected shape: ${parsed.error.issues[0]?.message}`,
        response.status,
      )
    return parsed.data
  }
}

function checkIdempotencyKey(key: string): void {
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new PaymentGatewayError('bad-request', 'A refund idempotency key has 10 to 100 letters, digits, _ or -.')
}

export function checked<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body)
  if (!parsed.success)
    throw new PaymentGatewayError('bad-request', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '))
  return parsed.data
}

/** The adapter over Razorpay's protocol. `provider` 'sandbox' is the same protocol against the sandbox's routes. */
export function createRazorpayGateway(
  config: RazorpayConfig,
  options: { provider?: PaymentProvider; checkoutScriptUrl?: string } = {},
): PaymentGateway {
  const provider = options.provider ?? 'razorpay'
  const client = new RazorpayRestClient(config, provider)
  const id = encodeURIComponent
  return {
    provider,
    keyId: config.keyId,

    async createOrder(input: CreateGatewayOrderInput) {
      const body: CreateOrderBody = checked(createOrderBodySchema, {
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        ...(input.notes ? { notes: input.notes } : {}),
        unique_receipt: true,
      })
      return toGatewayOrder(await client.request('POST', '/orders', razorpayOrderSchema, body))
    },

    async fetchOrder(orderId) {
      return toGatewayOrder(await client.request('GET', `/orders/${id(orderId)}`, razorpayOrderSchema))
    },

    async fetchOrderPayments(orderId) {
      const list = await client.request('GET', `/orders/${id(orderId)}/payments`, collectionSchema(razorpayPaymentSchema))
      return list.items.map(toGatewayPayment)
    },

    async fetchPayment(paymentId) {
      return toGatewayPayment(await client.request('GET', `/payments/${id(paymentId)}`, razorpayPaymentSchema))
    },

    async refund(input: RefundInput) {
      checkIdempotencyKey(input.idempotencyKey)
      const body: RefundBody = checked(refundBodySchema, {
        ...(input.amountPaise === undefined ? {} : { amount: input.amountPaise }),
        speed: input.speed ?? 'normal',
        ...(input.receipt ? { receipt: input.receipt } : {}),
        ...(input.notes ? { notes: input.notes } : {}),
      })
      const refund = await client.request('POST', `/payments/${id(input.paymentId)}/refund`, razorpayRefundSchema, body, {
        [REFUND_IDEMPOTENCY_HEADER]: input.idempotencyKey,
      })
      return toGatewayRefund(refund)
    },

    async fetchRefund(paymentId, refundId) {
      return toGatewayRefund(await client.request('GET', `/payments/${id(paymentId)}/refunds/${id(refundId)}`, razorpayRefundSchema))
    },

    verifyPaymentSignature(input) {
      return verifyPaymentSignature(input, config.keySecret)
    },

    verifyWebhook(input) {
      return verifyWebhookRequest(input, config.webhookSecret)
    },

    checkout(request: CheckoutRequest): CheckoutSession {
      return {
        provider,
        scriptUrl: options.checkoutScriptUrl ?? RAZORPAY_CHECKOUT_SCRIPT,
        options: checkoutOptions(config.keyId, request),
        csp: provider === 'razorpay' ? RAZORPAY_CSP : { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] },
      }
    },
  }
}
