import type { Customer } from '@/payload-types'
import { withPrivateOfficeStanding } from '../customers/is-private-office-member'
import { linesOfCart } from '@/domain/cart/price'
import { privateOfficeRefusal, productTypesOfLines } from '@/domain/cart/private-office'
import { cartReducer } from '@/domain/cart/reducer'
import { ApiError } from '../api/errors'
import { inTransaction } from '../db/transaction'
import { findBillingAddress } from './billing-addresses'
import { loadCart, saveCart } from './cart-store'
import { cartView, type CartView } from './cart-view'
import { priceOfStoredCart } from './price-stored-cart'

export const EMPTY_CART_MESSAGE = 'Your cart is empty. Choose dates, a bundle or a membership first.'
export const BILLING_ADDRESS_MESSAGE = 'We could not find that billing address. Please choose or add one.'
const CART_CHANGED_MESSAGE = 'Your cart changed while it was being confirmed. Please check it and try again.'

/**
 * The cart's last step, 'ready to pay': the server prices it once more and, with the cart row locked (and unchanged
 * since), refuses what a private-office member cannot buy, keeps that price and the billing address, and marks the
 * payment as initialized, so the cart cannot change while it is paid for. Nothing the customer owns is taken here: the
 * order that checkout makes from this cart takes the coupon's use and the credits, tied to it (orders/order-money.ts),
 * and only one order waits for payment per version of the cart. When the payment lapses, releaseReadyCart
 * (release-ready-cart.ts) unlocks the cart.
 */
export async function markReadyToPay(customer: Customer, billingAddressId: string, now = new Date()): Promise<CartView> {
  customer = await withPrivateOfficeStanding(customer)
  const address = await findBillingAddress(customer, billingAddressId)
  if (!address) throw new ApiError('not_found', BILLING_ADDRESS_MESSAGE)
  // Priced before the transaction: pricing reads buildings, rooms, offers and the customer's standing on other
  // connections of the pool, and a transaction that holds one connection while it waits for more exhausts the pool
  // under load (every ready request held one and waited; the load bench's 200 connections hung them all). Under the
  // lock the cart must still be the version that was priced; the credits and the coupon are checked by conditional
  // updates there, as before.
  const seen = await loadCart(customer.id)
  const priced = await priceOfStoredCart(seen, customer, now)
  return inTransaction(async (tx) => {
    const stored = await loadCart(customer.id, { query: tx.query, lock: true })
    if (stored.version !== seen.version) throw new ApiError('conflict', CART_CHANGED_MESSAGE)
    if (stored.cart.paymentStatus === 'initialized') return cartView(customer, stored, priced.price, priced.problem)
    const lines = linesOfCart(stored.cart)
    if (
      !lines ||
      (lines.dayPasses.length === 0 && lines.bundles.length === 0 && !lines.conference && !lines.loyaltyMembership && !lines.virtualOffice)
    )
      throw new ApiError('bad_request', EMPTY_CART_MESSAGE)
    const refusal = privateOfficeRefusal(Boolean(customer.privateOfficeMember), productTypesOfLines(lines))
    if (refusal) throw new ApiError('conflict', refusal)
    if (priced.problem || !priced.price) throw new ApiError('bad_request', priced.problem ?? EMPTY_CART_MESSAGE)
    const { price } = priced
    const cart = cartReducer(priced.cart, { type: 'payment/initialized' })
    if (!(await saveCart(customer.id, cart, stored.version, { query: tx.query, billingAddressId: Number(address.id), readyPrice: price })))
      throw new ApiError('conflict', CART_CHANGED_MESSAGE)
    return cartView(customer, { cart, version: stored.version + 1, billingAddressId: Number(address.id) }, price, null)
  })
}
