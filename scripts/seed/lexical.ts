// Turns the seed's plain text (paragraphs split by blank lines, '- ' bullet lines, [label](/href) links) into Payload's
// Lexical JSON.
type Node = Record<string, unknown>

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

function text(value: string): Node {
  return { type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }
}

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g

/** Text with inline [label](href) links as Lexical text and link nodes. */
function inline(value: string): Node[] {
  const nodes: Node[] = []
  let last = 0
  for (const match of value.matchAll(LINK)) {
    if (match.index > last) nodes.push(text(value.slice(last, match.index)))
    nodes.push({
      ...base,
      type: 'link',
      version: 3,
      fields: { linkType: 'custom', url: match[2], newTab: false },
      children: [text(match[1])],
    })
    last = match.index + match[0].length
  }
  if (last < value.length) nodes.push(text(value.slice(last)))
  return nodes
}

export function plainToLexical(body: string): { root: Node } {
  const children: Node[] = []
  for (const block of body.trim().split(/\n\s*\n/)) {
    const lines = block
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
    const bullets = lines.filter((l) => l.startsWith('- '))
    const prose = lines.filter((l) => !l.startsWith('- '))
    if (prose.length) children.push({ ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(prose.join(' ')) })
    if (bullets.length) {
      children.push({
        ...base,
        type: 'list',
        listType: 'bullet',
        start: 1,
        tag: 'ul',
        children: bullets.map((b, i) => ({ ...base, type: 'listitem', value: i + 1, children: inline(b.slice(2)) })),
      })
    }
  }
  return { root: { ...base, type: 'root', children } }
}
