import { sql } from '@payloadcms/db-postgres'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as creditsGet } from '@/app/api/ecom/api/v1/products/users/credits/route'
import { POST as cancelPost } from '@/app/api/orders/[number]/cancel/route'
import { POST as checkoutPost } from '@/app/api/orders/checkout/route'
import { addDaysToDate, isWeekend } from '@/domain/calendar/business-date'
import { earliestBookableDate } from '@/domain/calendar/start-date'
import type { Customer } from '@/payload-types'
import { placeHold } from '@/server/bookings/place-hold'
import { listHolidays } from '@/server/calendar/list-holidays'
import { setCheckoutCartSource } from '@/server/orders/checkout-cart'
import { setConfirmationHooks } from '@/server/orders/confirmation-hooks'
import { processRefund } from '@/server/payments/refunds'
import { down as ledgerDown, up as ledgerUp } from '@/migrations/20261201_235720_credit_ledger'
import { BILLING_ADDRESS } from '../helpers/api-rows'
import { giveCredits } from '../helpers/credits'
import { signUpCustomer } from '../helpers/customers'
import { callRow, cartAction, makeCartReady, payOrder } from '../helpers/shop'
import { testPayload } from '../helpers/payload'

// Money a customer owns pays once, held by the database: the attacks of the money-safety review replayed against the
// real API and PostgreSQL. Ten checkouts at once of one ready cart make one order, so a single-use coupon discounts
// once and owned credits are spent once; a bundle bought in the cart is granted less what its own cart's passes took;
// an order refused, lapsed or cancelled gives back what it took; the ledger never goes below zero whatever the
// interleaving; and the migration into the ledger keeps every balance.

let payload: Payload
const BUILDING = 'meridian-tower-indiranagar'

interface Person {
  cookie: string
  customer: Customer
}

const call = callRow

async function person(): Promise<Person> {
  return signUpCustomer(payload, `money.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`, 'Kavya Menon')
}

const act = (p: Person, action: unknown) => cartAction(p.cookie, action)

/** Working days from the earliest bookable one on (`skip` of them passed over first). */
async function bookableDates(n: number, skip = 0): Promise<string[]> {
  const holidays = await listHolidays()
  const dates: string[] = []
  let date = earliestBookableDate({ now: new Date(), holidays, cityHandle: 'bangalore' })
  let skipped = 0
  while (dates.length < n) {
    if (!isWeekend(date) && !holidays.some((h) => h.date === date)) {
      if (skipped < skip) skipped++
      else dates.push(date)
    }
    date = addDaysToDate(date, 1)
  }
  return dates
}

async function buildingId(): Promise<number> {
  const { docs } = await payload.find({ collection: 'buildings', where: { slug: { equals: BUILDING } }, depth: 0, limit: 1 })
  return docs[0]!.id
}

const makeReady = (p: Person) => makeCartReady(p.cookie, BILLING_ADDRESS)

const newKey = () => `${Date.now().toString(36)}-${crypto.randomUUID()}`

/** Ten checkouts of the customer's cart at once, each with its own idempotency key (as ten tabs would send). */
async function tenCheckouts(p: Person): Promise<{ statuses: number[]; numbers: string[] }> {
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => call(checkoutPost, '/api/orders/checkout', p.cookie, { idempotencyKey: newKey() })),
  )
  const bodies = (await Promise.all(answers.map((a) => a.json()))) as { order?: { number: string } }[]
  return { statuses: answers.map((a) => a.status), numbers: bodies.map((b) => b.order?.number ?? '') }
}

const pay = (p: Person, number: string) => payOrder(p.customer, number)

async function rows<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await payload.db.pool.query(text, values)).rows as T[]
}

const liveCouponUses = async (p: Person, code: string) =>
  Number(
    (
      await rows<{ n: string }>(
        'SELECT count(*) AS n FROM coupon_redemptions WHERE customer_id = $1 AND code = $2 AND released_at IS NULL',
        [p.customer.id, code],
      )
    )[0]!.n,
  )

