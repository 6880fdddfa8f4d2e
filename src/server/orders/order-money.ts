import type { CartPrice } from '@/domain/cart/price'
import { giveBackOrderCoupon, orderHoldsCoupon, takeCouponUse } from '../credits/coupon-uses'
import { creditsHeldByOrder, giveBackOrderCredits, revokeOrderGrants, spendCredits } from '../credits/ledger'
import type { Transaction } from '../db/transaction'

// What an order takes from what the customer owns, and gives back: the coupon's use and the owned credits its price
// counted on. They are taken in the transaction that makes the order (checkout.ts), tied to it, so one ready cart pays
// once however many checkouts it receives; they come back when the order lapses unpaid or cannot be confirmed
// ('release'), or is cancelled or refunded ('refund'). An order paid after it lapsed takes them again when it is
// confirmed (a refusal then refunds the payment). The ledger and the coupon table refuse what must never happen.

type Query = Pick<Transaction, 'query'>

export interface OrderMoney {
  id: number
  customerId: number
  price: Pick<CartPrice, 'coupon' | 'creditPlan'>
}

/**
 * Takes the order's coupon use and owned credits, unless it holds them already (a second call takes nothing). Only
 * the caller's connection is used (see takeCouponUse).
 */
export async function takeOrderMoney(tx: Query, order: OrderMoney): Promise<void> {
  const { coupon, creditPlan } = order.price
  if (coupon?.status === 'applied' && !(await orderHoldsCoupon(tx, order.id)))
    await takeCouponUse(tx, { customerId: order.customerId, orderId: order.id, code: coupon.code, discountPaise: coupon.discountPaise })
  if ((await creditsHeldByOrder(tx, order.id)) === 0)
    await spendCredits(tx, { customerId: order.customerId, orderId: order.id }, creditPlan)
}

export interface GivenBack {
  credits: number
  coupon: string | null
  revoked: number
}

/**
 * Gives back what an order took. `release`: it lapsed unpaid or could not be confirmed; `refund`: it was cancelled or
 * refunded. `coupon: false` keeps the coupon used (a cancellation that keeps part of the order); `revokeGrants` takes
 * back what is left of credits the order bought (a refund of everything it was paid).
 */
export async function giveBackOrderMoney(
  tx: Query,
  orderId: number,
  kind: 'release' | 'refund',
  options: { credits?: boolean; coupon?: boolean; revokeGrants?: boolean; reason: string },
): Promise<GivenBack> {
  const credits = options.credits === false ? 0 : await giveBackOrderCredits(tx, orderId, kind)
  const coupon = options.coupon === false ? null : await giveBackOrderCoupon(tx, orderId, options.reason)
  const revoked = options.revokeGrants ? await revokeOrderGrants(tx, orderId) : 0
  return { credits, coupon, revoked }
}
