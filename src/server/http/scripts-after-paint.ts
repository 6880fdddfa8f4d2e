import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { createGzip, type Gzip } from 'node:zlib'

// A page's scripts start loading once its largest element has been painted (docs/decisions/0004, 'Scripts after the
// largest paint'). Next.js writes the App Router's first-load scripts as `<script async>` (in the head, and the
// bootstrap one at the end of the first part of the body), so the browser fetches and runs them alongside the
// stylesheet and the hero image: on a phone the framework's 135 kB share the first second's bandwidth with the picture
// and then hold the main thread before the first paint. The site's server (scripts/serve.ts) rewrites those tags: the
// head gets one inline loader, which adds the same scripts, unchanged and in the same order, when the largest paint
// has happened (or on the visitor's first input, or after WAIT_MS at most); a script tag later in the page becomes a
// call to that loader. Everything else of the page is untouched: the flight data, the other inline scripts, the
// markup. A page works without its scripts until then, as it does without JavaScript (forms post to their server
// actions).

/** The longest the scripts wait for the largest paint, from the moment the head is read. */
export const WAIT_MS = 2500

/** How much of a page is read for its head before it is passed on as it is. */
const MAX_HEAD_BYTES = 256 * 1024

/** The loader's global function, which a script tag after the head becomes a call to. */
const LATER = '__scriptsAfterPaint'

const CHUNK = String.raw`/_next/static/chunks/[\w.~-]+\.js`
const SCRIPT_TAG = new RegExp(String.raw`<script src="(${CHUNK})" async=""></script>`, 'g')
const SCRIPT_PRELOAD = new RegExp(String.raw`<link rel="preload" as="script" fetchPriority="low" href="(${CHUNK})"/>`, 'g')
/** The longest tail of a part of the body that may be the start of a script tag continued in the next part. */
const LONGEST_TAG = 160

/** Where a script tag starts that the end of `text` may have cut in two (or text.length: none). */
export function unfinishedTag(text: string): number {
  const open = text.lastIndexOf('<script')
  if (open >= 0 && text.length - open <= LONGEST_TAG && text.indexOf('</script>', open) < 0) return open
  for (let n = Math.min('<script'.length, text.length); n > 0; n--) if ('<script'.startsWith(text.slice(-n))) return text.length - n
  return text.length
}

/** The bundler's runtime chunk, which starts the app once every chunk it lists has registered (see LOADER). */
const RUNTIME = String.raw`/\/turbopack-[\w.~-]+\.js$/`

/**
 * Runs in the browser, inline in the head, with the page's script addresses (`sources`) and WAIT_MS (`waitMs`): adds
 * the scripts once the largest paint is known. 'Known' means a largest-contentful-paint entry has been reported for the
 * page's hero picture (the image it asks for first, `fetchpriority="high"`), or for anything when the page has no hero
 * on its first screen (not shown, below it, or broken: no paint of it will be reported). Hidden tabs and browsers
 * without the entry type get the scripts at once. `data-scripts` on the root element says where they are (waiting,
 * started, loaded): the browser tests wait for 'loaded' where they used to wait for the load event. Written as text,
 * not as a function turned into text, so that no compiler's helpers end up in it.
 *
 * The bundler's runtime (RUNTIME) is added last, once every other script has run; it is preloaded meanwhile, so it is
 * there when its turn comes. It starts the app (the modules' first run, React's hydration) in the task in which the
 * last of it and the chunks it lists arrives. Added with the others, that was usually the framework's largest chunk,
 * whose compiling V8 finishes in the same task: one task of 25–67 ms on this machine, four times that on Lighthouse's
 * simulated phone. Last, the start is a task of its own (decision 0004, 'The app starts in a task of its own').
 * The others are added one to a task: adding a script takes the main thread 1.5–3.5 ms (the request it starts), and
 * ten at once made a task of 13–30 ms.
 */
