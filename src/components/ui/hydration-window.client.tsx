'use client'

import { useEffect, useSyncExternalStore } from 'react'

// Whether a component is rendered by the page's first hydration, for the parts kept as the server wrote them
// (server-markup.client.tsx, hydrate-on-intent.client.tsx). useInBrowser answers the same while React hydrates, but it
// then turns true, and React renders every component that asked it again, at once, in the task of the page's first
// effects (a long task on a phone, seen in a trace of the page's load: decision 0004). Here the browser's answer stays
// 'hydrating' until those effects have run, so nothing is rendered twice; from then on a component mounts in the
// browser (a client-side navigation, a dialog) and is told so. A part React hydrates later (a late Suspense boundary)
// is still told 'hydrating': React reads the server's answer while it hydrates.

let firstHydration = true

const noSubscription = () => () => {}

/** True while React hydrates the server's markup, false for a component mounted in the browser. */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => firstHydration,
    () => true,
  )
}

/**
 * Ends the first hydration. The last element of the body of every root layout with kept parts (the site's, and the
 * not-found page's own): React runs an element's effects after those of every element before it, so every part
 * hydrated with the page has checked its answer by then. `data-hydrated` on the root element says so to the browser
 * tests (tests/e2e/browser.ts), which act on a page once its first effects have attached its behaviour.
 */
export function HydrationWindow() {
  useEffect(() => {
    firstHydration = false
    document.documentElement.setAttribute('data-hydrated', '')
  }, [])
  return null
}
