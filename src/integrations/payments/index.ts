import { paymentsConfigFromEnv } from './config'
import { createRazorpayGateway } from './razorpay'
import { createSandboxPaymentGateway } from './sandbox/adapter'
import type { SandboxGateway } from './sandbox/gateway'
import type { PaymentGateway } from './types'

export { paymentsConfigFromEnv, type PaymentsConfig } from './config'
export { createRazorpayGateway, RAZORPAY_CHECKOUT_SCRIPT, RAZORPAY_CSP } from './razorpay'
export { createSandboxPaymentGateway, SANDBOX_CHECKOUT_SCRIPT } from './sandbox/adapter'
export { SandboxGateway } from './sandbox/gateway'
export { sandboxCredentials, webhookRequest, type WebhookDelivery } from './sandbox/protocol'
export { MemorySandboxStore, type SandboxStore, type SandboxTx } from './sandbox/store'
export { handleSandboxRest } from './sandbox/rest'
export { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from './signatures'
export * from './types'

/**
 * The payment gateway for this process: Razorpay when RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET
 * are set, otherwise the built-in sandbox (made by `sandbox()`, which the caller builds on its database store).
 */
export function selectPaymentGateway(options: { sandbox: () => SandboxGateway; env?: Record<string, string | undefined> }): PaymentGateway {
  const config = paymentsConfigFromEnv(options.env)
  if (config.provider === 'razorpay') return createRazorpayGateway(config)
  return createSandboxPaymentGateway(options.sandbox())
}