const lots = (p: Person) =>
  rows<{ id: number; purchased: number; utilized: number; available: number }>(
    'SELECT id, purchased::int AS purchased, utilized::int AS utilized, available::int AS available FROM bundle_credits WHERE customer_id = $1 ORDER BY id',
    [p.customer.id],
  )

beforeAll(async () => {
  payload = await testPayload()
  setCheckoutCartSource(undefined)
  setConfirmationHooks(undefined)
})

afterAll(async () => {
  await payload.destroy()
})

describe('one ready cart pays once', () => {
  it('ten checkouts at once with a single-use coupon: one order, one discount, one coupon use, the bundle’s credits once', async () => {
    const p = await person()
    await act(p, { type: 'building/choose', handle: BUILDING })
    await act(p, { type: 'bundle/set-count', credits: 10, count: 1 })
    const priced = await act(p, { type: 'coupon/apply', code: 'WWBUNDLE@15' })
    expect(priced.price!.coupon).toMatchObject({ status: 'applied' })
    expect(priced.price!.totalDiscount).toBeGreaterThan(0)
    await makeReady(p)

    const { statuses, numbers } = await tenCheckouts(p)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 200)).toHaveLength(9)
    expect(new Set(numbers).size).toBe(1)
    for (const number of new Set(numbers)) expect((await pay(p, number)).status).toBe('confirmed')

    const orders = await rows<{ discount_paise: string; status: string }>(
      'SELECT discount_paise, status FROM orders WHERE customer_id = $1',
      [p.customer.id],
    )
    expect(orders).toHaveLength(1)
    expect(orders.filter((o) => Number(o.discount_paise) > 0)).toHaveLength(1)
    expect(await liveCouponUses(p, 'WWBUNDLE@15')).toBe(1)
    expect(await lots(p)).toEqual([expect.objectContaining({ purchased: 10, utilized: 0, available: 10 })])
    const invoices = await rows('SELECT 1 FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.customer_id = $1', [p.customer.id])
    expect(invoices).toHaveLength(1)

    // The coupon is used up: a new cart prices without it, and the database refuses a second use however it is asked.
    await act(p, { type: 'bundle/set-count', credits: 10, count: 1 })
    const again = await act(p, { type: 'coupon/apply', code: 'WWBUNDLE@15' })
    expect(again.price!.coupon?.status).not.toBe('applied')
    await expect(
      rows(`INSERT INTO coupon_redemptions (customer_id, code, use_number, discount_paise) VALUES ($1, 'WWBUNDLE@15', 7, 100)`, [
        p.customer.id,
      ]),
    ).rejects.toMatchObject({ constraint: 'coupon_redemptions_within_limit' })
  })

  it('ten checkouts at once of a cart paid partly by owned credits: never more credits spent than owned', async () => {
    const p = await person()
    const lotId = await giveCredits({ customerId: p.customer.id, buildingId: await buildingId(), purchased: 1, expiresOn: '2030-12-31' })
    const dates = await bookableDates(2)
    await act(p, { type: 'building/choose', handle: BUILDING })
    for (const date of dates) await act(p, { type: 'day-pass/add-date', date })
    const ready = await makeReady(p)
    expect(ready.cart.discountBreakup.bundleCreditsDiscount).toBeGreaterThan(0)

    const { numbers } = await tenCheckouts(p)
    expect(new Set(numbers).size).toBe(1)
    expect((await pay(p, numbers[0]!)).status).toBe('confirmed')
    expect(await lots(p)).toEqual([{ id: lotId, purchased: 1, utilized: 1, available: 0 }])
    const spent = await rows<{ n: string }>(`SELECT -sum(quantity) AS n FROM credit_entries WHERE customer_id = $1 AND kind = 'spend'`, [
      p.customer.id,
    ])
    expect(Number(spent[0]!.n)).toBe(1)
    const bookings = await rows(`SELECT 1 FROM orders WHERE customer_id = $1 AND status = 'confirmed'`, [p.customer.id])
    expect(bookings).toHaveLength(1)
  })
})

