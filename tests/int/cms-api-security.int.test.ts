import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATCH, POST } from '@/app/(payload)/cms-api/[...slug]/route'
import { POST as graphqlPost } from '@/app/(payload)/cms-api/graphql/route'
import { ORIGIN } from '../helpers/customers'
import { testPayload } from '../helpers/payload'

// Payload's own API (/cms-api) against another site and odd input: an operator's cookie does not carry a write that
// comes from elsewhere, a body Payload cannot read is refused with 415 (never a 500), bodies are capped, and a failed
// admin login takes as long for an unknown email as for an operator's.

let payload: Payload
let token: string
let pageId: number
let pageTitle: string
const operator = { email: `cms-guard.${Date.now()}@sthanaworkspaces.in`, password: `Guard#${Date.now()}` }

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

function call(handler: Handler, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Response> {
  const slug = path.split('/').filter(Boolean).slice(1)
  return handler(new Request(`${ORIGIN}${path}`, { method, headers, body }), { params: Promise.resolve({ slug }) })
}

const cookie = () => `payload-token=${token}`

beforeAll(async () => {
  payload = await testPayload()
  await payload.create({ collection: 'operators', data: { ...operator, name: 'Guard Test', role: 'admin' } })
  token = (await payload.login({ collection: 'operators', data: operator })).token!
  const { docs } = await payload.find({ collection: 'pages', limit: 1, depth: 0, sort: 'id' })
  pageId = docs[0]!.id
  pageTitle = docs[0]!.title
})
afterAll(async () => {
  await payload.destroy()
})

describe('cross-site writes', () => {
  it.each([
    ['with another site’s Origin', { origin: 'http://evil.example' }],
    ['with Origin null', { origin: 'null' }],
    ['from another site without Origin (Sec-Fetch-Site: cross-site)', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses an operator’s cookie %s', async (_name, headers) => {
    const patched = await call(
      PATCH,
      'PATCH',
      `/cms-api/pages/${pageId}`,
      { cookie: cookie(), 'content-type': 'application/json', ...headers },
      '{"title":"Hacked"}',
    )
    expect(patched.status).toBe(403)
    const created = await call(
      POST,
      'POST',
      '/cms-api/cities',
      { cookie: cookie(), 'content-type': 'application/json', ...headers },
      '{"name":"Evil City"}',
    )
    expect(created.status).toBe(403)
    expect((await payload.findByID({ collection: 'pages', id: pageId, depth: 0 })).title).toBe(pageTitle)
    expect((await payload.count({ collection: 'cities', where: { name: { equals: 'Evil City' } } })).totalDocs).toBe(0)
  })

  it('refuses a GraphQL mutation from another site', async () => {
    const response = await graphqlPost(
      new Request(`${ORIGIN}/cms-api/graphql`, {
        method: 'POST',
        headers: { cookie: cookie(), 'content-type': 'application/json', origin: 'http://evil.example' },
        body: JSON.stringify({ query: `mutation { updatePage(id: ${pageId}, data: { title: "Hacked" }) { id } }` }),
      }),
      { params: Promise.resolve({}) },
    )
    expect(response.status).toBe(403)
    expect((await payload.findByID({ collection: 'pages', id: pageId, depth: 0 })).title).toBe(pageTitle)
  })

  it('accepts the same write from the site’s own pages', async () => {
    const patched = await call(
      PATCH,
      'PATCH',
      `/cms-api/pages/${pageId}`,
      { cookie: cookie(), 'content-type': 'application/json', origin: ORIGIN },
      JSON.stringify({ title: pageTitle }),
    )
    expect(patched.status).toBe(200)
  })
})

describe('bodies', () => {
  it.each([
    ['text/plain', 'text/plain', 'hello'],
    ['no media type', undefined, '{"title":"x"}'],
    ['a form post', 'application/x-www-form-urlencoded', 'title=x'],
  ])('refuses a PATCH as %s with 415, not 500', async (_name, type, body) => {
    const response = await call(
      PATCH,
      'PATCH',
      `/cms-api/pages/${pageId}`,
      { cookie: cookie(), origin: ORIGIN, ...(type ? { 'content-type': type } : {}) },
      body,
    )
    expect(response.status).toBe(415)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/JSON/)
  })

  it('reads JSON whatever the case of its media type', async () => {
    const response = await call(
      PATCH,
      'PATCH',
      `/cms-api/pages/${pageId}`,
      { cookie: cookie(), origin: ORIGIN, 'content-type': 'Application/JSON; charset=UTF-8' },
      JSON.stringify({ title: pageTitle }),
    )
    expect(response.status).toBe(200)
  })

  it('refuses a 3 MB JSON body with 413 before reading it', async () => {
    let read = 0
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (read >= 3 * 1024 * 1024) return controller.close()
          read += 64 * 1024
          controller.enqueue(new Uint8Array(64 * 1024).fill(0x20))
        },
      },
      { highWaterMark: 0 },
    )
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(3 * 1024 * 1024), origin: ORIGIN },
      body: stream,
      duplex: 'half',
    }
    const response = await POST(new Request(`${ORIGIN}/cms-api/operators/login`, init as RequestInit), {
      params: Promise.resolve({ slug: ['operators', 'login'] }),
    })
    expect(response.status).toBe(413)
    expect(read).toBe(0)
  })
})

describe('admin login', () => {
  // The fastest of several tries: what the work itself costs, with the least of the machine's other load in it.
  const fastest = (values: number[]) => Math.min(...values)

  async function failedLoginMs(email: string): Promise<number> {
    const started = performance.now()
    const response = await call(
      POST,
      'POST',
      '/cms-api/operators/login',
      { 'content-type': 'application/json', origin: ORIGIN },
      JSON.stringify({ email, password: 'not-the-password' }),
    )
    const elapsed = performance.now() - started
    expect(response.status).toBe(401)
    return elapsed
  }

  it('takes as long for an unknown email as for an operator’s with a wrong password', async () => {
    const unknown: number[] = []
    const known: number[] = []
    // Alternated, so that a busy moment of the machine falls on both; fewer than the 10 tries that lock an account.
    for (let i = 0; i < 5; i++) {
      unknown.push(await failedLoginMs(`nobody.${Date.now()}.${i}@sthanaworkspaces.in`))
      known.push(await failedLoginMs(operator.email))
    }
    const ratio = fastest(unknown) / fastest(known)
    expect(ratio, `unknown ${unknown.map(Math.round)} ms, operator ${known.map(Math.round)} ms`).toBeGreaterThan(0.6)
    expect(ratio).toBeLessThan(1.6)
  })
})
