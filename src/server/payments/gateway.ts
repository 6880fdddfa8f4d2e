import {
  paymentsConfigFromEnv,
  sandboxCredentials,
  SandboxGateway,
  selectPaymentGateway,
  type PaymentGateway,
} from '@/integrations/payments'
import type { DeliveryMode } from '@/integrations/payments/sandbox/protocol'
import { env } from '../env'
import { PostgresSandboxStore } from './sandbox-store'

// The payment gateway of this process: Razorpay when its three RAZORPAY_* variables are set, else the built-in sandbox
// gateway on PostgreSQL (the default). The sandbox's test switch SANDBOX_GATEWAY_DELIVERY=chaos delivers every webhook
// twice and in reverse order; tests flip it with `setSandboxDelivery`.

const holder = globalThis as typeof globalThis & { sthanaSandboxDelivery?: DeliveryMode }

export function sandboxDelivery(): DeliveryMode {
  return holder.sthanaSandboxDelivery ?? (process.env.SANDBOX_GATEWAY_DELIVERY === 'chaos' ? 'chaos' : 'in-order')
}

/** The test switch: 'chaos' delivers each webhook twice and out of order. */
export function setSandboxDelivery(mode: DeliveryMode | undefined): void {
  holder.sthanaSandboxDelivery = mode
}

export function sandboxGateway(): SandboxGateway {
  return new SandboxGateway(new PostgresSandboxStore(), {
    credentials: sandboxCredentials(env().PAYLOAD_SECRET),
    delivery: sandboxDelivery(),
  })
}

export function isSandboxGateway(): boolean {
  return paymentsConfigFromEnv().provider === 'sandbox'
}

export function paymentGateway(): PaymentGateway {
  return selectPaymentGateway({ sandbox: sandboxGateway })
}
