// Rich text (Payload's Lexical JSON) as plain paragraphs: one per paragraph or heading, one per list item. For places
// that need the words and not the markup, such as the chat assistant's index of the site's pages.

interface LexicalNode {
  type?: string
  text?: string
  children?: LexicalNode[]
}

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'quote', 'listitem'])

function inlineText(node: LexicalNode): string {
  if (typeof node.text === 'string') return node.text
  if (node.type === 'linebreak') return ' '
  return (node.children ?? []).map(inlineText).join('')
}

function collect(node: LexicalNode, out: string[]): void {
  const nested = (node.children ?? []).some((c) => c.type === 'list')
  if (node.type && BLOCK_TYPES.has(node.type) && !nested) {
    const text = inlineText(node).replace(/\s+/g, ' ').trim()
    if (text) out.push(text)
    return
  }
  for (const child of node.children ?? []) collect(child, out)
}

export function richTextParagraphs(data: unknown): string[] {
  if (!data || typeof data !== 'object' || !('root' in data)) return []
  const out: string[] = []
  collect((data as { root: LexicalNode }).root, out)
  return out
}