describe('an order that credits pay for in full', () => {
  it('is confirmed without the gateway: its booking made, one credit spent once, no tax invoice, and cancelled gives it back', async () => {
    const p = await person()
    const lotId = await giveCredits({ customerId: p.customer.id, buildingId: await buildingId(), purchased: 5, expiresOn: '2030-12-31' })
    const [date] = await bookableDates(1, 5)
    await act(p, { type: 'building/choose', handle: BUILDING })
    const priced = await act(p, { type: 'day-pass/add-date', date })
    expect(priced.price!.totalEstimatedPrice).toBe(0)
    await makeReady(p)

    const answers = await Promise.all(
      Array.from({ length: 3 }, () => call(checkoutPost, '/api/orders/checkout', p.cookie, { idempotencyKey: newKey() })),
    )
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as {
      order: { number: string; status: string; amountPaise: number }
      checkout: unknown
    }[]
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201])
    expect(new Set(bodies.map((b) => b.order.number)).size).toBe(1)
    expect(bodies[0]!.order).toMatchObject({ status: 'confirmed', amountPaise: 0 })
    expect(bodies.every((b) => b.checkout === null)).toBe(true)
    expect(await lots(p)).toEqual([{ id: lotId, purchased: 5, utilized: 1, available: 4 }])
    const [order] = await rows<{ id: number; gateway_order_id: string | null }>(
      'SELECT id, gateway_order_id FROM orders WHERE customer_id = $1',
      [p.customer.id],
    )
    expect(order!.gateway_order_id).toBeNull()
    expect(await rows('SELECT 1 FROM invoices WHERE order_id = $1', [order!.id])).toHaveLength(0)
    const emails = await rows(`SELECT 1 FROM pgboss.job WHERE name = 'order-email' AND data->>'orderId' = $1`, [String(order!.id)])
    expect(emails.length).toBeGreaterThanOrEqual(1)

    const number = bodies[0]!.order.number
    const cancelled = await call(cancelPost, `/api/orders/${number}/cancel`, p.cookie, { refundPaise: 0 }, { number })
    expect(cancelled.status).toBe(200)
    expect((await rows<{ status: string }>('SELECT status FROM orders WHERE id = $1', [order!.id]))[0]!.status).toBe('cancelled')
    expect(await lots(p)).toEqual([{ id: lotId, purchased: 5, utilized: 0, available: 5 }])
  })
})

describe('a bundle bought in the cart', () => {
  it('pays for its own cart’s day passes and is granted less what they took: 5 credits and 2 dates leave 3', async () => {
    const p = await person()
    await act(p, { type: 'building/choose', handle: BUILDING })
    for (const date of await bookableDates(2)) await act(p, { type: 'day-pass/add-date', date })
    const priced = await act(p, { type: 'bundle/set-count', credits: 5, count: 1 })
    expect(priced.cart.discountBreakup.bundlePassOff).toBeGreaterThan(0)
    await makeReady(p)
    const { numbers } = await tenCheckouts(p)
    expect((await pay(p, numbers[0]!)).status).toBe('confirmed')

    expect(await lots(p)).toEqual([expect.objectContaining({ purchased: 5, utilized: 2, available: 3 })])
    const answer = await call(creditsGet, '/api/ecom/api/v1/products/users/credits?page=1&limit=10', p.cookie)
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { data: { list: { credit: { purchased: number; utilized: number; available: number } }[] } }
    expect(body.data.list.map((b) => b.credit)).toEqual([expect.objectContaining({ purchased: 5, utilized: 2, available: 3 })])
  })
})

