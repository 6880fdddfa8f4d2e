import type { IsoDate } from '@/domain/calendar/business-date'

// Day-pass credits and the plan of which to spend. One credit pays one person's day pass on one date. Credits come in
// lots: a bundle bought earlier (per building), virtual-office credits (with the VO plan), and the bundles bought in
// this very cart. Each lot has an expiry date; a credit pays only for a date on or before its lot's expiry.
//
// The plan is earliest expiry first: day passes are taken in date order, and each is paid by the lot, among those that
// can pay for it, that expires first (ties: owned bundle credits, then VO credits, then this cart's bundles, then by id).
// For dates that only have a deadline this greedy order pays for as many passes as any plan could, and leaves the
// longest-lived credits for later. The server then spends exactly this plan, one conditional update per lot
// (`available = available - n WHERE available >= n`), so no credit is ever spent twice.

export type CreditSource = 'bundle' | 'vo' | 'cart-bundle'

/** Credits the customer owns, as the server reads them (one row per purchase or grant). */
export interface CreditLot {
  id: string
  source: 'bundle' | 'vo'
  /** The building they are for; null: any building. */
  buildingCode: string | null
  available: number
  /** The last date they can pay for, in India. */
  expiresOn: IsoDate
}

/** A lot the plan may draw from: an owned lot, or a bundle bought in this cart (id `cart-bundle:<credits>`). */
export interface PlannableLot {
  id: string
  source: CreditSource
  buildingCode: string | null
  available: number
  expiresOn: IsoDate
}

/** What to spend from one lot. */
export interface CreditSpend {
  /** The owned lot's id; for a bundle bought in this cart, `cart-bundle:5` or `cart-bundle:10`. */
  lotId: string
  source: CreditSource
  quantity: number
  /** The dates it pays for, ascending, one entry per day pass (a date repeats for several people). */
  dates: IsoDate[]
}

export interface CreditPlan {
  spends: CreditSpend[]
  /** Day passes paid by credits, per date and source. */
  perDate: Map<IsoDate, Record<CreditSource, number>>
}

const SOURCE_ORDER: Record<CreditSource, number> = { bundle: 0, vo: 1, 'cart-bundle': 2 }

function byExpiryThenSource(a: PlannableLot, b: PlannableLot): number {
  if (a.expiresOn !== b.expiresOn) return a.expiresOn < b.expiresOn ? -1 : 1
  if (a.source !== b.source) return SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source]
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** Whether a lot can pay for a day pass at a building on a date. */
export function lotPaysFor(lot: Pick<PlannableLot, 'buildingCode' | 'expiresOn'>, buildingCode: string, date: IsoDate): boolean {
  return (lot.buildingCode === null || lot.buildingCode === buildingCode) && date <= lot.expiresOn
}

/**
 * The credits to spend on day passes (`dayPasses`: people per date) at a building. Lots that have expired by `today`
 * or belong to another building are never used.
 */
export function planCredits(
  dayPasses: readonly { date: IsoDate; people: number }[],
  lots: readonly PlannableLot[],
  buildingCode: string,
  today: IsoDate,
): CreditPlan {
  const usable = lots
    .filter((lot) => lot.available > 0 && lot.expiresOn >= today && (lot.buildingCode === null || lot.buildingCode === buildingCode))
    .map((lot) => ({ lot, left: lot.available }))
    .sort((a, b) => byExpiryThenSource(a.lot, b.lot))
  const spends = new Map<string, CreditSpend>()
  const perDate = new Map<IsoDate, Record<CreditSource, number>>()
  const dates = [...dayPasses].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  for (const { date, people } of dates) {
    for (let person = 0; person < people; person++) {
      const pick = usable.find((u) => u.left > 0 && date <= u.lot.expiresOn)
      if (!pick) break
      pick.left--
      const spend = spends.get(pick.lot.id) ?? { lotId: pick.lot.id, source: pick.lot.source, quantity: 0, dates: [] }
      spend.quantity++
      spend.dates.push(date)
      spends.set(pick.lot.id, spend)
      const counts = perDate.get(date) ?? { bundle: 0, vo: 0, 'cart-bundle': 0 }
      counts[pick.lot.source]++
      perDate.set(date, counts)
    }
  }
  return { spends: [...spends.values()], perDate }
}

/** Credits of a source usable at a building from today (for the cart's `availableAmount`). */
export function availableCredits(lots: readonly PlannableLot[], source: CreditSource, buildingCode: string, today: IsoDate): number {
  return lots
    .filter((lot) => lot.source === source && lot.expiresOn >= today && (lot.buildingCode === null || lot.buildingCode === buildingCode))
    .reduce((sum, lot) => sum + Math.max(0, lot.available), 0)
}
