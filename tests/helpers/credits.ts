import type { IsoDate } from '@/domain/calendar/business-date'
import { grantCredits, spendWithoutOrder } from '@/server/credits/ledger'
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
      await spendWithoutOrder(tx, { customerId: lot.customerId, lotId, quantity: lot.utilized, note: 'Spent before the test' })
    return lotId
  })
}

/** Credits spent by something other than the test's orders, in a transaction of their own (the database's error as it is). */
export function spendElsewhere(customerId: number, lotId: number, quantity: number): Promise<void> {
  return inTransaction((tx) => spendWithoutOrder(tx, { customerId, lotId, quantity, note: 'Spent elsewhere' }))
}
