import type { Cart } from '@/domain/cart/types'
import type { CartPrice } from '@/domain/cart/price'
import type { Transaction } from '../db/transaction'
import { HOLD_LAPSED_MESSAGE } from './hook-messages'
import { orderHooks } from './order-hooks'

// What the confirmation transaction asks of other areas, each in the same transaction: the conference-room hold
// becomes a booking (src/server/bookings, another branch: confirmHold under the exclusion constraint), bundles grant
// credits, a loyalty membership starts, the credits and coupon the price used are consumed, and the cart resets with
// payment status 'done' (src/server/cart). The real hooks are in order-hooks.ts; `standInHooks` remain for tests
// that are about orders alone (setConfirmationHooks). A hook that cannot confirm answers why; the order is then
// refunded in full.

export interface ConfirmingOrder {
  id: number
  number: string
  customerId: number
  cart: Cart
  price: CartPrice
}

export function confirmingOrder(order: {
  id: number
  number: string
  customerId: number
  snapshot: { cart: Cart }
  price: CartPrice
}): ConfirmingOrder {
  return { id: order.id, number: order.number, customerId: order.customerId, cart: order.snapshot.cart, price: order.price }
}

export type HookOutcome = { ok: true } | { ok: false; reason: 'hold-lapsed' | 'slot-taken' | 'not-sold'; message: string }

export interface ConfirmationHooks {
  confirmHolds(tx: Transaction, order: ConfirmingOrder, now: Date): Promise<HookOutcome>
  grantBundleCredits(tx: Transaction, order: ConfirmingOrder, now: Date): Promise<void>
  startLoyalty(tx: Transaction, order: ConfirmingOrder, now: Date): Promise<void>
  /** A bought virtual-office plan creates its document (src/server/virtual-office), once per order. */
  createVoDocuments(tx: Transaction, order: ConfirmingOrder, now: Date): Promise<void>
  consumeCreditsAndCoupons(tx: Transaction, order: ConfirmingOrder, now: Date): Promise<void>
  resetCart(tx: Transaction, customerId: number, orderNumber: string): Promise<void>
  /** An unpaid order expired, or a confirmed one was cancelled: its holds or bookings are released (src/server/bookings). */
  releaseBookings(tx: Transaction, order: ConfirmingOrder, reason: 'expired' | 'cancelled'): Promise<void>
}

export { HOLD_LAPSED_MESSAGE }

export const standInHooks: ConfirmationHooks = {
  async confirmHolds(_tx, order, now) {
    const booking = order.cart.conference.booking
    if (booking?.holdExpiresAt && new Date(booking.holdExpiresAt).getTime() < now.getTime())
      return { ok: false, reason: 'hold-lapsed', message: HOLD_LAPSED_MESSAGE }
    return { ok: true }
  },
  async grantBundleCredits() {},
  async startLoyalty() {},
  async createVoDocuments() {},
  async consumeCreditsAndCoupons() {},
  async resetCart() {},
  async releaseBookings() {},
}

const holder = globalThis as typeof globalThis & { sthanaConfirmationHooks?: ConfirmationHooks }

/** The real hooks (order-hooks.ts) unless a test set others. */
export function confirmationHooks(): ConfirmationHooks {
  return holder.sthanaConfirmationHooks ?? orderHooks
}

/** For tests: count or replace what the confirmation calls. */
export function setConfirmationHooks(hooks: ConfirmationHooks | undefined): void {
  holder.sthanaConfirmationHooks = hooks
}
