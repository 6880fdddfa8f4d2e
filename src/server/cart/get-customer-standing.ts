import type { BundleCredit, Building, Customer } from '@/payload-types'
import { businessDate } from '@/domain/calendar/business-date'
import type { CreditLot } from '@/domain/cart/credits'
import type { CustomerStanding } from '@/domain/cart/price'
import { getPayloadClient } from '../payload'

// What the price function knows of a customer: loyalty, referral, the credits they hold and their coupon uses.

export function creditLotOf(row: BundleCredit): CreditLot {
  const building = row.building as Building | number
  return {
    id: String(row.id),
    source: row.source === 'vo' ? 'vo' : 'bundle',
    buildingCode: typeof building === 'object' ? building.buildingCode : null,
    available: Number(row.available),
    // The last date in India (a day picked in the admin is stored as an instant).
    expiresOn: businessDate(new Date(row.expiryDate)),
  }
}

export async function getCustomerStanding(customer: Customer): Promise<CustomerStanding> {
  const payload = await getPayloadClient()
  const [credits, uses] = await Promise.all([
    payload.find({
      collection: 'bundle-credits',
      where: { and: [{ customer: { equals: customer.id } }, { available: { greater_than: 0 } }] },
      depth: 1,
      pagination: false,
      overrideAccess: true,
    }),
    payload.db.pool.query<{ code: string; uses: string }>(
      `SELECT code, count(*) AS uses FROM coupon_redemptions WHERE customer_id = $1 GROUP BY code`,
      [customer.id],
    ),
  ])
  return {
    loyalty: { isMember: Boolean(customer.loyalty?.isMember), endsAt: customer.loyalty?.passEndDate ?? null },
    referred: Boolean(customer.referred),
    creditLots: credits.docs.map(creditLotOf),
    couponUses: Object.fromEntries(uses.rows.map((r) => [r.code, Number(r.uses)])),
  }
}