describe('what an order took comes back', () => {
  it('when the order cannot be confirmed (its hold lapsed before the payment came): the coupon’s use and the credits', async () => {
    const p = await person()
    const dates = await bookableDates(1)
    const lotId = await giveCredits({
      customerId: p.customer.id,
      buildingId: await buildingId(),
      purchased: 1,
      expiresOn: addDaysToDate(dates[0]!, 3),
    })
    await act(p, { type: 'building/choose', handle: BUILDING })
    await act(p, { type: 'day-pass/add-date', date: dates[0] })
    await act(p, { type: 'bundle/set-count', credits: 5, count: 1 })
    expect((await act(p, { type: 'coupon/apply', code: 'WWBUNDLE@5' })).price!.coupon).toMatchObject({ status: 'applied' })
    const { docs: rooms } = await payload.find({
      collection: 'conference-rooms',
      where: { and: [{ kind: { equals: 'meeting-room' } }, { 'building.slug': { equals: BUILDING } }] },
      depth: 0,
    })
    const [roomDate] = await bookableDates(1, 40 + Math.floor(Math.random() * 20))
    const hold = await placeHold({
      roomId: rooms[0]!.id,
      date: roomDate!,
      startMinute: 10 * 60 + 30 * Math.floor(Math.random() * 8),
      durationMinutes: 30,
      kind: 'hold',
      customerId: p.customer.id,
    })
    await act(p, { type: 'conference/hold', reservationId: hold.reference })
    await makeReady(p)
    const { numbers } = await tenCheckouts(p)
    expect(await liveCouponUses(p, 'WWBUNDLE@5')).toBe(1)
    expect((await lots(p))[0]).toMatchObject({ id: lotId, available: 0 })

    await rows(`UPDATE reservations SET status = 'cancelled' WHERE reference = $1`, [hold.reference])
    const after = await pay(p, numbers[0]!)
    expect(after.status).toBe('refund_pending')
    expect(await liveCouponUses(p, 'WWBUNDLE@5')).toBe(0)
    expect(await lots(p)).toEqual([{ id: lotId, purchased: 1, utilized: 0, available: 1 }])
    const released = await rows<{ kind: string }>(`SELECT kind FROM credit_entries WHERE lot_id = $1 ORDER BY id`, [lotId])
    expect(released.map((r) => r.kind)).toEqual(['grant', 'spend', 'release'])
  })

  it('when the customer cancels in the free tier: the credits that paid for the passes, and, refunded in full, the coupon', async () => {
    const p = await person()
    const dates = await bookableDates(2, 5)
    const lotId = await giveCredits({ customerId: p.customer.id, buildingId: await buildingId(), purchased: 1, expiresOn: '2030-12-31' })
    await act(p, { type: 'building/choose', handle: BUILDING })
    for (const date of dates) await act(p, { type: 'day-pass/add-date', date })
    await makeReady(p)
    const { numbers } = await tenCheckouts(p)
    const confirmed = await pay(p, numbers[0]!)
    expect(confirmed.status).toBe('confirmed')
    expect((await lots(p))[0]).toMatchObject({ id: lotId, available: 0 })

    const cancelled = await call(
      cancelPost,
      `/api/orders/${numbers[0]}/cancel`,
      p.cookie,
      { refundPaise: confirmed.amountPaise },
      {
        number: numbers[0]!,
      },
    )
    expect(cancelled.status).toBe(200)
    expect(await lots(p)).toEqual([{ id: lotId, purchased: 1, utilized: 0, available: 1 }])
    const refunds = await rows<{ id: number }>('SELECT id FROM refunds WHERE order_id = $1', [confirmed.id])
    for (const refund of refunds) await processRefund(refund.id)
    // Refunded in full: nothing more to give back, and nothing is given back twice.
    expect(await lots(p)).toEqual([{ id: lotId, purchased: 1, utilized: 0, available: 1 }])
    const kinds = await rows<{ kind: string }>(`SELECT kind FROM credit_entries WHERE lot_id = $1 ORDER BY id`, [lotId])
    expect(kinds.map((r) => r.kind)).toEqual(['grant', 'spend', 'refund'])
  })
})

