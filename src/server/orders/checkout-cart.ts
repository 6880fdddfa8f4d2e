import type { BillingAddressServer } from '@/domain/billing/address'
import type { CartPrice } from '@/domain/cart/price'
import type { Cart } from '@/domain/cart/types'
import { ApiError } from '../api/errors'
import { findActiveHold } from '../bookings/holds'
import { loadCartForOrder, priceCartForOrder, type PricedCartForOrder } from '../cart/cart-for-checkout'
import type { Transaction } from '../db/transaction'

// The one seam between checkout and the cart (src/server/cart): the customer's cart priced again by the cart's own
// pricing (priceStoredCart → priceCart) with the catalogue of now, before the checkout's transaction
// (prepareCheckoutCart), then its row locked in that transaction and found unchanged.
// `setCheckoutCartSource` stays only as a test seam (a fixed catalogue for tests that are about orders, not carts).

export interface CheckoutBuilding {
  code: string
  name: string
  /** ISO code of its state ('IN-KA' or 'KA'): the place of supply and the GST registration of the invoice. */
  stateCode: string
  city: string
  addressLines: string[]
  mapUrl: string | null
}

export interface CheckoutCart {
  cart: Cart
  /** The server's price of the cart, now: the only amounts an order is made from. */
  price: CartPrice
  building: CheckoutBuilding
  /** The version of the customer's stored cart the order is made from (null for a test source). */
  version: number | null
  /** The billing address the cart was made ready to pay with: the invoice's recipient. */
  billing?: BillingAddressServer | null
}

/** `prepared`: what prepareCheckoutCart gave before the transaction (null for a test source). */
export type CheckoutCartSource = (tx: Transaction, customerId: number, prepared: PricedCartForOrder | null) => Promise<CheckoutCart>

export const EMPTY_CART_MESSAGE = 'Your cart is empty. Choose what to book first.'
export const HOLD_GONE_MESSAGE = 'Your conference-room hold has run out. Please choose the slot again before you pay.'

/** The real source: the customer's stored cart (src/server/cart). */
const serverCart: CheckoutCartSource = async (tx, customerId, prepared) => {
  if (!prepared) throw new Error('The stored cart is priced before the checkout transaction (prepareCheckoutCart).')
  const loaded = await loadCartForOrder(tx, customerId, prepared)
  if (loaded.problem) throw new ApiError('conflict', loaded.problem)
  if (!loaded.price || !loaded.building) throw new ApiError('conflict', EMPTY_CART_MESSAGE)
  // A conference room is sold only with a live hold of this customer's (placed by the cart's room step).
  const booking = loaded.cart.conference.booking
  if (booking) {
    const hold = booking.reservationId ? await findActiveHold(tx, { reservationId: booking.reservationId, customerId }) : null
    if (!hold) throw new ApiError('conflict', HOLD_GONE_MESSAGE)
  }
  return { cart: loaded.cart, price: loaded.price, building: loaded.building, version: loaded.version, billing: loaded.billing }
}

const holder = globalThis as typeof globalThis & { sthanaCheckoutCartSource?: CheckoutCartSource }

/** For tests only: where carts come from (undefined: the customer's stored cart). */
export function setCheckoutCartSource(source: CheckoutCartSource | undefined): void {
  holder.sthanaCheckoutCartSource = source
}

/** Prices the customer's stored cart on the pool's connections, before the checkout's transaction opens. */
export async function prepareCheckoutCart(customerId: number, now = new Date()): Promise<PricedCartForOrder | null> {
  return holder.sthanaCheckoutCartSource ? null : priceCartForOrder(customerId, now)
}

/** The customer's cart with the server's price, read in the checkout's transaction. */
export async function loadCartForCheckout(tx: Transaction, customerId: number, prepared: PricedCartForOrder | null): Promise<CheckoutCart> {
  const loaded = await (holder.sthanaCheckoutCartSource ?? serverCart)(tx, customerId, prepared)
  if (loaded.price.lines.length === 0) throw new ApiError('conflict', EMPTY_CART_MESSAGE)
  return loaded
}
