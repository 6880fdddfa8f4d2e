import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as visitPost } from '@/app/api/visits/route'
import { GET as slotsGet } from '@/app/api/visits/slots/route'
import { addDaysToDate, businessDate, isWeekend } from '@/domain/calendar/business-date'
import { SLOT_TAKEN_MESSAGE } from '@/domain/calendar/slots'
import { EMAIL_MESSAGE, PHONE_MESSAGE } from '@/domain/forms/rules'
import { buildingPath } from '@/domain/urls'
import { VISIT_RATE_LIMIT_MESSAGE } from '@/server/bookings/book-visit'
import { IDEMPOTENCY_HEADER } from '@/integrations/crm/webhook'
import { ORIGIN } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

// Booking a visit (a building tour) with no login: the slots of the building's visiting hours, the lead with its
// visit and the messages written together, one visitor per slot (the exclusion constraint), validation as the lead
// form's, and a rate limit per address.

let payload: Payload
const BUILDING = 'banyan-court-koramangala'
const CODE = 'BLR-KOR-01'
const freshIp = () => `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

const visitor = (tag: string) => ({
  name: 'Asha Verma',
  phone: '98450 67890',
  email: `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`,
})

const post = (body: unknown, ip = freshIp()) =>
  visitPost(
    new Request(`${ORIGIN}/api/visits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    }),
  )

const slots = async (query: string) => slotsGet(new Request(`${ORIGIN}/api/visits/slots?${query}`))

type Days = {
  building: { handle: string; name: string; href: string }
  slotMinutes: number
  days: { date: string; holiday: string | null; opensAt: string | null; freeStarts: string[] }[]
}

const used = new Set<string>()

/** Whether anything is reserved in the building on this day (India's date): a visit of this run or of an earlier one. */
async function reservedOn(date: string): Promise<boolean> {
  const { rows } = await payload.db.pool.query(
    `SELECT 1 FROM reservations r JOIN conference_rooms c ON c.id = r.room_id JOIN buildings b ON b.id = c.building_id
      WHERE b.slug = $1 AND (r.starts_at AT TIME ZONE 'Asia/Kolkata')::date = $2::date LIMIT 1`,
    [BUILDING, date],
  )
  return rows.length > 0
}

/** A weekday 1 to 10 weeks ahead with no holiday and nothing booked in the building yet (the database is kept between runs). */
async function freeWeekday(): Promise<string> {
  const { docs } = await payload.find({ collection: 'holidays', depth: 0, limit: 0, pagination: false })
  const closed = new Set(docs.map((h) => h.date))
  for (let tried = 0; tried < 500; tried++) {
    const date = addDaysToDate(businessDate(new Date()), 7 + Math.floor(Math.random() * 63))
    if (isWeekend(date) || closed.has(date) || used.has(date) || (await reservedOn(date))) continue
    used.add(date)
    return date
  }
  throw new Error('No weekday 1 to 10 weeks ahead is free of holidays and bookings after 500 tries')
}

beforeAll(async () => {
  payload = await testPayload()
}, 60_000)
afterAll(async () => {
  await payload.destroy()
})

describe('GET /api/visits/slots', () => {
  it('lists the building’s free tour starts day by day, closed on Sundays and holidays, by handle or building code', async () => {
    // A week whose Monday has nothing booked: its first and last free starts are the building's hours.
    let sunday = await freeWeekday()
    for (;;) {
      while (new Date(`${sunday}T12:00:00Z`).getUTCDay() !== 0) sunday = addDaysToDate(sunday, 1)
      const monday = addDaysToDate(sunday, -6)
      if (!used.has(monday) && !(await reservedOn(monday))) break
      sunday = await freeWeekday()
    }
    used.add(addDaysToDate(sunday, -6))
    const response = await slots(`building=${BUILDING}&from=${addDaysToDate(sunday, -6)}&days=7`)
    expect(response.status).toBe(200)
    const answer = (await response.json()) as Days
    expect(answer.building).toEqual({ handle: BUILDING, name: 'Banyan Court', href: buildingPath('bangalore', BUILDING) })
    expect(answer.days).toHaveLength(7)
    const monday = answer.days[0]!
    if (!monday.holiday) {
      expect(monday.opensAt).toBe('10:00')
      expect(monday.freeStarts[0]).toBe('10:00')
      expect(monday.freeStarts.at(-1)).toBe('17:30')
    }
    expect(answer.days.at(-1)).toMatchObject({ date: sunday, opensAt: null, freeStarts: [] })
    const byCode = (await (await slots(`building=${CODE}&from=${sunday}&days=1`)).json()) as Days
    expect(byCode.building.handle).toBe(BUILDING)

    const republicDay = (await (await slots(`building=${BUILDING}&from=2027-01-26&days=1`)).json()) as Days
    if (republicDay.days.length) expect(republicDay.days[0]).toMatchObject({ holiday: 'Republic Day', freeStarts: [] })
  })

  it('answers 404 for a building without visits and 400 for a bad query', async () => {
    expect((await slots('building=no-such-building')).status).toBe(404)
    expect((await slots(`building=${BUILDING}&days=99`)).status).toBe(400)
    expect((await slots(`building=${BUILDING}&surprise=1`)).status).toBe(400)
  })
})

