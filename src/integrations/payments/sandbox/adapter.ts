import type { z } from 'zod'
import { checked, checkoutOptions, kindOfStatus, verifyWebhookRequest } from '../razorpay'
import {
  collectionSchema,
  createOrderBodySchema,
  razorpayOrderSchema,
  razorpayPaymentSchema,
  razorpayRefundSchema,
  toGatewayOrder,
  toGatewayPayment,
  toGatewayRefund,
} from '../razorpay-schemas'
import { verifyPaymentSignature } from '../signatures'
import { PaymentGatewayError, type PaymentGateway } from '../types'
import type { SandboxAnswer, SandboxGateway } from './gateway'

// The payments adapter over the sandbox gateway in the same process: the calls Razorpay's client makes over HTTP,
// made directly, with every answer parsed by Razorpay's schemas (so a sandbox answer Razorpay's client could not read
// fails here too). The hosted sheet's script, served by the app, defines `window.Razorpay` with checkout.js's API.

export const SANDBOX_CHECKOUT_SCRIPT = '/sandbox-gateway/checkout.js'

function unwrap<S extends z.ZodType>(answer: SandboxAnswer<unknown>, schema: S): z.output<S> {
  if (answer.status !== 200) {
    const error = (answer.body as { error: { code: string; description: string } }).error
    throw new PaymentGatewayError(kindOfStatus(answer.status), `The sandbox gateway: ${error.description}`, answer.status, error.code)
  }
  const parsed = schema.safeParse(answer.body)
  if (!parsed.success)
    throw new PaymentGatewayError('invalid-answer', `The sandbox gateway answered an unexpected shape: ${parsed.error.issues[0]?.message}`)
  return parsed.data
}

export function createSandboxPaymentGateway(gateway: SandboxGateway, options: { checkoutScriptUrl?: string } = {}): PaymentGateway {
  const { keyId, keySecret, webhookSecret } = gateway.credentials
  return {
    provider: 'sandbox',
    keyId,
    async createOrder(input) {
      const body = checked(createOrderBodySchema, {
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        ...(input.notes ? { notes: input.notes } : {}),
        unique_receipt: true,
      })
      return toGatewayOrder(unwrap(await gateway.createOrder(body), razorpayOrderSchema))
    },
    async fetchOrder(orderId) {
      return toGatewayOrder(unwrap(await gateway.fetchOrder(orderId), razorpayOrderSchema))
    },
    async fetchOrderPayments(orderId) {
      return unwrap(await gateway.fetchOrderPayments(orderId), collectionSchema(razorpayPaymentSchema)).items.map(toGatewayPayment)
    },
    async fetchPayment(paymentId) {
      return toGatewayPayment(unwrap(await gateway.fetchPayment(paymentId), razorpayPaymentSchema))
    },
    async refund(input) {
      const body = {
        ...(input.amountPaise === undefined ? {} : { amount: input.amountPaise }),
        speed: input.speed ?? 'normal',
        ...(input.receipt ? { receipt: input.receipt } : {}),
        ...(input.notes ? { notes: input.notes } : {}),
      }
      return toGatewayRefund(unwrap(await gateway.refund(input.paymentId, body, input.idempotencyKey), razorpayRefundSchema))
    },
    async fetchRefund(paymentId, refundId) {
      return toGatewayRefund(unwrap(await gateway.fetchRefund(paymentId, refundId), razorpayRefundSchema))
    },
    verifyPaymentSignature(input) {
      return verifyPaymentSignature(input, keySecret)
    },
    verifyWebhook(input) {
      return verifyWebhookRequest(input, webhookSecret)
    },
    checkout(request) {
      return {
        provider: 'sandbox',
        scriptUrl: options.checkoutScriptUrl ?? SANDBOX_CHECKOUT_SCRIPT,
        options: checkoutOptions(keyId, request),
        csp: { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] },
      }
    },
  }
}
