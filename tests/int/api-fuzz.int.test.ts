import { gzipSync } from 'node:zlib'
import fc from 'fast-check'
import type { Payload } from 'payload'
import type { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_OPERATIONS } from '@/app/api/_lib/operations'
import { hasUnstorableText } from '@/server/api/storable-text'
import { handlerFor, publishedContract, type ListedOperation } from '../helpers/api-contract'
import { ORIGIN } from '../helpers/customers'
import { ROW_REQUESTS, rowContext, rowKey, type RowContext, type RowRequest } from '../helpers/api-rows'
import { testPayload } from '../helpers/payload'

// A fuzz pass over every API row, as a visitor and as a signed-in customer (by cookie and by bearer token):
// - malformed requests: JSON bodies with wrong types, huge strings, deep nesting, prototype keys, arrays for objects,
//   NUL and lone surrogates, broken UTF-8, empty and non-JSON bodies; query strings with repeated keys, huge values
//   and broken percent-encoding; odd Content-Type, Authorization, Origin, Range, cookie and forwarding headers.
//   No answer may be a 5xx; every answer must be one the contract publishes for the row, in the shape it publishes
//   (the shared error body; better-auth's own on its login rows); and nothing may be written: every table of the
//   `public` and `auth` schemas holds the same rows before and after. (The rate-limit counters count only
//   well-formed requests, so no table is excluded.)
// - valid bodies with a session problem, another site's Origin or a non-JSON type: refused, nothing written.
// - good bodies with odd but acceptable text or values: no 5xx (these may be stored).
//
// Deterministic: FUZZ_SEED (default below) and FUZZ_RUNS pick the cases; a failure prints its seed and path, and
// `FUZZ_SEED=<seed> FUZZ_RUNS=<runs> npx vitest run ...` replays it.

const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const RUNS = Number(process.env.FUZZ_RUNS ?? 40)
/** FUZZ_TRACE_WRITES=1 compares the tables after every request (slow), to find the one that wrote. */
const TRACE_WRITES = process.env.FUZZ_TRACE_WRITES === '1'

const { operations, mismatch } = await publishedContract()
const requestSchemas = new Map<string, z.ZodType | undefined>(API_OPERATIONS.map((op) => [rowKey(op), op.body]))

let payload: Payload
let ctx: RowContext
const bases = new Map<string, RowRequest>()

beforeAll(async () => {
  payload = await testPayload()
  ctx = await rowContext(payload)
  for (const op of operations) bases.set(rowKey(op), await ROW_REQUESTS[rowKey(op)]!.valid(ctx))
  // Removing team members ignores ids that are not the caller's: start from such ids, so that even a body the row
  // accepts removes no one.
  bases.set('POST /api/ums/contacts/delete', { as: 'customer', body: { contact_ids: ['2147483647', 2147483646] } })
  // Releasing a hold ignores references that are not the caller's live holds: start from one that is no hold at all.
  bases.set('DELETE /api/shop/holds', { as: 'customer', query: { reservationId: 'HLD-000000000000' } })
  // The referral link is made on the first call and only read afterwards: make it now, before anything is counted.
  const referral = operations.find((op) => rowKey(op) === 'POST /api/referral/create-referral-link')!
  expect((await send(referral, { as: 'customer' }, {})).status).toBe(201)
}, 120_000)
afterAll(async () => {
  await payload.destroy()
})

// ---- what the database holds ---------------------------------------------------------------------------------------

