import type { Payload } from 'payload'
import { addDaysToDate, businessDate, type IsoDate } from '@/domain/calendar/business-date'
import { DEFAULT_COUPON_RULES } from '@/domain/cart/coupons'
import { GUEST_STANDING, priceCart, type CataloguePrices } from '@/domain/cart/price'
import { emptyCart } from '@/domain/cart/reducer'
import type { Cart } from '@/domain/cart/types'
import { gstinCheckCharacter } from '@/domain/gst/gstin'
import { paise } from '@/domain/money'
import type { Customer } from '@/payload-types'
import { setCheckoutCartSource, type CheckoutCart } from '@/server/orders/checkout-cart'
import { startCheckout } from '@/server/orders/checkout'
import { verifyPayment } from '@/server/orders/customer-orders'
import { sandboxGateway } from '@/server/payments/gateway'

// Orders for tests, until the server's cart (src/server/cart) is merged: carts priced by the real price function with
// a fixed catalogue, handed to checkout through its one seam (setCheckoutCartSource), and orders paid on the sandbox.

export const withGstinCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`
export const TEST_SUPPLIER_GSTIN = withGstinCheck('29AAACS1234K1Z')

export const TEST_CATALOGUE: CataloguePrices = {
  dayPassPaise: paise(499_00),
  conferenceRoomHourlyPaise: { r8: paise(1_199_00) },
  bundles: {},
  loyalty: null,
}

export const TEST_BUILDING = {
  code: 'BLR-TEST',
  name: 'Test Tower, Koramangala',
  stateCode: 'KA',
  city: 'Bengaluru',
  addressLines: ['80 Feet Road, Koramangala', 'Bengaluru 560034'],
  mapUrl: 'https://maps.example/test-tower',
}

export const inDays = (days: number): IsoDate => addDaysToDate(businessDate(new Date()), days)

export function testCart(options: { people?: number; date?: IsoDate; holdExpiresAt?: string | null; tamper?: boolean } = {}): Cart {
  const cart = emptyCart()
  const date = options.date ?? inDays(10)
  cart.selectedBuilding = {
    code: TEST_BUILDING.code,
    name: TEST_BUILDING.name,
    handle: 'test-tower',
    cityHandle: 'bangalore',
    stateCode: 'KA',
  }
  cart.dayPassItemsArray = [{ date, team_members: [], selfIncluded: true }]
  cart.noOfDayPassCount = options.people ?? 1
  if (options.holdExpiresAt !== undefined)
    cart.conference = {
      product: null,
      booking: {
        roomId: 'r8',
        roomName: 'Board room',
        seats: 8,
        date,
        startTime: '10:00',
        durationMinutes: 60,
        reservationId: 'hold-1',
        conferenceRoomId: 'r8',
        holdExpiresAt: options.holdExpiresAt,
      },
    }
  // What a browser might send: amounts of its own. The server never reads them.
  if (options.tamper) cart.totalEstimatedPrice = paise(1)
  return cart
}

export function pricedCart(cart: Cart): CheckoutCart {
  const day = cart.dayPassItemsArray[0]!
  const booking = cart.conference.booking
  const result = priceCart({
    lines: {
      buildingCode: TEST_BUILDING.code,
      dayPasses: [{ date: day.date, people: cart.noOfDayPassCount }],
      conference: booking
        ? { roomId: booking.roomId, date: booking.date, startTime: booking.startTime, durationMinutes: booking.durationMinutes }
        : null,
      bundles: [],
      loyaltyMembership: false,
    },
    buildingStateCode: 'KA',
    catalogue: TEST_CATALOGUE,
    standing: GUEST_STANDING,
    couponCode: null,
    coupons: DEFAULT_COUPON_RULES,
    now: new Date(),
  })
  if (!result.ok) throw new Error(result.problem.message)
  return { cart, price: result.price, building: TEST_BUILDING, version: null }
}

/** Carts by customer id; a customer without one gets a day pass for one. */
export const testCarts = new Map<number, Cart>()

export function installTestCarts(): void {
  setCheckoutCartSource(async (_tx, customerId) => pricedCart(testCarts.get(customerId) ?? testCart()))
}

/** Our GST registration in Karnataka, for the test building's invoices. */
export async function ensureTestGstRegistration(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'gst-registrations', where: { stateIsoCode: { equals: 'KA' } } })
  if (totalDocs > 0) return
  await payload.create({
    collection: 'gst-registrations',
    data: {
      stateIsoCode: 'KA',
      gstin: TEST_SUPPLIER_GSTIN,
      legalName: 'Sthana Workspaces Private Limited',
      address: '4th Floor, 80 Feet Road\nKoramangala',
      city: 'Bengaluru',
      pinCode: '560034',
    },
  })
}

export const newIdempotencyKey = () => `test-key-${Date.now()}-${Math.random().toString(36).slice(2)}`

/** An order of the customer's test cart, paid on the sandbox sheet: its number and the checkout handler's fields. */
export async function paidOrder(payload: Payload, customerId: number) {
  installTestCarts()
  await ensureTestGstRegistration(payload)
  const customer = (await payload.findByID({ collection: 'customers', id: customerId, depth: 0 })) as Customer
  const { order } = await startCheckout(customer, { idempotencyKey: newIdempotencyKey() })
  const paid = await sandboxGateway().pay(order.gatewayOrderId!, { outcome: 'succeed', method: 'upi' })
  if (!paid.ok) throw new Error('The sandbox did not take the payment')
  return { customer, order, handler: paid.handler }
}

/** A confirmed order (paid, and checked on the server as the browser's handler asks). */
export async function confirmedOrder(payload: Payload, customerId: number) {
  const { customer, order, handler } = await paidOrder(payload, customerId)
  return verifyPayment(customer, order.number, handler)
}
