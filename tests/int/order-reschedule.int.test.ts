import ICAL from 'ical.js'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as calendarGet } from '@/app/api/orders/[number]/calendar/route'
import { POST as reschedulePost } from '@/app/api/orders/[number]/reschedule/route'
import { lastBookableDate } from '@/domain/calendar/booking-window'
import { addDaysToDate, isWeekend, type IsoDate } from '@/domain/calendar/business-date'
import { holidaysOfCity, isWorkingDay } from '@/domain/calendar/start-date'
import type { Customer } from '@/payload-types'
import { placeHold } from '@/server/bookings/place-hold'
import { listHolidays } from '@/server/calendar/list-holidays'
import { applyCartAction } from '@/server/cart/apply-cart-action'
import { setCheckoutCartSource } from '@/server/orders/checkout-cart'
import { startCheckout } from '@/server/orders/checkout'
import { setConfirmationHooks } from '@/server/orders/confirmation-hooks'
import { verifyPayment } from '@/server/orders/customer-orders'
import { RESCHEDULE_SLOT_TAKEN_MESSAGE, rescheduleOrder } from '@/server/orders/reschedule'
import { sandboxGateway, setSandboxDelivery } from '@/server/payments/gateway'
import { ORIGIN, signUpCustomer } from '../helpers/customers'
import {
  confirmedOrder,
  ensureTestGstRegistration,
  inDays,
  installTestCarts,
  newIdempotencyKey,
  testCarts,
  testCart,
} from '../helpers/orders'
import { testPayload } from '../helpers/payload'

// Account → Orders → Reschedule against the real database: a day pass moves to another day the calendar sells, a
// conference room to another slot through a hold on it (the exclusion constraint refuses a taken slot, and the old
// booking stays), before the rule's deadline and at most the rule's number of times; other customers' orders are 404.

let payload: Payload
const BUILDING = 'meridian-tower-indiranagar'

interface Person {
  cookie: string
  customer: Customer
}

async function person(name: string): Promise<Person> {
  return signUpCustomer(payload, `reschedule.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`, name)
}

const reschedule = (p: Person, number: string, body: unknown) =>
  reschedulePost(
    new Request(`${ORIGIN}/api/orders/${number}/reschedule`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: p.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )

const calendarOf = async (p: Person, number: string) => {
  const answer = await calendarGet(
    new Request(`${ORIGIN}/api/orders/${number}/calendar`, { headers: { origin: ORIGIN, cookie: p.cookie } }),
  )
  expect(answer.status).toBe(200)
  return answer.text()
}

/** The one event of an .ics, read by an iCalendar parser. */
function parseInvite(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  const vevents = calendar.getAllSubcomponents('vevent')
  expect(vevents).toHaveLength(1)
  const event = new ICAL.Event(vevents[0]!)
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    description: event.description,
  }
}

const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString()

async function workingDayAfter(date: IsoDate): Promise<IsoDate> {
  const closed = holidaysOfCity(await listHolidays(), 'bangalore')
  let next = addDaysToDate(date, 1)
  while (!isWorkingDay(next, closed)) next = addDaysToDate(next, 1)
  return next
}

/**
 * A working day at least `from` days ahead (the search starts at a random one of the next `span`, so tests and reruns
 * on one database spread out) with no live reservation (held or booked) in the building the day before, on it or
 * after. The search goes on day by day past the span: other test files hold rooms on random days too, and a span
 * whose every day was near one of them made this loop for ever.
 */
async function quietWorkingDay(from: number, span: number): Promise<IsoDate> {
  let date = await workingDayAfter(addDaysToDate(inDays(from + Math.floor(Math.random() * span)), -1))
  for (let tried = 0; tried < 90; tried++) {
    const taken = await query(
      `SELECT 1 FROM reservations r JOIN conference_rooms c ON c.id = r.room_id JOIN buildings b ON b.id = c.building_id
        WHERE b.slug = $1 AND r.status IN ('held', 'booked') AND r.starts_at::date BETWEEN $2::date - 1 AND $2::date + 1 LIMIT 1`,
      [BUILDING, date],
    )
    if (taken.length === 0) return date
    date = await workingDayAfter(date)
  }
  throw new Error(`No working day near ${from} days ahead is free of reservations at ${BUILDING}`)
}

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await payload.db.pool.query(text, values)).rows as T[]
}

