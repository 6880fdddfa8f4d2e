'use client'

import { useEffect, useRef, useState } from 'react'
import { useAuth, apiFetch } from '../account/auth-store'
import { LoggedOut } from '../account/sections/LoggedOut.client'
import { CARD_CLASS, Skeleton } from '../account/sections/Section'
import { track } from '../analytics/track'
import { toast } from '../ui/toast'
import { OrderDetails } from './OrderDetails'
import { orderPath, type OrderJson } from './types'

// The order confirmation page (spec route `order-confirmation`): ?order=<number> names the order; success=true (the
// payment sheet's handler lands here after the server checked the payment) shows 'Payment successful' once, then the
// parameter goes from the address, so a reload or a shared link does not say it again.

export const PAYMENT_SUCCESSFUL = 'Payment successful'

let toldSuccess = false

export function OrderConfirmation() {
  const { status } = useAuth()
  const [order, setOrder] = useState<OrderJson | null | undefined>(undefined)
  const [error, setError] = useState<string | null>(null)
  const number = useRef<string | null>(null)

  useEffect(() => {
    const url = new URL(window.location.href)
    number.current = url.searchParams.get('order')
    if (url.searchParams.get('success') === 'true') {
      if (!toldSuccess) {
        toldSuccess = true
        toast.success(PAYMENT_SUCCESSFUL)
      }
      url.searchParams.delete('success')
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
    }
  }, [])

  useEffect(() => {
    if (status !== 'signed-in') return
    if (!number.current) {
      setOrder(null)
      setError('No order was named.')
      return
    }
    apiFetch(orderPath(number.current))
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as OrderJson | { error?: { message: string } } | null
        if (!response.ok || !body || !('number' in body)) {
          setOrder(null)
          setError((body && 'error' in body && body.error?.message) || 'We could not load this order. Please reload the page.')
          return
        }
        setOrder(body)
        if (body.paid) track('payment_succeeded', { order_status: body.status, amount_rupees: body.amountPaise / 100 })
      })
      .catch(() => setError('We could not load this order. Please reload the page.'))
  }, [status])

  if (status === 'anonymous') return <LoggedOut />
  if (order === undefined && !error)
    return (
      <div className={CARD_CLASS}>
        <Skeleton lines={5} />
      </div>
    )
  if (!order) return <p role="alert">{error}</p>
  return (
    <div className={CARD_CLASS}>
      <h2 className="mb-4 text-xl font-semibold text-brand-950">
        {order.status === 'confirmed' ? 'Your booking is confirmed' : order.statusLabel}
      </h2>
      <OrderDetails order={order} />
    </div>
  )
}
