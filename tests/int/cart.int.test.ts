import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as actionsPost } from '@/app/api/cart/actions/route'
import { GET as billingGet, POST as billingPost } from '@/app/api/cart/billing-addresses/route'
import { POST as mergePost } from '@/app/api/cart/merge/route'
import { POST as readyPost } from '@/app/api/cart/ready/route'
import { GET as cartGet } from '@/app/api/cart/route'
import { GET as featureConfigGet } from '@/app/api/v1/loyalty/feature-config/route'
import { earliestBookableDate } from '@/domain/calendar/start-date'
import { addDaysToDate, isWeekend } from '@/domain/calendar/business-date'
import { lastBookableDate } from '@/domain/calendar/booking-window'
import { PRIVATE_OFFICE_CONFERENCE_ROOM_MESSAGE, PRIVATE_OFFICE_DAY_PASS_MESSAGE } from '@/domain/cart/private-office'
import { unknownCouponMessage, usedUpCouponMessage } from '@/domain/cart/coupons'
import { INVALID_GSTIN_MESSAGE } from '@/domain/gst/gstin'
import { ApiError } from '@/server/api/errors'
import { CONTACTS_MESSAGE } from '@/server/cart/apply-cart-action'
import { loadCartForOrder, priceCartForOrder } from '@/server/cart/cart-for-checkout'
import { BILLING_ADDRESS_MESSAGE } from '@/server/cart/mark-ready-to-pay'
import { listHolidays } from '@/server/calendar/list-holidays'
import { takeCouponUse } from '@/server/credits/coupon-uses'
import { inTransaction } from '@/server/db/transaction'
import { env } from '@/server/env'
import type { Paise } from '@/domain/money'
import type { CartView } from '@/server/cart/cart-view'
import { BILLING_ADDRESS } from '../helpers/api-rows'
import { giveCredits, spendElsewhere } from '../helpers/credits'
import { ORIGIN, signUpCustomer } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

// The cart on the server, against the real database: the reducer's actions checked against the world and priced
// there, one customer never touching another's cart, the private-office refusal, and the two races the database
// settles: the last credit spent twice at once, and a coupon's per-customer limit under two uses at once.

let payload: Payload
const BUILDING = 'meridian-tower-indiranagar'
const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`

type Handler = (request: Request) => Promise<Response>
const call = (handler: Handler, path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) =>
  handler(
    new Request(`${ORIGIN}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        origin: ORIGIN,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  )

interface Person {
  cookie: string
  id: number
}

async function customer(data: { privateOfficeMember?: boolean; referred?: boolean } = {}): Promise<Person> {
  const { cookie, customer: created } = await signUpCustomer(payload, unique('cart'), 'Anika Sen', data)
  return { cookie, id: created.id }
}

const act = (person: Person, action: unknown) => call(actionsPost, '/api/cart/actions', { cookie: person.cookie, body: action })
const view = async (response: Response) => (await response.json()) as CartView
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string; fields?: Record<string, string> } }).error

async function bookableDates(n: number): Promise<string[]> {
  const holidays = await listHolidays()
  const dates: string[] = []
  let date = earliestBookableDate({ now: new Date(), holidays, cityHandle: 'bangalore' })
  while (dates.length < n) {
    if (!isWeekend(date) && !holidays.some((h) => h.date === date)) dates.push(date)
    date = addDaysToDate(date, 1)
  }
  return dates
}

async function buildingId(): Promise<number> {
  const { docs } = await payload.find({ collection: 'buildings', where: { slug: { equals: BUILDING } }, depth: 0, limit: 1 })
  return docs[0]!.id
}

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.destroy()
})