interface Answer {
  bookings: { lineId: string; label: string; startsAt: string; reschedule: { allowed: boolean; message: string | null } }[]
  error?: { message: string }
}

beforeAll(async () => {
  payload = await testPayload()
  await ensureTestGstRegistration(payload)
  setSandboxDelivery('in-order')
  setConfirmationHooks(undefined)
})

afterAll(async () => {
  setCheckoutCartSource(undefined)
  setSandboxDelivery(undefined)
  await payload.destroy()
})

describe('rescheduling a day pass', () => {
  it('moves it to another day once, before the deadline; a second move, a closed day or another customer is refused', async () => {
    const asha = await person('Asha Kulkarni')
    installTestCarts()
    let date = inDays(12)
    date = await workingDayAfter(addDaysToDate(date, -1))
    testCarts.set(asha.customer.id, testCart({ date }))
    const order = await confirmedOrder(payload, asha.customer.id)
    expect(order.status).toBe('confirmed')
    const line = order.price.lines.find((l) => l.item.kind === 'day-pass')!

    // A weekend is refused with the calendar's reason; another customer finds no such order.
    let weekend = date
    while (!isWeekend(weekend)) weekend = addDaysToDate(weekend, 1)
    const closed = await reschedule(asha, order.number, { lineId: line.id, date: weekend })
    expect(closed.status).toBe(400)
    // Nor past the booking window, however far.
    for (const far of ['9999-12-31', await workingDayAfter(lastBookableDate(new Date()))]) {
      const tooFar = await reschedule(asha, order.number, { lineId: line.id, date: far })
      expect(tooFar.status, far).toBe(400)
      expect(((await tooFar.json()) as Answer).error!.message).toMatch(/cannot be booked: after the last date you can book\.$/)
    }
    const ravi = await person('Ravi Shetty')
    const next = await workingDayAfter(date)
    expect((await reschedule(ravi, order.number, { lineId: line.id, date: next })).status).toBe(404)

    const moved = await reschedule(asha, order.number, { lineId: line.id, date: next })
    expect(moved.status).toBe(200)
    const answer = (await moved.json()) as Answer
    expect(answer.bookings).toHaveLength(1)
    expect(answer.bookings[0]!.lineId).toBe(line.id)
    expect(answer.bookings[0]!.startsAt).toBe(new Date(`${next}T09:00:00+05:30`).toISOString())
    expect(answer.bookings[0]!.label).not.toBe(line.label)
    // The rule allows one move: the booking says so, and a second is refused.
    expect(answer.bookings[0]!.reschedule).toMatchObject({
      allowed: false,
      message: expect.stringMatching(/already been rescheduled once/),
    })
    const again = await reschedule(asha, order.number, { lineId: line.id, date: await workingDayAfter(next) })
    expect(again.status).toBe(409)
    const rows = await query<{ line_id: string; from_label: string; to_label: string }>(
      'SELECT line_id, from_label, to_label FROM order_reschedules WHERE order_id = $1',
      [order.id],
    )
    expect(rows).toEqual([{ line_id: line.id, from_label: line.label, to_label: answer.bookings[0]!.label }])
  })

  it('emails what moved with the invite again (same UID, next SEQUENCE, the new IST times); the invoice stays as issued', async () => {
    const leela = await person('Leela Menon')
    // Leela asked for WhatsApp updates (Account → Profile): the move is told there too.
    await payload.update({ collection: 'customers', id: leela.customer.id, data: { profile: { isWhatsappEnabled: true } } })
    installTestCarts()
    const date = await workingDayAfter(addDaysToDate(inDays(12), -1))
    testCarts.set(leela.customer.id, testCart({ date }))
    const order = await confirmedOrder(payload, leela.customer.id)
    const line = order.price.lines.find((l) => l.item.kind === 'day-pass')!
    const first = parseInvite(await calendarOf(leela, order.number))
    expect(first).toMatchObject({ method: 'REQUEST', sequence: 0, start: ist(date, '09:00'), end: ist(date, '19:00') })
    const invoicesBefore = await query<{ serial: string; total_paise: string }>(
      'SELECT serial, total_paise FROM invoices WHERE order_id = $1',
      [order.id],
    )
    expect(invoicesBefore).toHaveLength(1)

    // A refused move sends nothing.
    let weekend = date
    while (!isWeekend(weekend)) weekend = addDaysToDate(weekend, 1)
    expect((await reschedule(leela, order.number, { lineId: line.id, date: weekend })).status).toBe(400)
    const next = await workingDayAfter(date)
    expect((await reschedule(leela, order.number, { lineId: line.id, date: next })).status).toBe(200)

    const emails = await query<{
      to: string
      subject: string
      body: string
      attachments: { filename: string; contentType: string; contentBase64: string }[]
    }>(
      `SELECT "to", subject, body, attachments FROM outbox_messages WHERE order_id = $1 AND kind = 'order-reschedule' AND channel = 'email'`,
      [order.id],
    )
    expect(emails).toHaveLength(1)
    const [email] = emails
    expect(email!.to).toBe(leela.customer.email)
    expect(email!.subject).toBe(`Booking rescheduled: order ${order.number}`)
    expect(email!.body).toMatch(/^Was: .*09:00–19:00 IST$/m)
    expect(email!.body).toMatch(/^Now: .*09:00–19:00 IST$/m)
    expect(email!.body).toContain(`GST tax invoice ${invoicesBefore[0]!.serial} stays as issued`)
    const ics = email!.attachments.find((a) => a.filename.endsWith('.ics'))!
    expect(ics.contentType).toBe('text/calendar; method=REQUEST')
    const moved = parseInvite(Buffer.from(ics.contentBase64, 'base64').toString('utf8'))
    expect(moved).toMatchObject({ method: 'REQUEST', uid: first.uid, start: ist(next, '09:00'), end: ist(next, '19:00') })
    expect(moved.sequence).toBeGreaterThan(first.sequence)
    expect(moved.description).toContain('IST')
    const whatsapp = await query<{ to: string; body: string }>(
      `SELECT "to", body FROM outbox_messages WHERE order_id = $1 AND kind = 'order-reschedule' AND channel = 'whatsapp'`,
      [order.id],
    )
    expect(whatsapp).toHaveLength(1)
    // The customer's ten-digit mobile number (a stored number may itself begin with 91, as in 9191212500).
    expect(whatsapp[0]!.to).toBe(leela.customer.phone!.replace(/\D/g, '').slice(-10))
    expect(whatsapp[0]!.body).toMatch(/^Now: .*09:00–19:00 IST$/m)

    // 'Add to calendar' on the order page gives the same event now.
    expect(parseInvite(await calendarOf(leela, order.number))).toMatchObject({
      uid: first.uid,
      sequence: moved.sequence,
      start: moved.start,
    })

    // The invoice is the one issued at confirmation: same serial, same amount, no second one.
    expect(
      await query<{ serial: string; total_paise: string }>('SELECT serial, total_paise FROM invoices WHERE order_id = $1', [order.id]),
    ).toEqual(invoicesBefore)
  })

  it('is refused after the deadline (24 hours before the start by default)', async () => {
    const meera = await person('Meera Das')
    installTestCarts()
    let date = inDays(12)
    date = await workingDayAfter(addDaysToDate(date, -1))
    testCarts.set(meera.customer.id, testCart({ date }))
    const order = await confirmedOrder(payload, meera.customer.id)
    const line = order.price.lines[0]!
    const late = new Date(new Date(`${date}T09:00:00+05:30`).getTime() - 23 * 3_600_000)
    await expect(
      rescheduleOrder(meera.customer, order.number, { lineId: line.id, date: await workingDayAfter(date) }, late),
    ).rejects.toThrow(/Rescheduling closed at/)
  })
})

