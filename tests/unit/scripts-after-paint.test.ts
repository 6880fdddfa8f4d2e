import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { runInNewContext } from 'node:vm'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  deferBodyScripts,
  deferHeadScripts,
  deferredSources,
  isPageRequest,
  rewritePageResponse,
  unfinishedTag,
} from '../../src/server/http/scripts-after-paint'

const head = (body: string) => `<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>${body}<title>Meridian Tower</title></head>`
const NEXT_HEAD = head(
  '<link rel="stylesheet" href="/_next/static/chunks/40mb4rbbsip02.css" data-precedence="next"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/1855koirmybfh.js"/>' +
    '<script src="/_next/static/chunks/0o9t81zaswc2b.js" async=""></script>' +
    '<script src="/_next/static/chunks/turbopack-32g9idqqcaa90.js" async=""></script>' +
    '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>' +
    '<script src="/_next/static/chunks/1855koirmybfh.js" async=""></script>',
)
const BOOTSTRAP = '<script src="/_next/static/chunks/1855koirmybfh.js" async=""></script>'
const BODY =
  '<body><main><h1>Meridian Tower</h1><p>Day pass ₹499 · ನಮಸ್ಕಾರ</p></main><script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>' +
  BOOTSTRAP +
  '<script>self.__next_f.push([1,"x"])</script></body></html>'
/** The body as the browser gets it: the bootstrap script handed to the loader. */
const DEFERRED_BODY = BODY.replace(BOOTSTRAP, '<script>__scriptsAfterPaint("/_next/static/chunks/1855koirmybfh.js")</script>')

/** The addresses the loader is given, in order. */
const loaderSources = (html: string) => {
  const match = /\}\)\((\[[^\]]*\]),\d+\)<\/script>/.exec(html)
  return match ? (JSON.parse(match[1]) as string[]) : null
}