describe('the cart rows', () => {
  it('answer 401 without a session', async () => {
    expect((await call(cartGet, '/api/cart')).status).toBe(401)
    expect((await call(actionsPost, '/api/cart/actions', { body: { type: 'step/next' } })).status).toBe(401)
    expect((await call(mergePost, '/api/cart/merge', { body: {} })).status).toBe(401)
    expect((await call(billingGet, '/api/cart/billing-addresses')).status).toBe(401)
    expect((await call(readyPost, '/api/cart/ready', { body: { billingAddressId: '1' } })).status).toBe(401)
  })

  it('refuse a price sent by the browser and actions only the server may take', async () => {
    const person = await customer()
    for (const body of [{ type: 'prices/set', prices: {} }, { type: 'payment/done' }, { type: 'step/next', price: 1 }]) {
      expect((await act(person, body)).status).toBe(400)
    }
  })

  it('book day passes: building, dates, team members and self; the server prices every line with CGST and SGST', async () => {
    const person = await customer()
    const member = await payload.create({
      collection: 'team-members',
      overrideAccess: true,
      data: { customer: person.id, name: 'Rohan Das', countryCode: '+91' },
    })
    expect((await act(person, { type: 'building/choose', handle: BUILDING })).status).toBe(200)
    const [first, second] = await bookableDates(2)
    await act(person, { type: 'day-pass/add-date', date: first })
    await act(person, { type: 'day-pass/add-date', date: second })
    const answer = await view(await act(person, { type: 'day-pass/set-team-members', date: first, contactIds: [String(member.id)] }))
    expect(answer.cart.dayPassItemsArray).toEqual([
      { date: first, team_members: [String(member.id)], selfIncluded: true },
      { date: second, team_members: [], selfIncluded: true },
    ])
    expect(answer.cart.noOfDayPassCount).toBe(3)
    const price = answer.price!
    expect(price.lines).toHaveLength(2)
    expect(price.gst.cgstPaise).toBe(price.gst.stateTaxPaise)
    expect(price.totalEstimatedPrice).toBe(price.gst.taxablePaise + price.gst.totalPaise)
    expect(answer.cart.totalEstimatedPrice).toBe(price.totalEstimatedPrice)
    expect(answer.cart.priceDetails?.stateTaxName).toBe('SGST')

    // It survives a reload (another device reads the same cart).
    const again = await view(await call(cartGet, '/api/cart', { cookie: person.cookie }))
    expect(again.cart.dayPassItemsArray).toHaveLength(2)
  })

  it('refuse a weekend, and a date before the start-date rule', async () => {
    const person = await customer()
    await act(person, { type: 'building/choose', handle: BUILDING })
    let saturday = addDaysToDate((await bookableDates(1))[0]!, 0)
    while (!isWeekend(saturday)) saturday = addDaysToDate(saturday, 1)
    const weekend = await act(person, { type: 'day-pass/add-date', date: saturday })
    expect(weekend.status).toBe(400)
    expect((await errorOf(weekend)).message).toMatch(/cannot be booked: weekend/)
    const past = await act(person, { type: 'day-pass/add-date', date: '2020-01-06' })
    expect(past.status).toBe(400)
  })

  it('refuse a date past the booking window, as conference rooms do: when added, and in the dates of a reschedule', async () => {
    const person = await customer()
    await act(person, { type: 'building/choose', handle: BUILDING })
    const holidays = await listHolidays()
    let justAfter = addDaysToDate(lastBookableDate(new Date()), 1)
    while (isWeekend(justAfter) || holidays.some((h) => h.date === justAfter)) justAfter = addDaysToDate(justAfter, 1)
    for (const date of ['9999-12-31', justAfter]) {
      const far = await act(person, { type: 'day-pass/add-date', date })
      expect(far.status, date).toBe(400)
      expect((await errorOf(far)).message).toMatch(/cannot be booked: after the last date you can book\.$/)
    }
    const moved = await act(person, { type: 'reschedule/set-dates', dates: [(await bookableDates(1))[0], '9999-12-31'] })
    expect(moved.status).toBe(400)
    expect((await errorOf(moved)).message).toBe('Friday, 31 December 9999 cannot be booked: after the last date you can book.')
    const cart = await view(await call(cartGet, '/api/cart', { cookie: person.cookie }))
    expect(cart.cart.dayPassItemsArray).toEqual([])
  })

  it('keep the cart’s history small: at most 20 entries of at most 100 characters, more refused with 400', async () => {
    const person = await customer()
    const long = await act(person, { type: 'history/push', entry: `/${'a'.repeat(199)}` })
    expect(long.status).toBe(400)
    expect((await errorOf(long)).message).toBe('A step of the cart’s history is a path of at most 100 characters.')
    for (let i = 0; i < 20; i++) expect((await act(person, { type: 'history/push', entry: `/cart/step-${i}` })).status).toBe(200)
    const full = await act(person, { type: 'history/push', entry: '/cart/one-more' })
    expect(full.status).toBe(400)
    expect((await errorOf(full)).message).toBe(
      'The cart’s history keeps at most 20 steps. Go back a step, or empty it, before adding another.',
    )
    // An entry already there changes nothing, and a step back makes room.
    expect((await act(person, { type: 'history/push', entry: '/cart/step-3' })).status).toBe(200)
    await act(person, { type: 'history/pop' })
    const after = await view(await act(person, { type: 'history/push', entry: '/cart/one-more' }))
    expect(after.cart.cartHistory).toHaveLength(20)
    expect(after.cart.cartHistory.at(-1)).toBe('/cart/one-more')
  })

  it('say which problem a coupon has, and apply the loyalty benefits of a membership bought in the same cart', async () => {
    const person = await customer()
    await act(person, { type: 'building/choose', handle: BUILDING })
    await act(person, { type: 'day-pass/add-date', date: (await bookableDates(1))[0] })
    const unknown = await view(await act(person, { type: 'coupon/apply', code: 'nosuchcode' }))
    expect(unknown.price!.coupon).toMatchObject({ status: 'refused', reason: 'unknown', message: unknownCouponMessage('NOSUCHCODE') })
    const ineligible = await view(await act(person, { type: 'coupon/apply', code: 'loyalty-20-percent' }))
    expect(ineligible.price!.coupon).toMatchObject({ status: 'refused', reason: 'ineligible' })
    const member = await view(await act(person, { type: 'loyalty/add' }))
    expect(member.price!.coupon).toMatchObject({ status: 'applied' })
    expect(member.cart.discountBreakup.discountLoyalty20).toBeGreaterThan(0)
    expect(member.price!.lines.map((l) => l.id)).toContain('loyalty-membership')
  })
})

