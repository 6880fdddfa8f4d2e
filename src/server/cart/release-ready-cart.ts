import type { CreditSpend } from '@/domain/cart/credits'
import { cartReducer } from '@/domain/cart/reducer'
import type { Transaction } from '../db/transaction'
import { loadCart, saveCart } from './cart-store'

// The inverse of 'ready to pay' (mark-ready-to-pay.ts), for a payment that lapsed: in the caller's transaction, with
// the cart row locked, the credits the ready price spent go back to their lots, the coupon's use it recorded is
// removed, and the cart's payment status goes back to none, so the customer can change the cart and pay again. The
// ready price says exactly what was taken; a cart that is not waiting for a payment is left alone, so a second
// release (a retried job) returns nothing twice.

export interface ReleasedCart {
  creditsReturned: number
  couponReturned: string | null
}

/** Returns the credits of a price plan to their lots (the inverse of spendCredits). */
async function returnCredits(tx: Pick<Transaction, 'query'>, customerId: number, spends: readonly CreditSpend[]): Promise<number> {
  let returned = 0
  for (const spend of spends) {
    if (spend.source === 'cart-bundle' || spend.quantity <= 0) continue
    const { rowCount } = await tx.query(
      `UPDATE bundle_credits SET available = available + $1, utilized = utilized - $1, updated_at = now()
       WHERE id = $2 AND customer_id = $3 AND utilized >= $1`,
      [spend.quantity, Number(spend.lotId), customerId],
    )
    if (rowCount === 1) returned += spend.quantity
  }
  return returned
}

/** Removes the customer's latest use of a coupon: the one 'ready to pay' recorded for this cart. */
async function returnCouponUse(tx: Pick<Transaction, 'query'>, customerId: number, code: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `DELETE FROM coupon_redemptions WHERE id = (
       SELECT id FROM coupon_redemptions WHERE customer_id = $1 AND code = $2 ORDER BY use_number DESC LIMIT 1)`,
    [customerId, code],
  )
  return rowCount === 1
}

/**
 * Releases a cart that waits for a payment that will not come. `heldReservationGone`: the conference-room hold was
 * released with the order, so the cart forgets it (the customer chooses a slot again).
 */
export async function releaseReadyCart(
  tx: Transaction,
  customerId: number,
  options: { heldReservationGone?: string | null } = {},
): Promise<ReleasedCart | null> {
  const stored = await loadCart(customerId, { query: tx.query, lock: true })
  if (stored.version === 0 || stored.cart.paymentStatus !== 'initialized') return null
  const price = stored.readyPrice
  let creditsReturned = 0
  let couponReturned: string | null = null
  if (price) {
    creditsReturned = await returnCredits(tx, customerId, price.creditPlan)
    if (price.coupon?.status === 'applied' && (await returnCouponUse(tx, customerId, price.coupon.code))) couponReturned = price.coupon.code
  }
  let cart = cartReducer(stored.cart, { type: 'payment/lapsed' })
  const booking = cart.conference.booking
  if (booking?.reservationId && booking.reservationId === options.heldReservationGone)
    cart = cartReducer(cart, { type: 'conference/clear' })
  // Not 'initialized' any more: saveCart drops the ready price with it.
  if (!(await saveCart(customerId, cart, stored.version, { query: tx.query })))
    throw new Error(`The cart of customer ${customerId} changed while it was locked`)
  return { creditsReturned, couponReturned }
}
