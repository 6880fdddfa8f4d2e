// The site server's copies of pages and other shared answers (src/server/http/page-cache.ts), held where every bundle
// layer of the process finds the same store: the site's server fills it, and a content change in the CMS, made by any
// route of the same process, clears it (src/server/cache/answer-cache.ts: clearCachedAnswers).

export interface CachedAnswer {
  status: number
  /** The answer's headers as Next.js sent them, without those of one connection or of one body's length. */
  headers: Record<string, string | string[]>
  /** The body as it left the site's server, not compressed. */
  body: Buffer
  /** The same body gzipped, made the first time a client that accepts gzip asks for it. */
  gzipped?: Buffer
  /** Whether the body is worth compressing (text, JSON, XML). */
  compressible: boolean
  /** When it was kept (Date.now()): a replay says how long ago in `Age`, as a shared cache must. */
  storedAt: number
  expires: number
  /** What this entry holds in memory: its body, key and headers, the objects around them, and its gzipped copy once made. */
  bytes: number
}

export interface PageStore {
  /** In least-recently-used order: a hit moves its entry to the end. */
  entries: Map<string, CachedAnswer>
  bytes: number
  /** Raised by every clear: an answer rendered before a clear and finished after it is not kept. */
  generation: number
}

const STORE = Symbol.for('sthana.page-cache')
const holder = globalThis as typeof globalThis & { [STORE]?: PageStore }

export function pageStore(): PageStore {
  return (holder[STORE] ??= { entries: new Map(), bytes: 0, generation: 0 })
}

/** Forgets every kept page (after a content change). */
export function clearCachedPages(): void {
  const store = pageStore()
  store.entries.clear()
  store.bytes = 0
  store.generation++
}
