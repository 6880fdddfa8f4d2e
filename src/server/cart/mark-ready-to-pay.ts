import type { Customer } from '@/payload-types'
import { withPrivateOfficeStanding } from '../customers/is-private-office-member'
import { businessDate } from '@/domain/calendar/business-date'
import { findCoupon } from '@/domain/cart/coupons'
import { linesOfCart } from '@/domain/cart/price'
import { privateOfficeRefusal, productTypesOfLines } from '@/domain/cart/private-office'
import { cartReducer } from '@/domain/cart/reducer'
import { ApiError } from '../api/errors'
import { inTransaction } from '../db/transaction'
import { findBillingAddress } from './billing-addresses'
import { loadCart, saveCart } from './cart-store'
import { cartView, type CartView } from './cart-view'
import { listCouponRules } from './list-coupon-rules'
import { priceOfStoredCart } from './price-stored-cart'
import { redeemCoupon as redeem } from './redeem-coupon'
import { spendCredits } from './spend-credits'

export const EMPTY_CART_MESSAGE = 'Your cart is empty. Choose dates, a bundle or a membership first.'
export const BILLING_ADDRESS_MESSAGE = 'We could not find that billing address. Please choose or add one.'
const CART_CHANGED_MESSAGE = 'Your cart changed while it was being confirmed. Please check it and try again.'

/**
 * The cart's last step, 'ready to pay': the server prices it once more and, with the cart row locked (and unchanged since), refuses what a
 * private-office member cannot buy, records the coupon's use within its limit and spends the owned credits the price
 * counted on (conditional updates), and marks the payment as initialized, all in one transaction. The payment itself
 * takes the cart from here; when it lapses unpaid, releaseReadyCart (release-ready-cart.ts) gives the credits and the
 * coupon's use back.
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
  const couponRules = priced.price?.coupon?.status === 'applied' ? await listCouponRules() : []
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
    if (price.coupon?.status === 'applied') {
      const rule = findCoupon(couponRules, price.coupon.code)
      await redeem(tx, customer.id, price.coupon.code, rule?.perCustomerLimit ?? null, price.coupon.discountPaise)
    }
    await spendCredits(tx, customer.id, price.creditPlan, businessDate(now))
    const cart = cartReducer(priced.cart, { type: 'payment/initialized' })
    if (!(await saveCart(customer.id, cart, stored.version, { query: tx.query, billingAddressId: Number(address.id), readyPrice: price })))
      throw new ApiError('conflict', CART_CHANGED_MESSAGE)
    return cartView(customer, { cart, version: stored.version + 1, billingAddressId: Number(address.id) }, price, null)
  })
}
