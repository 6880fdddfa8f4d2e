'use client'

import { createElement, useEffect, useState, type HTMLAttributes } from 'react'
import { keptMarkupStore } from './kept-markup-store'
import { useHydrating } from './hydration-window.client'

// Parts of a page that never change in the browser (a building's reviews, the nearby buildings, the desktop menu's
// entries) are kept as the server wrote them: while React hydrates the page, the part's element is rendered with an
// empty `dangerouslySetInnerHTML`, inside which React does not hydrate, so its markup stays untouched and costs no
// hydration work (the technique the parts that load on intent use, hydrate-on-intent.client.tsx).
//
// Such a part's HTML is not in the flight data (server-markup.tsx): its element carries the digest of its HTML in
// `data-markup`, and the page's HTML render reads the HTML from the same request's render of the flight data. Mounted
// in the browser instead (a client-side navigation, which brings flight data only), the part reads its HTML from the
// page's own HTML, fetched once for all its parts (kept-markup-fetch.ts, loaded only then).

const KEEP_SERVER_MARKUP = { __html: '' }

/** True when this component is being hydrated over the server's markup; fixed for the component's life. */
export function useKeepsServerMarkup(): boolean {
  const hydrating = useHydrating()
  const [keep] = useState(() => typeof window !== 'undefined' && hydrating)
  return keep
}

/** The props that keep an element's server markup while it is hydrated (spread them in place of its children). */
export const keptMarkupProps = { dangerouslySetInnerHTML: KEEP_SERVER_MARKUP, suppressHydrationWarning: true } as const

/** The props that give an element the part kept under `digest` (see above); spread them in place of its children. */
export function useKeptMarkup(digest: string) {
  // The server's markup is this digest's only while the digest stays the one hydrated (a page rendered again with
  // other content, without a new mount, reads its new part like a navigation).
  const [hydrated] = useState(digest)
  const keep = useKeepsServerMarkup() && digest === hydrated
  const [read, setRead] = useState<{ digest: string; html: string | null } | null>(null)
  useEffect(() => {
    if (keep) return
    let current = true
    void import('./kept-markup-fetch').then(({ partFromPage }) =>
      partFromPage(window.location.href, digest).then((html) => {
        if (current) setRead({ digest, html })
      }),
    )
    return () => {
      current = false
    }
  }, [keep, digest])

  if (typeof window === 'undefined') {
    return { 'data-markup': digest, dangerouslySetInnerHTML: { __html: keptMarkupStore().parts.get(digest) ?? '' } }
  }
  if (keep) return { 'data-markup': digest, ...keptMarkupProps }
  const fetched = read?.digest === digest ? read.html : null
  return { 'data-markup': digest, 'aria-busy': fetched === null || undefined, dangerouslySetInnerHTML: { __html: fetched ?? '' } }
}

/** On the server, the value kept under `digest` (server-markup.tsx: keptValue); null in the browser, or if it is gone. */
export function readKeptValue<T>(digest: string): T | null {
  const json = typeof window === 'undefined' ? keptMarkupStore().parts.get(digest) : undefined
  return json === undefined ? null : (JSON.parse(json) as T)
}

export type KeptTag = 'div' | 'section' | 'ul' | 'ol' | 'li' | 'nav' | 'footer' | 'header' | 'aside' | 'p'

/** The element of a part sent once, as the server's HTML (server-markup.tsx). */
export function KeptMarkup({ as = 'div', markup, ...props }: { as?: KeptTag; markup: string } & HTMLAttributes<HTMLElement>) {
  return createElement(as, { ...props, ...useKeptMarkup(markup) })
}
