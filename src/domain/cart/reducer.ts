import type { BundleCredits, CityHandle } from '@/domain/catalogue/product-types'
import type { IsoDate } from '@/domain/calendar/business-date'
import { ZERO_PAISE } from '@/domain/money'
import type { CartPriceSummary } from './price'
import {
  emptyDiscountBreakup,
  normaliseCouponCode,
  type Cart,
  type CartProduct,
  type ConferenceBooking,
  type DayPassBundle,
  type DayPassItem,
  type CartVoPlan,
  type SelectedBuilding,
  type TeamMember,
} from './types'

// The cart's state machine (spec section 4 'Cart'), as a pure reducer: the server applies a customer's actions to
// the stored cart, the browser applies them to a guest's. It checks the shape of what it is given, not the world:
// whether a date can be booked, a contact is the customer's, or a room is free is the server's to check before it
// applies the action. Every action returns a new cart; an action that changes nothing returns the same object.

export const FIRST_CART_STEP = 1
/** More of one bundle size in one order is a mistake, not a purchase. */
export const MAX_BUNDLES_PER_SIZE = 10

// The cart's history is the screens' trail back (paths such as '/cart/dates'), and every order copies the cart: it is
// kept short, so nobody can make a cart (and each order of it) carry kilobytes of text.
/** Entries the cart's history keeps at most. */
export const MAX_CART_HISTORY = 20
/** Characters of one history entry at most (a path). */
export const MAX_HISTORY_ENTRY_LENGTH = 100
export const HISTORY_FULL_MESSAGE = `The cart’s history keeps at most ${MAX_CART_HISTORY} steps. Go back a step, or empty it, before adding another.`
export const HISTORY_ENTRY_MESSAGE = `A step of the cart’s history is a path of at most ${MAX_HISTORY_ENTRY_LENGTH} characters.`

/** Why this entry cannot join the history, or null when it can (an entry already there changes nothing: no refusal). */
export function historyPushRefusal(history: readonly string[], entry: string): string | null {
  if (history.includes(entry)) return null
  if (entry.length === 0 || entry.length > MAX_HISTORY_ENTRY_LENGTH) return HISTORY_ENTRY_MESSAGE
  if (history.length >= MAX_CART_HISTORY) return HISTORY_FULL_MESSAGE
  return null
}

export function emptyCart(): Cart {
  return {
    dayPassItems: null,
    dayPassItemsArray: [],
    noOfDayPassCount: 0,
    conference: { product: null, booking: null },
    confSeatPreference: null,
    selectedBuilding: null,
    selectedCity: null,
    rescheduleDates: [],
    bookingDates: [],
    rescheduleOrderId: null,
    bundles: [],
    bundleCredits: { availableAmount: 0, redeemedAmount: 0 },
    voCredits: { availableAmount: 0, redeemedAmount: 0 },
    teamMembers: [],
    loyaltyMembership: false,
    totalEstimatedPrice: ZERO_PAISE,
    totalDiscount: ZERO_PAISE,
    discountBreakup: emptyDiscountBreakup(),
    priceDetails: null,
    pricesStale: false,
    cartStep: FIRST_CART_STEP,
    paymentStatus: null,
    appliedCouponCode: null,
    currentBuildingHandle: null,
    cartHistory: [],
  }
}

/** The conference choice before its hold: the server adds the hold's fields with `conference/held`. */
export type ConferenceChoice = Omit<ConferenceBooking, 'reservationId' | 'conferenceRoomId' | 'holdExpiresAt'>

