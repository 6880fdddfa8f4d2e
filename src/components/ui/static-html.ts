import type { ReactNode } from 'react'

// A server component's output written as HTML, on the server, for the parts of a page that need no script (see
// server-markup.tsx): what React's own `renderToStaticMarkup` writes for the same elements (its unit test compares
// the two on the site's real parts), for the subset those parts use. React's server renderer cannot be loaded where
// server components run, so this small writer does it. Anything outside that subset (a client component, an event
// handler, a form control, a lazy element) is refused with an error, which the build's prerender shows at once,
// rather than written wrongly.

const ELEMENT = Symbol.for('react.transitional.element')
const LEGACY_ELEMENT = Symbol.for('react.element')
const FRAGMENT = Symbol.for('react.fragment')
const CLIENT_REFERENCE = Symbol.for('react.client.reference')

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
/** Controls whose value React manages: never in a part that needs no script. */
const CONTROLS = new Set(['input', 'select', 'textarea', 'option'])
/** Attributes React writes as present (`name=""`) or leaves out. */
const BOOLEAN = new Set([
  'allowFullScreen',
  'async',
  'autoFocus',
  'autoPlay',
  'controls',
  'default',
  'defer',
  'disabled',
  'formNoValidate',
  'hidden',
  'inert',
  'itemScope',
  'loop',
  'multiple',
  'muted',
  'noModule',
  'noValidate',
  'open',
  'playsInline',
  'readOnly',
  'required',
  'reversed',
])
/** Attributes React writes as "true" / "false" (besides `aria-*` and `data-*`). */
const BOOLEANISH = new Set(['draggable', 'spellCheck', 'contentEditable', 'focusable'])
/** Props whose attribute name differs (React's alias table, for what pages use). */
const ALIASES: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  httpEquiv: 'http-equiv',
  acceptCharset: 'accept-charset',
  clipPath: 'clip-path',
  clipRule: 'clip-rule',
  fillOpacity: 'fill-opacity',
  fillRule: 'fill-rule',
  stopColor: 'stop-color',
  stopOpacity: 'stop-opacity',
  strokeDasharray: 'stroke-dasharray',
  strokeDashoffset: 'stroke-dashoffset',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
  strokeMiterlimit: 'stroke-miterlimit',
  strokeOpacity: 'stroke-opacity',
  strokeWidth: 'stroke-width',
  textAnchor: 'text-anchor',
  xlinkHref: 'xlink:href',
}
/** CSS properties whose numbers take no unit (the ones a page could set). */
const UNITLESS = new Set([
  'flex',
  'flexGrow',
  'flexShrink',
  'fontWeight',
  'lineHeight',
  'opacity',
  'order',
  'zIndex',
  'zoom',
  'aspectRatio',
])
const SKIPPED = new Set(['children', 'key', 'ref', 'dangerouslySetInnerHTML', 'suppressHydrationWarning', 'suppressContentEditableWarning'])

const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' }
/** React's escaping, for text and attribute values alike. */
const escapeHtml = (value: string): string => value.replace(/["&'<>]/g, (c) => ESCAPES[c]!)

type Element = { $$typeof: symbol; type: unknown; props: Record<string, unknown> }
/** A component with its own way of being written inside a part written as HTML. */
export type StaticComponent = { staticHtml?: (props: Record<string, unknown>) => ReactNode }

const isElement = (node: unknown): node is Element =>
  typeof node === 'object' && node !== null && ((node as Element).$$typeof === ELEMENT || (node as Element).$$typeof === LEGACY_ELEMENT)

function styleText(style: Record<string, unknown>): string {
  const parts: string[] = []
  for (const [name, value] of Object.entries(style)) {
    if (value === null || value === undefined || typeof value === 'boolean' || value === '') continue
    const property = name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^ms-/, '-ms-')
    const text =
      typeof value === 'number' && value !== 0 && !UNITLESS.has(name) && !name.startsWith('--') ? `${value}px` : String(value).trim()
    parts.push(`${property}:${escapeHtml(text)}`)
  }
  return parts.join(';')
}

function attributes(tag: string, props: Record<string, unknown>): string {
  let out = ''
  for (const [name, value] of Object.entries(props)) {
    if (SKIPPED.has(name) || value === null || value === undefined) continue
    if (/^on[A-Z]/.test(name) || typeof value === 'function') throw new Error(`static-html: <${tag}> has a handler (${name})`)
    if (name === 'defaultValue' || name === 'defaultChecked' || name === 'value' || name === 'checked')
      throw new Error(`static-html: <${tag}> has a controlled value (${name})`)
    if (name === 'style') {
      const text = styleText(value as Record<string, unknown>)
      if (text) out += ` style="${text}"`
      continue
    }
    const attribute = ALIASES[name] ?? name
    if (BOOLEAN.has(name)) {
      if (value) out += ` ${attribute}=""`
      continue
    }
    if (typeof value === 'boolean') {
      if (!(name.startsWith('aria-') || name.startsWith('data-') || BOOLEANISH.has(name)))
        throw new Error(`static-html: <${tag}> has a boolean ${name}`)
      out += ` ${attribute}="${value}"`
      continue
    }
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`static-html: <${tag}> has a ${typeof value} ${name}`)
    out += ` ${attribute}="${escapeHtml(String(value))}"`
  }
  return out
}

async function write(node: ReactNode | Promise<ReactNode>, out: string[]): Promise<void> {
  const value = await node
  if (value === null || value === undefined || typeof value === 'boolean') return
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    out.push(escapeHtml(String(value)))
    return
  }
  if (typeof value === 'object' && Symbol.iterator in value) {
    for (const child of value as Iterable<ReactNode>) await write(child, out)
    return
  }
  if (!isElement(value)) throw new Error('static-html: a child is neither text nor an element')
  const { type, props } = value as Element
  if (type === FRAGMENT) return write(props.children as ReactNode, out)
  if (typeof type === 'function' || typeof type === 'object') {
    if ((type as { $$typeof?: symbol }).$$typeof === CLIENT_REFERENCE || typeof type !== 'function')
      throw new Error('static-html: a client component cannot be written as static markup')
    // A component may say how it is written inside a part already written as HTML (a kept part inside another).
    const render = (type as StaticComponent).staticHtml ?? (type as (p: unknown) => ReactNode | Promise<ReactNode>)
    return write(render(props), out)
  }
  if (typeof type !== 'string') throw new Error('static-html: an element of an unknown kind')
  if (CONTROLS.has(type)) throw new Error(`static-html: <${type}> needs a script`)
  out.push(`<${type}${attributes(type, props)}`)
  if (VOID.has(type)) {
    out.push('/>')
    return
  }
  out.push('>')
  const inner = props.dangerouslySetInnerHTML as { __html?: string } | undefined
  if (inner) out.push(inner.__html ?? '')
  else await write(props.children as ReactNode, out)
  out.push(`</${type}>`)
}

/** The HTML that `renderToStaticMarkup` would write for these server-rendered elements. */
export async function staticHtml(node: ReactNode): Promise<string> {
  const out: string[] = []
  await write(node, out)
  return out.join('')
}
