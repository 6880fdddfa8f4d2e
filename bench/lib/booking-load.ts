// POST /api/shop/check-for-booking under load (issue 15): 50 connections holding conference-room slots as one
// signed-in customer (a bearer token), each request a random room, date and start, so most place a hold and some
// meet an earlier one (409 with the next free slots, the heavier answer). The p99 is checked against TARGETS.apiP99Ms.
import autocannon from 'autocannon'
import pg from 'pg'
import { step } from '../../scripts/lib/log'
import { LOAD } from './load'

export interface BookingLoad {
  path: string
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  held: number
  taken: number
  other: number
}

const DAY = 86_400_000

/** A new customer signed in with a one-time code read from the outbox; answers the bearer token. */
export async function signIn(baseUrl: string, databaseUrl: string): Promise<string> {
  const email = `bench.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, ...headers },
      body: JSON.stringify(body),
    })
  const sent = await post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })
  if (!sent.ok) throw new Error(`Sending a login code answered ${sent.status}`)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  let code: string | undefined
  try {
    const { rows } = await client.query<{ body: string }>(
      `SELECT body FROM outbox_messages WHERE "to" = $1 AND kind = 'login-code' ORDER BY created_at DESC LIMIT 1`,
      [email],
    )
    code = rows[0]?.body.match(/\b(\d{6})\b/)?.[1]
  } finally {
    await client.end()
  }
  if (!code) throw new Error('No login code in the outbox')
  const signedIn = await post('/api/auth/sign-in/email-otp', { email, otp: code })
  const token = signedIn.headers.get('set-auth-token')
  if (!token) throw new Error(`Signing in answered ${signedIn.status} without a token`)
  const created = await post(
    '/api/customers/create',
    { name: 'Bench Customer', phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}` },
    { authorization: `Bearer ${token}` },
  )
  if (created.status !== 201) throw new Error(`Creating the customer answered ${created.status}`)
  return token
}

async function roomsToHold(databaseUrl: string): Promise<{ building: string; room: number }[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ building: string; room: number }>(
      `SELECT b.slug AS building, r.id AS room FROM conference_rooms r JOIN buildings b ON b.id = r.building_id
        WHERE r.kind = 'meeting-room' AND NOT coalesce(r.is_disabled, false) AND NOT coalesce(b.is_conf_room_disabled, false)`,
    )
    return rows
  } finally {
    await client.end()
  }
}

export async function measureBookingLoad(baseUrl: string, databaseUrl: string): Promise<BookingLoad> {
  const path = '/api/shop/check-for-booking'
  const token = await signIn(baseUrl, databaseUrl)
  const rooms = await roomsToHold(databaseUrl)
  // Weekdays 1 to 12 weeks ahead (a holiday answers 400 and counts as 'other').
  const dates: string[] = []
  for (let i = 7; i < 84; i++) {
    const d = new Date(Date.now() + i * DAY)
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) dates.push(d.toISOString().slice(0, 10))
  }
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!
  const body = () => {
    const { building, room } = pick(rooms)
    const minute = 9 * 60 + 30 * Math.floor(Math.random() * 18)
    const start = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
    return JSON.stringify({ building, room, date: pick(dates), start, duration: 60 })
  }
  const request = {
    url: `${baseUrl}${path}`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, body: body() }) }],
  }
  step(`  autocannon POST ${path} (${LOAD.connections} connections, ${LOAD.durationSeconds} s, random slots of ${rooms.length} rooms)`)
  await autocannon({ ...request, connections: 10, duration: LOAD.warmUpSeconds })
  const statuses = new Map<number, number>()
  const instance = autocannon({ ...request, connections: LOAD.connections, duration: LOAD.durationSeconds })
  instance.on('response', (_client: unknown, statusCode: number) => statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1))
  const result = await instance
  const held = statuses.get(201) ?? 0
  const taken = statuses.get(409) ?? 0
  const total = [...statuses.values()].reduce((a, b) => a + b, 0)
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    held,
    taken,
    other: total - held - taken,
  }
}