describe('a guest cart joining the account at login', () => {
  it('brings its building, dates, bundles and loyalty; a date that cannot be booked is left out and said why', async () => {
    const person = await customer()
    const [date] = await bookableDates(1)
    let weekend = date!
    while (!isWeekend(weekend)) weekend = addDaysToDate(weekend, 1)
    const merged = await view(
      await call(mergePost, '/api/cart/merge', {
        cookie: person.cookie,
        body: {
          buildingHandle: BUILDING,
          dates: [
            { date, selfIncluded: true },
            { date: weekend, selfIncluded: true },
            { date: '9999-12-31', selfIncluded: true },
          ],
          bundles: [{ credits: 5, count: 1 }],
          loyaltyMembership: true,
          couponCode: 'WWBUNDLE@5',
        },
      }),
    )
    expect(merged.cart.currentBuildingHandle).toBe(BUILDING)
    expect(merged.cart.dayPassItemsArray.map((d) => d.date)).toEqual([date])
    expect(merged.notices).toEqual([
      expect.stringMatching(/cannot be booked: weekend/),
      'Friday, 31 December 9999 cannot be booked: after the last date you can book.',
    ])
    expect(merged.cart.bundles.find((b) => b.credits_quantity === 5)?.bundlesAddedCount).toBe(1)
    expect(merged.cart.loyaltyMembership).toBe(true)
    expect(merged.price!.coupon).toMatchObject({ status: 'applied', code: 'WWBUNDLE@5' })
    expect(merged.cart.discountBreakup.bundleDiscount).toBeGreaterThan(0)
    // The bundle bought in this cart pays for the day pass at once.
    expect(merged.cart.discountBreakup.bundlePassOff).toBeGreaterThan(0)
  })
})

describe('a private-office member', () => {
  it('is refused day passes and bundles with the exact message, and told so by the cart', async () => {
    const person = await customer({ privateOfficeMember: true })
    const opened = await view(await act(person, { type: 'building/choose', handle: BUILDING }))
    expect(opened.privateOffice).toEqual({
      dayPass: PRIVATE_OFFICE_DAY_PASS_MESSAGE,
      conferenceRoom: PRIVATE_OFFICE_CONFERENCE_ROOM_MESSAGE,
    })
    const dayPass = await act(person, { type: 'day-pass/add-date', date: (await bookableDates(1))[0] })
    expect(dayPass.status).toBe(409)
    expect((await errorOf(dayPass)).message).toBe(PRIVATE_OFFICE_DAY_PASS_MESSAGE)
    const bundle = await act(person, { type: 'bundle/set-count', credits: 5, count: 1 })
    expect(bundle.status).toBe(409)
    expect((await errorOf(bundle)).message).toBe(PRIVATE_OFFICE_DAY_PASS_MESSAGE)
    const room = await act(person, { type: 'conference/set-seat-preference', seats: 4 })
    expect(room.status).toBe(409)
    expect((await errorOf(room)).message).toBe(PRIVATE_OFFICE_CONFERENCE_ROOM_MESSAGE)
  })
})

