import { usedUpCouponMessage } from '@/domain/cart/coupons'
import type { Paise } from '@/domain/money'
import { ApiError } from '../api/errors'
import type { Transaction } from '../db/transaction'
import { databaseRefusal } from '../db/refusal'

// Coupon uses (`coupon_redemptions`), each tied to the order that used it. The database holds the per-customer limit
// (migration 20261201_235720_credit_ledger): its trigger numbers a new use with the lowest number the customer's live
// uses leave free and refuses one past the coupon's limit, and the unique index among live uses lets one of two
// simultaneous orders have the last number. A use is given back by releasing it, never by deleting it.

type Query = Pick<Transaction, 'query'>

const USED_UP = new Set(['coupon_redemptions_within_limit', 'coupon_redemptions_live_use_idx', 'coupon_redemptions_known_coupon'])

/**
 * Records one use of a coupon by an order; 409 with the 'already used' message when the limit is reached. Everything
 * runs on the caller's connection: a transaction that waited here for another connection of the pool could wait for
 * ever under load.
 */
export async function takeCouponUse(
  tx: Query,
  use: { customerId: number; orderId: number | null; code: string; discountPaise: Paise },
): Promise<number> {
  // The limit, for the message only: the database holds it.
  const { rows: coupon } = await tx.query<{ per_customer_limit: string | null }>('SELECT per_customer_limit FROM coupons WHERE code = $1', [
    use.code,
  ])
  const limit = coupon[0]?.per_customer_limit == null ? 1 : Number(coupon[0].per_customer_limit)
  try {
    const { rows } = await tx.query<{ use_number: string }>(
      `INSERT INTO coupon_redemptions (customer_id, code, use_number, discount_paise, order_id) VALUES ($1, $2, 0, $3, $4) RETURNING use_number`,
      [use.customerId, use.code, use.discountPaise, use.orderId],
    )
    return Number(rows[0]!.use_number)
  } catch (error) {
    const refusal = databaseRefusal(error)
    if (refusal?.constraint && USED_UP.has(refusal.constraint)) throw new ApiError('conflict', usedUpCouponMessage(use.code, limit))
    throw error
  }
}

/** Whether the order holds a live use of a coupon. */
export async function orderHoldsCoupon(tx: Query, orderId: number): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM coupon_redemptions WHERE order_id = $1 AND released_at IS NULL', [orderId])
  return rows.length > 0
}

/** Gives back the order's coupon use, if it holds one; the row stays, released, with the reason. */
export async function giveBackOrderCoupon(tx: Query, orderId: number, reason: string): Promise<string | null> {
  const { rows } = await tx.query<{ code: string }>(
    `UPDATE coupon_redemptions SET released_at = now(), release_reason = $2, updated_at = now()
     WHERE order_id = $1 AND released_at IS NULL RETURNING code`,
    [orderId, reason],
  )
  return rows[0]?.code ?? null
}

/** The customer's live uses per code: what the price function counts against each coupon's limit. */
export async function countCouponUses(tx: Query, customerId: number): Promise<Record<string, number>> {
  const { rows } = await tx.query<{ code: string; uses: string }>(
    `SELECT code, count(*) AS uses FROM coupon_redemptions WHERE customer_id = $1 AND released_at IS NULL GROUP BY code`,
    [customerId],
  )
  return Object.fromEntries(rows.map((r) => [r.code, Number(r.uses)]))
}