const LOADER = `(function (sources, waitMs) {
  var root = document.documentElement
  var started = false
  var pending = 0
  var runtime = null
  function addRuntime() {
    var last = runtime
    runtime = null
    add(last)
  }
  function settled() {
    if (--pending > 0) return
    if (runtime !== null) addRuntime()
    else root.setAttribute('data-scripts', 'loaded')
  }
  function append(source) {
    var script = document.createElement('script')
    script.src = source
    script.async = true
    script.onload = script.onerror = settled
    document.head.appendChild(script)
  }
  function add(source) {
    pending++
    root.setAttribute('data-scripts', 'started')
    append(source)
  }
  function start() {
    if (started) return
    started = true
    var first = []
    for (var i = 0; i < sources.length; i++) {
      if (runtime === null && ${RUNTIME}.test(sources[i])) runtime = sources[i]
      else first.push(sources[i])
    }
    if (runtime !== null) {
      var early = document.createElement('link')
      early.rel = 'preload'
      early.as = 'script'
      early.href = runtime
      document.head.appendChild(early)
    }
    pending += first.length
    root.setAttribute('data-scripts', 'started')
    first.forEach(function (source) {
      setTimeout(function () {
        append(source)
      }, 0)
    })
    if (pending === 0 && runtime !== null) addRuntime()
  }
  self.${LATER} = function (source) {
    if (started) add(source)
    else sources.push(source)
  }
  root.setAttribute('data-scripts', 'waiting')
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []
  if (document.visibilityState === 'hidden' || types.indexOf('largest-contentful-paint') < 0) return start()
  var painted = []
  function check() {
    if (document.readyState === 'loading') return
    var hero = document.querySelector('img[fetchpriority="high"]')
    if (hero) {
      var box = hero.getBoundingClientRect()
      if (!box.width || box.top >= innerHeight || (hero.complete && !hero.naturalWidth)) hero = null
    }
    if (hero ? painted.indexOf(hero) >= 0 : painted.length > 0) setTimeout(start, 0)
  }
  new PerformanceObserver(function (list) {
    var entries = list.getEntries()
    for (var i = 0; i < entries.length; i++) painted.push(entries[i].element)
    check()
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  document.addEventListener('DOMContentLoaded', check)
  ;['pointerdown', 'keydown', 'touchstart'].forEach(function (type) {
    addEventListener(type, start, { capture: true, once: true, passive: true })
  })
  setTimeout(start, waitMs)
})`.replace(/\n\s*/g, '\n')

/**
 * A page's head with its chunk scripts (and the preloads of them) replaced by the loader, or null when the head holds
 * none in the form Next.js writes them (a page whose scripts carry a nonce, for one, keeps them).
 */
export function deferHeadScripts(head: string): string | null {
  const sources: string[] = []
  const rewritten = head.replace(SCRIPT_PRELOAD, '').replace(SCRIPT_TAG, (_tag, source: string) => {
    sources.push(source)
    return ''
  })
  if (!sources.length) return null
  return `${rewritten}<script>${LOADER}(${JSON.stringify(sources)},${WAIT_MS})</script>`
}

/** Part of a page after its head, with its chunk script tags made calls to the loader. */
export function deferBodyScripts(body: string): string {
  return body.replace(SCRIPT_TAG, (_tag, source: string) => `<script>${LATER}(${JSON.stringify(source)})</script>`)
}

/** The script addresses a rewritten page hands to its loader, in order (what deferHeadScripts and deferBodyScripts wrote). */
export function deferredSources(html: string): string[] {
  const sources: string[] = []
  const written = new RegExp(
    String.raw`<script>(?:\(function \(sources, waitMs\)[^]*?\}\)\((\[[^\]]*\]),\d+\)|${LATER}\(("[^"]+")\))</script>`,
    'g',
  )
  for (const match of html.matchAll(written)) sources.push(...(JSON.parse(match[1] ?? `[${match[2]}]`) as string[]))
  return sources
}

/** Whether a request is a browser asking for a page (not a client navigation, a file or an API row). */
export function isPageRequest(request: IncomingMessage): boolean {
  if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return false
  if (request.headers.rsc || request.headers['next-router-prefetch'] || request.headers['next-action']) return false
  const path = request.url ?? '/'
  return !/^\/(?:_next|api|cms-api|admin)(?:[/?]|$)/.test(path)
}

/** Whether an Accept-Encoding header takes gzip. */
export const acceptsGzip = (header: string | string[] | undefined) =>
  String(header ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...parameters] = part.trim().toLowerCase().split(';')
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return (coding === 'gzip' || coding === '*') && (!q || Number(q.slice(2)) > 0)
    })

/** Content types worth compressing. */
export const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|javascript|manifest\+json|[\w.+-]+\+(?:json|xml)))/

/** Reads an answer as it leaves, before it is compressed (the site server's page cache keeps it). */
export interface AnswerCapture {
  /** The answer's status and headers as Next.js set them, once its first bytes say what it is; false: not wanted. */
  start(status: number, headers: OutgoingHttpHeaders): boolean
  data(bytes: Buffer): void
  /** The whole answer has been written. */
  end(): void
}

/**
 * Rewrites the scripts of the HTML page this response carries (deferHeadScripts, deferBodyScripts). Next.js would compress the page
 * before this code could read it, so the request's Accept-Encoding is taken away from Next.js and the page is
 * gzipped here instead (behind the production profile's nginx, which compresses itself, requests come without one).
 * Anything that is not an HTML page passes through, compressed here when it can be. With `scripts: false` an HTML page
 * passes through too (a request that is not a browser's, read for the page cache); `capture` reads what leaves.
 */