describe('rescheduling a conference room', () => {
  it('moves the booking through a hold on the new slot; a taken slot is refused and the old booking stays', async () => {
    const kiran = await person('Kiran Bhat')
    const { docs: rooms } = await payload.find({
      collection: 'conference-rooms',
      where: { and: [{ kind: { equals: 'meeting-room' } }, { 'building.slug': { equals: BUILDING } }] },
      depth: 0,
      sort: 'seats',
    })
    const room = rooms[rooms.length > 1 ? 1 : 0]!
    const date = await quietWorkingDay(43, 10)
    const hold = await placeHold({
      roomId: room.id,
      date,
      startMinute: 11 * 60,
      durationMinutes: 60,
      kind: 'hold',
      customerId: kiran.customer.id,
    })
    await applyCartAction(kiran.customer, { type: 'building/choose', handle: BUILDING })
    await applyCartAction(kiran.customer, { type: 'conference/hold', reservationId: hold.reference })
    setCheckoutCartSource(undefined)
    const { order } = await startCheckout(kiran.customer, { idempotencyKey: newIdempotencyKey() })
    const paid = await sandboxGateway().pay(order.gatewayOrderId!, { outcome: 'succeed', method: 'upi' })
    if (!paid.ok) throw new Error('The sandbox did not take the payment')
    expect((await verifyPayment(kiran.customer, order.number, paid.handler)).status).toBe('confirmed')
    const line = order.price.lines.find((l) => l.item.kind === 'conference-room')!
    const status = async (reference: string) =>
      (await query<{ status: string }>('SELECT status FROM reservations WHERE reference = $1', [reference]))[0]?.status

    // Someone else holds 15:00–16:00 that day: moving there is refused, and the booking at 11:00 stays.
    const other = await person('Farhan Ali')
    await placeHold({ roomId: room.id, date, startMinute: 15 * 60, durationMinutes: 60, kind: 'hold', customerId: other.customer.id })
    const taken = await reschedule(kiran, order.number, { lineId: line.id, date, startTime: '15:30' })
    expect(taken.status).toBe(409)
    expect(((await taken.json()) as Answer).error!.message).toBe(RESCHEDULE_SLOT_TAKEN_MESSAGE)
    expect(await status(hold.reference)).toBe('booked')

    // Kiran holds two other slots in a cart (the most one customer may): a paid booking still moves.
    for (const start of [17, 18])
      await placeHold({ roomId: room.id, date, startMinute: start * 60, durationMinutes: 30, kind: 'hold', customerId: kiran.customer.id })

    // Half an hour later, overlapping its own old time: the old booking goes, the new one is booked, all at once.
    const moved = await reschedule(kiran, order.number, { lineId: line.id, date, startTime: '11:30' })
    expect(moved.status).toBe(200)
    const answer = (await moved.json()) as Answer
    expect(answer.bookings[0]!.startsAt).toBe(new Date(`${date}T11:30:00+05:30`).toISOString())
    expect(answer.bookings[0]!.label).toMatch(/11:30–12:30$/)
    expect(await status(hold.reference)).toBe('cancelled')
    const [row] = await query<{ reservation: string }>('SELECT reservation FROM order_reschedules WHERE order_id = $1', [order.id])
    expect(await status(row!.reservation)).toBe('booked')
    const [stored] = await query<{ reservation_id: string }>(
      `SELECT cart_snapshot->'cart'->'conference'->'booking'->>'reservationId' AS reservation_id FROM orders WHERE id = $1`,
      [order.id],
    )
    expect(stored!.reservation_id).toBe(row!.reservation)
    const [booked] = await query<{ starts_at: Date; customer_id: number }>(
      'SELECT starts_at, customer_id FROM reservations WHERE reference = $1',
      [row!.reservation],
    )
    expect(booked).toEqual({ starts_at: new Date(`${date}T11:30:00+05:30`), customer_id: kiran.customer.id })
  })
})
