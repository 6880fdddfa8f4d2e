// Turns the seed's plain text (paragraphs split by blank lines, '- ' bullet lines) into Payload's Lexical JSON.
type Node = Record<string, unknown>

const base = { format: '', indent: 0, version: 1, direction: 'ltr' as const }

function text(value: string): Node {
  return { type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }
}

export function plainToLexical(body: string): { root: Node } {
  const children: Node[] = []
  for (const block of body.trim().split(/\n\s*\n/)) {
    const lines = block.split('\n').map((l) => l.trim()).filter(Boolean)
    const bullets = lines.filter((l) => l.startsWith('- '))
    const prose = lines.filter((l) => !l.startsWith('- '))
    if (prose.length) children.push({ ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(prose.join(' '))] })
    if (bullets.length) {
      children.push({
        ...base,
        type: 'list',
        listType: 'bullet',
        start: 1,
        tag: 'ul',
        children: bullets.map((b, i) => ({ ...base, type: 'listitem', value: i + 1, children: [text(b.slice(2))] })),
      })
    }
  }
  return { root: { ...base, type: 'root', children } }
}
