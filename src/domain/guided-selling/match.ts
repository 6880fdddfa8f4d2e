import type { BundleCredits, ProductType } from '@/domain/catalogue/product-types'
import { monthlyPricePaise, monthsFromTitle } from '@/domain/catalogue/vo-pricing'
import { isAnywhere } from './flow'
import type { GuidedProduct } from './products'
import { VO_PURPOSE_PLAN, type Answers, type EventKind, type GuestCount, type TeamSize } from './questions'

// Which live buildings of a city suit the visitor's answers, with the plan and price to show for each.
// Pure: the page reads buildings and products, this decides.

export interface CandidateBuilding {
  id: number
  name: string
  micromarketHandle: string
  seats: number | null
  isDayPassDisabled: boolean
  isConfRoomDisabled: boolean
  isVirtualOfficeDisabled: boolean
}

export interface CatalogueVariant {
  title: string
  pricePaise: number
  seats: number | null
}

export interface CatalogueProduct {
  buildingId: number
  type: ProductType
  creditsQuantity: BundleCredits | null
  /** Virtual office only. */
  voPlan: { handle: string; title: string } | null
  /** In admin order; the first is the headline price. */
  variants: CatalogueVariant[]
}

export type PriceUnit = 'day' | 'hour' | 'month' | 'total'

/** One line of price on a result card. `pricePaise` null: no catalogue price, the note says what happens instead. */
export interface PlanPrice {
  label: string
  pricePaise: number | null
  unit: PriceUnit | null
  /** Bundles: the price per day pass. */
  perDayPaise?: number
  note?: string
}

export interface BuildingMatch<B extends CandidateBuilding> {
  building: B
  /** The first plan drives the order of the results. */
  plans: PlanPrice[]
}

export interface MatchResult<B extends CandidateBuilding> {
  matches: BuildingMatch<B>[]
  /** Buildings that would match elsewhere in the city when an area was chosen (0 otherwise). */
  elsewhere: number
}

/**
 * Smallest building (in seats) offered to a team: room for the top of the band with space to spare, so the team is
 * not the whole building. Above 200 people we plan floors building by building, so only the largest qualify.
 */
export const MIN_SEATS_FOR_TEAM: Readonly<Record<TeamSize, number>> = { '1-10': 15, '11-50': 75, '51-200': 300, '200-plus': 600 }

/** Smallest building (in seats) that has event space for the group: a meeting room, a lounge, an event hall. */
export const MIN_SEATS_FOR_GUESTS: Readonly<Record<GuestCount, number>> = { 'up-to-20': 0, '21-60': 300, '60-plus': 500 }

const EVENT_SPACE_LABEL: Readonly<Record<EventKind, string>> = { event: 'Event space', shoot: 'Shoot location', offsite: 'Offsite venue' }

/** Product types the results need for these answers; an empty list means no catalogue read at all. */
export function productTypesFor(product: GuidedProduct, answers: Answers): ProductType[] {
  switch (product) {
    case 'private-office-space':
      return []
    case 'co-working-space':
      return ['DAY_PASS', 'BUNDLE']
    case 'virtual-office':
      return ['VIRTUAL_OFFICE']
    case 'events-and-shoots':
      return offersMeetingRoom(answers) ? ['CONFERENCE_ROOM'] : []
  }
}

function offersMeetingRoom(answers: Answers): boolean {
  return answers.guests === 'up-to-20' && answers.kind !== 'shoot'
}

/** The cheapest price per month of a virtual-office product, with its term. Months come from the title ('12 Months'). */
export function lowestVoMonthly(variants: readonly CatalogueVariant[]): { monthlyPaise: number; months: number } | null {
  let best: { monthlyPaise: number; months: number } | null = null
  for (const v of variants) {
    const monthly = monthlyPricePaise(v.pricePaise, v.title)
    const months = monthsFromTitle(v.title)
    if (monthly === null || months === null) continue
    if (!best || monthly < best.monthlyPaise || (monthly === best.monthlyPaise && months < best.months))
      best = { monthlyPaise: monthly, months }
  }
  return best
}

function isEligible(product: GuidedProduct, answers: Answers, b: CandidateBuilding): boolean {
  const seats = b.seats ?? Number.POSITIVE_INFINITY // unknown size: let the team decide
  switch (product) {
    case 'private-office-space':
      return !answers.team || seats >= MIN_SEATS_FOR_TEAM[answers.team]
    case 'co-working-space':
      return !b.isDayPassDisabled
    case 'virtual-office':
      return !b.isVirtualOfficeDisabled
    case 'events-and-shoots':
      return !answers.guests || seats >= MIN_SEATS_FOR_GUESTS[answers.guests]
  }
}

