import type { IsoDate } from '@/domain/calendar/business-date'
import { grantCredits } from '@/server/credits/ledger'
import { inTransaction } from '@/server/db/transaction'

/**
 * A lot of bundle credits for a test customer, through the credit ledger (the only way credits move): a grant of
 * `purchased`, and `utilized` of them spent outside any order (a spend with a note). Answers the lot's id.
 */
export function giveCredits(lot: {
  customerId: number
  buildingId: number
  purchased: number
  utilized?: number
  expiresOn: IsoDate
}): Promise<number> {
  return inTransaction(async (tx) => {
    const lotId = await grantCredits(tx, {
      customerId: lot.customerId,
      buildingId: lot.buildingId,
      quantity: lot.purchased,
      expiresOn: lot.expiresOn,
      source: 'bundle',
      orderId: null,
      note: 'Test credits',
    })
    if (lot.utilized)
      await tx.query(
        `INSERT INTO credit_entries (lot_id, customer_id, kind, quantity, note) VALUES ($1, $2, 'spend', $3, 'Spent before the test')`,
        [lotId, lot.customerId, -lot.utilized],
      )
    return lotId
  })
}