export function rewritePageResponse(
  request: IncomingMessage,
  response: ServerResponse,
  options: { scripts?: boolean; capture?: AnswerCapture } = {},
): void {
  const { scripts = true, capture } = options
  const gzipWanted = acceptsGzip(request.headers['accept-encoding'])
  delete request.headers['accept-encoding']

  const write = response.write.bind(response) as (chunk: Buffer) => boolean
  const end = response.end.bind(response) as (callback?: () => void) => ServerResponse
  const writeHead = response.writeHead.bind(response) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse
  const flushHeaders = response.flushHeaders.bind(response)

  // undecided: nothing written yet; head: an HTML page's head is being read; scripts: the head had the scripts
  // rewritten, so are the body's; body: the rest passes as it is (compressed when it can be); plain: as it is.
  let mode: 'undecided' | 'head' | 'scripts' | 'body' | 'plain' = 'undecided'
  // The page is read as latin1 (one character per byte) while it is rewritten: every tag matched is ASCII, and no
  // UTF-8 character is cut or changed where parts are joined and split.
  let held = ''
  let gzip: Gzip | null = null
  let flushScheduled = false
  let capturing = false

  const output = (chunk: Buffer) => {
    if (capturing) capture!.data(chunk)
    if (!gzip) return write(chunk)
    gzip.write(chunk)
    // Chunks written in one turn leave as one: a streamed page still reaches the browser part by part.
    if (!flushScheduled) {
      flushScheduled = true
      setImmediate(() => {
        flushScheduled = false
        gzip?.flush()
      })
    }
    return true
  }

  const decide = () => {
    const type = String(response.getHeader('content-type') ?? '')
    const encoded = response.hasHeader('content-encoding')
    const bodiless = response.statusCode === 204 || response.statusCode === 304
    if (encoded || bodiless) return (mode = 'plain')
    mode = scripts && type.startsWith('text/html') ? 'head' : 'body'
    // The page's length changes when its scripts are rewritten: the length Next.js gave the original would cut it short.
    if (mode === 'head') response.removeHeader('content-length')
    capturing = capture?.start(response.statusCode, response.getHeaders()) ?? false
    if (!gzipWanted || !COMPRESSIBLE.test(type)) return
    response.removeHeader('content-length')
    response.setHeader('content-encoding', 'gzip')
    const vary = String(response.getHeader('vary') ?? '')
    if (!/accept-encoding/i.test(vary)) response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    gzip = createGzip()
    gzip.on('data', (chunk: Buffer) => write(chunk))
    // A visitor who leaves mid-page closes the response: the rest is dropped, and writing it to the closed compressor
    // is not an error worth the process.
    gzip.on('error', () => undefined)
    response.once('close', () => gzip?.destroy())
  }

  /** Passes on what is held of the body, keeping back a tail that may be a script tag cut in two. */
  const releaseBody = (final: boolean) => {
    const cut = final ? held.length : unfinishedTag(held)
    const ready = held.slice(0, cut)
    held = held.slice(cut)
    return ready ? output(Buffer.from(deferBodyScripts(ready), 'latin1')) : true
  }

  const releaseHead = (final: boolean) => {
    const at = held.indexOf('</head>')
    if (at < 0 && !final && held.length < MAX_HEAD_BYTES) return true
    const rewritten = at < 0 ? null : deferHeadScripts(held.slice(0, at))
    if (rewritten === null) {
      mode = 'body'
      const all = held
      held = ''
      return output(Buffer.from(all, 'latin1'))
    }
    mode = 'scripts'
    held = held.slice(at)
    output(Buffer.from(rewritten, 'latin1'))
    return releaseBody(final)
  }

  const take = (chunk: unknown, encoding?: unknown): boolean => {
    if (chunk === undefined || chunk === null) return true
    const bytes = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    if (mode === 'undecided') decide()
    if (mode === 'plain') return write(bytes)
    if (mode === 'body') return output(bytes)
    held += bytes.toString('latin1')
    return mode === 'head' ? releaseHead(false) : releaseBody(false)
  }

  // Next.js flushes the headers before its first chunk; they wait here until that chunk says what the body is.
  response.flushHeaders = () => {
    if (mode !== 'undecided') flushHeaders()
  }
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    if (mode !== 'undecided') return writeHead(status, ...(rest as [OutgoingHttpHeaders]))
    response.statusCode = status
    const headers = rest.find((r) => typeof r === 'object' && r !== null)
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) response.setHeader(headers[i], headers[i + 1])
    else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value)
    return response
  }) as ServerResponse['writeHead']
  response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    const ok = take(chunk, encoding)
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done as () => void)
    return ok
  }) as ServerResponse['write']
  response.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function') as (() => void) | undefined
    if (typeof chunk !== 'function') take(chunk, encoding)
    if (mode === 'undecided') {
      mode = 'plain'
      return end(done)
    }
    if (mode === 'head') releaseHead(true)
    else if (mode === 'scripts') releaseBody(true)
    if (capturing) capture!.end()
    const zip = gzip as Gzip | null
    if (!zip) return end(done)
    zip.once('end', () => end(done))
    zip.end()
    return response
  }) as ServerResponse['end']
}
