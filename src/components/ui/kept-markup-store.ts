// Where a page's parts that need no script wait, as HTML, between the two renders of one request: the server
// components' render (the flight data) keeps a part's HTML here under its digest and hands on only the digest; the
// render of the page's HTML, in the same process, writes the HTML in (server-markup.tsx and server-markup.client.tsx).
// The two renders load separate copies of every module, so the store hangs off globalThis. A render of the flight data
// alone (a client-side navigation, a prefetch) leaves its parts here unread, so the store keeps the most recent parts
// up to a byte budget, far above what the requests rendering at one moment hold.

/** The bytes of HTML the store keeps at most (in UTF-16 code units, as strings count). */
export const KEPT_MARKUP_BUDGET = 24 * 1024 * 1024

export type KeptMarkupStore = { parts: Map<string, string>; size: number }

const KEY = Symbol.for('sthana.keptMarkup')

export function keptMarkupStore(): KeptMarkupStore {
  const holder = globalThis as { [KEY]?: KeptMarkupStore }
  return (holder[KEY] ??= { parts: new Map(), size: 0 })
}

/** Keeps `html` under `digest`, as the most recent part; the oldest go past the budget. */
export function keepPart(store: KeptMarkupStore, digest: string, html: string, budget = KEPT_MARKUP_BUDGET): void {
  const before = store.parts.get(digest)
  if (before !== undefined) {
    store.parts.delete(digest)
    store.size -= before.length
  }
  store.parts.set(digest, html)
  store.size += html.length
  for (const [oldest, part] of store.parts) {
    if (store.size <= budget || oldest === digest) break
    store.parts.delete(oldest)
    store.size -= part.length
  }
}
