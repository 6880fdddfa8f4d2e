// How many bytes of a generated script each source file accounts for, read from its source map (plain or indexed).
// Only what the bench needs: columns of the mappings, not original positions.

interface RawMap {
  sources?: string[]
  sourceRoot?: string
  mappings?: string
  sections?: { offset: { line: number; column: number }; map: RawMap }[]
}

const BASE64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]))

/** Decodes one segment's base64 VLQ fields. */
function decodeSegment(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = BASE64.get(char)
    if (digit === undefined) throw new Error(`Invalid source map character ${char}`)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

/** Per generated line: the columns where a mapping starts and the source it points to (null: unmapped). */
type LineStarts = Map<number, { column: number; source: string | null }[]>

function collect(map: RawMap, lineOffset: number, columnOffset: number, out: LineStarts): void {
  if (map.sections) {
    for (const section of map.sections)
      collect(
        section.map,
        lineOffset + section.offset.line,
        section.offset.line === 0 ? columnOffset + section.offset.column : section.offset.column,
        out,
      )
    return
  }
  const sources = (map.sources ?? []).map((s) => (map.sourceRoot ? `${map.sourceRoot}${s}` : s))
  let sourceIndex = 0
  const lines = (map.mappings ?? '').split(';')
  for (let l = 0; l < lines.length; l++) {
    if (!lines[l]) continue
    const line = lineOffset + l
    const starts = out.get(line) ?? []
    let column = 0
    for (const segment of lines[l].split(',')) {
      if (!segment) continue
      const fields = decodeSegment(segment)
      column += fields[0]
      if (fields.length >= 4) sourceIndex += fields[1]
      starts.push({ column: column + (l === 0 ? columnOffset : 0), source: fields.length >= 4 ? (sources[sourceIndex] ?? null) : null })
    }
    out.set(line, starts)
  }
}

/** UTF-8 byte offset of each UTF-16 column of a line (mapping columns count UTF-16 code units). */
function byteOffsets(text: string): (column: number) => number {
  if (Buffer.byteLength(text) === text.length) return (column) => column
  const offsets = new Uint32Array(text.length + 1)
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    // A surrogate pair is 4 bytes over two code units.
    offsets[i + 1] = offsets[i] + (code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdfff ? 2 : 3)
  }
  return (column) => offsets[Math.min(column, text.length)]
}

/** Bytes of `code` per source file; what no mapping covers is counted under null. */
export function bytesPerSource(code: string, mapJson: string): Map<string | null, number> {
  const starts: LineStarts = new Map()
  collect(JSON.parse(mapJson) as RawMap, 0, 0, starts)
  const totals = new Map<string | null, number>()
  const add = (source: string | null, bytes: number) => bytes > 0 && totals.set(source, (totals.get(source) ?? 0) + bytes)
  const lines = code.split('\n')
  for (let l = 0; l < lines.length; l++) {
    const text = lines[l]
    const segments = (starts.get(l) ?? []).sort((a, b) => a.column - b.column)
    const byteAt = byteOffsets(text)
    add(null, byteAt(segments[0]?.column ?? text.length) + 1)
    for (let i = 0; i < segments.length; i++) {
      const end = i + 1 < segments.length ? segments[i + 1].column : text.length
      add(segments[i].source, byteAt(end) - byteAt(segments[i].column))
    }
  }
  return totals
}

/** The npm package a source path belongs to, or what else it is. */
export function libraryOf(source: string | null): string {
  if (!source) return '(unmapped: module wrappers)'
  const parts = source.replace(/\\/g, '/').split('/node_modules/')
  if (parts.length > 1) {
    // The package the app depends on, with what it bundles (maplibre-gl/node_modules/tslib counts as maplibre-gl);
    // next ships react-dom and others compiled in: those count as themselves.
    const rest = parts[1].split('/')
    const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
    const compiled = /^next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/.exec(parts[1])
    return compiled ? compiled[1] : name
  }
  if (/\[project\]\/src\//.test(source) || /(^|\/)src\//.test(source)) return 'app code (src/)'
  if (source.includes('[turbopack]')) return 'turbopack runtime'
  return 'other'
}