export type CartAction =
  // Spec section 4: payment status.
  | { type: 'payment/initialized' }
  | { type: 'payment/done' }
  /** The payment lapsed unpaid (its order expired): the cart can be changed again; a done payment stays done. */
  | { type: 'payment/lapsed' }
  // Spec section 4: the two resets.
  | { type: 'cart/reset' }
  | { type: 'cart/reset-on-demand' }
  // Spec section 4: cartStep.
  | { type: 'step/next' }
  | { type: 'step/back' }
  | { type: 'step/reset' }
  // Spec section 4: cart history.
  | { type: 'history/push'; entry: string }
  | { type: 'history/pop' }
  | { type: 'history/empty' }
  // Where: city, then building (and its products, read from the catalogue by the server).
  | { type: 'city/select'; city: CityHandle }
  | { type: 'building/select'; building: SelectedBuilding }
  | {
      type: 'products/set'
      dayPass: CartProduct | null
      conferenceRoom: CartProduct | null
      bundles: { credits: BundleCredits; product: CartProduct }[]
    }
  | { type: 'team-members/set'; members: TeamMember[] }
  // Day passes.
  | { type: 'day-pass/add-date'; date: IsoDate }
  | { type: 'day-pass/remove-date'; date: IsoDate }
  | { type: 'day-pass/set-team-members'; date: IsoDate; contactIds: string[] }
  | { type: 'day-pass/set-self-included'; date: IsoDate; selfIncluded: boolean }
  // Conference room.
  | { type: 'conference/set-seat-preference'; seats: number | null }
  | { type: 'conference/choose'; booking: ConferenceChoice }
  | { type: 'conference/held'; reservationId: string; conferenceRoomId: string; holdExpiresAt: string }
  | { type: 'conference/clear' }
  // Bundles, loyalty, coupon.
  | { type: 'bundle/set-count'; credits: BundleCredits; count: number }
  | { type: 'loyalty/add' }
  // A virtual-office plan: set by the server from its catalogue (vo-plan/choose), removed by the customer.
  | { type: 'vo-plan/set'; plan: CartVoPlan }
  | { type: 'vo-plan/remove' }
  | { type: 'loyalty/remove' }
  | { type: 'coupon/apply'; code: string }
  | { type: 'coupon/remove' }
  // Rescheduling an order (next issue).
  | { type: 'reschedule/start'; orderId: string; bookingDates: IsoDate[] }
  | { type: 'reschedule/set-dates'; dates: IsoDate[] }
  | { type: 'reschedule/clear' }
  // The server's pricing.
  | { type: 'prices/set'; prices: CartPriceSummary }

export type CartActionType = CartAction['type']

function countDayPasses(items: readonly DayPassItem[]): number {
  return items.reduce((n, item) => n + item.team_members.length + (item.selfIncluded ? 1 : 0), 0)
}

/** Day passes changed: kept in date order, the count follows, the prices are stale. */
function withDayPasses(cart: Cart, items: DayPassItem[]): Cart {
  const sorted = [...items].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  return { ...cart, dayPassItemsArray: sorted, noOfDayPassCount: countDayPasses(sorted), pricesStale: true }
}

function updateDate(cart: Cart, date: IsoDate, change: (item: DayPassItem) => DayPassItem): Cart {
  if (!cart.dayPassItemsArray.some((item) => item.date === date)) return cart
  return withDayPasses(
    cart,
    cart.dayPassItemsArray.map((item) => (item.date === date ? change(item) : item)),
  )
}

/** What belongs to one building: its products and everything chosen there. Loyalty and the coupon are not. */
function withoutBuildingChoices(cart: Cart): Cart {
  return {
    ...cart,
    dayPassItems: null,
    dayPassItemsArray: [],
    noOfDayPassCount: 0,
    conference: { product: null, booking: null },
    confSeatPreference: null,
    bundles: [],
    bundleCredits: { availableAmount: 0, redeemedAmount: 0 },
    voCredits: { availableAmount: 0, redeemedAmount: 0 },
    virtualOffice: null,
    pricesStale: true,
  }
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)]
}

const sameDates = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((d, i) => d === b[i])

