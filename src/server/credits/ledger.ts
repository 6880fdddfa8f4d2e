import type { IsoDate } from '@/domain/calendar/business-date'
import type { CreditSpend } from '@/domain/cart/credits'
import { ApiError } from '../api/errors'
import type { Transaction } from '../db/transaction'
import { databaseRefusal } from '../db/refusal'

// The credit ledger (`credit_entries`, migration 20261201_235720_credit_ledger): the one way credits move. A lot
// (`bundle_credits`) is granted credits by a bundle or a virtual-office plan, an order spends from it, and an order
// that lapsed, could not be confirmed or was cancelled gives its spends back, each row tied to its order. The lot's
// amounts are the ledger's sums, kept by a trigger; PostgreSQL refuses a balance below zero, a spend from an expired
// lot, a give-back of anything but one spend of the same order, and any other change to the amounts. So these
// functions only write rows: what they may not do, the database refuses.

export const CREDITS_CHANGED_MESSAGE =
  'Some of your credits were used in another order a moment ago. Your cart has been priced again: please check it and continue.'

type Query = Pick<Transaction, 'query'>

/** The ledger's refusals that mean 'these credits are not there to spend any more'. */
const SPEND_REFUSALS = new Set([
  'bundle_credits_available_not_negative',
  'bundle_credits_within_purchase',
  'credit_entries_lot_expired',
  'credit_entries_lot_customer',
])

/**
 * A new lot of credits for a customer at a building, granted by `orderId` (null: an operator's or the demo's grant,
 * with a note). Credits last until the end of `expiresOn` in India.
 */
