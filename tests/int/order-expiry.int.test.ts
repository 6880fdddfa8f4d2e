import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as actionsPost } from '@/app/api/cart/actions/route'
import { POST as billingPost } from '@/app/api/cart/billing-addresses/route'
import { POST as readyPost } from '@/app/api/cart/ready/route'
import { addDaysToDate, isWeekend } from '@/domain/calendar/business-date'
import { earliestBookableDate } from '@/domain/calendar/start-date'
import type { Customer } from '@/payload-types'
import { placeHold } from '@/server/bookings/place-hold'
import { listHolidays } from '@/server/calendar/list-holidays'
import { loadCart } from '@/server/cart/cart-store'
import type { CartView } from '@/server/cart/cart-view'
import { setCheckoutCartSource } from '@/server/orders/checkout-cart'
import { startCheckout } from '@/server/orders/checkout'
import { ORDER_PAYMENT_MINUTES } from '@/server/orders/payment-window'
import { setConfirmationHooks } from '@/server/orders/confirmation-hooks'
import { verifyPayment } from '@/server/orders/customer-orders'
import { CREDITS_CHANGED_MESSAGE } from '@/server/credits/ledger'
import { sandboxGateway } from '@/server/payments/gateway'
import { EXPIRED_OUTCOME } from '@/server/orders/expire-orders'
import { expireUnpaidOrders } from '@/server/payments/refunds'
import { BILLING_ADDRESS } from '../helpers/api-rows'
import { giveCredits, spendElsewhere } from '../helpers/credits'
import { ORIGIN, signUpCustomer } from '../helpers/customers'
import { newIdempotencyKey } from '../helpers/orders'
import { testPayload } from '../helpers/payload'

// An abandoned or failed payment, against the real database and the real cart: the unpaid order expires (the
// 'order-expiry' job) and gives back what it had taken — the conference-room hold, the credits and the coupon's use it
// took when checkout made it — and the cart can be changed again. Nothing is given back twice, and a second checkout
// of the same ready cart gets the first order, so nothing is taken twice either.

let payload: Payload
const BUILDING = 'meridian-tower-indiranagar'
const COUPON = 'WWBUNDLE@5'

interface Person {
  cookie: string
  customer: Customer
}

type Handler = (request: Request) => Promise<Response>
const call = (handler: Handler, path: string, cookie: string, body: unknown) =>
  handler(
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )

async function person(): Promise<Person> {
  return signUpCustomer(payload, `expiry.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`, 'Meera Pillai')
}

async function act(p: Person, action: unknown): Promise<Response> {
  return call(actionsPost, '/api/cart/actions', p.cookie, action)
}

async function bookableDate(): Promise<string> {
  const holidays = await listHolidays()
  let date = earliestBookableDate({ now: new Date(), holidays, cityHandle: 'bangalore' })
  while (isWeekend(date) || holidays.some((h) => h.date === date)) date = addDaysToDate(date, 1)
  return date
}

/** A lot of owned credits, expiring a few days after the day pass: earlier than the cart's bundle, so spent first. */
async function creditLot(p: Person, available: number, expiresOn: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'buildings', where: { slug: { equals: BUILDING } }, depth: 0, limit: 1 })
  return giveCredits({ customerId: p.customer.id, buildingId: docs[0]!.id, purchased: 5, utilized: 5 - available, expiresOn })
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await payload.db.pool.query(text, values)).rows as T[]
}

const lotOf = async (id: number) =>
  (
    await query<{ available: number; utilized: number }>(
      'SELECT available::int AS available, utilized::int AS utilized FROM bundle_credits WHERE id = $1',
      [id],
    )
  )[0]!
const couponUses = async (p: Person) =>
  (await query('SELECT 1 FROM coupon_redemptions WHERE customer_id = $1 AND code = $2 AND released_at IS NULL', [p.customer.id, COUPON]))
    .length
const reservationStatus = async (reference: string) =>
  (await query<{ status: string }>('SELECT status FROM reservations WHERE reference = $1', [reference]))[0]!.status
const orderStatus = async (id: number) => (await query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id]))[0]!.status

/**
 * A cart made ready to pay: a day pass paid by an owned credit, a bundle (so the bundle coupon applies) with the
 * coupon, and a conference-room hold placed by the room step. Answers the credit lot and the hold's reference.
 */
