import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import type { Operation } from '@/server/api/openapi'
import { authRequest, latestCode, ORIGIN, signInByEmail } from './customers'

// One valid request per API row (src/app/api/_lib/operations.ts lists the rows), for the contract and fuzz tests.
// To add a row: list it in API_OPERATIONS, then add `'<METHOD> <path>': { valid, invalid }` to ROW_REQUESTS below.
// `valid` must succeed against the seeded database; `invalid` must be refused with a 4xx.

export type Caller = 'anonymous' | 'customer' | 'newcomer'

export interface RowRequest {
  as: Caller
  query?: Record<string, string>
  /** A JSON body (sent as application/json). */
  body?: unknown
  headers?: Record<string, string>
}

export interface RowContext {
  payload: Payload
  /** A signed-up customer: its Cookie header, bearer token and row id. */
  customer: { cookie: string; token: string; id: number; email: string }
  /** Signed in, but sign-up is not finished (no customer row yet). */
  newcomer: { cookie: string; token: string }
}

export interface RowRequests {
  valid: (ctx: RowContext) => RowRequest | Promise<RowRequest>
  /** A request the row must refuse; null only for a row that takes no input and answers anyone. */
  invalid: ((ctx: RowContext) => RowRequest | Promise<RowRequest>) | null
}

export const rowKey = (op: Pick<Operation, 'method' | 'path'>) => `${op.method.toUpperCase()} ${op.path}`