export async function grantCredits(
  tx: Query,
  grant: {
    customerId: number
    buildingId: number
    quantity: number
    expiresOn: IsoDate
    source: 'bundle' | 'vo'
    orderId: number | null
    note?: string
  },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO bundle_credits (customer_id, building_id, purchased, utilized, available, expiry_date, source)
     VALUES ($1, $2, 0, 0, 0, ($3::date + time '23:59:59') AT TIME ZONE 'Asia/Kolkata', $4) RETURNING id`,
    [grant.customerId, grant.buildingId, grant.expiresOn, grant.source],
  )
  const lotId = rows[0]!.id
  await tx.query(`INSERT INTO credit_entries (lot_id, customer_id, kind, quantity, order_id, note) VALUES ($1, $2, 'grant', $3, $4, $5)`, [
    lotId,
    grant.customerId,
    grant.quantity,
    grant.orderId,
    grant.note ?? null,
  ])
  return lotId
}

/**
 * Spends owned credits for an order, one ledger row per lot. When another order spent them first (or the lot expired
 * meanwhile) the database refuses the row and the whole transaction with it: 409, nothing spent. Credits of a bundle
 * bought in the same cart are not a lot yet; the confirmation spends them once it grants the bundle (spendFromLot).
 */
export async function spendCredits(
  tx: Query,
  order: { customerId: number; orderId: number },
  spends: readonly CreditSpend[],
): Promise<number> {
  let spent = 0
  for (const spend of spends) {
    if (spend.source === 'cart-bundle' || spend.quantity <= 0) continue
    if (!/^\d+$/.test(spend.lotId)) throw new ApiError('conflict', CREDITS_CHANGED_MESSAGE)
    await spendFromLot(tx, { ...order, lotId: Number(spend.lotId), quantity: spend.quantity })
    spent += spend.quantity
  }
  return spent
}

export async function spendFromLot(
  tx: Query,
  spend: { customerId: number; orderId: number; lotId: number; quantity: number },
): Promise<void> {
  try {
    await tx.query(`INSERT INTO credit_entries (lot_id, customer_id, kind, quantity, order_id) VALUES ($1, $2, 'spend', $3, $4)`, [
      spend.lotId,
      spend.customerId,
      -spend.quantity,
      spend.orderId,
    ])
  } catch (error) {
    const refusal = databaseRefusal(error)
    if (refusal?.code === '23514' && refusal.constraint && SPEND_REFUSALS.has(refusal.constraint))
      throw new ApiError('conflict', CREDITS_CHANGED_MESSAGE)
    throw error
  }
}

/**
 * Credits spent by no order of ours, with a note saying by what (the demo's 'used earlier'). The database refuses it
 * past the balance as it does any spend; its error is left as it is.
 */
export async function spendWithoutOrder(
  tx: Query,
  spend: { customerId: number; lotId: number; quantity: number; note: string },
): Promise<void> {
  await tx.query(`INSERT INTO credit_entries (lot_id, customer_id, kind, quantity, note) VALUES ($1, $2, 'spend', $3, $4)`, [
    spend.lotId,
    spend.customerId,
    -spend.quantity,
    spend.note,
  ])
}

/** Credits an order holds now: what it spent less what it gave back. */
export async function creditsHeldByOrder(tx: Query, orderId: number): Promise<number> {
  const { rows } = await tx.query<{ held: string | null }>(
    `SELECT -coalesce(sum(quantity), 0) AS held FROM credit_entries WHERE order_id = $1 AND kind IN ('spend', 'release', 'refund')`,
    [orderId],
  )
  return Number(rows[0]?.held ?? 0)
}

/**
 * Gives back every spend of an order not given back yet: 'release' for an order that lapsed unpaid or could not be
 * confirmed, 'refund' for a cancelled one. A second call gives back nothing (each spend is given back once: unique).
 */
export async function giveBackOrderCredits(tx: Query, orderId: number, kind: 'release' | 'refund'): Promise<number> {
  const { rows } = await tx.query<{ quantity: number }>(
    `INSERT INTO credit_entries (lot_id, customer_id, kind, quantity, order_id, reverses_id)
     SELECT s.lot_id, s.customer_id, $2, -s.quantity, s.order_id, s.id FROM credit_entries s
     WHERE s.order_id = $1 AND s.kind = 'spend' AND NOT EXISTS (SELECT 1 FROM credit_entries r WHERE r.reverses_id = s.id)
     ORDER BY s.id
     RETURNING quantity`,
    [orderId, kind],
  )
  return rows.reduce((sum, row) => sum + row.quantity, 0)
}

/** What is left of the lots an order granted is taken back (an order refunded in full). */
export async function revokeOrderGrants(tx: Query, orderId: number): Promise<number> {
  const { rows } = await tx.query<{ quantity: number }>(
    `INSERT INTO credit_entries (lot_id, customer_id, kind, quantity, order_id, note)
     SELECT l.id, l.customer_id, 'revoke', -l.available, $1, 'The order that bought these credits was refunded'
     FROM bundle_credits l WHERE l.available > 0 AND l.id IN (SELECT lot_id FROM credit_entries WHERE order_id = $1 AND kind = 'grant')
     ORDER BY l.id
     RETURNING quantity`,
    [orderId],
  )
  return -rows.reduce((sum, row) => sum + row.quantity, 0)
}

/** A lot of credits as the ledger sums it. */
export interface LedgerLot {
  id: number
  source: 'bundle' | 'vo'
  buildingCode: string | null
  buildingName: string | null
  expiryDate: Date
  purchased: number
  utilized: number
  available: number
}

/** The customer's lots with their sums read from the ledger (not the lots' kept amounts): the account and the cart. */
export async function listLedgerLots(
  tx: Query,
  customerId: number,
  options: { source?: 'bundle' | 'vo'; buildingCode?: string; withCreditsOnly?: boolean } = {},
): Promise<LedgerLot[]> {
  const { rows } = await tx.query<{
    id: number
    source: 'bundle' | 'vo' | null
    building_code: string | null
    building_name: string | null
    expiry_date: Date
    purchased: string
    utilized: string
    available: string
  }>(
    `SELECT l.id, l.source, b.building_code, b.name AS building_name, l.expiry_date,
       coalesce(sum(e.quantity) FILTER (WHERE e.kind = 'grant'), 0) AS purchased,
       -coalesce(sum(e.quantity) FILTER (WHERE e.kind IN ('spend', 'release', 'refund')), 0) AS utilized,
       coalesce(sum(e.quantity), 0) AS available
     FROM bundle_credits l
     LEFT JOIN buildings b ON b.id = l.building_id
     LEFT JOIN credit_entries e ON e.lot_id = l.id
     WHERE l.customer_id = $1 AND ($2::text IS NULL OR l.source::text = $2) AND ($3::text IS NULL OR b.building_code = $3)
     GROUP BY l.id, b.building_code, b.name
     HAVING NOT $4::boolean OR coalesce(sum(e.quantity), 0) > 0
     ORDER BY l.expiry_date, l.id`,
    [customerId, options.source ?? null, options.buildingCode ?? null, options.withCreditsOnly ?? false],
  )
  return rows.map((row) => ({
    id: row.id,
    source: row.source === 'vo' ? 'vo' : 'bundle',
    buildingCode: row.building_code,
    buildingName: row.building_name,
    expiryDate: new Date(row.expiry_date),
    purchased: Number(row.purchased),
    utilized: Number(row.utilized),
    available: Number(row.available),
  }))
}