async function readyCart(p: Person, dayOffset: number | null): Promise<{ lotId: number; hold: string | null }> {
  const dayPass = await bookableDate()
  const lotId = await creditLot(p, 1, addDaysToDate(dayPass, 3))
  expect((await act(p, { type: 'building/choose', handle: BUILDING })).status).toBe(200)
  expect((await act(p, { type: 'day-pass/add-date', date: dayPass })).status).toBe(200)
  expect((await act(p, { type: 'bundle/set-count', credits: 5, count: 1 })).status).toBe(200)
  const withCoupon = (await (await act(p, { type: 'coupon/apply', code: COUPON })).json()) as CartView
  expect(withCoupon.price!.coupon).toMatchObject({ status: 'applied' })

  const hold = dayOffset === null ? null : await holdRoom(p, dayOffset)
  const saved = (await (await call(billingPost, '/api/cart/billing-addresses', p.cookie, BILLING_ADDRESS)).json()) as {
    data: { id: string }
  }
  const ready = await call(readyPost, '/api/cart/ready', p.cookie, { billingAddressId: saved.data.id })
  expect(ready.status).toBe(200)
  expect(((await ready.json()) as CartView).cart.paymentStatus).toBe('initialized')
  // 'Ready to pay' takes nothing: the order will.
  expect(await lotOf(lotId)).toEqual({ available: 1, utilized: 4 })
  expect(await couponUses(p)).toBe(0)
  return { lotId, hold }
}

/** A conference-room hold placed by the room step, in the cart; answers its reference. */
async function holdRoom(p: Person, dayOffset: number): Promise<string> {
  const { docs: rooms } = await payload.find({
    collection: 'conference-rooms',
    where: { and: [{ kind: { equals: 'meeting-room' } }, { 'building.slug': { equals: BUILDING } }] },
    depth: 0,
    sort: '-seats',
  })
  const holidays = await listHolidays()
  let date = addDaysToDate(await bookableDate(), dayOffset)
  // The room is closed on weekends and holidays (a month ahead can be Christmas or New Year's Day).
  while (isWeekend(date) || holidays.some((h) => h.date === date)) date = addDaysToDate(date, 1)
  const hold = await placeHold({
    roomId: rooms[0]!.id,
    date,
    startMinute: 14 * 60 + 30 * Math.floor(Math.random() * 6),
    durationMinutes: 30,
    kind: 'hold',
    customerId: p.customer.id,
  })
  expect((await act(p, { type: 'conference/hold', reservationId: hold.reference })).status).toBe(200)
  return hold.reference
}

beforeAll(async () => {
  payload = await testPayload()
  // The customer's stored cart and the real confirmation hooks.
  setCheckoutCartSource(undefined)
  setConfirmationHooks(undefined)
})

afterAll(async () => {
  await payload.destroy()
})

