import { isPaise, type Paise } from '../money'

// What a building's card in a list says to a visitor comparing buildings: its from-prices, what it sells and how
// many seats it has. Computed from the catalogue's records (the building's switches, its private-office from-price
// and its active products), never from constants.

/** The products a card names, in this order. */
export const OFFER_LABELS = {
  privateOffice: 'Private offices',
  dayPass: 'Day passes',
  conferenceRoom: 'Meeting rooms',
  virtualOffice: 'Virtual office',
} as const

export type OfferProduct = keyof typeof OFFER_LABELS

export interface BuildingOffer {
  /** The lowest active day-pass price, per day; null when the building sells none. */
  dayFrom: Paise | null
  /** The building's private-office from-price, per seat per month, as the operators set it; null when unset. */
  seatMonthFrom: Paise | null
  /** What the building sells, the private office first. */
  products: OfferProduct[]
  /** Seats in the building; null when unknown. */
  seats: number | null
}

/** The parts of a building record the offer reads. */
export interface OfferBuilding {
  seats?: number | null
  privateOfficeFromPrice?: number | null
  isDayPassDisabled?: boolean | null
  isConfRoomDisabled?: boolean | null
  isVirtualOfficeDisabled?: boolean | null
}

/** The parts of a product record the offer reads (products of this building only). */
export interface OfferProductRecord {
  type: string
  isActive?: boolean | null
  variants?: { price?: number | null }[] | null
}

function lowestPrice(products: readonly OfferProductRecord[], type: string): Paise | null {
  let lowest: Paise | null = null
  for (const product of products) {
    if (product.type !== type || product.isActive === false) continue
    for (const variant of product.variants ?? []) {
      const price = variant.price
      if (isPaise(price) && price > 0 && (lowest === null || price < lowest)) lowest = price
    }
  }
  return lowest
}

const sells = (products: readonly OfferProductRecord[], type: string) => products.some((p) => p.type === type && p.isActive !== false)

export function buildingOffer(building: OfferBuilding, products: readonly OfferProductRecord[]): BuildingOffer {
  const dayFrom = building.isDayPassDisabled ? null : lowestPrice(products, 'DAY_PASS')
  const from = building.privateOfficeFromPrice
  const list: OfferProduct[] = ['privateOffice']
  if (dayFrom !== null) list.push('dayPass')
  if (!building.isConfRoomDisabled && sells(products, 'CONFERENCE_ROOM')) list.push('conferenceRoom')
  if (!building.isVirtualOfficeDisabled && sells(products, 'VIRTUAL_OFFICE')) list.push('virtualOffice')
  const seats = building.seats
  return {
    dayFrom,
    seatMonthFrom: isPaise(from) && from > 0 ? from : null,
    products: list,
    seats: typeof seats === 'number' && Number.isSafeInteger(seats) && seats > 0 ? seats : null,
  }
}

/** The lowest of several from-prices (a city's, or a neighbourhood's); null when none is known. */
export function lowestOf(prices: readonly (Paise | null)[]): Paise | null {
  return prices.reduce<Paise | null>((low, p) => (p !== null && (low === null || p < low) ? p : low), null)
}
