import { rupeesToPaise } from '@/domain/money'
import { PRICE_FETCH_FAILED_MESSAGE } from './price-messages'
import { BUNDLE_CREDITS, type BundleCredits } from './product-types'
import { lowestMonthlyPaise, type PricedVariant } from './vo-pricing'

// The building page's derived prices (spec section 3: dayPassPrice, strikeThroughDayPassPrice, confRoomPrice,
// virtualOfficePrice), read from the two catalogue answers the browser fetches. The answers speak rupees; these
// functions return whole paise and never trust the shape, so a surprising answer shows 'Price on request', not ₹NaN.

export { PRICE_FETCH_FAILED_MESSAGE } from './price-messages'

export interface ListedPrice {
  pricePaise: number
  /** The list price shown struck through, when it is above the price. */
  strikeThroughPaise: number | null
}

export interface ConferenceRoomPrice {
  pricePaise: number
  /** The variant's own title, which carries the unit: '8-seat room, per hour'. */
  unit: string | null
}

export interface TypeDetailsPrices {
  dayPass: ListedPrice | null
  conferenceRoom: ConferenceRoomPrice | null
  /** Day-pass bundles by their credits. */
  bundles: Partial<Record<BundleCredits, ListedPrice>>
}

type Obj = Record<string, unknown>
const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value)
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** The `data` entries of an answer, each with its type and its variants (`product_info.price.variants`). */
function entries(answer: unknown): { type: unknown; credits: unknown; variants: unknown[] }[] {
  if (!isObj(answer)) return []
  return list(answer.data)
    .filter(isObj)
    .map((item) => {
      const info = isObj(item.product_info) ? item.product_info : {}
      const price = isObj(info.price) ? info.price : {}
      return { type: info.type ?? item.type, credits: item.credits_quantity, variants: list(price.variants) }
    })
}

function listedPrice(variant: unknown): ListedPrice | null {
  if (!isObj(variant)) return null
  const pricePaise = rupeesToPaise(variant.price)
  if (pricePaise === null) return null
  const strike = rupeesToPaise(variant.strike_through_price)
  return { pricePaise, strikeThroughPaise: strike !== null && strike > pricePaise ? strike : null }
}

/**
 * Prices from POST /api/catalogue/api/v1/products/type/details for one building: the first product of each type and
 * its first variant, the way the spec reads `data[0].product_info…price.variants[0]`.
 */
export function pricesFromTypeDetails(answer: unknown): TypeDetailsPrices {
  const prices: TypeDetailsPrices = { dayPass: null, conferenceRoom: null, bundles: {} }
  for (const entry of entries(answer)) {
    const first = listedPrice(entry.variants[0])
    if (!first) continue
    if (entry.type === 'DAY_PASS') prices.dayPass ??= first
    else if (entry.type === 'CONFERENCE_ROOM' && !prices.conferenceRoom) {
      const title = isObj(entry.variants[0]) ? entry.variants[0].title : null
      prices.conferenceRoom = { pricePaise: first.pricePaise, unit: typeof title === 'string' && title.trim() ? title.trim() : null }
    } else if (entry.type === 'BUNDLE') {
      const credits = BUNDLE_CREDITS.find((c) => c === entry.credits)
      if (credits !== undefined) prices.bundles[credits] ??= first
    }
  }
  return prices
}

/**
 * The lowest virtual-office price per month from GET /api/v1/products?type=VIRTUAL_OFFICE: every variant's price
 * divided by the months in its title (spec section 9), in whole paise; null when no variant names its months.
 */
export function lowestVirtualOfficeMonthlyPaise(answer: unknown): number | null {
  const variants: PricedVariant[] = []
  for (const entry of entries(answer)) {
    if (entry.type !== 'VIRTUAL_OFFICE') continue
    for (const v of entry.variants) {
      if (!isObj(v)) continue
      const price = rupeesToPaise(v.price)
      if (price !== null && typeof v.title === 'string') variants.push({ price, title: v.title })
    }
  }
  return lowestMonthlyPaise(variants)
}

/** What the failure toast says: the API's own `error.message` when its body has one, else the spec's default. */
export function priceErrorMessage(body: unknown): string {
  const error = isObj(body) && isObj(body.error) ? body.error : null
  const message = error && typeof error.message === 'string' ? error.message.trim() : ''
  return message || PRICE_FETCH_FAILED_MESSAGE
}