const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`
const randomAddress = () => `10.79.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`

async function firstBuilding(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'buildings',
    where: { and: [{ isLive: { equals: true } }, { googlePlaceId: { exists: true } }] },
    depth: 0,
    limit: 1,
    sort: 'id',
  })
  return docs[0]!
}

async function libraryVideoUrl(payload: Payload): Promise<string> {
  const { docs } = await payload.find({ collection: 'media', where: { mimeType: { like: 'video/' } }, depth: 0, limit: 1 })
  return docs[0]!.url!
}

async function phoneCode(payload: Payload, phone: string): Promise<string> {
  const { docs } = await payload.find({
    collection: 'outbox-messages',
    where: { and: [{ to: { equals: phone } }, { kind: { equals: 'login-code' } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  })
  return docs[0]!.body.match(/\b(\d{6})\b/)![1]!
}

/** A good 'Get in touch' enquiry of the seeded lead form. */
export const LEAD = {
  form: 'lead-form',
  full_name: 'Priya Sharma',
  email: 'priya.sharma@acme.in',
  phone: '98765 43210',
  company_name: 'Acme Analytics',
  workspace_type: 'private-office-space',
  desks_required: '11-50',
  city: 'bangalore',
  message: 'We need a 20-seat office from January.',
  lead_page: '/bangalore/meridian-tower-indiranagar',
  lead_city: 'bangalore',
}

async function signedIn(payload: Payload, tag: string): Promise<{ cookie: string; token: string; userId: string; email: string }> {
  const email = unique(tag)
  const { cookie, response } = await signInByEmail(payload, email)
  const { user } = (await response.json()) as { user: { id: string } }
  return { cookie, token: response.headers.get('set-auth-token')!, userId: user.id, email }
}

/** The callers: a customer with a full profile (loyalty, wifi, credits, a team member), and a newcomer without one. */
export async function rowContext(payload: Payload): Promise<RowContext> {
  const building = await firstBuilding(payload)
  const person = await signedIn(payload, 'rows-customer')
  const customer = await payload.create({
    collection: 'customers',
    overrideAccess: true,
    depth: 0,
    data: {
      name: 'Kavya Rao',
      email: person.email,
      phone: randomMobile(),
      authUserId: person.userId,
      userUid: randomUUID(),
      accountType: 'customer',
      kycStatus: 'VERIFIED',
      homeBuilding: building.id,
      profile: { companyName: 'Rao Analytics', dob: '1990-04-01', gender: 'female', isWhatsappEnabled: true },
      loyalty: { isMember: true, passEndDate: new Date(Date.now() + 40 * 86_400_000).toISOString(), costSaved: 45_000 },
      wifi: { userName: 'kavya.rao', password: 'wifi-secret' },
    },
  })
  await payload.create({
    collection: 'bundle-credits',
    overrideAccess: true,
    data: { customer: customer.id, building: building.id, purchased: 10, utilized: 3, available: 7, expiryDate: '2027-03-31' },
  })
  await payload.create({
    collection: 'team-members',
    overrideAccess: true,
    data: { customer: customer.id, name: 'Ishaan Rao', email: 'ishaan@example.in', countryCode: '+91' },
  })
  const newcomer = await signedIn(payload, 'rows-newcomer')
  return {
    payload,
    customer: { cookie: person.cookie, token: person.token, id: customer.id, email: person.email },
    newcomer: { cookie: newcomer.cookie, token: newcomer.token },
  }
}

export const ROW_REQUESTS: Record<string, RowRequests> = {
  'GET /api/maps/place': {
    valid: async ({ payload }) => ({ as: 'anonymous', query: { place_id: (await firstBuilding(payload)).googlePlaceId! } }),
    invalid: () => ({ as: 'anonymous', query: { place_id: 'not a place id' } }),
  },
  'POST /api/catalogue/api/v1/products/type/details': {
    valid: () => ({ as: 'anonymous', body: { building_codes: ['BLR-IND-01'], type_list: ['DAY_PASS', 'CONFERENCE_ROOM'] } }),
    invalid: () => ({ as: 'anonymous', body: { building_codes: [], type_list: ['DAY_PASS'] } }),
  },
  'GET /api/v1/products': {
    valid: async ({ payload }) => ({
      as: 'anonymous',
      query: { building_ids: String((await firstBuilding(payload)).id), type: 'VIRTUAL_OFFICE' },
    }),
    invalid: () => ({ as: 'anonymous', query: { building_ids: 'twelve', type: 'VIRTUAL_OFFICE' } }),
  },
  'GET /api/stream-video': {
    valid: async ({ payload }) => ({ as: 'anonymous', query: { videoUrl: await libraryVideoUrl(payload) } }),
    invalid: () => ({ as: 'anonymous', query: { videoUrl: '/cms-api/media/file/no-such-video.mp4' } }),
  },
  'POST /api/leads': {
    valid: () => ({ as: 'anonymous', body: LEAD, headers: { 'x-forwarded-for': randomAddress() } }),
    invalid: () => ({ as: 'anonymous', body: { ...LEAD, email: 'not-an-email' } }),
  },
  'POST /api/analytics/collect': {
    valid: () => ({
      as: 'anonymous',
      body: { events: [{ event: 'page_view', page_type: 'Home', path: '/', properties: {}, occurred_at: new Date().toISOString() }] },
    }),
    invalid: () => ({ as: 'anonymous', body: { events: [] } }),
  },
  'POST /api/chat/messages': {
    valid: () => ({
      as: 'anonymous',
      body: { message: 'How much is a day pass in Pune?', page: '/pune' },
      headers: { 'x-forwarded-for': randomAddress() },
    }),
    invalid: () => ({ as: 'anonymous', body: { message: '' } }),
  },
  'GET /api/search-index': { valid: () => ({ as: 'anonymous' }), invalid: null },

  'POST /api/auth/email-otp/send-verification-otp': {
    // From an address of its own: the limit of codes per address must not depend on what ran before.
    valid: () => ({
      as: 'anonymous',
      body: { email: unique('contract'), type: 'sign-in' },
      headers: { 'x-forwarded-for': randomAddress() },
    }),
    invalid: () => ({ as: 'anonymous', body: { email: 'not-an-email', type: 'sign-in' } }),
  },
  'POST /api/auth/sign-in/email-otp': {
    valid: async ({ payload }) => {
      const email = unique('contract-sign-in')
      await authRequest('/email-otp/send-verification-otp', { email, type: 'sign-in' })
      return { as: 'anonymous', body: { email, otp: await latestCode(payload, email) } }
    },
    invalid: () => ({ as: 'anonymous', body: { email: unique('nobody'), otp: 12 } }),
  },
  'POST /api/auth/phone-number/send-otp': {
    valid: () => ({ as: 'anonymous', body: { phoneNumber: `+91${randomMobile()}` }, headers: { 'x-forwarded-for': randomAddress() } }),
    invalid: () => ({ as: 'anonymous', body: { phoneNumber: '12345' } }),
  },
  'POST /api/auth/phone-number/verify': {
    valid: async ({ payload }) => {
      const phone = randomMobile()
      await authRequest('/phone-number/send-otp', { phoneNumber: `+91${phone}` })
      return { as: 'anonymous', body: { phoneNumber: `+91${phone}`, code: await phoneCode(payload, phone) } }
    },
    invalid: () => ({ as: 'anonymous', body: { phoneNumber: `+91${randomMobile()}` } }),
  },

  'GET /api/customers/get-info': { valid: () => ({ as: 'customer' }), invalid: () => ({ as: 'anonymous' }) },
  'POST /api/customers/create': {
    // A newcomer of its own: the context's newcomer must stay without a profile.
    valid: async ({ payload }) => ({
      as: 'anonymous',
      headers: { cookie: (await signedIn(payload, 'rows-sign-up')).cookie },
      body: { name: 'Meera Iyer', phone: '98450 54321' },
    }),
    invalid: () => ({ as: 'newcomer', body: { name: 'R2D2', phone: '12345' } }),
  },
  'POST /api/customers/update': {
    valid: () => ({ as: 'customer', body: { companyName: 'Rao Analytics', gstin: '', designation: 'Founder', isWhatsappEnabled: true } }),
    invalid: () => ({ as: 'customer', body: { gstin: 'NOT-A-GSTIN' } }),
  },
  'POST /api/referral/create-referral-link': { valid: () => ({ as: 'customer' }), invalid: () => ({ as: 'anonymous' }) },
  'GET /api/ecom/api/v1/products/users/credits': {
    valid: () => ({ as: 'customer', query: { page: '1', limit: '5' } }),
    invalid: () => ({ as: 'customer', query: { page: '0' } }),
  },
  'GET /api/oms/api/loyalty/details': { valid: () => ({ as: 'customer' }), invalid: () => ({ as: 'anonymous' }) },
  'GET /api/v1/loyalty/feature-config': { valid: () => ({ as: 'customer' }), invalid: () => ({ as: 'anonymous' }) },
  'GET /api/contacts': { valid: () => ({ as: 'customer' }), invalid: () => ({ as: 'newcomer' }) },
  'POST /api/contacts': {
    valid: () => ({
      as: 'customer',
      body: { contacts: [{ name: 'Arjun Mehta', email: 'arjun.mehta@example.in', phone_number: '9812345678' }] },
    }),
    invalid: () => ({ as: 'customer', body: { contacts: [{ name: '', email: 'nope' }] } }),
  },
  'POST /api/ums/contacts/delete': {
    valid: async ({ payload, customer }) => {
      const member = await payload.create({
        collection: 'team-members',
        data: { customer: customer.id, name: 'Leaving Soon', countryCode: '+91' },
        overrideAccess: true,
        depth: 0,
      })
      return { as: 'customer', body: { contact_ids: [String(member.id)] } }
    },
    invalid: () => ({ as: 'customer', body: { contact_ids: [] } }),
  },
  'GET /api/users/kyc/status': { valid: () => ({ as: 'customer' }), invalid: () => ({ as: 'anonymous' }) },
  'GET /api/v1/amenities/wifi/details': { valid: () => ({ as: 'customer' }), invalid: () => ({ as: 'anonymous' }) },
}

/** Builds the Request for a row: the caller's cookie, our Origin (as the site's pages send it), JSON when there is a body. */
export function buildRequest(
  op: Pick<Operation, 'method' | 'path'>,
  row: RowRequest,
  ctx: Pick<RowContext, 'customer' | 'newcomer'>,
): Request {
  const url = new URL(op.path, ORIGIN)
  for (const [key, value] of Object.entries(row.query ?? {})) url.searchParams.append(key, value)
  const cookie = row.as === 'customer' ? ctx.customer.cookie : row.as === 'newcomer' ? ctx.newcomer.cookie : undefined
  const headers: Record<string, string> = {
    origin: ORIGIN,
    ...(cookie ? { cookie } : {}),
    ...(row.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...row.headers,
  }
  return new Request(url, { method: op.method.toUpperCase(), headers, body: row.body === undefined ? undefined : JSON.stringify(row.body) })
}

export type RouteHandler = (request: Request) => Promise<Response>

export interface RouteFile {
  /** e.g. src/app/api/auth/[...all]/route.ts */
  file: string
  /** The URL path segments, e.g. ['api', 'auth', '[...all]']. */
  segments: string[]
}

/** Every route.ts under src/app/api. */
export function findRouteFiles(root = path.resolve('src/app/api')): RouteFile[] {
  const files: RouteFile[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'route.ts') {
        const relative = path.relative(path.resolve('src/app'), path.dirname(full))
        // Route groups ((site)) and private folders (_lib) are not part of the URL; _lib holds no routes anyway.
        files.push({ file: path.relative(process.cwd(), full), segments: relative.split(path.sep).filter((s) => !/^\(.*\)$/.test(s)) })
      }
    }
  }
  walk(root)
  return files.sort((a, b) => a.file.localeCompare(b.file))
}

/** Whether a route folder serves a path: static segments match exactly, [x] any one segment, [...x] the rest. */
export function routeServes(route: RouteFile, urlPath: string): boolean {
  const parts = urlPath.split('/').filter(Boolean)
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i]!
    if (segment.startsWith('[...')) return parts.length > i
    if (i >= parts.length) return false
    if (!(segment.startsWith('[') || segment === parts[i])) return false
  }
  return parts.length === route.segments.length
}

/** The route that serves a path: the one with more static segments wins, then the one with fewer dynamic ones (as in Next.js). */
export function routeFor(routes: readonly RouteFile[], urlPath: string): RouteFile | undefined {
  const matches = routes.filter((r) => routeServes(r, urlPath))
  const dynamicCount = (r: RouteFile) => r.segments.filter((s) => s.startsWith('[')).length
  const staticCount = (r: RouteFile) => r.segments.length - dynamicCount(r)
  return matches.sort((a, b) => staticCount(b) - staticCount(a) || dynamicCount(a) - dynamicCount(b))[0]
}
