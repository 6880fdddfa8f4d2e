import { createHash } from 'node:crypto'
import { createElement, type HTMLAttributes, type ReactNode } from 'react'
import { keepPart, keptMarkupStore } from './kept-markup-store'
import { KeptMarkup, type KeptTag } from './server-markup.client'
import { staticHtml } from './static-html'

// A part of a page that needs no script (a building's reviews, the nearby buildings, the desktop menu's entries) is
// sent once, as HTML. Rendered as server components usually are, every element would be sent twice: in the markup,
// and again in the flight data from which React rebuilds the same tree in the browser. Here the server writes the
// part's elements as HTML (static-html.ts), keeps it for the page's HTML render in the same request
// (kept-markup-store.ts), and the flight data carries only its digest. In the browser React keeps the part's markup
// as the server wrote it, without hydrating it (server-markup.client.tsx).

/** The digest under which a part's HTML is kept, and the HTML kept under it. */
export async function keptMarkup(children: ReactNode): Promise<string> {
  const html = await staticHtml(children)
  const digest = createHash('sha256').update(html).digest('base64url').slice(0, 16)
  keepPart(keptMarkupStore(), digest, html)
  return digest
}

/**
 * The digest under which `value` is kept, as JSON, for the render of the page's HTML in the same request
 * (readKeptValue): for what a client component needs on the server but in the browser only later, and fetches then.
 */
export function keptValue(value: unknown): string {
  const json = JSON.stringify(value)
  const digest = createHash('sha256').update(json).digest('base64url').slice(0, 16)
  keepPart(keptMarkupStore(), digest, json)
  return digest
}

type Props = { as?: KeptTag; children: ReactNode } & HTMLAttributes<HTMLElement>

/** An element whose children are sent once, as the server's HTML (see above). */
export async function ServerMarkup({ as, children, ...props }: Props) {
  return <KeptMarkup as={as} markup={await keptMarkup(children)} {...props} />
}
/** Inside a part already sent as HTML, it is that HTML's plain element. */
ServerMarkup.staticHtml = ({ as = 'div', children, ...props }: Props) => createElement(as, props, children)
