'use client'

import { useCallback, useEffect, useState } from 'react'
import { formatPaise, type Paise } from '@/domain/money'
import { OrderDetails } from '../../orders/OrderDetails'
import { orderPath, type OrderJson } from '../../orders/types'
import { track } from '../../analytics/track'
import { Button } from '../../ui/Button'
import { Dialog, DialogCloseButton, DialogDescription, DialogTitle } from '../../ui/Dialog.client'
import { Field } from '../../ui/Field'
import { toast } from '../../ui/toast'
import { apiFetch } from '../auth-store'
import { Section, Skeleton } from './Section'

// Account → Orders: every order with its status, amounts, invoice and bookings; a confirmed booking can be cancelled,
// with the refund rule and the amount it refunds now shown before the customer confirms (POST …/cancel), and a day
// pass or conference room moved to another date (and time) before its reschedule deadline (POST …/reschedule).

const rupees = (paise: number) => formatPaise(paise as Paise)

type Booking = OrderJson['bookings'][number]

/** The booking's date and start in India, as the form's fields start. */
function istParts(iso: string): { date: string; time: string } {
  const local = new Date(new Date(iso).getTime() + 330 * 60_000).toISOString()
  return { date: local.slice(0, 10), time: local.slice(11, 16) }
}

export function OrdersSection() {
  const [orders, setOrders] = useState<OrderJson[] | null>(null)
  const [cancelling, setCancelling] = useState<OrderJson | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [moving, setMoving] = useState<{ order: OrderJson; booking: Booking; date: string; time: string } | null>(null)

  const load = useCallback(
    () =>
      apiFetch('/api/orders')
        .then((response) => response.json().catch(() => null) as Promise<{ data?: OrderJson[] } | null>)
        .then((body) => setOrders(body?.data ?? []))
        .catch(() => setOrders([])),
    [],
  )

  useEffect(() => {
    apiFetch('/api/orders')
      .then((response) => response.json().catch(() => null) as Promise<{ data?: OrderJson[] } | null>)
      .then((body) => setOrders(body?.data ?? []))
      .catch(() => toast.error('We could not load your orders. Please reload the page.'))
  }, [])

  async function confirmCancel(order: OrderJson) {
    if (!order.cancellation.quote) return
    setBusy(true)
    setError(null)
    const response = await apiFetch(`${orderPath(order.number)}/cancel`, {
      method: 'POST',
      body: JSON.stringify({ refundPaise: order.cancellation.quote.refundPaise }),
    })
    setBusy(false)
    const body = (await response.json().catch(() => null)) as OrderJson | { error?: { message: string } } | null
    if (!response.ok) {
      setError((body && 'error' in body && body.error?.message) || 'We could not cancel this order. Please try again.')
      await load()
      return
    }
    track('payment_refunded', { amount_rupees: order.cancellation.quote.refundPaise / 100, reason: 'customer-cancellation' })
    toast.success('Order cancelled')
    setCancelling(null)
    await load()
  }

  async function confirmReschedule() {
    if (!moving) return
    setBusy(true)
    setError(null)
    const response = await apiFetch(`${orderPath(moving.order.number)}/reschedule`, {
      method: 'POST',
      body: JSON.stringify({
        lineId: moving.booking.lineId,
        date: moving.date,
        ...(moving.booking.kind === 'conference-room' ? { startTime: moving.time } : {}),
      }),
    })
    setBusy(false)
    const body = (await response.json().catch(() => null)) as OrderJson | { error?: { message: string } } | null
    if (!response.ok) {
      setError((body && 'error' in body && body.error?.message) || 'We could not move this booking. Please try again.')
      return
    }
    toast.success('Booking rescheduled')
    setMoving(null)
    await load()
  }

  return (
    <Section id="orders" title="Orders">
      {orders === null ? (
        <Skeleton />
      ) : orders.length === 0 ? (
        <p className="text-slate-600">No orders yet.</p>
      ) : (
        <ul className="grid gap-4">
          {orders.map((order) => (
            <li key={order.number} className="rounded-xl border border-slate-200 p-4">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{order.bookings[0]?.label ?? order.breakup.lines[0]?.label ?? order.number}</span>
                  <span className="text-sm">
                    {order.statusLabel} · {order.breakup.total.amount}
                  </span>
                </summary>
                <div className="mt-3">
                  <OrderDetails order={order} headingLevel={3} />
                </div>
              </details>
              {order.bookings
                .filter((booking) => booking.reschedule.allowed)
                .map((booking) => (
                  <Button
                    key={booking.lineId}
                    variant="secondary"
                    size="sm"
                    className="mr-3 mt-3"
                    aria-label={`Reschedule ${booking.label}`}
                    onClick={() => {
                      setError(null)
                      setMoving({ order, booking, ...istParts(booking.startsAt) })
                    }}
                  >
                    Reschedule
                  </Button>
                ))}
              {order.cancellation.quote?.cancellable ? (
                <Button variant="secondary" size="sm" className="mt-3" onClick={() => setCancelling(order)}>
                  Cancel booking
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) {
            setCancelling(null)
            setError(null)
          }
        }}
        className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl bg-white p-6 shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(28rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
      >
        {cancelling?.cancellation.quote ? (
          <>
            <div className="mb-3 flex items-start justify-between gap-4">
              <DialogTitle className="text-xl font-semibold text-brand-900">Cancel this booking?</DialogTitle>
              <DialogCloseButton />
            </div>
            <DialogDescription className="mb-3 text-sm text-slate-700">{cancelling.cancellation.rule}</DialogDescription>
            <p className="mb-4" data-cancel-refund>
              You paid {rupees(cancelling.cancellation.quote.paidPaise)}. Cancelling now refunds{' '}
              <strong>{rupees(cancelling.cancellation.quote.refundPaise)}</strong> to your original payment method.
            </p>
            {error ? (
              <p role="alert" className="mb-3 text-sm text-red-700">
                {error}
              </p>
            ) : null}
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={() => setCancelling(null)}>
                Keep booking
              </Button>
              <Button variant="accent" disabled={busy} onClick={() => void confirmCancel(cancelling)}>
                {busy ? 'Cancelling…' : 'Cancel and refund'}
              </Button>
            </div>
          </>
        ) : null}
      </Dialog>
      <Dialog
        open={moving !== null}
        onOpenChange={(open) => {
          if (!open) {
            setMoving(null)
            setError(null)
          }
        }}
        className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl bg-white p-6 shadow-2xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:w-[min(28rem,94vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
      >
        {moving ? (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              void confirmReschedule()
            }}
          >
            <div className="mb-3 flex items-start justify-between gap-4">
              <DialogTitle className="text-xl font-semibold text-brand-900">Reschedule this booking</DialogTitle>
              <DialogCloseButton />
            </div>
            <DialogDescription className="mb-3 text-sm text-slate-700">
              {moving.booking.label}.{' '}
              {moving.booking.reschedule.deadline ? `You can move it until ${moving.booking.reschedule.deadline.ist}.` : null}{' '}
              {moving.booking.kind === 'conference-room' ? 'The same room, for the same length of time.' : null}
            </DialogDescription>
            <div className="mb-4 grid gap-3 sm:grid-cols-2">
              <Field
                id="reschedule-date"
                label="New date"
                type="date"
                required
                value={moving.date}
                onChange={(event) => setMoving({ ...moving, date: event.target.value })}
              />
              {moving.booking.kind === 'conference-room' ? (
                <Field
                  id="reschedule-time"
                  label="New start time"
                  type="time"
                  step={1800}
                  required
                  value={moving.time}
                  onChange={(event) => setMoving({ ...moving, time: event.target.value })}
                />
              ) : null}
            </div>
            {error ? (
              <p role="alert" className="mb-3 text-sm text-red-700">
                {error}
              </p>
            ) : null}
            <div className="flex justify-end gap-3">
              <Button type="button" variant="secondary" onClick={() => setMoving(null)}>
                Keep the date
              </Button>
              <Button type="submit" variant="accent" disabled={busy}>
                {busy ? 'Moving…' : 'Move booking'}
              </Button>
            </div>
          </form>
        ) : null}
      </Dialog>
    </Section>
  )
}
