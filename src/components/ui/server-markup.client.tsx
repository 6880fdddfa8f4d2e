'use client'

import { createElement, useState, type HTMLAttributes, type ReactNode } from 'react'
import { useInBrowser } from './use-in-browser'

// Parts of a page that never change in the browser (a building's reviews, the nearby buildings, the desktop menu's
// entries) are still hydrated by React element by element: every element of the server's markup becomes a fiber, in
// the long task that makes a page interactive. A part rendered through ServerMarkup is kept as the server wrote it
// instead: while React hydrates the page, the part's element is rendered with an empty `dangerouslySetInnerHTML`, inside
// which React does not hydrate, so its markup stays untouched and costs no hydration work (the technique the parts that
// load on intent use, hydrate-on-intent.client.tsx). Mounted in the browser (a client-side navigation), it renders its
// children as any element does. What goes inside must need no script: links, native details, pictures; no client
// component, whose code would never run there (a link of next/link would navigate as a plain link).

const KEEP_SERVER_MARKUP = { __html: '' }

/** True when this component is being hydrated over the server's markup; fixed for the component's life. */
export function useKeepsServerMarkup(): boolean {
  const inBrowser = useInBrowser()
  const [keep] = useState(() => typeof window !== 'undefined' && !inBrowser)
  return keep
}

/** The props that keep an element's server markup while it is hydrated (spread them in place of its children). */
export const keptMarkupProps = { dangerouslySetInnerHTML: KEEP_SERVER_MARKUP, suppressHydrationWarning: true } as const

type Tag = 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'footer' | 'header'

/** An element whose children the server renders and the browser keeps as they are (see above). */
export function ServerMarkup({ as = 'div', children, ...props }: { as?: Tag; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const keep = useKeepsServerMarkup()
  return keep ? createElement(as, { ...props, ...keptMarkupProps }) : createElement(as, props, children)
}