describe("a page's head, with its scripts after the largest paint", () => {
  it('hands every chunk script to one loader, in order, and drops their preloads', () => {
    const rewritten = deferHeadScripts(NEXT_HEAD.replace('</head>', ''))
    expect(rewritten).not.toBeNull()
    expect(loaderSources(rewritten!)).toEqual([
      '/_next/static/chunks/0o9t81zaswc2b.js',
      '/_next/static/chunks/turbopack-32g9idqqcaa90.js',
      '/_next/static/chunks/1855koirmybfh.js',
    ])
    expect(rewritten).not.toContain('async=""')
    expect(rewritten).not.toContain('rel="preload" as="script"')
    // The stylesheet, the legacy browsers' polyfills and everything else stay as they were.
    expect(rewritten).toContain('<link rel="stylesheet" href="/_next/static/chunks/40mb4rbbsip02.css" data-precedence="next"/>')
    expect(rewritten).toContain('<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>')
    expect(rewritten).toContain('<title>Meridian Tower</title>')
    // Text, not a compiled function: no bundler helper may end up in the page.
    expect(rewritten).not.toMatch(/__name|__defProp|require\(/)
  })

  it('hands a chunk script after the head to the loader where it stands, and knows a tag cut in two', () => {
    expect(deferBodyScripts(BODY)).toBe(DEFERRED_BODY)
    expect(deferBodyScripts('<script src="https://example.com/a.js" async=""></script>')).toBe(
      '<script src="https://example.com/a.js" async=""></script>',
    )
    const cutAt = BODY.indexOf('1855')
    expect(unfinishedTag(BODY.slice(0, cutAt))).toBe(BODY.indexOf(BOOTSTRAP))
    expect(unfinishedTag('<p>x</p><scr')).toBe(8)
    expect(unfinishedTag('<p>x</p><')).toBe(8)
    expect(unfinishedTag('<p>x</p>')).toBe(8)
    expect(unfinishedTag('<script>self.__next_f.push([1,"' + 'x'.repeat(500))).toBe(531)
  })

  it('leaves a head alone whose scripts carry a nonce or come from elsewhere', () => {
    expect(deferHeadScripts(head('<script src="/_next/static/chunks/a.js" async="" nonce="abc"></script>'))).toBeNull()
    expect(deferHeadScripts(head('<script src="https://checkout.razorpay.com/v1/checkout.js" async=""></script>'))).toBeNull()
  })

  it('reads only page requests from browsers: not files, API rows, the admin or client navigations', () => {
    const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
      ({ url, method, headers: { accept: 'text/html,application/xhtml+xml', ...headers } }) as unknown as IncomingMessage
    expect(isPageRequest(request('/bangalore/meridian-tower-indiranagar/'))).toBe(true)
    expect(isPageRequest(request('/'))).toBe(true)
    expect(isPageRequest(request('/', {}, 'POST'))).toBe(false)
    expect(isPageRequest(request('/', { accept: '*/*' }))).toBe(false)
    expect(isPageRequest(request('/bangalore/', { rsc: '1' }))).toBe(false)
    for (const url of ['/_next/static/chunks/a.js', '/api/v1/products', '/cms-api/media/file/a.webp', '/admin', '/admin/collections'])
      expect(isPageRequest(request(url))).toBe(false)
  })
})

/** A script or link element the loader made, as the stand-in document below records it. */
interface Added {
  tag: string
  src?: string
  href?: string
  rel?: string
  onload?: () => void
}

/**
 * Runs the loader of a rewritten head against a stand-in document (a hidden tab: it starts at once) whose timers run
 * when asked. The browser's side, with the real runtime and chunks, is hydration.e2e.ts's.
 */
function runLoader(rewrittenHead: string) {
  const code = /<script>(\(function \(sources, waitMs\)[^]*?)<\/script>/.exec(rewrittenHead)![1]
  const added: Added[] = []
  const timers: (() => void)[] = []
  const attributes = new Map<string, string>()
  const document = {
    visibilityState: 'hidden',
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    head: { appendChild: (element: Added) => added.push(element) },
    createElement: (tag: string) => ({ tag }),
  }
  const context = { document, setTimeout: (callback: () => void) => timers.push(callback), addEventListener: () => undefined }
  runInNewContext(`var self = this; var window = this; ${code}`, context)
  return {
    added,
    later: (source: string) => (context as unknown as { __scriptsAfterPaint: (source: string) => void }).__scriptsAfterPaint(source),
    /** Runs the timers set so far, each as the task of its own it would be. */
    runTimers: () => timers.splice(0).forEach((timer) => timer()),
    /** Runs the first timer set, alone. */
    runTimer: () => timers.shift()!(),
    state: () => attributes.get('data-scripts'),
    scripts: () => added.filter((a) => a.tag === 'script').map((a) => a.src),
    load: (src: string) => added.find((a) => a.tag === 'script' && a.src === src)!.onload!(),
  }
}

describe("the loader in the page's head", () => {
  const RUNTIME_CHUNK = '/_next/static/chunks/turbopack-32g9idqqcaa90.js'
  const OTHERS = ['/_next/static/chunks/0o9t81zaswc2b.js', '/_next/static/chunks/1855koirmybfh.js']

  it('adds each script in a task of its own, and the bundler runtime once the others have run, preloaded meanwhile', () => {
    const loader = runLoader(deferHeadScripts(NEXT_HEAD.replace('</head>', ''))!)
    expect(loader.state()).toBe('started')
    expect(loader.added).toEqual([{ tag: 'link', rel: 'preload', as: 'script', href: RUNTIME_CHUNK }])
    loader.runTimer()
    expect(loader.scripts()).toEqual(OTHERS.slice(0, 1))
    loader.runTimer()
    expect(loader.scripts()).toEqual(OTHERS)
    loader.load(OTHERS[1]!)
    expect(loader.scripts()).not.toContain(RUNTIME_CHUNK)
    loader.load(OTHERS[0]!)
    expect(loader.scripts()).toEqual([...OTHERS, RUNTIME_CHUNK])
    expect(loader.state()).toBe('started')
    loader.load(RUNTIME_CHUNK)
    expect(loader.state()).toBe('loaded')
  })

  it('holds the runtime back for a script the page hands it after the start, and adds a lone runtime at once', () => {
    const loader = runLoader(deferHeadScripts(NEXT_HEAD.replace('</head>', ''))!)
    loader.runTimers()
    loader.later('/_next/static/chunks/0tc9dkn5q70h1.js')
    for (const src of OTHERS) loader.load(src)
    expect(loader.scripts()).not.toContain(RUNTIME_CHUNK)
    loader.load('/_next/static/chunks/0tc9dkn5q70h1.js')
    expect(loader.scripts().at(-1)).toBe(RUNTIME_CHUNK)

    const lone = runLoader(deferHeadScripts(head(`<script src="${RUNTIME_CHUNK}" async=""></script>`))!)
    expect(lone.scripts()).toEqual([RUNTIME_CHUNK])
    lone.load(RUNTIME_CHUNK)
    expect(lone.state()).toBe('loaded')
  })
})

describe("the site server's rewriting of a page response", () => {
  // Each route writes the way Next.js does: a prerendered page in one end() with its length, a streamed one in parts
  // after flushHeaders(), and other answers as they are.
  const routes: Record<string, (response: ServerResponse) => void> = {
    '/cached': (response) => {
      const page = NEXT_HEAD + BODY
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.setHeader('Content-Length', Buffer.byteLength(page))
      response.end(page)
    },
    '/streamed': (response) => {
      response.statusCode = 404
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.flushHeaders()
      // Cut in the head, inside the rupee sign, and inside the bootstrap script tag.
      const page = Buffer.from(NEXT_HEAD + BODY)
      const cuts = [page.indexOf('turbopack'), page.indexOf('₹') + 1, page.indexOf('1855koir', page.indexOf('<body>')), page.length]
      let from = 0
      const next = () => {
        const to = cuts.shift()!
        const part = page.subarray(from, to)
        from = to
        if (cuts.length) {
          response.write(cuts.length % 2 ? part : new Uint8Array(part))
          setTimeout(next, 5)
        } else response.end(part)
      }
      next()
    },
    '/slow': (response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.write(NEXT_HEAD)
      setTimeout(() => {
        response.write(BODY)
        response.end()
      }, 100)
    },
    '/json': (response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ ok: true, padding: 'x'.repeat(2000) }))
    },
    '/not-modified': (response) => {
      response.writeHead(304)
      response.end()
    },
  }
  let server: Server
  let base: string
  beforeAll(async () => {
    server = createServer((request, response) => {
      rewritePageResponse(request, response)
      routes[request.url ?? '']?.(response)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  /** A raw GET (fetch would decode the body itself), with the body as sent and as read. */
  const get = async (path: string, encoding?: string) => {
    const { request } = await import('node:http')
    return new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      request(`${base}${path}`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      })
        .on('error', reject)
        .end()
    })
  }

  it('sends a prerendered page plain with the length of what it sends, not the length Next.js gave the original', async () => {
    const response = await get('/cached')
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body.toString()).toContain('__scriptsAfterPaint')
    if (response.headers['content-length'] !== undefined) expect(Number(response.headers['content-length'])).toBe(response.body.length)
    expect(response.body.toString().endsWith('</body></html>')).toBe(true)
  })

  it('gzips a prerendered page with its scripts deferred, without the length Next.js gave the original', async () => {
    const response = await get('/cached', 'gzip, deflate, br')
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['content-length']).toBeUndefined()
    expect(response.headers.vary).toMatch(/Accept-Encoding/)
    const html = gunzipSync(response.body).toString('utf8')
    expect(loaderSources(html)).toHaveLength(3)
    expect(html.endsWith(DEFERRED_BODY)).toBe(true)
    // What the bench reads back as the page's first-load scripts: the head's three, then the bootstrap.
    expect(deferredSources(html)).toEqual([...loaderSources(html)!, '/_next/static/chunks/1855koirmybfh.js'])
  })

  it('rewrites a streamed page whose head arrives in parts, keeping its status, and sends it plain when gzip is not accepted', async () => {
    const response = await get('/streamed')
    expect(response.status).toBe(404)
    expect(response.headers['content-encoding']).toBeUndefined()
    const html = response.body.toString('utf8')
    expect(loaderSources(html)).toHaveLength(3)
    expect(html).toContain('</script></head><body><main>')
    expect(html.endsWith(DEFERRED_BODY)).toBe(true)
  })

  it('lets a visitor leave in the middle of a gzipped page', async () => {
    const { request } = await import('node:http')
    await new Promise<void>((resolve) => {
      const asked = request(`${base}/slow`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        response.once('data', () => {
          asked.destroy()
          resolve()
        })
      })
      asked.on('error', () => undefined).end()
    })
    // The rest of the page is written to the closed response after the visitor left; the server goes on serving.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await get('/cached', 'gzip')).status).toBe(200)
  })

  it('passes other answers through, compressed when they can be', async () => {
    const json = await get('/json', 'gzip')
    expect(json.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(json.body).toString('utf8'))).toMatchObject({ ok: true })
    const plain = await get('/json', 'gzip;q=0')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(plain.body.toString('utf8'))).toMatchObject({ ok: true })
    const notModified = await get('/not-modified', 'gzip')
    expect(notModified.status).toBe(304)
    expect(notModified.headers['content-encoding']).toBeUndefined()
  })
})
