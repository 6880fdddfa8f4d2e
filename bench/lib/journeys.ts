// The visitors of the load bench (bench/load.ts): each connection runs journeys one after another, each journey a
// visitor of its own (its own address in X-Forwarded-For, as a load balancer in front of nginx would pass it):
// - browsing: pages and the catalogue's read rows;
// - enquiries: a 'Get in touch' lead, or a building's tour slots;
// - holds: a signed-in customer holds a conference-room slot, looks at it, and releases it (or lets it lapse);
// - checkouts: a signed-in customer fills the cart (a day pass), saves a billing address, gets ready to pay, checks
//   out (twice with the same idempotency key, as a double click does), pays on the sandbox sheet and has the payment
//   verified.
// Every answer is recorded per route (latency and status); what the server accepted is remembered, to be found in the
// database afterwards.
import { randomUUID } from 'node:crypto'
import pg from 'pg'

export interface Sample {
  route: string
  status: number
  ms: number
  retryAfter: boolean
  /** When the request was sent and when its answer ended (epoch ms). */
  start: number
  at: number
}

export interface Accepted {
  /** Emails of the leads answered 201. */
  leads: Set<string>
  /** Numbers of the orders answered 'confirmed' by verify. */
  confirmedOrders: Set<string>
  /** Idempotency key → the order numbers its answers named (more than one would be a duplicate order). */
  checkoutKeys: Map<string, Set<string>>
}

export interface Customer {
  token: string
  email: string
  busy: boolean
  checkoutCalls: number
  billingAddressId?: string
}

export interface Targets {
  pages: string[]
  buildings: { slug: string; id: number }[]
  rooms: { building: string; room: number }[]
  dates: string[]
  tourBuilding: string
}

/** Checkout allows 10 attempts per customer in 10 minutes; a journey makes two (a retry of the same key). */
const CHECKOUT_CALLS_PER_CUSTOMER = 8

export class Recorder {
  readonly samples: Sample[] = []
  readonly accepted: Accepted = { leads: new Set(), confirmedOrders: new Set(), checkoutKeys: new Map() }

  constructor(readonly base: string) {}

  /** One request: its route name for the figures, the path, and what to send. Network failures are status 0. */
  async call(
    route: string,
    path: string,
    init: { method?: string; body?: unknown; token?: string; visitor: string; base?: string } = { visitor: '127.0.0.1' },
  ): Promise<{ status: number; json: unknown }> {
    const started = performance.now()
    const start = Date.now()
    const headers: Record<string, string> = { 'x-forwarded-for': init.visitor, origin: init.base ?? this.base }
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    if (init.token) headers.authorization = `Bearer ${init.token}`
    try {
      const response = await fetch(`${init.base ?? this.base}${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      })
      const type = response.headers.get('content-type') ?? ''
      const json: unknown = type.includes('json') ? await response.json().catch(() => null) : (await response.arrayBuffer(), null)
      this.samples.push({
        route,
        status: response.status,
        ms: performance.now() - started,
        retryAfter: response.headers.has('retry-after'),
        start,
        at: Date.now(),
      })
      return { status: response.status, json }
    } catch {
      this.samples.push({ route, status: 0, ms: performance.now() - started, retryAfter: false, start, at: Date.now() })
      return { status: 0, json: null }
    }
  }
}

export const newVisitor = () =>
  `10.${20 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!
const randomStart = () => {
  const minute = 9 * 60 + 30 * Math.floor(Math.random() * 18)
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
}

/** What the journeys aim at, read from the seeded database. */
export async function loadTargets(databaseUrl: string): Promise<Targets> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows: buildings } = await client.query<{ slug: string; id: number; city: string }>(
      `SELECT b.slug, b.id, c.handle AS city FROM buildings b JOIN cities c ON c.id = b.city_id WHERE b.is_live ORDER BY b.id`,
    )
    const { rows: rooms } = await client.query<{ building: string; room: number }>(
      `SELECT b.slug AS building, r.id AS room FROM conference_rooms r JOIN buildings b ON b.id = r.building_id
        WHERE r.kind = 'meeting-room' AND NOT coalesce(r.is_disabled, false) AND NOT coalesce(b.is_conf_room_disabled, false)
        ORDER BY r.id LIMIT 6`,
    )
    const { rows: holidays } = await client.query<{ date: string }>(`SELECT left(date::text, 10) AS date FROM holidays`)
    const closed = new Set(holidays.map((h) => h.date))
    const dates: string[] = []
    // Few dates and few rooms: journeys meet each other's slots, so the holds contend for them.
    for (let i = 14; dates.length < 4; i++) {
      const day = new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10)
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
      if (weekday !== 0 && weekday !== 6 && !closed.has(day)) dates.push(day)
    }
    const cities = [...new Set(buildings.map((b) => b.city))]
    const pages = ['/', ...cities.slice(0, 3).map((c) => `/${c}/`), ...buildings.slice(0, 6).map((b) => `/${b.city}/${b.slug}/`)]
    return {
      pages,
      buildings: buildings.map(({ slug, id }) => ({ slug, id })),
      rooms,
      dates,
      tourBuilding: 'banyan-court-koramangala',
    }
  } finally {
    await client.end()
  }
}

/** Signs customers in through the login rows (codes read from the outbox table) and finishes their sign-up. */
export async function signInCustomers(base: string, databaseUrl: string, count: number): Promise<Customer[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const post = (path: string, body: unknown, visitor: string, token?: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base,
        'x-forwarded-for': visitor,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    })
  const one = async (i: number): Promise<Customer> => {
    const email = `load.${Date.now()}.${i}.${randomUUID().slice(0, 6)}@example.in`
    const visitor = newVisitor()
    const sent = await post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' }, visitor)
    if (!sent.ok) throw new Error(`Sending a login code answered ${sent.status}`)
    const { rows } = await client.query<{ body: string }>(
      `SELECT body FROM outbox_messages WHERE "to" = $1 AND kind = 'login-code' ORDER BY created_at DESC LIMIT 1`,
      [email],
    )
    const code = rows[0]?.body.match(/\b(\d{6})\b/)?.[1]
    if (!code) throw new Error(`No login code for ${email} in the outbox`)
    const signedIn = await post('/api/auth/sign-in/email-otp', { email, otp: code }, visitor)
    const token = signedIn.headers.get('set-auth-token')
    if (!token) throw new Error(`Signing in answered ${signedIn.status} without a token`)
    const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
    const created = await post('/api/customers/create', { name: 'Load Customer', phone }, visitor, token)
    if (created.status !== 201) throw new Error(`Finishing sign-up answered ${created.status}`)
    return { token, email, busy: false, checkoutCalls: 0 }
  }
  try {
    const customers: Customer[] = []
    for (let i = 0; i < count; i += 10)
      customers.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, (_, j) => one(i + j)))))
    return customers
  } finally {
    await client.end()
  }
}