/** Per table of the public and auth schemas: its row count and an order-blind checksum of its rows. */
async function snapshot(): Promise<Map<string, string>> {
  const { rows: tables } = await payload.db.pool.query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
     WHERE table_schema IN ('public', 'auth') AND table_type = 'BASE TABLE' ORDER BY 1`,
  )
  const query = tables
    .map(({ name }) => `SELECT '${name}' AS name, count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) AS state FROM ${name} t`)
    .join(' UNION ALL ')
  const { rows } = await payload.db.pool.query<{ name: string; state: string }>(query)
  return new Map(rows.map((r) => [r.name, r.state]))
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name))
}

// ---- sending ---------------------------------------------------------------------------------------------------------

interface Fuzzed {
  /** Who calls: nobody, the base request's caller, or the customer by cookie or by bearer token. */
  caller: 'anonymous' | 'base' | 'customer' | 'bearer'
  /** The raw query string, or undefined for the base request's. */
  query?: string
  /** The raw body, or undefined for the base request's (or none). */
  body?: string | Uint8Array<ArrayBuffer>
  headers: Record<string, string>
}

function toRequest(op: ListedOperation, base: RowRequest, fuzzed: Fuzzed): Request {
  const query = fuzzed.query ?? new URLSearchParams(base.query ?? {}).toString()
  const url = `${ORIGIN}${op.path}${query ? `?${query}` : ''}`
  const cookie = {
    anonymous: undefined,
    customer: ctx.customer.cookie,
    bearer: undefined,
    base: base.as === 'customer' ? ctx.customer.cookie : base.as === 'newcomer' ? ctx.newcomer.cookie : base.headers?.cookie,
  }[fuzzed.caller]
  const headers: Record<string, string> = {
    origin: ORIGIN,
    ...(op.method !== 'get' ? { 'content-type': 'application/json' } : {}),
    ...base.headers,
    ...(cookie ? { cookie } : {}),
    ...(fuzzed.caller === 'bearer' ? { authorization: `Bearer ${ctx.customer.token}` } : {}),
    ...fuzzed.headers,
  }
  if (!cookie) delete headers.cookie
  const body = op.method === 'get' ? undefined : (fuzzed.body ?? (base.body === undefined ? undefined : JSON.stringify(base.body)))
  return new Request(url, { method: op.method.toUpperCase(), headers, body })
}

async function send(op: ListedOperation, base: RowRequest, fuzzed: Partial<Fuzzed>): Promise<{ status: number; text: string }> {
  const response = await (await handlerFor(op))(toRequest(op, base, { caller: 'base', headers: {}, ...fuzzed }))
  const json = response.headers.get('content-type')?.includes('json')
  const text = json ? await response.text() : ''
  if (!json) await response.body?.cancel()
  return { status: response.status, text }
}

/** No 5xx, and the answer is one the contract publishes for the row, in its published shape. */
function checkAnswer(op: ListedOperation, answer: { status: number; text: string }): void {
  if (answer.status >= 500) throw new Error(`${rowKey(op)} answered ${answer.status}: ${answer.text.slice(0, 300)}`)
  const problem = mismatch(op, answer.status, answer.text)
  if (problem) throw new Error(`${rowKey(op)}: ${problem}`)
}

// ---- what is sent ----------------------------------------------------------------------------------------------------

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  'a\uDFFFb',
  '\uFFFE\uFFFF',
  '\u202Eevil',
  '\uFEFF',
  '../../../etc/passwd',
  '%00',
  '%ZZ',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{"$gt":""}',
  'NaN',
  '-0',
  '1e309',
  '9'.repeat(40),
  '2147483648',
  '__proto__',
  'constructor',
]
const oddString = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(1_000, 70_000).map((n) => 'x'.repeat(n)),
)
const nested = (depth: number): unknown => {
  let value: unknown = 'bottom'
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value }
  return value
}
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  fc.constantFrom(0, -1, 0.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, true, false, null),
  fc.integer(),
  fc.constant([]),
  fc.constant({}),
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), oddString, { maxKeys: 3 }),
  fc.integer({ min: 10, max: 1500 }).map(nested),
)
const protoKey = fc.constantFrom('__proto__', 'constructor', 'prototype')

type Path = (string | number)[]
function valuePaths(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return prefix.length ? [prefix] : []
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value)
  return [...(prefix.length ? [prefix] : []), ...entries.flatMap(([key, v]) => valuePaths(v, [...prefix, key]))]
}

type Mutation =
  | { kind: 'set'; path: Path; value: unknown }
  | { kind: 'splice'; path: Path; at: number; text: string }
  | { kind: 'delete'; path: Path }
  | { kind: 'pollute'; path: Path; key: string }
  | { kind: 'wrap' }

/** Characters to slip into otherwise good text: NUL and lone surrogates (which PostgreSQL refuses) most often, then
 * direction overrides, zero-width and byte-order marks, emoji, quotes, newlines, a long run. */
const oddCharacters = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\uD800', '\uDFFF') },
  { weight: 1, arbitrary: fc.constantFrom('\u202E', '\u200B', '\uFEFF', '😀', 'İ', '\n', '\r\n', '"', '\\', '%00', "'", 'x'.repeat(300)) },
)

/** Own keys like __proto__ are set as data (as JSON.parse makes them), never as the prototype. */
const setOwn = (target: object, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })

function mutate(base: unknown, mutations: Mutation[]): unknown {
  let value: unknown = JSON.parse(JSON.stringify(base))
  for (const m of mutations) {
    if (m.kind === 'wrap') {
      value = [value]
      continue
    }
    const parentPath = m.kind === 'pollute' ? m.path : m.path.slice(0, -1)
    let parent: unknown = value
    for (const key of parentPath)
      parent = parent && typeof parent === 'object' ? (parent as Record<string | number, unknown>)[key] : undefined
    if (!parent || typeof parent !== 'object') continue
    const record = parent as Record<string | number, unknown>
    const last = m.kind === 'pollute' ? m.key : m.path.at(-1)!
    if (m.kind === 'pollute') setOwn(parent, m.key, { polluted: true, isAdmin: true })
    else if (m.kind === 'delete') delete record[last]
    else if (m.kind === 'splice') {
      const text = record[last]
      if (typeof text === 'string') record[last] = text.slice(0, m.at % (text.length + 1)) + m.text + text.slice(m.at % (text.length + 1))
    }
    // A copy: the arbitraries hand out shared constants ([] and {}), which later mutations must not change.
    else setOwn(parent, m.path.at(-1)!, structuredClone(m.value))
  }
  return value
}

const at = (value: unknown, path: Path) => path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value)

/** Small changes to a good body: odd characters in its text, odd values, keys removed, prototype keys, an array around it. */
function mutations(base: unknown, kinds: 'any' | 'text' = 'any'): fc.Arbitrary<Mutation[]> {
  const paths = valuePaths(base)
  const textPaths = paths.filter((p) => typeof at(base, p) === 'string')
  const objectPaths: Path[] = [[], ...paths.filter((p) => typeof at(base, p) === 'object' && at(base, p) !== null)]
  const splice = textPaths.length
    ? [
        {
          weight: 3,
          arbitrary: fc.record({
            kind: fc.constant('splice' as const),
            path: fc.constantFrom(...textPaths),
            at: fc.nat(),
            text: oddCharacters,
          }),
        },
      ]
    : []
  const one: fc.Arbitrary<Mutation> =
    kinds === 'text'
      ? fc.oneof(...splice, {
          weight: 1,
          arbitrary: fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...paths), value: oddValue }),
        })
      : fc.oneof(
          ...splice,
          ...(paths.length
            ? [
                {
                  weight: 4,
                  arbitrary: fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...paths), value: oddValue }),
                },
                { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), path: fc.constantFrom(...paths) }) },
              ]
            : []),
          {
            weight: 1,
            arbitrary: fc.record({ kind: fc.constant('pollute' as const), path: fc.constantFrom(...objectPaths), key: protoKey }),
          },
          { weight: 1, arbitrary: fc.constant({ kind: 'wrap' as const }) },
        )
  return fc.array(one, { minLength: 1, maxLength: 3 })
}

const RAW_BODIES = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '{}',
  '{',
  '{"a":',
  '}{',
  'undefined',
  "{'single': 'quotes'}",
  '{"a":1,}',
  '\uFEFF{}',
  'NaN',
  '[1,2',
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
]
const rawBody: fc.Arbitrary<string | Uint8Array<ArrayBuffer>> = fc.oneof(
  fc.constantFrom(...RAW_BODIES),
  fc.string({ unit: 'grapheme-ascii', maxLength: 200 }),
  fc.integer({ min: 100, max: 100_000 }).map((d) => '['.repeat(d) + ']'.repeat(d)),
  fc.integer({ min: 100, max: 5_000 }).map((d) => '{"a":'.repeat(d) + '1' + '}'.repeat(d)),
  fc.constantFrom(70_000, 300_000).map((n) => JSON.stringify({ x: 'y'.repeat(n) })),
  // Broken UTF-8: lone continuation bytes, an overlong slash, a truncated sequence, around JSON punctuation.
  fc
    .constantFrom(
      [0xff, 0xfe],
      [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d],
      [0x7b, 0x22, 0xe2, 0x82, 0x22, 0x7d],
      [0x80, 0x81, 0x82],
    )
    .map((bytes) => new Uint8Array(bytes)),
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => new Uint8Array(bytes)),
)

/**
 * Rows that store what they accept. They are sent only bodies they must refuse: not JSON, JSON their request schema
 * rejects, or text PostgreSQL cannot store (each checked, not assumed). Every other row is sent any body: removing
 * team members ignores ids that are not the caller's, and the rest only read.
 */
const STORES_WHAT_IT_ACCEPTS = new Set([
  'POST /api/leads',
  'POST /api/analytics/collect',
  // Each question is kept (masked) for the operators.
  'POST /api/chat/messages',
  'POST /api/auth/email-otp/send-verification-otp',
  'POST /api/auth/sign-in/email-otp',
  'POST /api/auth/phone-number/send-otp',
  'POST /api/auth/phone-number/verify',
  'POST /api/customers/create',
  'POST /api/customers/update',
  'POST /api/contacts',
  // The cart keeps every change it accepts (a building chosen, a coupon typed), and a billing address saved.
  'POST /api/cart/actions',
  'POST /api/cart/merge',
  'POST /api/cart/billing-addresses',
  'POST /api/cart/ready',
  // Virtual-office documents keep each step they accept (issue 18).
  'PATCH /api/vo/document/company-details',
  'PATCH /api/vo/document/add-company-kyc',
  'PUT /api/nest-api/virtual-offices/add-unincorporated-company/{id}',
  'PUT /api/nest-api/virtual-offices/roc-details/{id}',
  'PATCH /api/vo/document/complete-company-kyc',
  'PATCH /api/vo/document/reset',
  'PATCH /api/v1/virtual-offices/set-as-default',
  'POST /api/s3/route',
  // A sign request it accepts (an odd but valid signer name, say) is kept with its link, its email and the document's
  // new status.
  'POST /api/docusign/sign',
  // A partner's token counts against the address's limit and is used up; a good one opens a session.
  'POST /api/b2c/api/v1/kyc/verify-token',
])

/** Whether the row's request schema takes the body (null when it is not JSON), read as the route reads it. */
function fits(op: ListedOperation, body: string | Uint8Array<ArrayBuffer>): boolean | null {
  let value: unknown
  try {
    // request.text() decodes UTF-8 with replacement characters and drops a leading byte-order mark; so does this.
    value = JSON.parse(new TextDecoder().decode(typeof body === 'string' ? new TextEncoder().encode(body) : body))
  } catch {
    return null
  }
  return !hasUnstorableText(value) && (requestSchemas.get(rowKey(op))?.safeParse(value).success ?? true)
}

function malformedBody(op: ListedOperation, base: RowRequest): fc.Arbitrary<string | Uint8Array<ArrayBuffer>> {
  const mutated = base.body === undefined ? rawBody : mutations(base.body).map((ms) => JSON.stringify(mutate(base.body, ms)))
  const body = fc.oneof({ weight: 3, arbitrary: mutated }, { weight: 2, arbitrary: rawBody })
  return STORES_WHAT_IT_ACCEPTS.has(rowKey(op)) ? body.filter((b) => !fits(op, b)) : body
}

/** Good bodies with odd but acceptable text or values (the row may store them, and must not fail on them), drawn
 * from a deterministic sample; none for a row whose fields take no odd text (a phone number). */
function oddButValidBodies(op: ListedOperation, base: RowRequest): string[] {
  // A multipart row (the logo upload) has no JSON body to vary: its bytes are checked by tests/int/virtual-office.int.test.ts.
  if (base.body === undefined) return []
  const candidates = fc.sample(
    mutations(base.body, 'text').map((ms) => JSON.stringify(mutate(base.body, ms))),
    { seed: SEED, numRuns: 300 },
  )
  return [...new Set(candidates.filter((b) => fits(op, b) === true))].slice(0, Math.min(RUNS, 20))
}

const RAW_QUERY_PARTS = [
  '%',
  '%ZZ',
  '%00',
  '%C0%AF',
  '%E2%82',
  '%FF%FE',
  '&&&',
  '=',
  '==',
  'a=b=c',
  '+%2B+',
  ';',
  '%26',
  '?',
  '#frag',
  '%23',
  'x=%u0041',
]
function malformedQuery(base: RowRequest): fc.Arbitrary<string> {
  const keys = Object.keys(base.query ?? {})
  const key = keys.length
    ? fc.oneof(fc.constantFrom(...keys), protoKey, fc.string({ maxLength: 10 }))
    : fc.oneof(protoKey, fc.string({ maxLength: 10 }))
  const edits = fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('set' as const), key, value: oddString }),
      fc.record({ kind: fc.constant('repeat' as const), key, value: oddString }),
      fc.record({ kind: fc.constant('delete' as const), key }),
    ),
    { minLength: 1, maxLength: 4 },
  )
  return fc.tuple(edits, fc.option(fc.constantFrom(...RAW_QUERY_PARTS), { nil: undefined })).map(([list, raw]) => {
    const params = new URLSearchParams(base.query ?? {})
    for (const e of list) {
      if (e.kind === 'set') params.set(e.key, e.value)
      else if (e.kind === 'repeat') params.append(e.key, e.value)
      else params.delete(e.key)
    }
    return [params.toString(), raw].filter(Boolean).join('&')
  })
}

const headerText = (max: number) => fc.string({ unit: 'grapheme-ascii', maxLength: max })
const ODD_HEADERS = {
  'content-type': fc.oneof(
    fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-16',
      'APPLICATION/JSON',
      '',
      ';;;',
    ),
    headerText(40),
  ),
  authorization: fc.oneof(
    fc.constantFrom('Bearer', 'Bearer ', 'bearer x', 'Basic Zm9vOmJhcg==', `Bearer ${'a'.repeat(10_000)}`, 'Bearer a.b.c'),
    headerText(60).map((t) => `Bearer ${t}`),
  ),
  origin: fc.oneof(
    fc.constantFrom('null', 'https://evil.example', `${ORIGIN}.evil.example`, 'http://localhost', ORIGIN.toUpperCase(), ''),
    headerText(40),
  ),
  cookie: fc.oneof(
    fc.constantFrom(
      'sthana.session=forged',
      '__Host-sthana.session=forged.signature',
      '__Host-sthana.session=',
      '=;=;',
      ';;',
      `a=${'b'.repeat(8_000)}`,
      '__Host-sthana.session=%ZZ',
    ),
    headerText(60),
  ),
  range: fc.oneof(
    fc.constantFrom(
      'bytes=',
      'bytes=-',
      'bytes=5-1',
      'bytes=0-0,5-9',
      'bytes=-0',
      'bytes=99999999999999999999-',
      'items=0-1',
      'bytes=0-1e3',
      'bytes=--1',
      'bytes= 0 - 1',
    ),
    headerText(30),
  ),
  'x-forwarded-for': fc.oneof(
    fc.constantFrom('', 'not-an-ip', '1.1.1.1, 2.2.2.2', '::ffff:1.2.3.4', '999.999.999.999', 'x'.repeat(5_000)),
    headerText(30),
  ),
  'content-length': fc.constantFrom('0', '-1', '99999999999', 'abc', '1e3'),
}
/** None, one or two odd headers at a time, so that the body and the query still get looked at. */
const oddHeaders = fc
  .uniqueArray(fc.constantFrom(...(Object.keys(ODD_HEADERS) as (keyof typeof ODD_HEADERS)[])), { maxLength: 2 })
  .chain((names) => fc.record(Object.fromEntries(names.map((name) => [name, ODD_HEADERS[name]])) as Record<string, fc.Arbitrary<string>>))

function fuzzedRequest(op: ListedOperation, base: RowRequest): fc.Arbitrary<Fuzzed> {
  const takesBody = Boolean(op.published.requestBody)
  return fc.record({
    caller: fc.constantFrom('base' as const, 'base' as const, 'anonymous' as const, 'customer' as const, 'bearer' as const),
    query: fc.option(malformedQuery(base), { nil: undefined, freq: 2 }),
    // A row that takes a body always gets a malformed one, so that nothing it is sent may be stored.
    body: op.method === 'get' ? fc.constant(undefined) : takesBody ? malformedBody(op, base) : fc.option(rawBody, { nil: undefined }),
    headers: fc.option(oddHeaders, { nil: {}, freq: 2 }),
  })
}

/** Headers that must make a row refuse even a valid body: no session, a forged one, another site, or not JSON. */
function refusingHeaders(op: ListedOperation): fc.Arbitrary<Record<string, string>> | null {
  const key = rowKey(op)
  const notJson = fc.record({
    'content-type': fc.constantFrom('text/plain', 'multipart/form-data; boundary=x', 'application/xml', 'text/html'),
  })
  if (op.published.security?.length && op.published.requestBody) {
    return fc.oneof(
      fc.record({ cookie: fc.constantFrom('', 'sthana.session=forged', '__Host-sthana.session=forged.signature') }),
      fc.record({ cookie: fc.constant(''), authorization: headerText(60).map((t) => `Bearer ${t}`) }),
      fc.record({ origin: fc.constantFrom('null', 'https://evil.example', `${ORIGIN}.evil.example`, '') }),
      notJson,
    )
  }
  // Public rows that store what they are sent: a body declared as something else is refused before it is read.
  if (key === 'POST /api/leads') return notJson
  return null
}

// ---- the properties --------------------------------------------------------------------------------------------------

const params = { seed: SEED, numRuns: RUNS, endOnFailure: true }

/**
 * What a row may write even when its request is the valid one sent again: spec section 7 makes the resend of the
 * agreement email a GET, which issues a new signing link, queues the email and counts against its rate limit.
 */
const WRITES_ON_GET: Record<string, readonly string[]> = {
  'GET /api/vo/document/resend-notification': ['public.esign_requests', 'public.outbox_messages', 'public.rate_limits'],
}
const writesOf = (key: string, tables: string[]) => tables.filter((t) => !(WRITES_ON_GET[key] ?? []).includes(t))

describe.each(operations.map((op) => [rowKey(op), op] as const))('%s', (key, op) => {
  it('never answers 5xx or an unpublished answer to malformed requests, and stores nothing', async () => {
    const base = bases.get(key)!
    const before = await snapshot()
    await fc.assert(
      fc.asyncProperty(fuzzedRequest(op, base), async (fuzzed) => {
        const previous = TRACE_WRITES ? await snapshot() : undefined
        checkAnswer(op, await send(op, base, fuzzed))
        if (previous) expect(writesOf(key, changedTables(previous, await snapshot())), `${key} wrote to these tables`).toEqual([])
      }),
      params,
    )
    expect(writesOf(key, changedTables(before, await snapshot())), `${key} wrote to these tables`).toEqual([])
    expect(Object.keys(Object.prototype)).toEqual([])
  })

  if (op.published.requestBody) {
    it('answers good bodies with odd text or values without a 5xx (these may be stored)', async ({ skip }) => {
      const base = bases.get(key)!
      const bodies = oddButValidBodies(op, base)
      if (!bodies.length) return skip('no field of this row takes odd text')
      for (const body of bodies) checkAnswer(op, await send(op, base, { body }))
    })
  }

  if (op.method !== 'get') {
    it('refuses a body over its cap (declared or streamed without a length) and never inflates a compressed one; stores nothing', async () => {
      const base = bases.get(key)!
      const before = await snapshot()
      const takesBody = Boolean(op.published.requestBody)
      // Past every row's cap (64 KB for most, the logo upload's a few MB), as valid JSON so that only its size can refuse it.
      const oversized = JSON.stringify({ ...(typeof base.body === 'object' ? base.body : {}), padding: 'p'.repeat(12_000_000) })
      // In-process requests carry no Content-Length of their own: declare it as a client does.
      const declared = await send(op, base, { body: oversized, headers: { 'content-length': String(Buffer.byteLength(oversized)) } })
      checkAnswer(op, declared)
      expect(declared.status, `${key} with a declared 12 MB body`).toBe(413)

      // The same bytes as a stream with no Content-Length: a row that reads a body stops at its cap.
      const streamed = toRequest(op, base, { caller: 'base', headers: {} })
      const bytes = new TextEncoder().encode(oversized)
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 16_384) controller.enqueue(bytes.slice(at, at + 16_384))
          controller.close()
        },
      })
      const chunked = await (
        await handlerFor(op)
      )(new Request(streamed.url, { method: streamed.method, headers: streamed.headers, body: stream, duplex: 'half' } as RequestInit))
      const chunkedText = chunked.headers.get('content-type')?.includes('json') ? await chunked.text() : ''
      checkAnswer(op, { status: chunked.status, text: chunkedText })
      // A row that refuses the request before reading its body (a malformed id in the path) may say so instead.
      if (takesBody) expect(chunked.status, `${key} with a streamed 12 MB body`).toBeGreaterThanOrEqual(400)

      // A request body sent gzip-encoded (20 MB of zeros in 20 KB): no row inflates request bodies, so it is refused
      // as what it is, not JSON (rows that read no body ignore it).
      const bomb = new Uint8Array(gzipSync(Buffer.alloc(20_000_000)))
      const inflated = await send(op, base, { body: bomb, headers: { 'content-encoding': 'gzip' } })
      checkAnswer(op, inflated)
      if (takesBody) expect(inflated.status, `${key} with a gzip bomb`).toBeGreaterThanOrEqual(400)

      expect(changedTables(before, await snapshot()), `${key} wrote to these tables`).toEqual([])
    })
  }

  const refusing = refusingHeaders(op)
  if (refusing) {
    it('refuses a valid body with no session, a forged one, another site or a non-JSON type, and stores nothing', async () => {
      const base = bases.get(key)!
      const before = await snapshot()
      await fc.assert(
        fc.asyncProperty(refusing, async (headers) => {
          const answer = await send(op, base, { headers })
          checkAnswer(op, answer)
          if (answer.status < 400) throw new Error(`${key} accepted ${JSON.stringify(headers)}: ${answer.status}`)
        }),
        { ...params, numRuns: Math.min(RUNS, 20) },
      )
      expect(changedTables(before, await snapshot()), `${key} wrote to these tables`).toEqual([])
    })
  }
})
