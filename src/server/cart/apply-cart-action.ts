import type { Customer } from '@/payload-types'
import { withPrivateOfficeStanding } from '../customers/is-private-office-member'
import {
  availabilityCalendar,
  unavailableDateMessage,
  type AvailabilityCalendar,
  type DateAvailability,
} from '@/domain/calendar/availability'
import { asCartAction, type CustomerCartAction } from '@/domain/cart/customer-actions'
import { NOT_SOLD_MESSAGES, VO_PLAN_NOT_SOLD_MESSAGE } from '@/domain/cart/price'
import { privateOfficeRefusal } from '@/domain/cart/private-office'
import { cartReducer, historyPushRefusal } from '@/domain/cart/reducer'
import type { Cart, TeamMember } from '@/domain/cart/types'
import { ApiError } from '../api/errors'
import { findActiveHold } from '../bookings/holds'
import { appSql, findRoom } from '../bookings/rooms'
import { teamMemberAnswer } from '../customers/answers'
import { listTeamMembers } from '../customers/list-team-members'
import { loadCart, saveCart } from './cart-store'
import { cartView, type CartView } from './cart-view'
import { findCartBuildingByCode, findCartBuildingByHandle, type CartBuilding } from './find-cart-building'
import { getLoyaltyOffer } from './get-loyalty-offer'
import { listHolidays } from '../calendar/list-holidays'
import { priceOfStoredCart } from './price-stored-cart'

// A customer's change to their cart: checked against the world (the building sells it, the date can be booked, the
// contacts are the customer's own, a private-office member may buy it), applied through the cart's reducer, priced
// again, and written back with the version it was read at (tried again on a newer cart when another device won).

/** The server's own action: the building is chosen by its page slug and resolved from the catalogue. */
export type CartRequest =
  | CustomerCartAction
  | { type: 'building/choose'; handle: string }
  | { type: 'conference/hold'; reservationId: string }
  | { type: 'vo-plan/choose'; productId: string; variantTitle: string; proposedCompanyName?: string }

export const NO_BUILDING_MESSAGE = 'We could not find that building. Please choose another.'
export const DAY_PASS_FIRST_MESSAGE = 'Choose a building that sells day passes first.'
export const BUNDLE_FIRST_MESSAGE = 'Bundles of that size are not sold at this building.'
export const CONTACTS_MESSAGE = 'Choose team members from your account’s contacts.'
export const AWAITING_PAYMENT_MESSAGE =
  'This cart is waiting for its payment. Finish paying, or wait for the payment to lapse, to change it.'
export const HOLD_NOT_FOUND_MESSAGE = 'We could not find your conference-room hold, or it has run out. Please hold the slot again.'
export const TOO_MANY_DATES_MESSAGE = 'You can book at most 31 dates in one order.'
const MAX_DATES = 31
const RETRIES = 5

/** Actions that only move through the screens: allowed while a payment is open. */
const NAVIGATION = new Set<CartRequest['type']>(['step/next', 'step/back', 'step/reset', 'history/push', 'history/pop', 'history/empty'])

function productsOf(building: CartBuilding) {
  return {
    type: 'products/set' as const,
    dayPass: building.dayPass,
    conferenceRoom: building.conferenceRoom,
    bundles: building.bundles.map((b) => ({ credits: b.credits, product: b.product })),
  }
}

function refuseForPrivateOffice(customer: Customer, type: 'DAY_PASS' | 'BUNDLE' | 'CONFERENCE_ROOM'): void {
  const message = privateOfficeRefusal(Boolean(customer.privateOfficeMember), [type])
  // 409, not 403: the client reads any 401 or 403 as an expired session (spec section 8 lists these as conflicts).
  if (message) throw new ApiError('conflict', message)
}