export async function browse(r: Recorder, t: Targets): Promise<void> {
  const visitor = newVisitor()
  const page = pick(t.pages)
  await r.call(page === '/' ? 'page /' : page.split('/').length === 4 ? 'page /{city}/{building}/' : 'page /{city}/', page, { visitor })
  const building = pick(t.buildings)
  const roll = Math.random()
  if (roll < 0.3) await r.call('GET /api/search-index', '/api/search-index', { visitor })
  else if (roll < 0.6) await r.call('GET /api/v1/products', `/api/v1/products?building_ids=${building.id}&type=VIRTUAL_OFFICE`, { visitor })
  else {
    const room = pick(t.rooms)
    await r.call('GET /api/shop/conference-rooms', `/api/shop/conference-rooms?building=${room.building}&date=${pick(t.dates)}`, {
      visitor,
    })
  }
}

export async function enquire(r: Recorder, t: Targets): Promise<void> {
  const visitor = newVisitor()
  if (Math.random() < 0.3) {
    await r.call('GET /api/visits/slots', `/api/visits/slots?building=${t.tourBuilding}`, { visitor })
    return
  }
  const email = `lead.${Date.now()}.${randomUUID().slice(0, 8)}@example.in`
  const { status } = await r.call('POST /api/leads', '/api/leads', {
    visitor,
    body: {
      form: 'lead-form',
      full_name: 'Load Visitor',
      email,
      phone: '98765 43210',
      company_name: 'Load Testing Pvt Ltd',
      workspace_type: 'private-office-space',
      desks_required: '11-50',
      city: 'bangalore',
      message: 'An enquiry from the load bench.',
      lead_page: '/bangalore/',
      lead_city: 'bangalore',
    },
  })
  if (status === 201) r.accepted.leads.add(email)
}

/** A free customer of the pool, or none (the journey browses instead). */
function takeCustomer(customers: Customer[], forCheckout: boolean): Customer | undefined {
  const free = customers.filter((c) => !c.busy && (!forCheckout || c.checkoutCalls <= CHECKOUT_CALLS_PER_CUSTOMER - 2))
  const customer = free.length ? pick(free) : undefined
  if (customer) customer.busy = true
  return customer
}

