import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { clearCachedAnswers } from '../../src/server/cache/answer-cache'
import { pageStore } from '../../src/server/cache/page-store'
import {
  cacheKey,
  captureAnswer,
  isKeptRead,
  keepFor,
  keepReadFor,
  MAX_BYTES,
  MAX_ENTRIES,
  serveKeptAnswer,
  withReadBody,
} from '../../src/server/http/page-cache'
import { isPageRequest, rewritePageResponse } from '../../src/server/http/scripts-after-paint'

const PRERENDERED = {
  'cache-control': 's-maxage=31536000',
  'x-nextjs-cache': 'HIT',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
}

const PRICES = '/api/catalogue/api/v1/products/type/details'

describe('what the site server may keep', () => {
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
    ({ url, method, headers: { accept: 'text/html', ...headers } }) as unknown as IncomingMessage

  it('keeps pages and public answers, apart for browsers and other clients', () => {
    expect(cacheKey(request('/bangalore/meridian-tower-indiranagar/'))).toBe('page /bangalore/meridian-tower-indiranagar/')
    expect(cacheKey(request('/bangalore/', { accept: '*/*' }))).toBe('other /bangalore/')
    expect(cacheKey(request('/footer.json', { accept: 'application/json', cookie: 'theme=dark' }))).toBe('other /footer.json')
    // Each query apart: the catalogue's public rows answer per building.
    expect(cacheKey(request('/api/v1/products?building_ids=3&type=DAY_PASS', { accept: '*/*' }))).toBe(
      'other /api/v1/products?building_ids=3&type=DAY_PASS',
    )
  })

  it('passes on client navigations, the CMS API, the admin, conditions, ranges and anyone signed in', () => {
    for (const url of [
      '/cms-api/media',
      '/cms-api?where',
      '/admin',
      '/_next/static/chunks/a.js',
      `/api/search-index?q=${'a'.repeat(2000)}`,
    ])
      expect(cacheKey(request(url))).toBeNull()
    expect(cacheKey(request('/bangalore/', {}, 'POST'))).toBeNull()
    expect(cacheKey(request('/bangalore/', {}, 'HEAD'))).toBeNull()
    const bypassing: Record<string, string>[] = [
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
      { 'next-action': 'abc' },
      { authorization: 'Bearer x' },
      { range: 'bytes=0-10' },
      { 'if-none-match': '"x"' },
      { cookie: 'a=1; sthana.session_token=abc' },
      { cookie: 'sthana_signed_in=1' },
      { cookie: 'payload-token=abc' },
      { cookie: '__prerender_bypass=abc' },
    ]
    for (const headers of bypassing) expect(cacheKey(request('/bangalore/', headers))).toBeNull()
  })

  it('keeps a 200 a shared cache may keep, for a minute at most', () => {
    expect(keepFor(200, PRERENDERED)).toBe(60_000)
    expect(keepFor(200, { 'cache-control': 'public, max-age=60, s-maxage=30, stale-while-revalidate=600' })).toBe(30_000)
    expect(keepFor(200, { 'cache-control': 'public, max-age=60' })).toBe(0)
    expect(keepFor(200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })).toBe(0)
    expect(keepFor(200, { 'cache-control': 's-maxage=60, no-store' })).toBe(0)
    expect(keepFor(200, { ...PRERENDERED, 'x-nextjs-cache': 'STALE' })).toBe(0)
    expect(keepFor(200, { ...PRERENDERED, 'set-cookie': ['a=1'] })).toBe(0)
    expect(keepFor(200, { ...PRERENDERED, vary: 'rsc, cookie' })).toBe(0)
    expect(keepFor(200, { ...PRERENDERED, 'content-encoding': 'gzip' })).toBe(0)
    expect(keepFor(200, { ...PRERENDERED, 'content-security-policy': "script-src 'self' 'nonce-abc' 'strict-dynamic'" })).toBe(0)
    expect(keepFor(200, { ...PRERENDERED, 'content-security-policy': "script-src 'self' 'unsafe-inline'" })).toBe(60_000)
    expect(keepFor(404, PRERENDERED)).toBe(0)
    expect(keepFor(200, { ...PRERENDERED, location: '/404' })).toBe(0)
    expect(keepFor(200, { ...PRERENDERED, 'content-type': 'text/x-component' })).toBe(0)
    expect(keepFor(308, PRERENDERED)).toBe(0)
  })
})

