import { cartReducer } from '@/domain/cart/reducer'
import type { Transaction } from '../db/transaction'
import { loadCart, saveCart } from './cart-store'

// The inverse of 'ready to pay' (mark-ready-to-pay.ts), for a payment that lapsed: in the caller's transaction, with
// the cart row locked, the cart's payment status goes back to none, so the customer can change the cart and pay again.
// What the lapsed order took (credits, the coupon's use) it gives back itself (orders/order-money.ts). A cart that is
// not waiting for a payment is left alone, so a second release (a retried job) changes nothing.

/**
 * Releases a cart that waits for a payment that will not come; true when it did. `heldReservationGone`: the
 * conference-room hold was released with the order, so the cart forgets it (the customer chooses a slot again).
 */
export async function releaseReadyCart(
  tx: Transaction,
  customerId: number,
  options: { heldReservationGone?: string | null } = {},
): Promise<boolean> {
  const stored = await loadCart(customerId, { query: tx.query, lock: true })
  if (stored.version === 0 || stored.cart.paymentStatus !== 'initialized') return false
  let cart = cartReducer(stored.cart, { type: 'payment/lapsed' })
  const booking = cart.conference.booking
  if (booking?.reservationId && booking.reservationId === options.heldReservationGone)
    cart = cartReducer(cart, { type: 'conference/clear' })
  // Not 'initialized' any more: saveCart drops the ready price with it.
  if (!(await saveCart(customerId, cart, stored.version, { query: tx.query })))
    throw new Error(`The cart of customer ${customerId} changed while it was locked`)
  return true
}
