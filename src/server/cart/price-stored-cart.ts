import type { Customer } from '@/payload-types'
import type { StoredCart } from './cart-store'
import { cartPriceSummary, GUEST_STANDING, linesOfCart, priceCart, type CartPrice } from '@/domain/cart/price'
import { cartReducer } from '@/domain/cart/reducer'
import type { Cart } from '@/domain/cart/types'
import type { BundleCredits } from '@/domain/catalogue/product-types'
import type { Paise } from '@/domain/money'
import { appSql, findRoom } from '../bookings/rooms'
import { BUNDLE_VALIDITY_DAYS, findCartBuildingByCode } from './find-cart-building'
import { getCustomerStanding } from './get-customer-standing'
import { getLoyaltyOffer } from './get-loyalty-offer'
import { listCouponRules } from './list-coupon-rules'

// The cart priced by the one price function, from the server's own catalogue, customer standing and coupon rules.
// The answer's cart carries the prices (`prices/set`); `price` is the whole pricing, for the cart page's breakup.

export interface PricedCart {
  cart: Cart
  price: CartPrice | null
  /** Why the cart cannot be priced (a product no longer sold, say); null when it can or has nothing to price. */
  problem: string | null
}

/** The hourly price of the cart's conference room (the rooms' own price, src/server/bookings), when it has one. */
async function conferenceHourly(roomId: string | undefined): Promise<Record<string, Paise> | null> {
  if (!roomId || !/^\d+$/.test(roomId)) return null
  const room = await findRoom(await appSql(), Number(roomId))
  return room?.hourlyPaise != null ? { [roomId]: room.hourlyPaise } : null
}

export async function priceStoredCart(cart: Cart, customer: Customer | null, now = new Date()): Promise<PricedCart> {
  const lines = linesOfCart(cart)
  if (!lines) return { cart, price: null, problem: null }
  const [building, offer, coupons, standing, hourly] = await Promise.all([
    findCartBuildingByCode(lines.buildingCode),
    getLoyaltyOffer(),
    listCouponRules(),
    customer ? getCustomerStanding(customer) : Promise.resolve(GUEST_STANDING),
    conferenceHourly(lines.conference?.roomId),
  ])
  if (!building) return { cart, price: null, problem: 'This building is not open for bookings any more. Please choose another.' }
  const bundles: Partial<Record<BundleCredits, { pricePaise: (typeof building.bundles)[number]['pricePaise']; validityDays: number }>> = {}
  for (const b of building.bundles) bundles[b.credits] = { pricePaise: b.pricePaise, validityDays: BUNDLE_VALIDITY_DAYS }
  const result = priceCart({
    lines,
    buildingStateCode: building.selected.stateCode,
    catalogue: {
      dayPassPaise: building.dayPass?.pricePaise ?? null,
      conferenceRoomHourlyPaise: hourly ?? {},
      bundles,
      loyalty: offer.enabled ? { pricePaise: offer.pricePaise, validityDays: offer.validityDays } : null,
      virtualOffice: Object.fromEntries(
        building.virtualOffices.map((v) => [
          v.product.productId,
          { planHandle: v.planHandle, planTitle: v.planTitle, variants: v.variants },
        ]),
      ),
    },
    standing,
    couponCode: cart.appliedCouponCode,
    coupons,
    now,
  })
  if (!result.ok) return { cart, price: null, problem: result.problem.message }
  return { cart: cartReducer(cart, { type: 'prices/set', prices: cartPriceSummary(result.price) }), price: result.price, problem: null }
}

/** The stored cart's price: the one fixed when it became ready to pay while it waits for its payment, else priced now. */
export async function priceOfStoredCart(
  stored: Pick<StoredCart, 'readyPrice'> & { cart: Cart },
  customer: Customer | null,
  now = new Date(),
): Promise<PricedCart> {
  if (stored.cart.paymentStatus === 'initialized' && stored.readyPrice)
    return { cart: stored.cart, price: stored.readyPrice, problem: null }
  return priceStoredCart(stored.cart, customer, now)
}