describe('an unpaid order that expires', () => {
  it('releases its hold, returns the credits and the coupon use, and the cart can be changed again — once', async () => {
    const p = await person()
    const { lotId, hold: held } = await readyCart(p, 22 + Math.floor(Math.random() * 7))
    const hold = held!
    const { order } = await startCheckout(p.customer, { idempotencyKey: newIdempotencyKey() })
    // The order took the credit and the coupon's use.
    expect(await lotOf(lotId)).toEqual({ available: 0, utilized: 5 })
    expect(await couponUses(p)).toBe(1)
    // While the payment is open the cart stays as it is.
    expect((await act(p, { type: 'bundle/set-count', credits: 5, count: 2 })).status).toBe(409)

    // Before its time nothing happens.
    await expireUnpaidOrders(new Date(order.expiresAt.getTime() - 1000))
    expect(await orderStatus(order.id)).toBe('created')
    expect(await reservationStatus(hold)).toBe('held')

    const after = new Date(order.expiresAt.getTime() + 1000)
    expect(await expireUnpaidOrders(after)).toBeGreaterThanOrEqual(1)
    const [row] = await query<{ status: string; outcome: string }>('SELECT status, outcome FROM orders WHERE id = $1', [order.id])
    expect(row).toEqual({ status: 'expired', outcome: EXPIRED_OUTCOME })
    expect(await reservationStatus(hold)).toBe('cancelled')
    expect(await lotOf(lotId)).toEqual({ available: 1, utilized: 4 })
    expect(await couponUses(p)).toBe(0)
    const stored = await loadCart(p.customer.id)
    expect(stored.cart.paymentStatus).toBeNull()
    expect(stored.readyPrice).toBeNull()
    // The released hold is gone from the cart; the rest of the cart is kept.
    expect(stored.cart.conference.booking).toBeNull()
    expect(stored.cart.dayPassItemsArray).toHaveLength(1)
    expect(stored.cart.appliedCouponCode).toBe(COUPON)
    // The cart can be changed again, and priced with the credit and the coupon available again.
    const changed = await act(p, { type: 'bundle/set-count', credits: 5, count: 2 })
    expect(changed.status).toBe(200)
    const view = (await changed.json()) as CartView
    expect(view.price!.coupon).toMatchObject({ status: 'applied' })
    expect(view.cart.discountBreakup.bundleCreditsDiscount).toBeGreaterThan(0)

    // The job runs again (a retry, the next minute): nothing is returned twice.
    await expireUnpaidOrders(new Date(after.getTime() + 60_000))
    expect(await lotOf(lotId)).toEqual({ available: 1, utilized: 4 })
    expect(await couponUses(p)).toBe(0)
  })

  it('a second checkout of the same ready cart gets the first order: nothing is taken twice, and all comes back once', async () => {
    const p = await person()
    const { lotId, hold: held } = await readyCart(p, 29 + Math.floor(Math.random() * 7))
    const hold = held!
    const first = await startCheckout(p.customer, { idempotencyKey: newIdempotencyKey() })
    // A second attempt (another tab, a retry after the payment sheet was closed) a minute later.
    const second = await startCheckout(p.customer, { idempotencyKey: newIdempotencyKey() }, new Date(Date.now() + 60_000))
    expect([first.created, second.created]).toEqual([true, false])
    expect(second.order.id).toBe(first.order.id)
    expect(second.order.gatewayOrderId).toBe(first.order.gatewayOrderId)
    expect(await lotOf(lotId)).toEqual({ available: 0, utilized: 5 })
    expect(await couponUses(p)).toBe(1)

    await expireUnpaidOrders(new Date(first.order.expiresAt.getTime() + 1000))
    expect(await orderStatus(first.order.id)).toBe('expired')
    expect(await reservationStatus(hold)).toBe('cancelled')
    expect(await lotOf(lotId)).toEqual({ available: 1, utilized: 4 })
    expect(await couponUses(p)).toBe(0)
    expect((await loadCart(p.customer.id)).cart.paymentStatus).toBeNull()
  })

  it('a cart made ready to pay that never got an order is released after an order’s time', async () => {
    const p = await person()
    const { lotId, hold: held } = await readyCart(p, 36 + Math.floor(Math.random() * 7))
    const hold = held!
    await expireUnpaidOrders(new Date(Date.now() + (ORDER_PAYMENT_MINUTES - 1) * 60_000))
    expect((await loadCart(p.customer.id)).cart.paymentStatus).toBe('initialized')
    await expireUnpaidOrders(new Date(Date.now() + (ORDER_PAYMENT_MINUTES + 1) * 60_000))
    const stored = await loadCart(p.customer.id)
    expect(stored.cart.paymentStatus).toBeNull()
    expect(await lotOf(lotId)).toEqual({ available: 1, utilized: 4 })
    expect(await couponUses(p)).toBe(0)
    // No order took the hold: it stays in the cart until it lapses by itself.
    expect(await reservationStatus(hold)).toBe('held')
    expect(stored.cart.conference.booking?.reservationId).toBe(hold)
  })

  it('paid after all: the credits and the coupon are spent again, or, when they went elsewhere, the payment is refunded', async () => {
    for (const creditsStillThere of [true, false]) {
      const p = await person()
      const { lotId } = await readyCart(p, null)
      const { order } = await startCheckout(p.customer, { idempotencyKey: newIdempotencyKey() })
      await expireUnpaidOrders(new Date(order.expiresAt.getTime() + 1000))
      expect(await lotOf(lotId)).toEqual({ available: 1, utilized: 4 })
      // Meanwhile the credit pays for something else (or not).
      if (!creditsStillThere) await spendElsewhere(p.customer.id, lotId, 1)
      // The customer's bank captures the payment late.
      const paid = await sandboxGateway().pay(order.gatewayOrderId!, { outcome: 'succeed', method: 'upi' })
      if (!paid.ok) throw new Error('The sandbox did not take the payment')
      const after = await verifyPayment(p.customer, order.number, paid.handler)
      if (creditsStillThere) {
        expect(after.status).toBe('confirmed')
        expect(await lotOf(lotId)).toEqual({ available: 0, utilized: 5 })
        expect(await couponUses(p)).toBe(1)
      } else {
        expect(after.status).toBe('refund_pending')
        expect(after.outcome).toBe(CREDITS_CHANGED_MESSAGE)
        expect(await lotOf(lotId)).toEqual({ available: 0, utilized: 5 })
        expect(await couponUses(p)).toBe(0)
      }
    }
  })
})
