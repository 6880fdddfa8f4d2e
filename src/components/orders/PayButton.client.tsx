'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import { track } from '../analytics/track'
import { apiFetch } from '../account/auth-store'
import { Button } from '../ui/Button'
import { toast } from '../ui/toast'
import { orderPath } from './types'

// 'Pay' on the cart's last step: the server makes the order from its own cart and prices (POST /api/orders/checkout,
// one idempotency key per attempt, so a double click is one order), the gateway's checkout opens (Razorpay's
// checkout.js, or the sandbox's stand-in with the same API), and its handler only asks the server to check the
// payment (POST …/verify) before the confirmation page. A failed or closed payment keeps the cart and says so.

interface CheckoutAnswer {
  order: { number: string; amountPaise: number }
  /** Null when credits, a coupon or loyalty paid everything: the order is confirmed already. */
  checkout: { provider: string; scriptUrl: string; options: Record<string, unknown> } | null
}

interface RazorpayInstance {
  open(): void
  on(event: 'payment.failed', handler: (response: { error: { description: string } }) => void): void
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance

export const PAYMENT_FAILED_MESSAGE = 'Your payment did not go through. Your cart is kept: you can try again.'
export const PAYMENT_CLOSED_MESSAGE = 'Payment cancelled. Your cart is kept.'

function loadScript(src: string): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay
  if (existing) return Promise.resolve(existing)
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay
      if (loaded) resolve(loaded)
      else reject(new Error('The payment sheet did not load'))
    }
    script.onerror = () => reject(new Error('The payment sheet did not load'))
    document.head.appendChild(script)
  })
}

export function PayButton({ label = 'Pay now', onFailure }: { label?: string; onFailure?: (message: string) => void }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const attempt = useRef<string | null>(null)

  async function pay() {
    setBusy(true)
    // One key per attempt: kept while this attempt is open, so a retried request makes no second order.
    attempt.current ??= `${Date.now().toString(36)}-${crypto.randomUUID()}`
    const response = await apiFetch('/api/orders/checkout', { method: 'POST', body: JSON.stringify({ idempotencyKey: attempt.current }) })
    const body = (await response.json().catch(() => null)) as CheckoutAnswer | { error?: { message: string } } | null
    if (!response.ok || !body || !('order' in body)) {
      setBusy(false)
      const message = (body && 'error' in body && body.error?.message) || 'We could not start the payment. Please try again.'
      toast.error(message)
      onFailure?.(message)
      return
    }
    const { order, checkout } = body
    if (!checkout) {
      attempt.current = null
      router.push(`/order-confirmation?order=${encodeURIComponent(order.number)}&success=true`)
      return
    }
    track('payment_started', { amount_rupees: order.amountPaise / 100, provider: checkout.provider })
    let Razorpay: RazorpayConstructor
    try {
      Razorpay = await loadScript(checkout.scriptUrl)
    } catch {
      setBusy(false)
      toast.error('The payment sheet did not load. Please try again.')
      return
    }
    const finish = (message: string) => {
      attempt.current = null
      setBusy(false)
      toast.error(message)
      onFailure?.(message)
    }
    const sheet = new Razorpay({
      ...checkout.options,
      handler: async (handlerFields: Record<string, string>) => {
        const verified = await apiFetch(`${orderPath(order.number)}/verify`, { method: 'POST', body: JSON.stringify(handlerFields) })
        if (!verified.ok) return finish('We could not confirm your payment yet. If money left your account, we will confirm or refund it.')
        attempt.current = null
        router.push(`/order-confirmation?order=${encodeURIComponent(order.number)}&success=true`)
      },
      modal: {
        ondismiss: () => {
          track('payment_abandoned', { amount_rupees: order.amountPaise / 100 })
          finish(PAYMENT_CLOSED_MESSAGE)
        },
      },
    })
    sheet.on('payment.failed', (response) => {
      track('payment_failed', { amount_rupees: order.amountPaise / 100, reason: response.error.description })
      toast.error(`${PAYMENT_FAILED_MESSAGE} (${response.error.description})`)
    })
    sheet.open()
  }

  return (
    <Button variant="accent" size="lg" disabled={busy} onClick={() => void pay()}>
      {busy ? 'Opening payment…' : label}
    </Button>
  )
}
