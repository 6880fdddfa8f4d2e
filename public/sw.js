// The site's service worker (registered by components/page/PageBehaviours.client.tsx on public pages).
// - Built assets (/_next/static, fonts, optimised images) are cached on first use: their names change when they do.
// - Public pages are fetched from the network first, so a new deploy shows at once; a copy is kept for offline use.
// - Offline, a page seen before comes from the cache; any other page gets /offline, kept without its scripts (below).
// - A kept page's code that loads later (dialogs, the footer's links, the map) is kept too, once the page is idle.
// - Never cached: account pages, the API, the admin, anything personal or marked private or no-store.
const VERSION = 'v2'
const STATIC_CACHE = `sthana-static-${VERSION}`
const PAGE_CACHE = `sthana-pages-${VERSION}`
const OFFLINE_URL = '/offline/'
// Not handled at all: the API, Payload's API and the admin.
const BYPASS = [/^\/api\//, /^\/cms-api\//, /^\/admin(\/|$)/]
// Handled, but never stored: personal or one-off pages (offline they get the offline page).
// The offline page too: its copy is the one made at install.
const NO_STORE = [/^\/offline(\/|$)/, /^\/account(\/|$)/, /^\/book\//, /^\/cart(\/|$)/, /^\/dev\//, /^\/thank-you/, /^\/workspaces\/virtual-office\/sign\//]

// The offline page is shown under the address that was asked for. With its scripts, the app would start there as that
// address's page and fail on the first chunk or data it cannot fetch, and Next.js would replace the page with its own
// 'This page couldn't load' within a second. So it is kept as plain HTML: no scripts, no script preloads (the header's
// links work as links; nothing on it needs more). Its stylesheets are kept with it, so it looks like the site even when
// the worker has seen no page yet. React escapes '<' in the inline flight data, so no '</script>' ends a script early.
async function keepOfflinePage() {
  const response = await fetch(new Request(OFFLINE_URL, { cache: 'reload' }))
  if (!response.ok) throw new Error(`The offline page answered ${response.status}`)
  const html = await response.text()
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="(\/[^"]+)"/g)].map((match) => match[1])
  const plain = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/g, '')
  await (await caches.open(STATIC_CACHE)).addAll(stylesheets)
  await (await caches.open(PAGE_CACHE)).put(OFFLINE_URL, new Response(plain, { headers: { 'content-type': 'text/html; charset=utf-8' } }))
}

// Offline, a kept page's scripts may still ask for more code: the footer's links when it nears the screen, a dialog
// when it opens, the map. A chunk the worker never saw then fails to load, and Next.js replaces the whole page with
// 'This page couldn't load'. So when a kept page is idle it says so ('keep-code', PageBehaviours), and the worker keeps
// every chunk the page's scripts can load: the bundler writes each lazily loaded chunk's address into the chunk that
// loads it, as text ("static/chunks/….js"). Names change with content, so each is fetched once per deploy, at low
// priority: about 430 kB gzip for a city page, 280 kB of it the map's engine; later pages share most of it.
const CHUNK_REFERENCE = /static\/chunks\/[\w.~-]+\.(?:js|css)/g
/** The most chunks one page's code is followed to (a build has about 130). */
const MAX_CHUNKS = 400
/** Chunks kept with all they can load while this worker runs: a page's visit reads only what is new. Added when a
 * run ends well, so that a run cut short (offline) follows them again next time. */
const followed = new Set()

async function keepCodeOf(pagePath) {
  const page = await (await caches.open(PAGE_CACHE)).match(pagePath)
  if (!page) return
  const queued = new Set()
  const queue = []
  const follow = (text) => {
    for (const reference of text.match(CHUNK_REFERENCE) || []) {
      const path = `/_next/${reference}`
      if (queued.size >= MAX_CHUNKS || queued.has(path)) continue
      queued.add(path)
      queue.push(path)
    }
  }
  follow(await page.text())
  const cache = await caches.open(STATIC_CACHE)
  while (queue.length) {
    const path = queue.shift()
    if (followed.has(path)) continue
    const { response, stored } = await staticAsset(cache, path, { priority: 'low' })
    await stored
    if (response.ok && path.endsWith('.js')) follow(await response.text())
  }
  for (const path of queued) followed.add(path)
}

self.addEventListener('message', (event) => {
  if (event.data !== 'keep-code' || !(event.source instanceof WindowClient)) return
  const path = new URL(event.source.url).pathname
  if (NO_STORE.some((pattern) => pattern.test(path))) return
  // Offline, or the deploy changed under the page: what could not be had is fetched on a later visit. The page is told
  // when it is done ('code-kept'; the site does not listen, the offline test does).
  const client = event.source
  event.waitUntil(keepCodeOf(path).then(() => client.postMessage('code-kept'), () => undefined))
})

self.addEventListener('install', (event) => {
  event.waitUntil(keepOfflinePage().then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('sthana-') && ![STATIC_CACHE, PAGE_CACHE].includes(k)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  )
})

function cacheable(response) {
  if (!response || !response.ok || response.type !== 'basic') return false
  const control = response.headers.get('cache-control') || ''
  return !/no-store|private/.test(control) && !response.headers.has('set-cookie')
}

/** A built asset from the cache, or from the network and kept when it may be; `stored` settles once it is kept. */
async function staticAsset(cache, request, init) {
  const hit = await cache.match(request)
  if (hit) return { response: hit, stored: Promise.resolve() }
  const response = await fetch(request, init)
  return { response, stored: cacheable(response) ? cache.put(request, response.clone()) : Promise.resolve() }
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || BYPASS.some((pattern) => pattern.test(url.pathname))) return
  const store = !NO_STORE.some((pattern) => pattern.test(url.pathname))

  if (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/_next/image') || url.pathname.startsWith('/img/') || /\.(woff2?|svg|png|jpg|webp|avif|ico)$/.test(url.pathname)) {
    event.respondWith(
      caches.open(STATIC_CACHE).then(async (cache) => {
        const { response, stored } = await staticAsset(cache, request)
        event.waitUntil(stored)
        return response
      }),
    )
    return
  }

  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        const cache = await caches.open(PAGE_CACHE)
        try {
          const response = await fetch(request)
          // Pages are kept without their query string, so utm links and the like share one copy.
          if (store && cacheable(response)) cache.put(url.pathname, response.clone())
          return response
        } catch {
          return (store && (await cache.match(url.pathname))) || (await cache.match(OFFLINE_URL)) || Response.error()
        }
      })(),
    )
  }
})
