import { usedUpCouponMessage } from '@/domain/cart/coupons'
import type { Paise } from '@/domain/money'
import { ApiError } from '../api/errors'
import type { Transaction } from '../db/transaction'

/**
 * Records one use of a coupon by a customer, in the caller's transaction, within the coupon's per-customer limit.
 * The use takes the next number for the customer and code; the unique index on (customer, code, use number) lets only
 * one of two simultaneous orders have it, and the limit is checked against the numbers already taken. Either way the
 * loser is refused with the 'already used' message (409).
 */
export async function redeemCoupon(
  tx: Pick<Transaction, 'query'>,
  customerId: number,
  code: string,
  perCustomerLimit: number | null,
  discountPaise: Paise,
): Promise<number> {
  const refused = () => new ApiError('conflict', usedUpCouponMessage(code, perCustomerLimit ?? 1))
  try {
    const { rows } = await tx.query<{ use_number: string }>(
      `INSERT INTO coupon_redemptions (customer_id, code, use_number, discount_paise)
       SELECT $1::int, $2::varchar, coalesce(max(use_number), 0) + 1, $3::numeric FROM coupon_redemptions WHERE customer_id = $1::int AND code = $2::varchar
       HAVING $4::int IS NULL OR coalesce(max(use_number), 0) < $4::int
       RETURNING use_number`,
      [customerId, code, discountPaise, perCustomerLimit],
    )
    if (rows.length === 0) throw refused()
    return Number(rows[0]!.use_number)
  } catch (error) {
    const cause = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code
    if (cause === '23505') throw refused()
    throw error
  }
}