export async function hold(r: Recorder, t: Targets, customers: Customer[]): Promise<void> {
  const customer = takeCustomer(customers, false)
  if (!customer) return browse(r, t)
  try {
    const visitor = newVisitor()
    const room = pick(t.rooms)
    const body = { building: room.building, room: room.room, date: pick(t.dates), start: randomStart(), duration: 60 }
    const held = await r.call('POST /api/shop/check-for-booking', '/api/shop/check-for-booking', { visitor, body, token: customer.token })
    const reference = (held.json as { reservationId?: string } | null)?.reservationId
    if (held.status !== 201 || !reference) return
    await r.call('GET /api/shop/holds', `/api/shop/holds?reservationId=${reference}`, { visitor, token: customer.token })
    if (Math.random() < 0.7)
      await r.call('DELETE /api/shop/holds', `/api/shop/holds?reservationId=${reference}`, {
        visitor,
        token: customer.token,
        method: 'DELETE',
      })
  } finally {
    customer.busy = false
  }
}

const BILLING_ADDRESS = {
  fullName: 'Load Customer',
  addressLine1: '12, 100 Feet Road',
  addressLine2: 'Indiranagar',
  city: 'Bengaluru',
  state: 'KA',
  pincode: '560038',
  phoneNumber: '9845012345',
  saveBillingAddress: true,
  isGSTAvailable: false,
  gstin: '',
  companyName: '',
}

/** A checkout: through nginx by default; `first` sends the first checkout call elsewhere (an instance of its own). */
export async function checkout(
  r: Recorder,
  t: Targets,
  customers: Customer[],
  options: { first?: { base: string; onSent?: () => void } } = {},
): Promise<'confirmed' | 'incomplete' | 'skipped'> {
  const customer = takeCustomer(customers, true)
  if (!customer) {
    await browse(r, t)
    return 'skipped'
  }
  try {
    const visitor = newVisitor()
    const token = customer.token
    const action = (body: unknown) => r.call('POST /api/cart/actions', '/api/cart/actions', { visitor, token, body })
    await action({ type: 'cart/reset' })
    if ((await action({ type: 'building/choose', handle: 'meridian-tower-indiranagar' })).status !== 200) return 'incomplete'
    if ((await action({ type: 'day-pass/add-date', date: pick(t.dates) })).status !== 200) return 'incomplete'
    if (!customer.billingAddressId) {
      const saved = await r.call('POST /api/cart/billing-addresses', '/api/cart/billing-addresses', {
        visitor,
        token,
        body: BILLING_ADDRESS,
      })
      customer.billingAddressId = (saved.json as { data?: { id?: string } } | null)?.data?.id
      if (!customer.billingAddressId) return 'incomplete'
    }
    const ready = await r.call('POST /api/cart/ready', '/api/cart/ready', {
      visitor,
      token,
      body: { billingAddressId: customer.billingAddressId },
    })
    if (ready.status !== 200) return 'incomplete'
    const idempotencyKey = `load-${randomUUID()}`
    const numbers = new Set<string>()
    r.accepted.checkoutKeys.set(idempotencyKey, numbers)
    type CheckoutAnswer = { order?: { number: string }; checkout?: { options?: { order_id?: string } } } | null
    let answer: CheckoutAnswer = null as CheckoutAnswer
    // The first attempt, and a retry with the same key (a double click, or a connection cut while in flight).
    for (let attempt = 0; attempt < 4; attempt++) {
      const base = attempt === 0 ? options.first?.base : undefined
      customer.checkoutCalls += 1
      const pending = r.call('POST /api/orders/checkout', '/api/orders/checkout', { visitor, token, body: { idempotencyKey }, base })
      if (attempt === 0) options.first?.onSent?.()
      const { status, json } = await pending
      if (status === 200 || status === 201) {
        answer = json as CheckoutAnswer
        if (answer?.order?.number) numbers.add(answer.order.number)
        if (attempt >= 1) break
      } else if (status === 0 || status >= 500) {
        await new Promise((resolve) => setTimeout(resolve, 500))
      } else return 'incomplete'
    }
    const number = answer?.order?.number
    const gatewayOrder = answer?.checkout?.options?.order_id
    if (!number || !gatewayOrder) return 'incomplete'
    // The sheet pays only an order of the customer whose session asks.
    const paid = await r.call('POST /sandbox-gateway/pay/', '/sandbox-gateway/pay/', {
      visitor,
      token,
      body: { order_id: gatewayOrder, outcome: 'succeed', method: 'upi' },
    })
    const handler = (paid.json as { handler?: unknown } | null)?.handler
    if (!handler) return 'incomplete'
    for (let attempt = 0; attempt < 3; attempt++) {
      const verified = await r.call('POST /api/orders/{number}/verify', `/api/orders/${number}/verify`, { visitor, token, body: handler })
      if (verified.status === 200) {
        if ((verified.json as { status?: string } | null)?.status === 'confirmed') r.accepted.confirmedOrders.add(number)
        return 'confirmed'
      }
      if (verified.status !== 0 && verified.status < 500) return 'incomplete'
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    return 'incomplete'
  } finally {
    customer.busy = false
  }
}
