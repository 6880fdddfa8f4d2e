import { clearCachedPages } from './page-store'

// A short-lived, in-process cache of catalogue and reviews answers: the building page's price and review calls are the
// busiest API rows, and their data changes only when an operator edits it. Any content change in the CMS clears it in
// the process that made the change (src/cms/hooks/revalidate.ts); other app instances see the change within TTL_MS,
// like their statically rendered pages. docs/decisions/0004-performance-baseline.md has the measurements behind it.

const TTL_MS = 60_000
const MAX_ENTRIES = 1_000

interface Entry {
  expires: number
  value: Promise<unknown>
}

// One store per process, whichever bundle layer imports this module (route handlers, server components, the admin's
// hooks), so a change made through the admin clears the answers the API serves.
const STORE = Symbol.for('sthana.answer-cache')
type Store = Map<string, Entry>
const globalStore = globalThis as typeof globalThis & { [STORE]?: Store }
const store = (): Store => (globalStore[STORE] ??= new Map())

/**
 * Wraps a loader so equal arguments share one answer for up to a minute; concurrent callers share one database round
 * trip. Answers are shared objects: callers must not change them.
 */
export function cachedAnswer<A extends unknown[], R>(name: string, load: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args: A) => {
    const key = `${name}:${JSON.stringify(args)}`
    const entries = store()
    const now = Date.now()
    const hit = entries.get(key)
    if (hit && hit.expires > now) return hit.value as Promise<R>
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
    const value = load(...args)
    entries.set(key, { expires: now + TTL_MS, value })
    // A failed load is not kept: the next caller tries again.
    value.catch(() => entries.get(key)?.value === value && entries.delete(key))
    return value
  }
}

/** Forgets every cached answer, and the site server's copies of pages (after a content change). */
export function clearCachedAnswers(): void {
  store().clear()
  clearCachedPages()
}
