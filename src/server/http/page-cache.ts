import { IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import { pageStore, type CachedAnswer } from '../cache/page-store'
import { acceptsGzip, COMPRESSIBLE, isPageRequest, type AnswerCapture } from './scripts-after-paint'

// The site server keeps what it may share for a minute, as a shared cache in front of Next.js would (a CDN, or the
// production profile's nginx with its one-second micro-cache), and answers the next requests for it without Next.js:
// a prerendered building page asked for again costs a copy from memory instead of Next.js's request pipeline, the
// proxy's address check, the scripts' rewriting and the compression (docs/decisions/0004, 'Pages kept by the site
// server'). What it keeps is exactly what HTTP lets a shared cache keep: a 200 marked `s-maxage` (Next.js marks its
// prerendered pages so, and the catalogue's public GET rows, the search index and the footer's and maps' data say so
// themselves), with no cookie set, not private, and varying only on the headers of client navigations, which never use
// the cache; and the answers of the few POST rows that only read public data (KEPT_READS). Every content change in
// the CMS of this process clears it with the API's cached answers (clearCachedAnswers); another app instance serves
// its copy for at most TTL_MS after Next.js gave it (a catalogue row, whose answer that instance's process also keeps
// for a minute, up to two minutes after the change). Requests of someone signed in, of an operator's draft preview,
// with a range or a condition, and anything for Payload's REST API, the admin or Next.js's own files go to Next.js as
// before. A visitor making up addresses cannot grow it past MAX_BYTES (keys and headers counted) or MAX_ENTRIES.

/** The longest an answer is kept (shorter when its `s-maxage` says so). */
export const TTL_MS = 60_000
/** What the store may hold in all; the least recently used answers go first. */
export const MAX_BYTES = 64 * 1024 * 1024
/** At most this many answers, however small: a visitor making up addresses cannot fill memory with tiny ones. */
export const MAX_ENTRIES = 10_000
/** Larger answers are not kept. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024
/** Addresses longer than this are not kept (a real page's or row's address is far shorter). */
const MAX_URL_LENGTH = 1024
/** What an entry costs beyond its body, key and headers (the objects holding them). */
const ENTRY_OVERHEAD_BYTES = 512

/** Cookies of a signed-in customer or operator, or of a draft preview (as in scripts/lib/nginx.ts's cache bypass). */
const PERSONAL_COOKIES = /sthana\.session|sthana_signed_in|payload-token|__prerender_bypass|__next_preview_data/
/** Headers of Next.js's client navigations: their requests never use the store, so an answer may vary on them. */
const NAVIGATION_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url']
/** Headers of client navigations and server actions, and of requests a shared cache passes on. */
const BYPASS_HEADERS = [
  ...NAVIGATION_HEADERS,
  'next-action',
  'authorization',
  'range',
  'if-none-match',
  'if-modified-since',
  'x-prerender-revalidate',
]
/** The request headers an answer may vary on and still be kept. */
const KEPT_VARY = new Set([...NAVIGATION_HEADERS, 'accept-encoding'])
/** Headers of one connection or of one body, not of the answer. */
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date'])

/**
 * POST rows that only read public data and answer everyone alike: the building page's prices (spec section 7 has them
 * as a POST). Their answers are kept too, under the row's address, the body's media type and the body's exact bytes,
 * for as long as the process keeps the catalogue's answers (answer-cache.ts) and cleared with them; only a 200 is
 * kept, so a body the row refuses reaches it every time. The row's `no-store` speaks to caches between the site and
 * the visitor, and is what the copy answers with: this copy is the origin's own, like the process's answer cache.
 */
const KEPT_READS = new Set(['/api/catalogue/api/v1/products/type/details'])
/** A kept read's body is at most this long (a building's prices ask in about 60 bytes); larger ones reach Next.js. */
const MAX_READ_BODY_BYTES = 4096
/** The bodies of kept reads, read before Next.js sees the request (withReadBody). */
const readBodies = new WeakMap<IncomingMessage, Buffer>()

/** Whether a request must reach Next.js whatever it asks for: a navigation, an action, a condition, someone signed in. */
function passesOn(request: IncomingMessage): boolean {
  return BYPASS_HEADERS.some((name) => request.headers[name] !== undefined) || PERSONAL_COOKIES.test(request.headers.cookie ?? '')
}

/** The key an answer to this request is kept under, or null when the request must reach Next.js. */
export function cacheKey(request: IncomingMessage): string | null {
  const url = request.url ?? '/'
  if (url.length > MAX_URL_LENGTH || passesOn(request)) return null
  if (request.method === 'POST') {
    const body = readBodies.get(request)
    if (!body || !KEPT_READS.has(url)) return null
    // Parts joined by a line break, which neither an address nor a header value can hold: a media type with a space
    // in it cannot pass for another request's media type and the start of its body.
    return `read ${url}\n${String(request.headers['content-type'] ?? '')}\n${body.toString('latin1')}`
  }
  if (request.method !== 'GET' || /^\/(?:_next|cms-api|admin)(?:[/?]|$)/.test(url)) return null
  // A browser's page has its scripts rewritten (scripts-after-paint.ts); the same address asked for otherwise has not.
  return `${isPageRequest(request) ? 'page' : 'other'} ${url}`
}

/** Whether this request is a kept read whose body the site server reads first (withReadBody), to look it up. */
export function isKeptRead(request: IncomingMessage): boolean {
  if (request.method !== 'POST' || !KEPT_READS.has(request.url ?? '') || passesOn(request)) return false
  // A declared length only: a chunked body goes to Next.js, which reads it with the row's own cap.
  const length = Number(request.headers['content-length'])
  return request.headers['transfer-encoding'] === undefined && Number.isInteger(length) && length > 0 && length <= MAX_READ_BODY_BYTES
}

/**
 * Reads a kept read's body, and hands back a request that carries it for Next.js to read again (the original's body
 * is spent). Rejects when the client goes away before sending all of it.
 */
export function withReadBody(request: IncomingMessage): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_READ_BODY_BYTES) chunks.push(chunk)
    })
    request.on('error', reject)
    request.on('close', () => {
      if (!request.complete) reject(new Error('The client went away before sending the whole body.'))
    })
    request.on('end', () => {
      const body = Buffer.concat(chunks)
      if (size > MAX_READ_BODY_BYTES) return reject(new Error('The body is longer than its declared length.'))
      const again = new IncomingMessage(request.socket)
      again.method = request.method
      again.url = request.url
      again.headers = request.headers
      again.rawHeaders = request.rawHeaders
      again.httpVersion = request.httpVersion
      again.httpVersionMajor = request.httpVersionMajor
      again.httpVersionMinor = request.httpVersionMinor
      again.complete = true
      again.push(body)
      again.push(null)
      readBodies.set(again, body)
      resolve(again)
    })
  })
}

