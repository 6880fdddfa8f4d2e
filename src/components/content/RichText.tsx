import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

// List items: Payload's converter puts `value` on every <li>, which HTML allows only inside an <ol> (the W3C checker
// reports it on every bulleted list). Ours keeps it for numbered lists only; check lists keep Payload's own rendering.
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const { node, nodesToJSX, parent } = args
    if ('listType' in parent && parent.listType === 'check') {
      const fallback = defaultConverters.listitem
      return typeof fallback === 'function' ? fallback(args) : null
    }
    const hasSubLists = node.children.some((child) => child.type === 'list')
    const numbered = 'listType' in parent && parent.listType === 'number'
    return (
      <li
        className={hasSubLists ? 'nestedListItem' : undefined}
        style={hasSubLists ? { listStyleType: 'none' } : undefined}
        value={numbered ? node.value : undefined}
      >
        {nodesToJSX({ nodes: node.children })}
      </li>
    )
  },
})

export function RichText({ data, className = '' }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return (
    <LexicalRichText
      data={data as SerializedEditorState}
      className={`prose-content ${className}`}
      disableContainer={false}
      converters={converters}
    />
  )
}