describe('the credit ledger', () => {
  type Step = { kind: 'grant'; quantity: number } | { kind: 'spend'; quantity: number } | { kind: 'give-back' } | { kind: 'revoke' }

  it('never lets a balance go below zero, and the lot’s amounts are the ledger’s sums, whatever the interleaving', async () => {
    const p = await person()
    const building = await buildingId()
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('grant' as const), quantity: fc.integer({ min: 1, max: 5 }) }),
      fc.record({ kind: fc.constant('spend' as const), quantity: fc.integer({ min: 1, max: 6 }) }),
      fc.constant({ kind: 'give-back' as const }),
      fc.constant({ kind: 'revoke' as const }),
    )
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 5 }), fc.array(step, { maxLength: 12 }), async (start, steps) => {
        const lotId = await giveCredits({
          customerId: p.customer.id,
          buildingId: building,
          purchased: Math.max(start, 1),
          expiresOn: '2030-12-31',
        })
        let expected = Math.max(start, 1)
        for (const s of steps) {
          const write = (text: string, values: unknown[]) => rows(text, values)
          if (s.kind === 'grant') {
            await write(`INSERT INTO credit_entries (lot_id, customer_id, kind, quantity, note) VALUES ($1, $2, 'grant', $3, 'More')`, [
              lotId,
              p.customer.id,
              s.quantity,
            ])
            expected += s.quantity
          } else if (s.kind === 'spend') {
            const attempt = write(
              `INSERT INTO credit_entries (lot_id, customer_id, kind, quantity, note) VALUES ($1, $2, 'spend', $3, 'Used')`,
              [lotId, p.customer.id, -s.quantity],
            )
            if (s.quantity > expected) await expect(attempt).rejects.toMatchObject({ constraint: 'bundle_credits_available_not_negative' })
            else {
              await attempt
              expected -= s.quantity
            }
          } else if (s.kind === 'give-back') {
            const given = await rows<{ quantity: number }>(
              `INSERT INTO credit_entries (lot_id, customer_id, kind, quantity, reverses_id)
               SELECT lot_id, customer_id, 'release', -quantity, id FROM credit_entries s
               WHERE lot_id = $1 AND kind = 'spend' AND NOT EXISTS (SELECT 1 FROM credit_entries r WHERE r.reverses_id = s.id)
               ORDER BY id DESC LIMIT 1 RETURNING quantity`,
              [lotId],
            )
            expected += given[0]?.quantity ?? 0
          } else if (expected > 0) {
            await write(
              `INSERT INTO credit_entries (lot_id, customer_id, kind, quantity, note) VALUES ($1, $2, 'revoke', $3, 'Taken back')`,
              [lotId, p.customer.id, -expected],
            )
            expected = 0
          }
          const [lot] = await rows<{ available: number; utilized: number; purchased: number; sum: number; granted: number }>(
            `SELECT l.available::int AS available, l.utilized::int AS utilized, l.purchased::int AS purchased,
               (SELECT sum(quantity)::int FROM credit_entries WHERE lot_id = l.id) AS sum,
               (SELECT sum(quantity)::int FROM credit_entries WHERE lot_id = l.id AND kind = 'grant') AS granted
             FROM bundle_credits l WHERE l.id = $1`,
            [lotId],
          )
          expect(lot!.available).toBe(expected)
          expect(lot!.available).toBeGreaterThanOrEqual(0)
          expect(lot!.sum).toBe(lot!.available)
          expect(lot!.granted).toBe(lot!.purchased)
          expect(lot!.available + lot!.utilized).toBeLessThanOrEqual(lot!.purchased)
        }
      }),
      { numRuns: 25 },
    )
  })

  it('refuses a change of a lot’s amounts outside the ledger, a second give-back of one spend, and an edit of its rows', async () => {
    const p = await person()
    const lotId = await giveCredits({
      customerId: p.customer.id,
      buildingId: await buildingId(),
      purchased: 3,
      utilized: 1,
      expiresOn: '2030-12-31',
    })
    await expect(rows('UPDATE bundle_credits SET available = 50 WHERE id = $1', [lotId])).rejects.toMatchObject({
      constraint: 'bundle_credits_from_ledger',
    })
    await expect(
      payload.create({
        collection: 'bundle-credits',
        overrideAccess: true,
        data: {
          customer: p.customer.id,
          building: await buildingId(),
          purchased: 9,
          utilized: 0,
          available: 9,
          expiryDate: '2030-12-31',
          source: 'bundle',
        },
      }),
    ).rejects.toThrow()
    const [spend] = await rows<{ id: number }>(`SELECT id FROM credit_entries WHERE lot_id = $1 AND kind = 'spend'`, [lotId])
    const giveBack = () =>
      rows(`INSERT INTO credit_entries (lot_id, customer_id, kind, quantity, reverses_id) VALUES ($1, $2, 'release', 1, $3)`, [
        lotId,
        p.customer.id,
        spend!.id,
      ])
    const both = await Promise.allSettled([giveBack(), giveBack()])
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    await expect(
      rows(`INSERT INTO credit_entries (lot_id, customer_id, kind, quantity, reverses_id) VALUES ($1, $2, 'refund', 2, $3)`, [
        lotId,
        p.customer.id,
        spend!.id,
      ]),
    ).rejects.toMatchObject({ code: expect.stringMatching(/^23/) })
    await expect(rows('UPDATE credit_entries SET quantity = 100 WHERE lot_id = $1', [lotId])).rejects.toMatchObject({
      constraint: 'credit_entries_append_only',
    })
    await expect(rows('DELETE FROM credit_entries WHERE lot_id = $1', [lotId])).rejects.toMatchObject({
      constraint: 'credit_entries_append_only',
    })
    const other = await person()
    await expect(
      rows(`INSERT INTO credit_entries (lot_id, customer_id, kind, quantity, note) VALUES ($1, $2, 'spend', -1, 'Not theirs')`, [
        lotId,
        other.customer.id,
      ]),
    ).rejects.toMatchObject({ constraint: 'credit_entries_lot_customer' })
    expect(await lots(p)).toEqual([{ id: lotId, purchased: 3, utilized: 0, available: 3 }])
  })

  it('takes in the lots as they stood before it, with the same balances', async () => {
    const p = await person()
    const building = await buildingId()
    const before = [
      { purchased: 10, utilized: 3, available: 7 },
      { purchased: 5, utilized: 5, available: 0 },
      { purchased: 5, utilized: 0, available: 5 },
    ]
    // In one transaction that is rolled back: the migration undone, lots written as they were before it, and redone.
    let after: { purchased: number; utilized: number; available: number; ledger: number }[] = []
    await payload.db.drizzle
      .transaction(async (tx) => {
        const migrationArgs = { db: tx, payload, req: {} } as unknown as Parameters<typeof ledgerUp>[0]
        await ledgerDown(migrationArgs)
        const ids: number[] = []
        for (const lot of before) {
          const inserted = (await tx.execute(
            sql.raw(`INSERT INTO bundle_credits (customer_id, building_id, purchased, utilized, available, expiry_date, source, updated_at, created_at)
             VALUES (${p.customer.id}, ${building}, ${lot.purchased}, ${lot.utilized}, ${lot.available}, '2030-12-31', 'bundle', now(), now()) RETURNING id`),
          )) as unknown as { rows: { id: number }[] }
          ids.push(inserted.rows[0]!.id)
        }
        await ledgerUp(migrationArgs)
        const read = (await tx.execute(
          sql.raw(`SELECT l.purchased::int AS purchased, l.utilized::int AS utilized, l.available::int AS available,
             (SELECT sum(quantity)::int FROM credit_entries WHERE lot_id = l.id) AS ledger
           FROM bundle_credits l WHERE l.id IN (${ids.join(', ')}) ORDER BY l.id`),
        )) as unknown as { rows: { purchased: number; utilized: number; available: number; ledger: number }[] }
        after = read.rows
        tx.rollback()
      })
      .catch((error: unknown) => {
        // drizzle's rollback() throws to end the transaction.
        if ((error as Error).message !== 'Rollback') throw error
      })
    expect(after).toEqual(before.map((lot) => ({ ...lot, ledger: lot.available })))
  })
})