describe('one customer never reaches another’s cart', () => {
  it('their carts, contacts and billing addresses stay apart', async () => {
    const a = await customer()
    const b = await customer()
    const contact = await payload.create({
      collection: 'team-members',
      overrideAccess: true,
      data: { customer: a.id, name: 'Only A', countryCode: '+91' },
    })
    await act(a, { type: 'building/choose', handle: BUILDING })
    const date = (await bookableDates(1))[0]!
    await act(a, { type: 'day-pass/add-date', date })
    await act(b, { type: 'building/choose', handle: BUILDING })
    await act(b, { type: 'day-pass/add-date', date })
    const borrowed = await act(b, { type: 'day-pass/set-team-members', date, contactIds: [String(contact.id)] })
    expect(borrowed.status).toBe(400)
    expect((await errorOf(borrowed)).message).toBe(CONTACTS_MESSAGE)

    const saved = await call(billingPost, '/api/cart/billing-addresses', { cookie: a.cookie, body: BILLING_ADDRESS })
    expect(saved.status).toBe(201)
    const { data: address } = (await saved.json()) as { data: { id: string; is_default: boolean; state: string } }
    expect(address).toMatchObject({ is_default: true, state: 'Karnataka' })
    const listB = (await (await call(billingGet, '/api/cart/billing-addresses', { cookie: b.cookie })).json()) as { data: unknown[] }
    expect(listB.data).toEqual([])
    const stolen = await call(readyPost, '/api/cart/ready', { cookie: b.cookie, body: { billingAddressId: address.id } })
    expect(stolen.status).toBe(404)
    expect((await errorOf(stolen)).message).toBe(BILLING_ADDRESS_MESSAGE)

    await act(b, { type: 'loyalty/add' })
    const cartA = await view(await call(cartGet, '/api/cart', { cookie: a.cookie }))
    expect(cartA.cart.loyaltyMembership).toBe(false)
    expect(cartA.cart.dayPassItemsArray).toEqual([{ date, team_members: [], selfIncluded: true }])
  })
})

describe('billing addresses', () => {
  it("answer 'Invalid GSTIN' on the field for a bad GSTIN or one of another state", async () => {
    const person = await customer()
    for (const gstin of ['29ABCDE1234F1Z0', '27AAPFU0939F1ZV']) {
      const refused = await call(billingPost, '/api/cart/billing-addresses', {
        cookie: person.cookie,
        body: { ...BILLING_ADDRESS, isGSTAvailable: true, gstin, companyName: 'Acme' },
      })
      expect(refused.status).toBe(400)
      expect((await errorOf(refused)).fields?.gstin).toBeTruthy()
    }
    const bad = await call(billingPost, '/api/cart/billing-addresses', {
      cookie: person.cookie,
      body: { ...BILLING_ADDRESS, isGSTAvailable: true, gstin: 'NOPE', companyName: 'Acme' },
    })
    expect((await errorOf(bad)).fields?.gstin).toBe(INVALID_GSTIN_MESSAGE)
  })
})

