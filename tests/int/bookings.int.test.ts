import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as createPost } from '@/app/api/customers/create/route'
import { POST as checkForBooking } from '@/app/api/shop/check-for-booking/route'
import { GET as roomsGet } from '@/app/api/shop/conference-rooms/route'
import { DELETE as holdDelete, GET as holdGet } from '@/app/api/shop/holds/route'
import { addDaysToDate, businessDate, isWeekend, parseTimeOfDay } from '@/domain/calendar/business-date'
import { HOLD_MINUTES, SLOT_TAKEN_MESSAGE } from '@/domain/calendar/slots'
import { PRIVATE_OFFICE_CONFERENCE_ROOM_MESSAGE } from '@/domain/cart/private-office'
import { inTransaction } from '@/server/db/transaction'
import { HOLD_LIMIT_MESSAGE, HoldNotFoundError } from '@/server/bookings/errors'
import { confirmHold, releaseLapsedHolds } from '@/server/bookings/holds'
import { HOLD_RATE_LIMIT_MESSAGE } from '@/server/bookings/hold-conference-room'
import { placeHold } from '@/server/bookings/place-hold'
import { appSql } from '@/server/bookings/rooms'
import { ORIGIN, signInByEmail } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

// Conference-room holds against the real database: the exclusion constraint has the last word under concurrency
// (50 requests for one slot: one hold, 49 × 409, counted in the table), ranges are half-open (back to back is fine,
// any overlap is not), a lapsed hold no longer blocks, private-office members are refused, and a hold is its
// customer's alone.

let payload: Payload
const BUILDING = 'meridian-tower-indiranagar'
let rooms: { id: number; seats: number }[]

type Handler = (request: Request) => Promise<Response>
const call = (handler: Handler, path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) =>
  handler(
    new Request(`${ORIGIN}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        origin: ORIGIN,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  )

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`

async function customer(tag: string, email = unique(tag)): Promise<{ cookie: string; id: number; email: string }> {
  const { cookie } = await signInByEmail(payload, email)
  const created = await call(createPost, '/api/customers/create', {
    method: 'POST',
    cookie,
    body: { name: 'Test Customer', phone: '98450 12345' },
  })
  expect(created.status).toBe(201)
  const { docs } = await payload.find({ collection: 'customers', where: { email: { equals: email } }, depth: 0 })
  return { cookie, id: docs[0]!.id, email }
}

const usedDates = new Set<string>()
/** A weekday without holidays or reservations in this building, 1 to 12 weeks ahead, each test its own. */
async function freeDate(): Promise<string> {
  const { docs } = await payload.find({ collection: 'holidays', depth: 0, limit: 0, pagination: false })
  const closed = new Set(docs.map((h) => h.date))
  const sql = await appSql()
  for (let tried = 0; tried < 500; tried++) {
    const date = addDaysToDate(businessDate(new Date()), 7 + Math.floor(Math.random() * 77))
    if (isWeekend(date) || closed.has(date) || usedDates.has(date)) continue
    const { rows } = await sql.query(
      `SELECT 1 FROM reservations r JOIN conference_rooms c ON c.id = r.room_id JOIN buildings b ON b.id = c.building_id
        WHERE b.slug = $1 AND r.starts_at::date BETWEEN $2::date - 1 AND $2::date + 1 LIMIT 1`,
      [BUILDING, date],
    )
    if (rows.length > 0) continue
    usedDates.add(date)
    return date
  }
  throw new Error(`No weekday 1 to 12 weeks ahead is free of holidays and reservations at ${BUILDING} after 500 tries`)
}

const hold = (cookie: string, body: Record<string, unknown>) =>
  call(checkForBooking, '/api/shop/check-for-booking', { method: 'POST', cookie, body: { building: BUILDING, ...body } })

async function liveRows(roomId: number, date: string): Promise<{ reference: string; status: string; customer_id: number }[]> {
  const { rows } = await payload.db.pool.query(
    `SELECT reference, status, customer_id FROM reservations WHERE room_id = $1 AND starts_at >= $2::timestamptz - interval '1 day'
      AND starts_at < $2::timestamptz + interval '2 days' AND status IN ('held', 'booked') ORDER BY starts_at`,
    [roomId, `${date}T00:00:00+05:30`],
  )
  return rows
}

beforeAll(async () => {
  payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'conference-rooms',
    where: { and: [{ kind: { equals: 'meeting-room' } }, { 'building.slug': { equals: BUILDING } }] },
    depth: 0,
    sort: 'seats',
  })
  rooms = docs.map((d) => ({ id: d.id, seats: d.seats }))
  expect(rooms.length).toBeGreaterThanOrEqual(2)
}, 60_000)
afterAll(async () => {
  await payload.destroy()
})

