import type { Customer } from '@/payload-types'
import { businessDate } from '@/domain/calendar/business-date'
import type { CreditLot } from '@/domain/cart/credits'
import type { CustomerStanding } from '@/domain/cart/price'
import { countCouponUses } from '../credits/coupon-uses'
import { listLedgerLots, type LedgerLot } from '../credits/ledger'
import { plainQuery } from '../db/plain-query'

// What the price function knows of a customer: loyalty, referral, the credits they hold and their live coupon uses,
// read from the credit ledger and the coupon uses.

export function creditLotOf(lot: LedgerLot): CreditLot {
  return {
    id: String(lot.id),
    source: lot.source,
    buildingCode: lot.buildingCode,
    available: lot.available,
    // The last date in India (a lot lasts until the end of that day there).
    expiresOn: businessDate(lot.expiryDate),
  }
}

export async function getCustomerStanding(customer: Customer): Promise<CustomerStanding> {
  const tx = { query: await plainQuery() }
  const [lots, couponUses] = await Promise.all([
    listLedgerLots(tx, customer.id, { withCreditsOnly: true }),
    countCouponUses(tx, customer.id),
  ])
  return {
    loyalty: { isMember: Boolean(customer.loyalty?.isMember), endsAt: customer.loyalty?.passEndDate ?? null },
    referred: Boolean(customer.referred),
    creditLots: lots.map(creditLotOf),
    couponUses,
  }
}
