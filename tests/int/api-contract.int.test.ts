import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handlerFor, publishedContract, routeModule, routes, type ListedOperation } from '../helpers/api-contract'
import { buildRequest, routeFor, ROW_REQUESTS, rowContext, rowKey, type RowContext, type RowRequest } from '../helpers/api-rows'
import { testPayload } from '../helpers/payload'

// The published contract (/api/openapi.json) against the code: every route.ts method is in it, every operation in it
// is served, and every operation answers a valid request and refuses an invalid one exactly as the document says,
// checked with a JSON Schema validator against the document's own schemas (not the zod ones it was made from).
// The rows and their valid requests: src/app/api/_lib/operations.ts and tests/helpers/api-rows.ts.

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const

/** Route methods that are not in the contract, each with its reason. */
const NOT_IN_CONTRACT: Record<string, string> = {
  // better-auth's session, sign-out and single sign-on rows are its own, not rows of spec section 7. The login rows
  // the site uses (codes by email and SMS) are described, and they cover the POST of this route.
  'GET src/app/api/auth/[...all]/route.ts': "better-auth's own rows (session, single sign-on callback)",
  'GET src/app/api/openapi.json/route.ts': 'the contract itself',
  // Addresses no row serves: a JSON 404 for every method (tests/int/api-not-found.int.test.ts).
  'GET src/app/api/[...path]/route.ts': 'the 404 of unknown addresses',
  'POST src/app/api/[...path]/route.ts': 'the 404 of unknown addresses',
  'PUT src/app/api/[...path]/route.ts': 'the 404 of unknown addresses',
  'PATCH src/app/api/[...path]/route.ts': 'the 404 of unknown addresses',
  'DELETE src/app/api/[...path]/route.ts': 'the 404 of unknown addresses',
  // The built-in sandbox payment gateway's REST API: Razorpay's contract (its routes, shapes and errors), not ours.
  'GET src/app/api/sandbox-gateway/v1/[...path]/route.ts': "the sandbox gateway's Razorpay-shaped REST API",
  'POST src/app/api/sandbox-gateway/v1/[...path]/route.ts': "the sandbox gateway's Razorpay-shaped REST API",
}

// Read at collection time, so that each operation gets tests of its own.
const { operations, mismatch, validator } = await publishedContract()

let payload: Payload
let ctx: RowContext

beforeAll(async () => {
  payload = await testPayload()
  ctx = await rowContext(payload)
})
afterAll(async () => {
  await payload.destroy()
})

async function call(op: ListedOperation, row: RowRequest): Promise<{ status: number; text: string; type: string }> {
  const response = await (await handlerFor(op))(buildRequest(op, row, ctx))
  const type = response.headers.get('content-type') ?? ''
  const text = type.includes('json') ? await response.text() : ''
  if (!text) await response.body?.cancel()
  return { status: response.status, text, type }
}

/** The answer's status is published for the operation, and a JSON answer fits the published schema. */
function expectPublished(op: ListedOperation, answer: { status: number; text: string; type: string }) {
  const problem = mismatch(op, answer.status, answer.text)
  expect(problem, `${rowKey(op)}: ${problem}`).toBeNull()
  if (validator(op, answer.status)) expect(answer.type).toMatch(/^application\/json/)
}

describe('the published contract covers the code', () => {
  it('lists every method of every route.ts under src/app/api (apart from the commented exceptions)', async () => {
    const missing: string[] = []
    for (const route of routes) {
      const mod = await routeModule(route)
      for (const method of HTTP_METHODS) {
        if (typeof mod[method] !== 'function' || NOT_IN_CONTRACT[`${method} ${route.file}`]) continue
        if (!operations.some((op) => op.method.toUpperCase() === method && routeFor(routes, op.path) === route))
          missing.push(`${method} ${route.file}`)
      }
    }
    expect(missing, 'List these rows in src/app/api/_lib/operations.ts').toEqual([])
  })

  it('has no operation that no route serves', async () => {
    const unserved: string[] = []
    for (const op of operations) await handlerFor(op).catch((error: Error) => unserved.push(error.message))
    expect(unserved).toEqual([])
  })

  it('has a valid and an invalid request for every operation in tests/helpers/api-rows.ts', () => {
    expect(operations.map(rowKey).filter((key) => !ROW_REQUESTS[key])).toEqual([])
  })

  it('declares the bearer token and the session cookie on every customer row, and no security on the others', () => {
    const customerRows = operations.filter((op) => op.published.security?.length)
    expect(customerRows.map(rowKey)).toContain('GET /api/customers/get-info')
    for (const op of customerRows) expect(op.published.security).toEqual([{ bearer: [] }, { session: [] }])
    for (const op of operations) expect(op.published.security, rowKey(op)).toBeDefined()
  })

  it('is checked by a validator that refuses what does not fit', () => {
    const getInfo = operations.find((op) => rowKey(op) === 'GET /api/customers/get-info')!
    expect(mismatch(getInfo, 200, JSON.stringify({ data: { name: 'No other field' } }))).toMatch(/does not fit/)
    expect(mismatch(getInfo, 401, JSON.stringify({ message: 'not the shared shape' }))).toMatch(/does not fit/)
    expect(mismatch(getInfo, 418, '{}')).toMatch(/not a published answer/)
  })
})

describe.each(operations.map((op) => [rowKey(op), op] as const))('%s', (key, op) => {
  const requests = () => ROW_REQUESTS[key]!

  it('answers a valid request as the document says', async () => {
    const answer = await call(op, await requests().valid(ctx))
    expect(answer.status, answer.text.slice(0, 500)).toBeLessThan(300)
    expectPublished(op, answer)
  })

  it('refuses an invalid request with a published error answer', async ({ skip }) => {
    const invalid = requests().invalid
    if (!invalid) return skip('takes no input and answers anyone')
    const answer = await call(op, await invalid(ctx))
    expect(answer.status, answer.text.slice(0, 500)).toBeGreaterThanOrEqual(400)
    expect(answer.status).toBeLessThan(500)
    expectPublished(op, answer)
  })

  if (op.published.security?.length) {
    it('answers 401 in the shared error shape without a session, and takes the bearer token instead of the cookie', async () => {
      const valid = await requests().valid(ctx)
      const anonymous = await call(op, { ...valid, as: 'anonymous', headers: { ...valid.headers, cookie: '' } })
      expect(anonymous.status).toBe(401)
      expectPublished(op, anonymous)
      if (valid.as !== 'customer') return
      const bearer = await call(op, {
        ...valid,
        as: 'anonymous',
        headers: { ...valid.headers, authorization: `Bearer ${ctx.customer.token}` },
      })
      expect(bearer.status, bearer.text.slice(0, 300)).toBeLessThan(300)
      expectPublished(op, bearer)
    })
  }
})