export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'payment/initialized':
      return { ...cart, paymentStatus: 'initialized' }
    case 'payment/done':
      return { ...cart, paymentStatus: 'done' }
    case 'payment/lapsed':
      return cart.paymentStatus === 'initialized' ? { ...cart, paymentStatus: null, pricesStale: true } : cart

    case 'cart/reset': {
      // Keeps prices (the last price summary) and loyalty; everything else starts again.
      const fresh = emptyCart()
      return {
        ...fresh,
        loyaltyMembership: cart.loyaltyMembership,
        totalEstimatedPrice: cart.totalEstimatedPrice,
        totalDiscount: cart.totalDiscount,
        discountBreakup: cart.discountBreakup,
        priceDetails: cart.priceDetails,
      }
    }
    case 'cart/reset-on-demand': {
      // Keeps loyalty, product data (and the building they belong to) and a done payment status; back to step 1.
      const fresh = emptyCart()
      return {
        ...fresh,
        loyaltyMembership: cart.loyaltyMembership,
        selectedCity: cart.selectedCity,
        selectedBuilding: cart.selectedBuilding,
        currentBuildingHandle: cart.currentBuildingHandle,
        dayPassItems: cart.dayPassItems,
        conference: { product: cart.conference.product, booking: null },
        bundles: cart.bundles.map((b) => ({ ...b, bundlesAddedCount: 0 })),
        paymentStatus: cart.paymentStatus === 'done' ? 'done' : null,
        cartStep: FIRST_CART_STEP,
      }
    }

    case 'step/next':
      return { ...cart, cartStep: cart.cartStep + 1 }
    case 'step/back':
      return cart.cartStep <= FIRST_CART_STEP ? cart : { ...cart, cartStep: cart.cartStep - 1 }
    case 'step/reset':
      return cart.cartStep === FIRST_CART_STEP ? cart : { ...cart, cartStep: FIRST_CART_STEP }

    case 'history/push':
      // The server refuses a push past the limits with historyPushRefusal's message; the reducer never grows past them.
      if (cart.cartHistory.includes(action.entry) || historyPushRefusal(cart.cartHistory, action.entry)) return cart
      return { ...cart, cartHistory: [...cart.cartHistory, action.entry] }
    case 'history/pop':
      return cart.cartHistory.length === 0 ? cart : { ...cart, cartHistory: cart.cartHistory.slice(0, -1) }
    case 'history/empty':
      return cart.cartHistory.length === 0 ? cart : { ...cart, cartHistory: [] }

    case 'city/select':
      if (cart.selectedCity === action.city) return cart
      return { ...withoutBuildingChoices(cart), selectedCity: action.city, selectedBuilding: null, currentBuildingHandle: null }
    case 'building/select': {
      const { building } = action
      const base = cart.selectedBuilding?.code === building.code ? cart : withoutBuildingChoices(cart)
      return { ...base, selectedBuilding: building, selectedCity: building.cityHandle, currentBuildingHandle: building.handle }
    }
    case 'products/set': {
      const code = cart.selectedBuilding?.code
      // Products of another building than the cart's are ignored: they would be priced at the wrong place.
      const here = (p: CartProduct | null) => (p && p.buildingCode === code ? p : null)
      const bundles: DayPassBundle[] = []
      for (const { credits, product } of action.bundles) {
        if (product.buildingCode !== code || bundles.some((b) => b.credits_quantity === credits)) continue
        const count = cart.bundles.find((b) => b.credits_quantity === credits)?.bundlesAddedCount ?? 0
        bundles.push({ type: 'BUNDLE', credits_quantity: credits, bundlesAddedCount: count, product_info: product })
      }
      bundles.sort((a, b) => a.credits_quantity - b.credits_quantity)
      const conferenceProduct = here(action.conferenceRoom)
      return {
        ...cart,
        dayPassItems: here(action.dayPass),
        // Without the product nothing of it can stay in the cart.
        ...(here(action.dayPass) ? {} : { dayPassItemsArray: [], noOfDayPassCount: 0 }),
        conference: { product: conferenceProduct, booking: conferenceProduct ? cart.conference.booking : null },
        bundles,
        pricesStale: true,
      }
    }
    case 'team-members/set': {
      const known = new Set(action.members.map((m) => m.contact_id))
      // A contact removed from the account leaves every date it was on.
      const gone = cart.dayPassItemsArray.some((item) => item.team_members.some((id) => !known.has(id)))
      if (!gone) return { ...cart, teamMembers: action.members }
      const items = cart.dayPassItemsArray.map((item) => ({ ...item, team_members: item.team_members.filter((id) => known.has(id)) }))
      return { ...withDayPasses(cart, items), teamMembers: action.members }
    }

    case 'day-pass/add-date':
      if (cart.dayPassItemsArray.some((item) => item.date === action.date)) return cart
      return withDayPasses(cart, [...cart.dayPassItemsArray, { date: action.date, team_members: [], selfIncluded: true }])
    case 'day-pass/remove-date':
      if (!cart.dayPassItemsArray.some((item) => item.date === action.date)) return cart
      return withDayPasses(
        cart,
        cart.dayPassItemsArray.filter((item) => item.date !== action.date),
      )
    case 'day-pass/set-team-members':
      return updateDate(cart, action.date, (item) => ({ ...item, team_members: unique(action.contactIds) }))
    case 'day-pass/set-self-included':
      return updateDate(cart, action.date, (item) => ({ ...item, selfIncluded: action.selfIncluded }))

    case 'conference/set-seat-preference': {
      const booking = cart.conference.booking
      // Another size means another room: the booking chosen for the old size goes.
      const keep = booking !== null && (action.seats === null || booking.seats === action.seats)
      return {
        ...cart,
        confSeatPreference: action.seats,
        conference: { ...cart.conference, booking: keep ? booking : null },
        pricesStale: cart.pricesStale || (booking !== null && !keep),
      }
    }
    case 'conference/choose':
      return {
        ...cart,
        confSeatPreference: action.booking.seats,
        conference: {
          ...cart.conference,
          booking: { ...action.booking, reservationId: null, conferenceRoomId: null, holdExpiresAt: null },
        },
        pricesStale: true,
      }
    case 'conference/held': {
      const booking = cart.conference.booking
      if (!booking) return cart
      const { reservationId, conferenceRoomId, holdExpiresAt } = action
      return { ...cart, conference: { ...cart.conference, booking: { ...booking, reservationId, conferenceRoomId, holdExpiresAt } } }
    }
    case 'conference/clear':
      if (!cart.conference.booking) return cart
      return { ...cart, conference: { ...cart.conference, booking: null }, pricesStale: true }

    case 'bundle/set-count': {
      const count = Math.min(MAX_BUNDLES_PER_SIZE, Math.max(0, Math.trunc(action.count)))
      const bundle = cart.bundles.find((b) => b.credits_quantity === action.credits)
      if (!bundle || bundle.bundlesAddedCount === count) return cart
      return {
        ...cart,
        bundles: cart.bundles.map((b) => (b === bundle ? { ...b, bundlesAddedCount: count } : b)),
        pricesStale: true,
      }
    }
    case 'vo-plan/set':
      return { ...cart, virtualOffice: action.plan, pricesStale: true }
    case 'vo-plan/remove':
      return cart.virtualOffice ? { ...cart, virtualOffice: null, pricesStale: true } : cart
    case 'loyalty/add':
      return cart.loyaltyMembership ? cart : { ...cart, loyaltyMembership: true, pricesStale: true }
    case 'loyalty/remove':
      return cart.loyaltyMembership ? { ...cart, loyaltyMembership: false, pricesStale: true } : cart
    case 'coupon/apply': {
      const code = normaliseCouponCode(action.code)
      if (code === '') return cart.appliedCouponCode === null ? cart : { ...cart, appliedCouponCode: null, pricesStale: true }
      return cart.appliedCouponCode === code ? cart : { ...cart, appliedCouponCode: code, pricesStale: true }
    }
    case 'coupon/remove':
      return cart.appliedCouponCode === null ? cart : { ...cart, appliedCouponCode: null, pricesStale: true }

    case 'reschedule/start':
      return {
        ...cart,
        rescheduleOrderId: action.orderId,
        bookingDates: unique(action.bookingDates).sort(),
        rescheduleDates: [],
      }
    case 'reschedule/set-dates': {
      const dates = unique(action.dates).sort()
      return cart.rescheduleOrderId === null || sameDates(dates, cart.rescheduleDates) ? cart : { ...cart, rescheduleDates: dates }
    }
    case 'reschedule/clear':
      return { ...cart, rescheduleOrderId: null, bookingDates: [], rescheduleDates: [] }

    case 'prices/set':
      return { ...cart, ...action.prices, pricesStale: false }
  }
}