describe("the site server's kept answers", () => {
  // Each address answers as Next.js does, and counts how often it was asked.
  const calls = new Map<string, number>()
  // The bodies the prices row read.
  const bodies: string[] = []
  let version = 'first'
  const PAGE = (text: string) =>
    `<!DOCTYPE html><html><head><script src="/_next/static/chunks/1855koirmybfh.js" async=""></script></head><body><h1>${text}</h1><p>${'Day pass ₹499 · '.repeat(200)}</p></body></html>`
  const routes: Record<string, (response: ServerResponse) => void> = {
    '/bangalore/': (response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...PRERENDERED, 'X-Frame-Options': 'SAMEORIGIN' })
      response.end(PAGE(`Meridian Tower ${version}`))
    },
    '/stale/': (response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...PRERENDERED, 'x-nextjs-cache': 'STALE' })
      response.end(PAGE('old'))
    },
    '/account/': (response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-cache, no-store' })
      response.end(PAGE('Your bookings'))
    },
    '/slow/': (response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      for (const [name, value] of Object.entries(PRERENDERED)) response.setHeader(name, value)
      response.write(PAGE(`rendered from ${version}`).slice(0, 100))
      // A content change lands while the page is still being written.
      setTimeout(() => response.end(PAGE(`rendered from ${version}`).slice(100)), 50)
    },
    [PRICES]: (response) => {
      // Reads the body as Next.js would, from the request it is handed.
      const chunks: Buffer[] = []
      response.req.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        bodies.push(text)
        let codes: unknown
        try {
          codes = (JSON.parse(text) as { building_codes?: unknown }).building_codes
        } catch {
          codes = undefined
        }
        if (!Array.isArray(codes)) {
          response.writeHead(400, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
          response.end(JSON.stringify({ error: { code: 'bad_request', message: 'Send building_codes and type_list.' } }))
          return
        }
        response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        response.end(JSON.stringify({ data: codes.map((code) => ({ building_code: code, version })) }))
      })
    },
    '/footer.json': (response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=60, s-maxage=60' })
      response.end(JSON.stringify({ version, links: 'x'.repeat(3000) }))
    },
  }
  let server: Server
  let base: string
  beforeAll(async () => {
    // As scripts/serve.ts wires it.
    const answer = (request: IncomingMessage, response: ServerResponse) => {
      const key = cacheKey(request)
      if (key && serveKeptAnswer(request, response, key)) return
      const page = isPageRequest(request)
      const capture = key ? captureAnswer(request, key) : undefined
      if (page || capture) rewritePageResponse(request, response, { scripts: page, capture })
      const path = request.url ?? ''
      calls.set(path, (calls.get(path) ?? 0) + 1)
      // As Next.js does: the answer belongs to the request it was handed.
      Object.defineProperty(response, 'req', { value: request })
      routes[path]?.(response)
    }
    server = createServer((request, response) => {
      if (isKeptRead(request))
        withReadBody(request).then(
          (again) => answer(again, response),
          () => response.destroy(),
        )
      else answer(request, response)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  beforeEach(() => {
    clearCachedAnswers()
    calls.clear()
    bodies.length = 0
    version = 'first'
  })

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; text: string }>((resolve, reject) => {
      httpRequest(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const raw = Buffer.concat(chunks)
          const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: body.toString('utf8') })
        })
      })
        .on('error', reject)
        .end()
    })
  const browser = { accept: 'text/html', 'accept-encoding': 'gzip, br' }
  const post = (path: string, body: string, headers: Record<string, string> = {}, chunked = false) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; text: string }>((resolve, reject) => {
      const sent = {
        'content-type': 'application/json',
        ...(chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
        ...headers,
      }
      const outgoing = httpRequest(`${base}${path}`, { method: 'POST', headers: sent }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }),
        )
      }).on('error', reject)
      if (chunked) outgoing.write(body.slice(0, 5))
      outgoing.end(chunked ? body.slice(5) : body)
    })
  const PRICES_BODY = JSON.stringify({ building_codes: ['BLR-IND-01'], type_list: ['DAY_PASS'] })

  it('answers a page again from its copy, byte for byte, gzipped or not, with its headers', async () => {
    const first = await get('/bangalore/', browser)
    const second = await get('/bangalore/', browser)
    const plain = await get('/bangalore/', { accept: 'text/html' })
    expect(calls.get('/bangalore/')).toBe(1)
    expect(first.headers['x-site-cache']).toBeUndefined()
    expect(second.headers['x-site-cache']).toBe('HIT')
    expect(second.text).toBe(first.text)
    expect(plain.text).toBe(first.text)
    // The browser's page, with its scripts handed to the loader.
    expect(second.text).toContain('__scriptsAfterPaint')
    expect(second.text).toContain('Day pass ₹499')
    expect(second.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(first.text))
    expect(second.headers['x-frame-options']).toBe('SAMEORIGIN')
    // How long ago it was kept, so a browser or a CDN after this one counts its freshness from then.
    expect(Number(second.headers.age)).toBeGreaterThanOrEqual(0)
    expect(first.headers.age).toBeUndefined()
    expect(second.headers.vary).toMatch(/rsc.*Accept-Encoding/)
  })

  it('keeps a client that is not a browser apart: its page keeps its script tags', async () => {
    await get('/bangalore/', browser)
    const other = await get('/bangalore/', { accept: '*/*' })
    const again = await get('/bangalore/', { accept: '*/*' })
    expect(calls.get('/bangalore/')).toBe(2)
    expect(other.text).toContain('<script src="/_next/static/chunks/1855koirmybfh.js" async=""></script>')
    expect(again.headers['x-site-cache']).toBe('HIT')
    expect(again.text).toBe(other.text)
  })

  it('forgets everything on a content change', async () => {
    await get('/bangalore/', browser)
    await get('/footer.json')
    version = 'second'
    clearCachedAnswers()
    expect((await get('/bangalore/', browser)).text).toContain('Meridian Tower second')
    expect(JSON.parse((await get('/footer.json')).text).version).toBe('second')
    expect(calls.get('/bangalore/')).toBe(2)
  })

  it('does not keep a page rendered before a change that finished after it', async () => {
    const during = get('/slow/', browser)
    await new Promise((resolve) => setTimeout(resolve, 10))
    version = 'second'
    clearCachedAnswers()
    await during
    expect((await get('/slow/', browser)).text).toContain('rendered from second')
    expect(calls.get('/slow/')).toBe(2)
  })

  it('passes on what is private, stale, or asked for by someone signed in', async () => {
    for (const path of ['/account/', '/stale/']) {
      await get(path, browser)
      expect((await get(path, browser)).headers['x-site-cache']).toBeUndefined()
      expect(calls.get(path)).toBe(2)
    }
    await get('/bangalore/', browser)
    const signedIn = await get('/bangalore/', { ...browser, cookie: 'sthana.session_token=abc' })
    expect(signedIn.headers['x-site-cache']).toBeUndefined()
    expect(calls.get('/bangalore/')).toBe(2)
  })

  it('gives a client asking for a fresh answer one from Next.js, and keeps that one', async () => {
    await get('/bangalore/', browser)
    version = 'second'
    const reloaded = await get('/bangalore/', { ...browser, 'cache-control': 'no-cache', pragma: 'no-cache' })
    expect(reloaded.headers['x-site-cache']).toBeUndefined()
    expect(reloaded.text).toContain('Meridian Tower second')
    expect((await get('/bangalore/', browser)).text).toContain('Meridian Tower second')
    expect(calls.get('/bangalore/')).toBe(2)
  })

  it("answers a public POST read again from its copy, for the same body's bytes only", async () => {
    const first = await post(PRICES, PRICES_BODY)
    const second = await post(PRICES, PRICES_BODY)
    expect(first.status).toBe(200)
    expect(second.headers['x-site-cache']).toBe('HIT')
    expect(second.text).toBe(first.text)
    // What the row tells the visitor's browser and any cache on the way stands.
    expect(second.headers['cache-control']).toBe('no-store')
    // The row read the whole body on the one request that reached it.
    expect(bodies).toEqual([PRICES_BODY])
    const other = await post(PRICES, JSON.stringify({ building_codes: ['BLR-IND-02'], type_list: ['DAY_PASS'] }))
    expect(other.headers['x-site-cache']).toBeUndefined()
    expect(JSON.parse(other.text).data[0].building_code).toBe('BLR-IND-02')
    // Another media type is another request (the row refuses it), never the JSON one's answer.
    expect((await post(PRICES, PRICES_BODY, { 'content-type': 'text/plain' })).headers['x-site-cache']).toBeUndefined()
    expect(calls.get(PRICES)).toBe(3)
    // Nor one whose media type ends with the start of a kept body, sending the rest of it as its own body.
    const kept = '{"building_codes":["BLR-KOR-01"], "type_list":["BUNDLE"]}'
    await post(PRICES, kept)
    const split = await post(PRICES, '"type_list":["BUNDLE"]}', { 'content-type': 'application/json {"building_codes":["BLR-KOR-01"],' })
    expect(split.headers['x-site-cache']).toBeUndefined()
    expect(split.status).toBe(400)
    expect(calls.get(PRICES)).toBe(5)
  })

  it('never keeps a refusal, nor the answer to someone signed in or to a chunked body', async () => {
    for (let i = 0; i < 2; i++) expect((await post(PRICES, '{"building_codes": 1}')).status).toBe(400)
    await post(PRICES, PRICES_BODY, { cookie: 'sthana.session_token=abc' })
    await post(PRICES, PRICES_BODY, {}, true)
    expect(calls.get(PRICES)).toBe(4)
    // Each reached the row with its body whole.
    expect(bodies).toEqual(['{"building_codes": 1}', '{"building_codes": 1}', PRICES_BODY, PRICES_BODY])
    // Only other POST rows that only read are kept; the rest is never looked up.
    const form = { url: '/api/leads', method: 'POST', headers: { 'content-length': '20' } } as unknown as IncomingMessage
    expect(isKeptRead(form)).toBe(false)
    expect(cacheKey(form)).toBeNull()
    expect(keepReadFor(200, { 'content-type': 'application/json', 'set-cookie': ['a=1'] })).toBe(0)
    expect(keepReadFor(200, { 'content-type': 'text/html' })).toBe(0)
  })

  it('forgets a kept read on a content change', async () => {
    await post(PRICES, PRICES_BODY)
    version = 'second'
    clearCachedAnswers()
    expect(JSON.parse((await post(PRICES, PRICES_BODY)).text).data[0].version).toBe('second')
    expect(calls.get(PRICES)).toBe(2)
  })

  it('holds at most MAX_ENTRIES answers however small, counting their keys and headers', () => {
    clearCachedAnswers()
    const store = pageStore()
    for (let i = 0; i < MAX_ENTRIES + 50; i++) {
      const capture = captureAnswer({ url: `/api/search-index?q=${i}`, method: 'GET', headers: {} } as unknown as IncomingMessage)!
      capture.start(200, { 'content-type': 'application/json', 'cache-control': 'public, s-maxage=60' })
      capture.data(Buffer.from('{"data":[]}'))
      capture.end()
    }
    expect(store.entries.size).toBe(MAX_ENTRIES)
    expect(store.entries.has('other /api/search-index?q=0')).toBe(false)
    // Each in a buffer of its own, not a slice of Node.js's shared pool that would keep 8 kB for 11 bytes.
    const kept = store.entries.get(`other /api/search-index?q=${MAX_ENTRIES}`)!
    expect(kept.body.buffer.byteLength).toBe(kept.body.length)
    // Each counts far more than its 11 bytes of body.
    expect(store.bytes).toBeGreaterThan(MAX_ENTRIES * 500)
    clearCachedAnswers()
  })

  it('holds at most MAX_BYTES, dropping the least recently used', () => {
    clearCachedAnswers()
    const store = pageStore()
    const body = Buffer.alloc(1024 * 1024, 'a')
    const fill = (url: string) => {
      const capture = captureAnswer({ url, method: 'GET', headers: {} } as unknown as IncomingMessage)!
      expect(capture.start(200, { 'content-type': 'text/plain', 'cache-control': 's-maxage=60' })).toBe(true)
      capture.data(body)
      capture.end()
    }
    const count = MAX_BYTES / body.length + 5
    for (let i = 0; i < count; i++) fill(`/file-${i}`)
    expect(store.bytes).toBeLessThanOrEqual(MAX_BYTES)
    expect(store.entries.has('other /file-0')).toBe(false)
    expect(store.entries.has(`other /file-${count - 1}`)).toBe(true)
    clearCachedAnswers()
    expect(store.bytes).toBe(0)
  })
})