describe('races the database settles', () => {
  async function creditLot(person: Person, available: number): Promise<string> {
    const lotId = await giveCredits({
      customerId: person.id,
      buildingId: await buildingId(),
      purchased: 5,
      utilized: 5 - available,
      expiresOn: '2030-12-31',
    })
    return String(lotId)
  }

  it('two spends of the customer’s last credit at once: the database lets one in', async () => {
    const person = await customer()
    const lotId = Number(await creditLot(person, 1))
    const results = await Promise.allSettled([spendElsewhere(person.id, lotId, 1), spendElsewhere(person.id, lotId, 1)])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const loser = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect((loser.reason as { constraint?: string }).constraint).toBe('bundle_credits_available_not_negative')
    const lot = await payload.findByID({ collection: 'bundle-credits', id: lotId, depth: 0 })
    expect([lot.available, lot.utilized]).toEqual([0, 5])
  })

  it('more carts get ready to pay at once than the pool has connections (pricing never waits inside the transaction)', async () => {
    // Each ready request holds one connection for its transaction; pricing there on other connections of the pool
    // made every request wait for one that none would give back.
    const people = await Promise.all(Array.from({ length: env().DATABASE_POOL_MAX + 2 }, () => customer()))
    const [date] = await bookableDates(1)
    const addresses = await Promise.all(
      people.map(async (person) => {
        await act(person, { type: 'building/choose', handle: BUILDING })
        await act(person, { type: 'day-pass/add-date', date })
        const saved = await call(billingPost, '/api/cart/billing-addresses', { cookie: person.cookie, body: BILLING_ADDRESS })
        return ((await saved.json()) as { data: { id: string } }).data.id
      }),
    )
    const answers = await Promise.all(
      people.map((person, i) => call(readyPost, '/api/cart/ready', { cookie: person.cookie, body: { billingAddressId: addresses[i] } })),
    )
    expect(answers.map((a) => a.status)).toEqual(people.map(() => 200))
  })

  it('two carts ready to pay on the customer’s last credit: the second finds it gone', async () => {
    const person = await customer()
    const lotId = await creditLot(person, 1)
    await act(person, { type: 'building/choose', handle: BUILDING })
    const priced = await view(await act(person, { type: 'day-pass/add-date', date: (await bookableDates(1))[0] }))
    expect(priced.cart.discountBreakup.bundleCreditsDiscount).toBeGreaterThan(0)
    // Another order (say, on another device's older cart) takes the credit first.
    await spendElsewhere(person.id, Number(lotId), 1)
    const saved = (await (
      await call(billingPost, '/api/cart/billing-addresses', { cookie: person.cookie, body: BILLING_ADDRESS })
    ).json()) as {
      data: { id: string }
    }
    // The cart prices again when it gets ready: the credit is gone, so the day pass is paid.
    const ready = await view(await call(readyPost, '/api/cart/ready', { cookie: person.cookie, body: { billingAddressId: saved.data.id } }))
    expect(ready.cart.paymentStatus).toBe('initialized')
    expect(ready.cart.discountBreakup.bundleCreditsDiscount).toBe(0)
    const lot = await payload.findByID({ collection: 'bundle-credits', id: Number(lotId), depth: 0 })
    expect(lot.available).toBe(0)
  })

  it('a cart ready to pay keeps the price it was made ready at: its credits still pay, in the cart and at checkout', async () => {
    const person = await customer()
    await creditLot(person, 1)
    await act(person, { type: 'building/choose', handle: BUILDING })
    const priced = await view(await act(person, { type: 'day-pass/add-date', date: (await bookableDates(1))[0] }))
    expect(priced.cart.discountBreakup.bundleCreditsDiscount).toBeGreaterThan(0)
    const saved = (await (
      await call(billingPost, '/api/cart/billing-addresses', { cookie: person.cookie, body: BILLING_ADDRESS })
    ).json()) as { data: { id: string } }
    const ready = await view(await call(readyPost, '/api/cart/ready', { cookie: person.cookie, body: { billingAddressId: saved.data.id } }))
    expect(ready.cart.paymentStatus).toBe('initialized')
    expect(ready.price!.totalEstimatedPrice).toBe(priced.price!.totalEstimatedPrice)
    // Reading the cart again, and checking out, still count the credit as paying.
    const again = await view(await call(cartGet, '/api/cart', { cookie: person.cookie }))
    expect(again.price!.totalEstimatedPrice).toBe(priced.price!.totalEstimatedPrice)
    const prepared = await priceCartForOrder(person.id)
    const forOrder = await inTransaction((tx) => loadCartForOrder(tx, person.id, prepared))
    expect(forOrder.price!.totalEstimatedPrice).toBe(priced.price!.totalEstimatedPrice)
    expect(forOrder.price!.discountBreakup.bundleCreditsDiscount).toBe(priced.price!.discountBreakup.bundleCreditsDiscount)
  })

  it('a coupon with a limit of one, used twice at the same moment: one use is recorded', async () => {
    const person = await customer()
    const use = () =>
      inTransaction((tx) => takeCouponUse(tx, { customerId: person.id, orderId: null, code: 'WWBUNDLE@5', discountPaise: 1000 as Paise }))
    const results = await Promise.allSettled([use(), use()])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const loser = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect((loser.reason as ApiError).message).toBe(usedUpCouponMessage('WWBUNDLE@5', 1))
    const { rows } = await payload.db.pool.query(`SELECT use_number FROM coupon_redemptions WHERE customer_id = $1`, [person.id])
    expect(rows).toHaveLength(1)
    // And a third, later, is refused by the limit.
    await expect(use()).rejects.toThrow(usedUpCouponMessage('WWBUNDLE@5', 1))
  })
})

describe('the loyalty feature config', () => {
  it('is what operators set in the admin', async () => {
    const person = await customer()
    await payload.updateGlobal({ slug: 'loyalty-config', data: { passPricePaise: 149_900, passValidityDays: 120 } })
    const answer = (await (await call(featureConfigGet, '/api/v1/loyalty/feature-config', { cookie: person.cookie })).json()) as {
      data: { pass_price: number; pass_validity_days: number }
    }
    expect(answer.data).toMatchObject({ pass_price: 1499, pass_validity_days: 120 })
    await payload.updateGlobal({ slug: 'loyalty-config', data: { passPricePaise: 99_900, passValidityDays: 90 } })
  })
})