describe('POST /api/visits', () => {
  it('books a visit: a lead with the visit beside it, confirmed to the visitor by email and SMS', async () => {
    const date = await freeWeekday()
    const person = visitor('visit')
    const response = await post({ building: BUILDING, date, start: '11:00', ...person, page: `/bangalore/${BUILDING}` })
    expect(response.status).toBe(201)
    const answer = (await response.json()) as { reference: string; message: string; startTime: string; endTime: string }
    expect(answer).toMatchObject({ startTime: '11:00', endTime: '11:30', building: BUILDING, buildingName: 'Banyan Court' })
    expect(answer.message).toMatch(/^Your visit to Banyan Court is booked for .*11:00–11:30/)

    const { rows } = await payload.db.pool.query(
      `SELECT r.kind, r.status, r.customer_id, r.lead_id, c.kind AS room_kind FROM reservations r JOIN conference_rooms c ON c.id = r.room_id WHERE reference = $1`,
      [answer.reference],
    )
    expect(rows[0]).toMatchObject({ kind: 'visit', status: 'booked', customer_id: null, room_kind: 'tour' })
    const lead = await payload.findByID({ collection: 'leads', id: rows[0]!.lead_id, depth: 1, overrideAccess: true })
    expect(lead).toMatchObject({ fullName: 'Asha Verma', email: person.email, phone: '9845067890' })
    expect(typeof lead.building === 'object' && lead.building?.name).toBe('Banyan Court')
    expect(lead.message).toContain(answer.reference)
    // Operators see the visit beside the lead.
    const visits = (lead as unknown as { visits: { docs: { reference: string }[] } }).visits.docs
    expect(visits.map((v) => v.reference)).toEqual([answer.reference])

    const { docs: messages } = await payload.find({
      collection: 'outbox-messages',
      where: { lead: { equals: lead.id } },
      depth: 0,
      overrideAccess: true,
    })
    const sent = messages.map((m) => `${m.channel}:${m.to}`)
    expect(sent).toEqual(expect.arrayContaining([`email:${person.email}`, 'sms:9845067890']))
  })

  it('sends the visit’s lead to the CRM like every other lead, and a lost race sends nothing', async () => {
    const received: { key: string; body: string }[] = []
    const server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        received.push({ key: String(req.headers[IDEMPOTENCY_HEADER.toLowerCase()]), body })
        res.writeHead(200).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    process.env.CRM_WEBHOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`
    process.env.CRM_WEBHOOK_SECRET = 'crm-visit-secret-0123456789'
    try {
      const date = await freeWeekday()
      const responses = await Promise.all(
        ['crm1', 'crm2'].map((tag) => post({ building: BUILDING, date, start: '12:00', ...visitor(tag), page: `/bangalore/${BUILDING}` })),
      )
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409])
      const answer = (await responses.find((r) => r.status === 201)!.json()) as { reference: string }
      const { rows } = await payload.db.pool.query<{ lead_id: number }>(`SELECT lead_id FROM reservations WHERE reference = $1`, [
        answer.reference,
      ])
      const lead = await payload.findByID({ collection: 'leads', id: rows[0]!.lead_id, depth: 0, overrideAccess: true })
      // The first try runs right after the commit.
      const ours = () => received.filter((r) => r.key === `lead-${lead.reference}`)
      for (let i = 0; i < 100 && ours().length === 0; i++) await new Promise((r) => setTimeout(r, 50))
      const { docs } = await payload.find({ collection: 'crm-deliveries', where: { lead: { equals: lead.id } }, depth: 0 })
      expect(docs).toHaveLength(1)
      expect(docs[0]).toMatchObject({ idempotencyKey: `lead-${lead.reference}` })
      expect(ours()).toHaveLength(1)
      const sent = JSON.parse(ours()[0]!.body) as Record<string, unknown>
      expect(sent).toMatchObject({
        reference: lead.reference,
        email: lead.email,
        building: { code: CODE, name: 'Banyan Court' },
        answers: { visit_date: date, visit_start: '12:00' },
        source: { page: `/bangalore/${BUILDING}`, page_type: 'Location' },
      })
      // The visitor who lost the slot has no lead, so nothing of theirs is queued.
      const { totalDocs } = await payload.count({ collection: 'leads', where: { email: { like: 'crm' } }, overrideAccess: true })
      expect(totalDocs).toBe(1)
    } finally {
      delete process.env.CRM_WEBHOOK_URL
      delete process.env.CRM_WEBHOOK_SECRET
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('gives one slot to one visitor: the second gets 409 with the next free slots', async () => {
    const date = await freeWeekday()
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => post({ building: BUILDING, date, start: '15:00', ...visitor(`race${i}`) })),
    )
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409])
    const refused = (await responses.find((r) => r.status === 409)!.json()) as { error: { message: string; nextSlots: unknown[] } }
    expect(refused.error.message).toBe(SLOT_TAKEN_MESSAGE)
    expect(refused.error.nextSlots[0]).toEqual({ date, startTime: '15:30', endTime: '16:00', durationMinutes: 30 })
    const { rows } = await payload.db.pool.query(
      `SELECT count(*)::int AS n FROM reservations r JOIN conference_rooms c ON c.id = r.room_id JOIN buildings b ON b.id = c.building_id
        WHERE b.slug = $1 AND r.status = 'booked' AND r.starts_at = $2::timestamptz`,
      [BUILDING, `${date}T15:00:00+05:30`],
    )
    expect(rows[0]!.n).toBe(1)
    // A lost race leaves no lead behind.
    const { totalDocs } = await payload.count({ collection: 'leads', where: { email: { like: 'race' } }, overrideAccess: true })
    expect(totalDocs).toBe(1)
  })

  it('checks name, phone and email as the lead form does, and writes nothing when they are wrong', async () => {
    const before = await payload.count({ collection: 'leads', overrideAccess: true })
    const response = await post({
      building: BUILDING,
      date: await freeWeekday(),
      start: '10:00',
      name: 'R2D2',
      phone: '12345',
      email: 'nope',
    })
    expect(response.status).toBe(400)
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } }
    expect(error.fields).toMatchObject({ phone: PHONE_MESSAGE, email: EMAIL_MESSAGE })
    expect(error.fields.name).toBeDefined()
    expect((await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('refuses a closed day, a time outside the visiting hours and a day too far ahead', async () => {
    let sunday = await freeWeekday()
    while (new Date(`${sunday}T12:00:00Z`).getUTCDay() !== 0) sunday = addDaysToDate(sunday, 1)
    expect((await post({ building: BUILDING, date: sunday, start: '11:00', ...visitor('closed') })).status).toBe(400)
    expect((await post({ building: BUILDING, date: await freeWeekday(), start: '19:00', ...visitor('late') })).status).toBe(400)
    expect(
      (await post({ building: BUILDING, date: addDaysToDate(businessDate(new Date()), 120), start: '11:00', ...visitor('far') })).status,
    ).toBe(400)
  })

  it('is rate limited per address', async () => {
    const ip = freshIp()
    const date = await freeWeekday()
    const statuses: number[] = []
    for (const start of ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30'])
      statuses.push((await post({ building: BUILDING, date, start, ...visitor('flood') }, ip)).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    const limited = await post({ building: BUILDING, date, start: '13:00', ...visitor('flood') }, ip)
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(VISIT_RATE_LIMIT_MESSAGE)
  })
})