const firstPrice = (p: CatalogueProduct | undefined): CatalogueVariant | undefined =>
  p?.variants.find((v) => Number.isSafeInteger(v.pricePaise) && v.pricePaise >= 0)

/** The price lines for one building; null when the building cannot be sold for these answers. */
function plansFor(product: GuidedProduct, answers: Answers, b: CandidateBuilding, own: CatalogueProduct[]): PlanPrice[] | null {
  const ofType = (type: ProductType, credits?: BundleCredits) =>
    own.find((p) => p.type === type && (credits === undefined || p.creditsQuantity === credits))
  switch (product) {
    case 'private-office-space':
      return [{ label: 'Private office', pricePaise: null, unit: null, note: 'Priced per seat: we will send a quote for your team' }]
    case 'co-working-space': {
      const day = firstPrice(ofType('DAY_PASS'))
      const bundle = (credits: BundleCredits): PlanPrice | null => {
        const v = firstPrice(ofType('BUNDLE', credits))
        return v
          ? { label: `${credits} day passes`, pricePaise: v.pricePaise, unit: 'total', perDayPaise: Math.round(v.pricePaise / credits) }
          : null
      }
      const dayPass: PlanPrice = day
        ? { label: 'Day pass', pricePaise: day.pricePaise, unit: 'day' }
        : { label: 'Day pass', pricePaise: null, unit: null, note: 'Ask us for today’s price' }
      const lines = answers.frequency === 'most-days' ? [bundle(10), dayPass] : [dayPass, bundle(5)]
      return lines.filter((l): l is PlanPrice => l !== null)
    }
    case 'virtual-office': {
      const handle = answers.purpose ? VO_PURPOSE_PLAN[answers.purpose] : undefined
      const vo = own.find((p) => p.type === 'VIRTUAL_OFFICE' && p.voPlan?.handle === handle)
      const lowest = vo ? lowestVoMonthly(vo.variants) : null
      if (!vo || !lowest) return null // nothing to buy here for this purpose
      return [
        {
          label: `${vo.voPlan?.title ?? 'Virtual office'} plan`,
          pricePaise: lowest.monthlyPaise,
          unit: 'month',
          note: `Lowest price per month, on a ${lowest.months}-month term`,
        },
      ]
    }
    case 'events-and-shoots': {
      const room = offersMeetingRoom(answers) && !b.isConfRoomDisabled ? firstPrice(ofType('CONFERENCE_ROOM')) : undefined
      const space: PlanPrice = {
        label: EVENT_SPACE_LABEL[answers.kind ?? 'event'],
        pricePaise: null,
        unit: null,
        note: 'Quoted for your date and group',
      }
      if (!room) return [space]
      return [{ label: room.seats ? `Meeting room for ${room.seats}` : 'Meeting room', pricePaise: room.pricePaise, unit: 'hour' }, space]
    }
  }
}

/** The number the results are ordered by: the headline price (per day for bundles), or none. */
function sortPrice(plans: PlanPrice[]): number | null {
  const first = plans[0]
  if (!first || first.pricePaise === null) return null
  return first.perDayPaise ?? first.pricePaise
}

/**
 * Matching buildings, cheapest first (passes and bundles by the cost of one day); buildings without a catalogue price follow, largest first (more suites and
 * spaces to choose from), then by name.
 */
export function matchBuildings<B extends CandidateBuilding>(
  product: GuidedProduct,
  answers: Answers,
  buildings: readonly B[],
  products: readonly CatalogueProduct[],
): MatchResult<B> {
  const byBuilding = new Map<number, CatalogueProduct[]>()
  for (const p of products) byBuilding.set(p.buildingId, [...(byBuilding.get(p.buildingId) ?? []), p])

  const sellable: BuildingMatch<B>[] = []
  for (const building of buildings) {
    if (!isEligible(product, answers, building)) continue
    const plans = plansFor(product, answers, building, byBuilding.get(building.id) ?? [])
    if (plans) sellable.push({ building, plans })
  }

  const inArea = isAnywhere(answers.area) ? sellable : sellable.filter((m) => m.building.micromarketHandle === answers.area)
  const matches = [...inArea].sort((a, b) => {
    const pa = sortPrice(a.plans)
    const pb = sortPrice(b.plans)
    if (pa !== null || pb !== null) {
      if (pa === null) return 1
      if (pb === null) return -1
      if (pa !== pb) return pa - pb
    }
    const sa = a.building.seats ?? -1
    const sb = b.building.seats ?? -1
    return sb - sa || a.building.name.localeCompare(b.building.name, 'en-IN')
  })
  return { matches, elsewhere: sellable.length - inArea.length }
}