/** The day-pass calendar of the cart's building: its city's holidays, closed when it no longer sells day passes. */
async function cartCalendar(cart: Cart, now: Date): Promise<AvailabilityCalendar> {
  const chosen = cart.selectedBuilding
  const building = chosen ? await findCartBuildingByCode(chosen.code) : null
  return availabilityCalendar({
    now,
    cityHandle: chosen?.cityHandle ?? null,
    holidays: await listHolidays(),
    closed: chosen !== null && (!building || building.isDayPassDisabled),
  })
}

/** Every date a cart takes is one the calendar sells: none past its last date, whatever the browser sent. */
function refuseUnbookable(day: DateAvailability, field = 'date'): void {
  if (!day.bookable) throw new ApiError('bad_request', unavailableDateMessage(day), { [field]: unavailableDateMessage(day) })
}

/** The cart after one request, or an ApiError saying why not. Pure but for the catalogue reads. */
async function applyOne(cart: Cart, request: CartRequest, customer: Customer, members: TeamMember[], now: Date): Promise<Cart> {
  if (cart.paymentStatus === 'initialized' && !NAVIGATION.has(request.type)) throw new ApiError('conflict', AWAITING_PAYMENT_MESSAGE)
  const withMembers = cartReducer(cart, { type: 'team-members/set', members })
  switch (request.type) {
    case 'building/choose': {
      const building = await findCartBuildingByHandle(request.handle)
      if (!building) throw new ApiError('not_found', NO_BUILDING_MESSAGE)
      const selected = cartReducer(withMembers, { type: 'building/select', building: building.selected })
      return cartReducer(selected, productsOf(building))
    }
    case 'day-pass/add-date': {
      refuseForPrivateOffice(customer, 'DAY_PASS')
      if (!withMembers.dayPassItems || !withMembers.selectedBuilding) throw new ApiError('bad_request', DAY_PASS_FIRST_MESSAGE)
      if (withMembers.dayPassItemsArray.length >= MAX_DATES) throw new ApiError('bad_request', TOO_MANY_DATES_MESSAGE)
      refuseUnbookable((await cartCalendar(withMembers, now)).availability(request.date))
      return cartReducer(withMembers, request)
    }
    case 'reschedule/set-dates': {
      const calendar = await cartCalendar(withMembers, now)
      for (const date of request.dates) refuseUnbookable(calendar.availability(date), 'dates')
      return cartReducer(withMembers, request)
    }
    case 'day-pass/set-team-members': {
      const known = new Set(members.map((m) => m.contact_id))
      if (!request.contactIds.every((id) => known.has(id)))
        throw new ApiError('bad_request', CONTACTS_MESSAGE, { contactIds: CONTACTS_MESSAGE })
      return cartReducer(withMembers, request)
    }
    case 'bundle/set-count':
      if (request.count > 0) {
        refuseForPrivateOffice(customer, 'BUNDLE')
        if (!withMembers.bundles.some((b) => b.credits_quantity === request.credits))
          throw new ApiError('bad_request', BUNDLE_FIRST_MESSAGE)
      }
      return cartReducer(withMembers, request)
    case 'conference/hold': {
      refuseForPrivateOffice(customer, 'CONFERENCE_ROOM')
      const sql = await appSql()
      const hold = await findActiveHold(sql, { reservationId: request.reservationId, customerId: customer.id, now })
      const room = hold ? await findRoom(sql, hold.roomId) : null
      if (!hold || !room || room.building.code !== withMembers.selectedBuilding?.code)
        throw new ApiError('bad_request', HOLD_NOT_FOUND_MESSAGE)
      const chosen = cartReducer(withMembers, {
        type: 'conference/choose',
        booking: {
          roomId: String(room.id),
          roomName: room.name,
          seats: room.seats,
          date: hold.date,
          startTime: hold.range.startTime,
          durationMinutes: hold.range.durationMinutes,
        },
      })
      return cartReducer(chosen, {
        type: 'conference/held',
        reservationId: hold.reference,
        conferenceRoomId: String(room.id),
        holdExpiresAt: hold.expiresAt!.toISOString(),
      })
    }
    case 'conference/set-seat-preference':
      if (request.seats !== null) refuseForPrivateOffice(customer, 'CONFERENCE_ROOM')
      return cartReducer(withMembers, request)
    case 'vo-plan/choose': {
      const building = withMembers.selectedBuilding ? await findCartBuildingByCode(withMembers.selectedBuilding.code) : null
      const offer = building?.virtualOffices.find((v) => v.product.productId === request.productId)
      const variant = offer?.variants.find((v) => v.title.toLowerCase() === request.variantTitle.toLowerCase())
      if (!building || !offer || !variant) throw new ApiError('bad_request', VO_PLAN_NOT_SOLD_MESSAGE)
      return cartReducer(withMembers, {
        type: 'vo-plan/set',
        plan: {
          productId: offer.product.productId,
          buildingCode: building.selected.code,
          planHandle: offer.planHandle,
          planTitle: offer.planTitle,
          variantTitle: variant.title,
          durationMonths: variant.durationMonths,
          proposedCompanyName: request.proposedCompanyName ?? null,
        },
      })
    }
    case 'history/push': {
      const refusal = historyPushRefusal(withMembers.cartHistory, request.entry)
      if (refusal) throw new ApiError('bad_request', refusal, { entry: refusal })
      return cartReducer(withMembers, request)
    }
    case 'loyalty/add':
      if (!(await getLoyaltyOffer()).enabled) throw new ApiError('bad_request', NOT_SOLD_MESSAGES.LOYALTY_MEMBERSHIP)
      return cartReducer(withMembers, request)
    default:
      return cartReducer(withMembers, asCartAction(request))
  }
}