describe('POST /api/shop/check-for-booking', () => {
  it('answers 401 without a session, and so do the hold rows', async () => {
    const body = { building: BUILDING, room: rooms[0]!.id, date: await freeDate(), start: '10:00', duration: 60 }
    expect((await call(checkForBooking, '/api/shop/check-for-booking', { method: 'POST', body })).status).toBe(401)
    expect((await call(holdGet, '/api/shop/holds?reservationId=HLD-aaaaaaaaaaaa')).status).toBe(401)
    expect((await call(holdDelete, '/api/shop/holds?reservationId=HLD-aaaaaaaaaaaa', { method: 'DELETE' })).status).toBe(401)
  })

  it('holds a slot for 10 minutes and answers reservationId and conferenceRoomId', async () => {
    const me = await customer('holder')
    const date = await freeDate()
    const before = Date.now()
    const response = await hold(me.cookie, { room: rooms[0]!.id, date, start: '10:00', duration: 90 })
    expect(response.status).toBe(201)
    const answer = (await response.json()) as Record<string, unknown>
    expect(answer).toMatchObject({
      conferenceRoomId: String(rooms[0]!.id),
      date,
      startTime: '10:00',
      endTime: '11:30',
      durationMinutes: 90,
    })
    expect(answer.reservationId).toMatch(/^HLD-/)
    const expires = new Date(answer.holdExpiresAt as string).getTime()
    expect(expires - before).toBeGreaterThanOrEqual(HOLD_MINUTES * 60_000 - 1000)
    expect(expires - before).toBeLessThanOrEqual(HOLD_MINUTES * 60_000 + 5000)
    expect(await liveRows(rooms[0]!.id, date)).toEqual([{ reference: answer.reservationId, status: 'held', customer_id: me.id }])
  })

  it('50 simultaneous holds of one slot: exactly one succeeds, 49 answer 409 with the next free slots', async () => {
    const people = await Promise.all([1, 2, 3, 4, 5].map((i) => customer(`racer${i}`)))
    const date = await freeDate()
    const room = rooms[0]!.id
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => hold(people[i % 5]!.cookie, { room, date, start: '14:00', duration: 60 })),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    const refused = (await responses[statuses.indexOf(409)]!.json()) as { error: { message: string; nextSlots: unknown[] } }
    expect(refused.error.message).toBe(SLOT_TAKEN_MESSAGE)
    expect(refused.error.nextSlots).toEqual([
      { date, startTime: '15:00', endTime: '16:00', durationMinutes: 60 },
      { date, startTime: '15:30', endTime: '16:30', durationMinutes: 60 },
      { date, startTime: '16:00', endTime: '17:00', durationMinutes: 60 },
    ])
    expect(await liveRows(room, date)).toHaveLength(1)
  }, 60_000)

  it('refuses partial overlaps and allows back-to-back slots', async () => {
    const [a, b] = [await customer('overlap-a'), await customer('overlap-b')]
    const date = await freeDate()
    const room = rooms[0]!.id
    expect((await hold(a.cookie, { room, date, start: '10:00', duration: 60 })).status).toBe(201)
    expect((await hold(b.cookie, { room, date, start: '10:30', duration: 60 })).status).toBe(409)
    expect((await hold(b.cookie, { room, date, start: '09:30', duration: 60 })).status).toBe(409)
    expect((await hold(b.cookie, { room, date, start: '09:00', duration: 180 })).status).toBe(409)
    expect((await hold(b.cookie, { room, date, start: '10:00', duration: 30 })).status).toBe(409)
    expect((await hold(b.cookie, { room, date, start: '11:00', duration: 60 })).status).toBe(201)
    expect((await hold(b.cookie, { room, date, start: '09:00', duration: 60 })).status).toBe(201)
    // Another room is another resource (held by a third customer: b already has the most live holds one may have).
    const c = await customer('overlap-c')
    expect((await hold(c.cookie, { room: rooms[1]!.id, date, start: '10:00', duration: 60 })).status).toBe(201)
    expect(await liveRows(room, date)).toHaveLength(3)
  })

  it('the database itself refuses an overlapping live row, whatever the code does', async () => {
    const date = await freeDate()
    const room = rooms[1]!.id
    const insert = (reference: string, start: string, end: string, status = 'booked') =>
      payload.db.pool.query(
        `INSERT INTO reservations (reference, room_id, kind, status, starts_at, ends_at, expires_at) VALUES ($1, $2, 'booking', $3, $4, $5, NULL)`,
        [reference, room, status, `${date}T${start}:00+05:30`, `${date}T${end}:00+05:30`],
      )
    const tag = Math.random().toString(36).slice(2, 8)
    await insert(`T1-${tag}`, '12:00', '13:00')
    await expect(insert(`T2-${tag}`, '12:59', '13:30')).rejects.toMatchObject({ code: '23P01' })
    await insert(`T3-${tag}`, '13:00', '14:00')
    // Rows that are no longer live do not count.
    await insert(`T4-${tag}`, '12:00', '13:00', 'cancelled')
    await insert(`T5-${tag}`, '12:00', '13:00', 'lapsed')
  })

  it('a lapsed hold frees the slot: for the next hold at once, and in the table through the job', async () => {
    const [a, b] = [await customer('lapse-a'), await customer('lapse-b')]
    const date = await freeDate()
    const room = rooms[0]!.id
    const elevenMinutesAgo = new Date(Date.now() - (HOLD_MINUTES + 1) * 60_000)
    const old = await placeHold({
      roomId: room,
      date,
      startMinute: 600,
      durationMinutes: 60,
      kind: 'hold',
      customerId: a.id,
      now: elevenMinutesAgo,
    })
    expect((await hold(b.cookie, { room, date, start: '10:00', duration: 60 })).status).toBe(201)
    const { rows } = await payload.db.pool.query(`SELECT status FROM reservations WHERE reference = $1`, [old.reference])
    expect(rows[0]!.status).toBe('lapsed')

    const other = await placeHold({
      roomId: room,
      date,
      startMinute: 720,
      durationMinutes: 30,
      kind: 'hold',
      customerId: a.id,
      now: elevenMinutesAgo,
    })
    expect(await releaseLapsedHolds(await appSql())).toBeGreaterThanOrEqual(1)
    const after = await payload.db.pool.query(`SELECT status FROM reservations WHERE reference = $1`, [other.reference])
    expect(after.rows[0]!.status).toBe('lapsed')
    // The customer's own lapsed hold is no longer readable as live.
    expect((await call(holdGet, `/api/shop/holds?reservationId=${other.reference}`, { cookie: a.cookie })).status).toBe(404)
  })

  it('refuses a private-office member with the message of spec section 8', async () => {
    const email = unique('private-office')
    await payload.create({
      collection: 'private-office-memberships',
      data: { email, companyName: 'Kestrel Biotech', isActive: true },
      overrideAccess: true,
    })
    const member = await customer('po', email)
    const response = await hold(member.cookie, { room: rooms[0]!.id, date: await freeDate(), start: '10:00', duration: 60 })
    // 409: a 403 would make the client show 'Session Expired :('.
    expect(response.status).toBe(409)
    const body = (await response.json()) as { error: { message: string; nextSlots?: unknown } }
    expect(body.error.message).toBe(PRIVATE_OFFICE_CONFERENCE_ROOM_MESSAGE)
    expect(body.error.nextSlots).toBeUndefined()
  })

  it('a hold is its customer’s alone: another cannot read or release it', async () => {
    const [owner, other] = [await customer('owner'), await customer('other')]
    const date = await freeDate()
    const placed = (await (await hold(owner.cookie, { room: rooms[0]!.id, date, start: '16:00', duration: 60 })).json()) as {
      reservationId: string
    }
    const path = `/api/shop/holds?reservationId=${placed.reservationId}`
    expect((await call(holdGet, path, { cookie: other.cookie })).status).toBe(404)
    expect((await call(holdDelete, path, { method: 'DELETE', cookie: other.cookie })).status).toBe(404)
    // Nor can another customer's hold be 'replaced'.
    const replace = await hold(other.cookie, { room: rooms[1]!.id, date, start: '16:00', duration: 60, replaces: placed.reservationId })
    expect(replace.status).toBe(404)
    const mine = await call(holdGet, path, { cookie: owner.cookie })
    expect(mine.status).toBe(200)
    expect(((await mine.json()) as { reservationId: string }).reservationId).toBe(placed.reservationId)
    expect((await call(holdDelete, path, { method: 'DELETE', cookie: owner.cookie })).status).toBe(200)
    expect((await hold(other.cookie, { room: rooms[0]!.id, date, start: '16:00', duration: 60 })).status).toBe(201)
  })

  it('replaces the customer’s own previous hold in one step', async () => {
    const me = await customer('replacer')
    const date = await freeDate()
    const first = (await (await hold(me.cookie, { room: rooms[0]!.id, date, start: '10:00', duration: 60 })).json()) as {
      reservationId: string
    }
    const second = await hold(me.cookie, { room: rooms[0]!.id, date, start: '11:00', duration: 60, replaces: first.reservationId })
    expect(second.status).toBe(201)
    expect((await liveRows(rooms[0]!.id, date)).map((r) => r.status)).toEqual(['held'])
  })

  it('picks the smallest free room that seats confSeatPreference', async () => {
    const [a, b] = [await customer('size-a'), await customer('size-b')]
    const date = await freeDate()
    const small = rooms[0]!
    const first = (await (await hold(a.cookie, { confSeatPreference: small.seats, date, start: '10:00', duration: 60 })).json()) as {
      conferenceRoomId: string
    }
    expect(first.conferenceRoomId).toBe(String(small.id))
    const second = (await (await hold(b.cookie, { confSeatPreference: small.seats, date, start: '10:00', duration: 60 })).json()) as {
      conferenceRoomId: string
    }
    expect(second.conferenceRoomId).toBe(String(rooms[1]!.id))
    const big = Math.max(...rooms.map((r) => r.seats))
    expect((await hold(b.cookie, { confSeatPreference: big + 1, date, start: '12:00', duration: 60 })).status).toBe(404)
  })

  it('refuses what the rules refuse, each with its message', async () => {
    const me = await customer('rules')
    const date = await freeDate()
    const room = rooms[0]!.id
    const refused = async (body: Record<string, unknown>) => {
      const response = await hold(me.cookie, { room, date, duration: 60, start: '10:00', ...body })
      return { status: response.status, message: ((await response.json()) as { error: { message: string } }).error.message }
    }
    let sunday = date
    while (!isWeekend(sunday) || new Date(`${sunday}T12:00:00Z`).getUTCDay() !== 0) sunday = addDaysToDate(sunday, 1)
    expect(await refused({ date: sunday })).toEqual({
      status: 400,
      message: 'The room is closed on this date. Please choose another date.',
    })
    expect(await refused({ start: '07:00' })).toMatchObject({ status: 400 })
    expect(await refused({ start: '10:10' })).toEqual({ status: 400, message: 'Please choose one of the listed start times.' })
    expect(await refused({ duration: 45 })).toEqual({ status: 400, message: 'Please choose one of the listed durations.' })
    expect(await refused({ date: addDaysToDate(businessDate(new Date()), 200) })).toMatchObject({ status: 400 })
    expect(await refused({ date: '2020-01-06' })).toMatchObject({ status: 400 })
    expect((await refused({ surprise: true })).status).toBe(400)
  })

  it('confirmHold books a hold in the caller’s transaction, even a lapsed one while the slot is free', async () => {
    const me = await customer('confirm')
    const date = await freeDate()
    const room = rooms[0]!.id
    const live = await placeHold({ roomId: room, date, startMinute: 600, durationMinutes: 60, kind: 'hold', customerId: me.id })
    const booked = await inTransaction((tx) => confirmHold(tx, live.reference))
    expect(booked).toMatchObject({ status: 'booked', kind: 'booking', expiresAt: null })
    const old = await placeHold({
      roomId: room,
      date,
      startMinute: 720,
      durationMinutes: 60,
      kind: 'hold',
      customerId: me.id,
      now: new Date(Date.now() - 20 * 60_000),
    })
    await releaseLapsedHolds(await appSql())
    expect((await inTransaction((tx) => confirmHold(tx, old.reference))).status).toBe('booked')
    await expect(inTransaction((tx) => confirmHold(tx, 'HLD-nonexistent00'))).rejects.toBeInstanceOf(HoldNotFoundError)
  })

  it('is rate limited per customer', async () => {
    const me = await customer('flood')
    const date = await freeDate()
    let sunday = date
    while (new Date(`${sunday}T12:00:00Z`).getUTCDay() !== 0) sunday = addDaysToDate(sunday, 1)
    const statuses: number[] = []
    for (let i = 0; i < 31; i++)
      statuses.push((await hold(me.cookie, { room: rooms[0]!.id, date: sunday, start: '10:00', duration: 60 })).status)
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true)
    const limited = await hold(me.cookie, { room: rooms[0]!.id, date, start: '10:00', duration: 60 })
    expect(limited.status).toBe(429)
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(HOLD_RATE_LIMIT_MESSAGE)
  })
})