/** An answer nothing may keep: not a 200, setting a cookie, or already compressed (the store compresses itself). */
const neverKept = (status: number, headers: OutgoingHttpHeaders): boolean =>
  status !== 200 || headers['set-cookie'] !== undefined || headers['content-encoding'] !== undefined

/** How long a kept read's answer may be kept, in milliseconds (0: not at all): a 200 in JSON, setting no cookie. */
export function keepReadFor(status: number, headers: OutgoingHttpHeaders): number {
  if (neverKept(status, headers)) return 0
  return /^application\/json/i.test(String(headers['content-type'] ?? '')) ? TTL_MS : 0
}

/** How long an answer may be kept, in milliseconds (0: not at all). */
export function keepFor(status: number, headers: OutgoingHttpHeaders): number {
  if (neverKept(status, headers)) return 0
  // A client navigation's data (an address Next.js answers with its flight format) or an answer pointing elsewhere.
  if (headers.location !== undefined || /^text\/x-component/i.test(String(headers['content-type'] ?? ''))) return 0
  if (String(headers['x-nextjs-cache'] ?? '').toUpperCase() === 'STALE') return 0
  // A page whose scripts carry a nonce is rendered per request, and its nonce must never be shared.
  if (/'nonce-/.test(String(headers['content-security-policy'] ?? ''))) return 0
  const control = String(headers['cache-control'] ?? '').toLowerCase()
  if (/(?:^|[,\s])(?:private|no-store|no-cache)(?:[,=\s]|$)/.test(control)) return 0
  const shared = /(?:^|[,\s])s-maxage=(\d+)/.exec(control)
  if (!shared || Number(shared[1]) <= 0) return 0
  const vary = String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  if (vary.some((name) => !KEPT_VARY.has(name))) return 0
  return Math.min(Number(shared[1]) * 1000, TTL_MS)
}

function remember(key: string, answer: CachedAnswer): void {
  const store = pageStore()
  forget(key)
  store.entries.set(key, answer)
  store.bytes += answer.bytes
  trim()
}

/** Drops the least recently used answers while the store is over its bounds, and expired ones found on the way. */
function trim(): void {
  const store = pageStore()
  const now = Date.now()
  for (const [oldest, entry] of store.entries) {
    const over = store.bytes > MAX_BYTES || store.entries.size > MAX_ENTRIES
    if (!over && entry.expires > now) break
    store.entries.delete(oldest)
    store.bytes -= entry.bytes
  }
}

/** What an entry holds in memory: its body, its key, its headers and the objects around them. */
function sizeOf(key: string, headers: Record<string, string | string[]>, body: Buffer): number {
  let size = body.length + key.length + ENTRY_OVERHEAD_BYTES
  for (const [name, value] of Object.entries(headers)) size += name.length + String(value).length
  return size
}

/**
 * The bytes of `chunks` in a buffer of their own. A small buffer from Buffer.concat (or zlib) is a slice of Node.js's
 * shared 8 kB pool, and keeping it would keep the whole block: a store of small answers would hold many times the
 * bytes it counts against MAX_BYTES.
 */
export function ownBuffer(chunks: readonly Buffer[]): Buffer {
  const own = Buffer.allocUnsafeSlow(chunks.reduce((size, chunk) => size + chunk.length, 0))
  let offset = 0
  for (const chunk of chunks) offset += chunk.copy(own, offset)
  return own
}

function forget(key: string): void {
  const store = pageStore()
  const entry = store.entries.get(key)
  if (!entry) return
  store.entries.delete(key)
  store.bytes -= entry.bytes
}

/**
 * Reads the answer Next.js gives this request, to keep it if it may be kept; undefined when it may not. `key` is the
 * request's cacheKey, when the caller has it already.
 */
export function captureAnswer(request: IncomingMessage, key = cacheKey(request)): AnswerCapture | undefined {
  if (!key) return undefined
  const generation = pageStore().generation
  const chunks: Buffer[] = []
  let size = 0
  let status = 0
  let headers: Record<string, string | string[]> = {}
  let ttl = 0
  return {
    start(answerStatus, answerHeaders) {
      ttl = request.method === 'POST' ? keepReadFor(answerStatus, answerHeaders) : keepFor(answerStatus, answerHeaders)
      if (!ttl) return false
      status = answerStatus
      headers = {}
      for (const [name, value] of Object.entries(answerHeaders))
        if (value !== undefined && !NOT_KEPT.has(name)) headers[name] = Array.isArray(value) ? value : String(value)
      return true
    },
    data(bytes) {
      size += bytes.length
      if (size <= MAX_ANSWER_BYTES) chunks.push(bytes)
    },
    end() {
      // Too large, or rendered from content that a change has since replaced.
      if (size > MAX_ANSWER_BYTES || pageStore().generation !== generation) return
      const body = ownBuffer(chunks)
      const type = String(headers['content-type'] ?? '')
      const now = Date.now()
      const bytes = sizeOf(key, headers, body)
      remember(key, { status, headers, body, compressible: COMPRESSIBLE.test(type), storedAt: now, expires: now + ttl, bytes })
    },
  }
}

/**
 * Answers the request from the store when it holds a fresh answer to it; false when Next.js must answer. `key` is the
 * request's cacheKey, when the caller has it already.
 */
export function serveKeptAnswer(request: IncomingMessage, response: ServerResponse, key = cacheKey(request)): boolean {
  // A client asking for a fresh answer (a hard reload) gets one from Next.js, which then replaces the copy.
  if (!key || /no-cache/i.test(`${request.headers['cache-control'] ?? ''} ${request.headers.pragma ?? ''}`)) return false
  const store = pageStore()
  const entry = store.entries.get(key)
  if (!entry) return false
  if (entry.expires <= Date.now()) {
    forget(key)
    return false
  }
  store.entries.delete(key)
  store.entries.set(key, entry)

  const gzip = entry.compressible && entry.body.length >= 1024 && acceptsGzip(request.headers['accept-encoding'])
  if (gzip && !entry.gzipped) {
    entry.gzipped = ownBuffer([gzipSync(entry.body)])
    entry.bytes += entry.gzipped.length
    store.bytes += entry.gzipped.length
    trim()
  }
  const body = gzip ? entry.gzipped! : entry.body
  const headers: OutgoingHttpHeaders = {
    ...entry.headers,
    'content-length': body.length,
    age: String(Math.floor((Date.now() - entry.storedAt) / 1000)),
    'x-site-cache': 'HIT',
  }
  if (gzip) headers['content-encoding'] = 'gzip'
  if (entry.compressible) {
    const vary = String(entry.headers.vary ?? '')
    if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
  }
  response.writeHead(entry.status, headers)
  response.end(body)
  return true
}