/**
 * Applies the requests in order, prices the cart and stores it. All or none, unless `skipRefused` (merging a guest's
 * cart): then a refused request is left out and its message returned in `notices`.
 */
export async function applyCartRequests(
  customer: Customer,
  requests: readonly CartRequest[],
  now = new Date(),
  options: { skipRefused?: boolean } = {},
): Promise<CartView> {
  customer = await withPrivateOfficeStanding(customer)
  const members = (await listTeamMembers(customer)).map(teamMemberAnswer)
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const stored = await loadCart(customer.id)
    let cart = stored.cart
    const notices: string[] = []
    for (const request of requests) {
      try {
        cart = await applyOne(cart, request, customer, members, now)
      } catch (error) {
        if (!options.skipRefused || !(error instanceof ApiError)) throw error
        if (!notices.includes(error.message)) notices.push(error.message)
      }
    }
    if (requests.length === 0) cart = cartReducer(cart, { type: 'team-members/set', members })
    const priced = await priceOfStoredCart({ cart, readyPrice: stored.readyPrice }, customer, now)
    // Reading never writes: the cart is priced afresh for the answer and stored with the next change.
    if (requests.length === 0) return cartView(customer, { ...stored, cart: priced.cart }, priced.price, priced.problem)
    // Nothing changed (a read, or changes that change nothing): nothing is written.
    if (JSON.stringify(priced.cart) === JSON.stringify(stored.cart))
      return { ...cartView(customer, stored, priced.price, priced.problem), ...(notices.length > 0 ? { notices } : {}) }
    if (await saveCart(customer.id, priced.cart, stored.version))
      return { ...cartView(customer, { ...stored, cart: priced.cart, version: stored.version + 1 }, priced.price, priced.problem), notices }
  }
  throw new ApiError('conflict', 'Your cart is being changed somewhere else at the same time. Please try again.')
}

export const applyCartAction = (customer: Customer, request: CartRequest, now = new Date()) => applyCartRequests(customer, [request], now)

/** The customer's cart, priced again from today's catalogue and standing (stored when the prices moved). */
export async function getCart(customer: Customer, now = new Date()): Promise<CartView> {
  return applyCartRequests(customer, [], now)
}