describe('live holds per customer', () => {
  const liveHolds = async (customerId: number) =>
    (
      await payload.db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM reservations WHERE customer_id = $1 AND status = 'held' AND expires_at > now()`,
        [customerId],
      )
    ).rows[0]!.n
  const refusal = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message

  it('5 simultaneous holds of different slots from one customer: 2 succeed, 3 answer 409; another customer is unaffected', async () => {
    const [greedy, neighbour] = [await customer('greedy'), await customer('neighbour')]
    const date = await freeDate()
    const slots = [
      { room: rooms[0]!.id, start: '10:00' },
      { room: rooms[0]!.id, start: '12:00' },
      { room: rooms[0]!.id, start: '14:00' },
      { room: rooms[1]!.id, start: '10:00' },
      { room: rooms[1]!.id, start: '12:00' },
    ]
    const [mine, theirs] = await Promise.all([
      Promise.all(slots.map((slot) => hold(greedy.cookie, { ...slot, date, duration: 60 }))),
      Promise.all([
        hold(neighbour.cookie, { room: rooms[0]!.id, date, start: '16:00', duration: 60 }),
        hold(neighbour.cookie, { room: rooms[1]!.id, date, start: '16:00', duration: 60 }),
      ]),
    ])
    const statuses = mine.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(2)
    expect(statuses.filter((s) => s === 409)).toHaveLength(3)
    expect(await refusal(mine[statuses.indexOf(409)]!)).toBe(HOLD_LIMIT_MESSAGE)
    expect(HOLD_LIMIT_MESSAGE).toBe(
      'You already hold 2 conference-room slots. Release one, or pay for it in your cart, before holding another.',
    )
    expect(await liveHolds(greedy.id)).toBe(2)
    expect(theirs.map((r) => r.status)).toEqual([201, 201])
    expect(await liveHolds(neighbour.id)).toBe(2)
  })

  it('a hold replacing the customer’s own does not count twice; a released, paid or lapsed hold makes room', async () => {
    const me = await customer('at-limit')
    const date = await freeDate()
    const placed = async (body: Record<string, unknown>) => {
      const response = await hold(me.cookie, { date, duration: 60, ...body })
      expect(response.status).toBe(201)
      return ((await response.json()) as { reservationId: string }).reservationId
    }
    const first = await placed({ room: rooms[0]!.id, start: '10:00' })
    const second = await placed({ room: rooms[1]!.id, start: '10:00' })
    const third = await hold(me.cookie, { room: rooms[0]!.id, date, start: '15:00', duration: 60 })
    expect(third.status).toBe(409)
    expect(await refusal(third)).toBe(HOLD_LIMIT_MESSAGE)

    // Another time in the cart: the new hold replaces the old one in the same step.
    const moved = await placed({ room: rooms[0]!.id, start: '11:00', replaces: first })
    expect(await liveHolds(me.id)).toBe(2)
    // Released: room for another.
    expect((await call(holdDelete, `/api/shop/holds?reservationId=${moved}`, { method: 'DELETE', cookie: me.cookie })).status).toBe(200)
    const fourth = await placed({ room: rooms[0]!.id, start: '15:00' })
    // Paid for (a booking): room for another.
    await inTransaction((tx) => confirmHold(tx, second))
    await placed({ room: rooms[1]!.id, start: '15:00' })
    expect((await hold(me.cookie, { room: rooms[1]!.id, date, start: '17:00', duration: 60 })).status).toBe(409)
    // Lapsed (its 10 minutes are over, though the job has not marked it yet): room for another.
    await payload.db.pool.query(`UPDATE reservations SET expires_at = now() - interval '1 second' WHERE reference = $1`, [fourth])
    await placed({ room: rooms[1]!.id, start: '17:00' })
    expect(await liveHolds(me.id)).toBe(2)
  })

  it('the database itself refuses a third live hold of one customer, whatever the code does', async () => {
    const me = await customer('raw-holds')
    const date = await freeDate()
    const insert = (start: string, roomId = rooms[0]!.id, status = 'held') =>
      payload.db.pool.query(
        `INSERT INTO reservations (reference, room_id, kind, status, starts_at, ends_at, expires_at, customer_id)
         VALUES ($1, $2, 'hold', $3, $4, $5, now() + interval '10 minutes', $6)`,
        [
          `RAW-${Math.random().toString(36).slice(2, 10)}`,
          roomId,
          status,
          `${date}T${start}:00+05:30`,
          `${date}T${start.slice(0, 3)}30:00+05:30`,
          me.id,
        ],
      )
    await insert('10:00')
    await insert('11:00', rooms[1]!.id)
    await expect(insert('12:00')).rejects.toMatchObject({ code: '23514', constraint: 'reservations_live_holds_per_customer' })
    // Rows that are not live holds do not count.
    await insert('13:00', rooms[0]!.id, 'cancelled')
    await insert('14:00', rooms[0]!.id, 'lapsed')
    expect(await liveHolds(me.id)).toBe(2)
  })
})

describe('GET /api/shop/conference-rooms', () => {
  it('lists the rooms with the day’s hours, price and free starts; a hold takes its starts away', async () => {
    const me = await customer('lister')
    const date = await freeDate()
    const list = async () =>
      (await (await call(roomsGet, `/api/shop/conference-rooms?building=${BUILDING}&date=${date}`)).json()) as {
        rooms: {
          id: string
          opensAt: string
          closesAt: string
          hourlyPricePaise: number
          freeSlots: { startTime: string; durations: number[] }[]
        }[]
      }
    const before = await list()
    expect(before.rooms.map((r) => r.id)).toEqual(rooms.map((r) => String(r.id)))
    const first = before.rooms[0]!
    expect([first.opensAt, first.closesAt]).toEqual(['09:00', '19:00'])
    expect(first.hourlyPricePaise).toBeGreaterThan(0)
    expect(first.freeSlots[0]).toMatchObject({ startTime: '09:00' })
    expect((await hold(me.cookie, { room: rooms[0]!.id, date, start: '10:00', duration: 60 })).status).toBe(201)
    const after = (await list()).rooms[0]!
    const starts = after.freeSlots.map((s) => s.startTime)
    expect(starts).not.toContain('10:00')
    expect(starts).not.toContain('10:30')
    expect(after.freeSlots.find((s) => s.startTime === '09:00')!.durations).toEqual([30, 60])
    expect(parseTimeOfDay(starts.at(-1)!)).toBe(18 * 60 + 30)
  })

  it('answers 404 for a building without rooms and 400 for a bad date', async () => {
    expect((await call(roomsGet, `/api/shop/conference-rooms?building=no-such-building&date=${await freeDate()}`)).status).toBe(404)
    expect((await call(roomsGet, `/api/shop/conference-rooms?building=${BUILDING}&date=2027-02-30`)).status).toBe(400)
  })
})
