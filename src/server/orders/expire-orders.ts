import { expireOrder as expiredState } from '@/domain/orders/payment-state'
import { releaseReadyCart } from '../cart/release-ready-cart'
import { plainQuery } from '../db/plain-query'
import { inTransaction, type Transaction } from '../db/transaction'
import { advanceOrder } from './advance'
import { confirmationHooks, confirmingOrder } from './confirmation-hooks'
import { giveBackOrderMoney } from './order-money'
import { findOrder } from './order-store'

// Unpaid orders whose time ran out expire, each in its own transaction, and give back what they took: the credits and
// the coupon's use (order-money.ts), the conference-room hold unless another order of the customer that can still be
// paid shares it, and the cart's readiness when no such order is left. A payment captured after all then confirms only
// by taking the credits and the coupon again (or is refunded). Run by the expiry job every minute, and by checkout for
// the customer's own orders first, so a cart whose order lapsed a moment ago can be paid at once.

export const EXPIRED_OUTCOME = 'The order was not paid in time, so it expired and its holds were released.'

/** Orders that may still be paid, or are being confirmed: they keep the cart's readiness and the holds they share. */
export const LIVE_ORDER = `((status IN ('created', 'attempted', 'failed') AND expires_at >= $2) OR status = 'paid')`

/** Expires one unpaid order in the caller's transaction; false when it is not expirable (paid meanwhile, say). */
export async function expireOrderNow(tx: Transaction, id: number, now: Date): Promise<boolean> {
  const order = await findOrder(tx, { id }, { lock: true })
  if (!order) return false
  const step = expiredState(order.state)
  if (!step.ok) return false
  await advanceOrder(tx, order, step, now)
  await giveBackOrderMoney(tx, order.id, 'release', { reason: 'The order expired unpaid' })
  const reservationId = order.snapshot.cart.conference.booking?.reservationId ?? null
  const { rows: others } = await tx.query<{ shares_hold: boolean }>(
    `SELECT cart_snapshot->'cart'->'conference'->'booking'->>'reservationId' IS NOT DISTINCT FROM $3 AS shares_hold
     FROM orders WHERE customer_id = $1 AND id <> $4 AND ${LIVE_ORDER}`,
    [order.customerId, now.toISOString(), reservationId, id],
  )
  if (!reservationId || !others.some((o) => o.shares_hold)) await confirmationHooks().releaseBookings(tx, confirmingOrder(order), 'expired')
  if (others.length === 0) await releaseReadyCart(tx, order.customerId, { heldReservationGone: reservationId })
  await tx.query('UPDATE orders SET outcome = $2 WHERE id = $1', [id, EXPIRED_OUTCOME])
  return true
}

/** Expires the unpaid orders due at `now` (of one customer, or of everyone, 200 at a time); how many expired. */
export async function expireDueOrders(now: Date, customerId?: number): Promise<number> {
  // A plain read (no transaction): checkout asks this for its customer on every request. Each order is then locked
  // and checked again in its own transaction.
  const query = await plainQuery()
  const due = await query<{ id: number }>(
    `SELECT id FROM orders WHERE status IN ('created', 'attempted', 'failed') AND expires_at < $1 AND ($2::int IS NULL OR customer_id = $2)
     ORDER BY expires_at LIMIT 200`,
    [now.toISOString(), customerId ?? null],
  )
  let expired = 0
  for (const { id } of due.rows) if (await inTransaction((tx) => expireOrderNow(tx, id, now))) expired++
  return expired
}
