import type { CreditSpend } from '@/domain/cart/credits'
import type { IsoDate } from '@/domain/calendar/business-date'
import { ApiError } from '../api/errors'
import type { Transaction } from '../db/transaction'

export const CREDITS_CHANGED_MESSAGE =
  'Some of your credits were used in another order a moment ago. Your cart has been priced again: please check it and continue.'

/**
 * Spends the credits of a price plan, in the caller's transaction: one conditional UPDATE per owned lot, which takes
 * the credits only while that many are still available and unexpired. When another order spent them first the
 * update touches no row and the whole transaction is refused (409), so no credit is ever spent twice. Credits of a
 * bundle bought in the same cart are not rows yet (they exist once it is paid), so they are skipped here.
 */
export async function spendCredits(
  tx: Pick<Transaction, 'query'>,
  customerId: number,
  spends: readonly CreditSpend[],
  today: IsoDate,
): Promise<void> {
  for (const spend of spends) {
    if (spend.source === 'cart-bundle' || spend.quantity <= 0) continue
    const { rowCount } = await tx.query(
      `UPDATE bundle_credits SET available = available - $1, utilized = utilized + $1, updated_at = now()
       WHERE id = $2 AND customer_id = $3 AND available >= $1 AND (expiry_date AT TIME ZONE 'Asia/Kolkata')::date >= $4::date`,
      [spend.quantity, Number(spend.lotId), customerId, today],
    )
    if (rowCount !== 1) throw new ApiError('conflict', CREDITS_CHANGED_MESSAGE)
  }
}
