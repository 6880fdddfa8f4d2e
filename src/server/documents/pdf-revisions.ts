import { createHash } from 'node:crypto'

// Incremental updates of our own PDFs (ISO 32000-1, 7.5.6): a signed agreement is built by appending to the agreement
// the member saw, never by rewriting it, so each stage stays byte for byte inside the final file:
//
//   revision 1  the agreement as sent                  → SHA-256 of the original
//   revision 2  + the execution page with the signature → SHA-256 of the signed document
//   revision 3  + the audit page (it prints both hashes, and records them in the document information)
//   revision 4  + the seal's signature field, then the PAdES signature over the whole file
//
// This reads files with classic cross-reference tables (what pdfkit and this module write); a file with
// cross-reference streams or object streams is refused with a PdfStructureError. It is not a general PDF parser.

export class PdfStructureError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PdfStructureError'
  }
}

export interface PdfRef {
  num: number
  gen: number
}

interface XrefEntry {
  offset: number
  gen: number
}

export interface PdfFile {
  bytes: Buffer
  /** latin1 view of the bytes: one character per byte, so indexes agree. */
  text: string
  objects: Map<number, XrefEntry>
  trailer: string
  size: number
  root: PdfRef
  info: PdfRef | null
  id: [string, string] | null
  startxref: number
  /** The byte length of each revision, oldest first; the last is the whole file. */
  revisions: number[]
}

export interface PdfObject {
  /** The object's value without its stream (for a stream, its dictionary), as PDF text. */
  head: string
  stream: Buffer | null
}

const WHITESPACE = /[\0\t\n\f\r ]/
const DELIMITER = /[()<>[\]{}/%]/

function fail(message: string): never {
  throw new PdfStructureError(message)
}

function refFrom(text: string | undefined | null): PdfRef | null {
  const match = text ? /^\s*(\d+)\s+(\d+)\s+R/.exec(text) : null
  return match ? { num: Number(match[1]), gen: Number(match[2]) } : null
}

/** The value text following `/Key` at the top level of a dictionary (nested values are skipped), or null. */
export function dictEntry(dict: string, key: string): string | null {
  const body = dict.trim()
  if (!body.startsWith('<<')) return null
  let i = 2
  let depth = 0
  while (i < body.length) {
    const c = body[i]!
    if (c === '(') i = skipLiteralString(body, i)
    else if (c === '<' && body[i + 1] === '<') {
      depth += 1
      i += 2
    } else if (c === '>' && body[i + 1] === '>') {
      if (depth === 0) return null
      depth -= 1
      i += 2
    } else if (c === '<') i = body.indexOf('>', i) + 1
    else if (c === '[') {
      depth += 1
      i += 1
    } else if (c === ']') {
      depth -= 1
      i += 1
    } else if (c === '/' && depth === 0) {
      let end = i + 1
      while (end < body.length && !WHITESPACE.test(body[end]!) && !DELIMITER.test(body[end]!)) end += 1
      const name = body.slice(i + 1, end)
      if (name === key) return body.slice(end, valueEnd(body, end)).trim()
      i = valueEnd(body, end)
    } else i += 1
  }
  return null
}

/** Where the value that starts at `start` (after whitespace) ends. */
function valueEnd(text: string, start: number): number {
  let i = start
  while (i < text.length && WHITESPACE.test(text[i]!)) i += 1
  const c = text[i]
  if (c === '(') return skipLiteralString(text, i)
  if (c === '<' && text[i + 1] === '<') return skipNested(text, i, '<<', '>>')
  if (c === '<') return text.indexOf('>', i) + 1
  if (c === '[') return skipNested(text, i, '[', ']')
  if (c === '/') {
    i += 1
    while (i < text.length && !WHITESPACE.test(text[i]!) && !DELIMITER.test(text[i]!)) i += 1
    return i
  }
  const ref = /^\d+\s+\d+\s+R/.exec(text.slice(i, i + 40))
  if (ref) return i + ref[0].length
  while (i < text.length && !WHITESPACE.test(text[i]!) && !DELIMITER.test(text[i]!)) i += 1
  return i
}

function skipLiteralString(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    const c = text[i]
    if (c === '\\') i += 1
    else if (c === '(') depth += 1
    else if (c === ')') {
      depth -= 1
      if (depth === 0) return i + 1
    }
  }
  return fail('An unterminated string')
}

function skipNested(text: string, start: number, open: string, close: string): number {
  let depth = 0
  let i = start
  while (i < text.length) {
    if (text[i] === '(') {
      i = skipLiteralString(text, i)
      continue
    }
    if (open === '[' && text[i] === '<') {
      i = text[i + 1] === '<' ? skipNested(text, i, '<<', '>>') : text.indexOf('>', i) + 1
      continue
    }
    if (text.startsWith(open, i)) {
      depth += 1
      i += open.length
    } else if (text.startsWith(close, i)) {
      depth -= 1
      i += close.length
      if (depth === 0) return i
    } else if (open === '<<' && text[i] === '<' && text[i + 1] !== '<') {
      i = text.indexOf('>', i) + 1
    } else i += 1
  }
  return fail(`An unterminated ${open}`)
}

/** Rewrites every indirect reference in an object's text (outside strings). */
export function mapRefs(head: string, map: (ref: PdfRef) => string): string {
  let out = ''
  let i = 0
  while (i < head.length) {
    const c = head[i]!
    if (c === '(') {
      const end = skipLiteralString(head, i)
      out += head.slice(i, end)
      i = end
    } else if ((c === '<' && head[i + 1] === '<') || (c === '>' && head[i + 1] === '>')) {
      out += head.slice(i, i + 2)
      i += 2
    } else if (c === '<') {
      const end = head.indexOf('>', i) + 1
      out += head.slice(i, end)
      i = end
    } else if (c === '/') {
      let end = i + 1
      while (end < head.length && !WHITESPACE.test(head[end]!) && !DELIMITER.test(head[end]!)) end += 1
      out += head.slice(i, end)
      i = end
    } else if (/\d/.test(c) && (i === 0 || !/[0-9.+-]/.test(head[i - 1]!))) {
      const match = /^(\d+)\s+(\d+)\s+R(?![A-Za-z0-9])/.exec(head.slice(i, i + 40))
      if (match) {
        out += map({ num: Number(match[1]), gen: Number(match[2]) })
        i += match[0].length
      } else {
        const number = /^[0-9.]+/.exec(head.slice(i))![0]
        out += number
        i += number.length
      }
    } else {
      out += c
      i += 1
    }
  }
  return out
}

export function refsIn(head: string): PdfRef[] {
  const refs: PdfRef[] = []
  mapRefs(head, (ref) => {
    refs.push(ref)
    return ''
  })
  return refs
}

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────────────────────

function parseXrefSection(text: string, offset: number) {
  if (!text.startsWith('xref', offset)) fail('Not a classic cross-reference table (cross-reference streams are not supported)')
  const entries = new Map<number, XrefEntry & { inUse: boolean }>()
  let i = offset + 4
  const line = /\s*(\d+)\s+(\d+)[ \t]*\r?\n/y
  for (;;) {
    line.lastIndex = i
    const header = line.exec(text)
    if (!header) break
    const first = Number(header[1])
    const count = Number(header[2])
    i = line.lastIndex
    for (let k = 0; k < count; k++) {
      const entry = /^(\d{10}) (\d{5}) ([nf])/.exec(text.slice(i, i + 18))
      if (!entry) fail('A malformed cross-reference entry')
      entries.set(first + k, { offset: Number(entry[1]), gen: Number(entry[2]), inUse: entry[3] === 'n' })
      i += 20
    }
  }
  const trailerAt = text.indexOf('trailer', i)
  if (trailerAt < 0 || trailerAt - i > 16) fail('No trailer after the cross-reference table')
  const dictStart = text.indexOf('<<', trailerAt)
  const dictEnd = skipNested(text, dictStart, '<<', '>>')
  const trailer = text.slice(dictStart, dictEnd)
  const eof = text.indexOf('%%EOF', dictEnd)
  if (eof < 0) fail('No %%EOF after the trailer')
  let end = eof + 5
  if (text[end] === '\r') end += 1
  if (text[end] === '\n') end += 1
  const prev = dictEntry(trailer, 'Prev')
  return { entries, trailer, prev: prev === null ? null : Number(prev), end }
}

export function parsePdf(bytes: Buffer): PdfFile {
  if (!bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) fail('Not a PDF file')
  const text = bytes.toString('latin1')
  const tail = text.lastIndexOf('startxref')
  if (tail < 0) fail('No startxref')
  const startxref = Number(/startxref\s+(\d+)/.exec(text.slice(tail))?.[1] ?? NaN)
  if (!Number.isSafeInteger(startxref) || startxref >= bytes.length) fail('A bad startxref')

  const objects = new Map<number, XrefEntry>()
  const revisions: number[] = []
  let trailer = ''
  const seen = new Set<number>()
  for (let offset: number | null = startxref; offset !== null;) {
    if (seen.has(offset) || seen.size > 100) fail('A loop in the cross-reference chain')
    seen.add(offset)
    const section = parseXrefSection(text, offset)
    if (!trailer) trailer = section.trailer
    for (const [num, entry] of section.entries) if (!objects.has(num) && entry.inUse) objects.set(num, entry)
    revisions.push(section.end)
    offset = section.prev
  }
  revisions.sort((a, b) => a - b)
  const root = refFrom(dictEntry(trailer, 'Root'))
  if (!root) fail('No document catalogue')
  const idText = dictEntry(trailer, 'ID')
  const ids = idText ? [...idText.matchAll(/<([0-9A-Fa-f]*)>/g)].map((m) => m[1]!) : []
  return {
    bytes,
    text,
    objects,
    trailer,
    size: Number(dictEntry(trailer, 'Size') ?? 0),
    root,
    info: refFrom(dictEntry(trailer, 'Info')),
    id: ids.length === 2 ? [ids[0]!, ids[1]!] : null,
    startxref,
    revisions,
  }
}

export function readObject(file: PdfFile, ref: PdfRef): PdfObject {
  const entry = file.objects.get(ref.num)
  if (!entry) fail(`Object ${ref.num} is not in the file`)
  const header = new RegExp(`^\\s*${ref.num}\\s+${entry.gen}\\s+obj\\b`).exec(file.text.slice(entry.offset, entry.offset + 40))
  if (!header) fail(`Object ${ref.num} is not where the cross-reference table says`)
  const start = entry.offset + header[0].length
  let i = start
  while (i < file.text.length) {
    const c = file.text[i]!
    if (c === '(') i = skipLiteralString(file.text, i)
    else if (c === '<' && file.text[i + 1] === '<') i += 2
    else if (c === '<') i = file.text.indexOf('>', i) + 1
    else if (file.text.startsWith('endobj', i)) return { head: file.text.slice(start, i).trim(), stream: null }
    else if (file.text.startsWith('stream', i) && WHITESPACE.test(file.text[i + 6] ?? '')) {
      const head = file.text.slice(start, i).trim()
      const lengthText = dictEntry(head, 'Length')
      const lengthRef = refFrom(lengthText)
      const length = lengthRef ? Number(readObject(file, lengthRef).head) : Number(lengthText)
      if (!Number.isSafeInteger(length) || length < 0) fail(`Object ${ref.num} has a stream without a length`)
      let dataStart = i + 6
      if (file.text[dataStart] === '\r') dataStart += 1
      if (file.text[dataStart] === '\n') dataStart += 1
      const stream = file.bytes.subarray(dataStart, dataStart + length)
      if (!/^\s*endstream/.test(file.text.slice(dataStart + length, dataStart + length + 12)))
        fail(`Object ${ref.num}'s stream does not end where its length says`)
      return { head, stream }
    } else i += 1
  }
  return fail(`Object ${ref.num} has no endobj`)
}

/** The page objects in order (the leaves of the page tree). */
export function pageRefs(file: PdfFile): PdfRef[] {
  const pagesRef = refFrom(dictEntry(readObject(file, file.root).head, 'Pages'))
  if (!pagesRef) fail('The catalogue has no page tree')
  const out: PdfRef[] = []
  const walk = (ref: PdfRef, depth: number) => {
    if (depth > 32) fail('The page tree is too deep')
    const node = readObject(file, ref).head
    const type = dictEntry(node, 'Type')
    if (type === '/Page') {
      out.push(ref)
      return
    }
    const kids = dictEntry(node, 'Kids')
    for (const kid of kids ? refsIn(kids) : []) walk(kid, depth + 1)
  }
  walk(pagesRef, 0)
  return out
}

// ── Writing ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** A PDF text string: literal when printable ASCII, else UTF-16BE with its byte-order mark. */
export function pdfString(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return `(${value.replace(/([\\()])/g, '\\$1')})`
  const utf16 = Buffer.from(`\ufeff${value}`, 'utf16le').swap16()
  return `<${utf16.toString('hex').toUpperCase()}>`
}

/** A PDF date in India's offset: D:20261211103000+05'30'. */
export function pdfDate(instant: Date): string {
  const ist = new Date(instant.getTime() + 330 * 60_000)
  const p = (n: number, w = 2) => String(n).padStart(w, '0')
  return `D:${p(ist.getUTCFullYear(), 4)}${p(ist.getUTCMonth() + 1)}${p(ist.getUTCDate())}${p(ist.getUTCHours())}${p(ist.getUTCMinutes())}${p(ist.getUTCSeconds())}+05'30'`
}

interface NewObject {
  num: number
  head: string
  stream?: Buffer | null
}

/** Appends one incremental update holding `objects` (new or replacing) and returns the whole new file. */
export function writeUpdate(file: PdfFile, objects: NewObject[], trailer: { info?: PdfRef | null } = {}): Buffer {
  const parts: Buffer[] = []
  let length = file.bytes.length
  const push = (chunk: Buffer | string) => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk
    parts.push(buffer)
    length += buffer.length
  }
  if (file.bytes[file.bytes.length - 1] !== 0x0a) push('\n')
  const offsets = new Map<number, number>()
  for (const object of [...objects].sort((a, b) => a.num - b.num)) {
    offsets.set(object.num, length)
    push(`${object.num} 0 obj\n${object.head}\n`)
    if (object.stream) {
      push('stream\n')
      push(object.stream)
      push('\nendstream\n')
    }
    push('endobj\n')
  }
  const xrefAt = length
  const nums = [...offsets.keys()].sort((a, b) => a - b)
  let xref = 'xref\n'
  for (let i = 0; i < nums.length;) {
    let j = i
    while (j + 1 < nums.length && nums[j + 1] === nums[j]! + 1) j += 1
    xref += `${nums[i]} ${j - i + 1}\n`
    for (let k = i; k <= j; k++) xref += `${String(offsets.get(nums[k]!)).padStart(10, '0')} 00000 n \n`
    i = j + 1
  }
  const size = Math.max(file.size, ...nums.map((n) => n + 1))
  const body = Buffer.concat(parts)
  const newId = createHash('sha256').update(body).digest('hex').slice(0, 32).toUpperCase()
  const info = trailer.info === undefined ? file.info : trailer.info
  const entries = [
    `/Size ${size}`,
    `/Root ${file.root.num} ${file.root.gen} R`,
    ...(info ? [`/Info ${info.num} ${info.gen} R`] : []),
    `/Prev ${file.startxref}`,
    `/ID [<${file.id?.[0] ?? newId}> <${newId}>]`,
  ]
  push(`${xref}trailer\n<<\n${entries.join('\n')}\n>>\nstartxref\n${xrefAt}\n%%EOF\n`)
  return Buffer.concat([file.bytes, ...parts])
}

function insertBeforeEnd(dict: string, entry: string): string {
  const end = dict.lastIndexOf('>>')
  if (end < 0) fail('Not a dictionary')
  return `${dict.slice(0, end).trimEnd()}\n${entry}\n>>`
}

function replaceEntry(dict: string, key: string, value: string): string {
  const current = dictEntry(dict, key)
  if (current === null) return insertBeforeEnd(dict, `/${key} ${value}`)
  const at = dict.indexOf(`/${key}`)
  const valueStart = dict.indexOf(current, at + key.length + 1)
  return `${dict.slice(0, at)}/${key} ${value}${dict.slice(valueStart + current.length)}`
}

/** Document information entries: text values (keys are PDF names without the slash). */
export type InfoEntries = Record<string, string>

function infoHead(entries: InfoEntries): string {
  return `<<\n${Object.entries(entries)
    .map(([key, value]) => `/${key} ${value.startsWith('D:') ? `(${value})` : pdfString(value)}`)
    .join('\n')}\n>>`
}

/**
 * `base` with every page of `addition` appended at the end, as one incremental update. Both must be files this module
 * can read (pdfkit's output, or one it produced). `info` replaces the document information dictionary.
 */
export function appendPages(base: Buffer, addition: Buffer, info?: InfoEntries): Buffer {
  const a = parsePdf(base)
  const b = parsePdf(addition)
  const aPagesRef = refFrom(dictEntry(readObject(a, a.root).head, 'Pages'))
  if (!aPagesRef) fail('The catalogue has no page tree')
  const bPages = pageRefs(b)
  if (bPages.length === 0) fail('Nothing to append: the addition has no pages')

  // Every object the added pages need, following references but not the pages' /Parent.
  const numbers = new Map<number, number>()
  let next = a.size
  const queue = [...bPages]
  const collected: { ref: PdfRef; object: PdfObject }[] = []
  while (queue.length) {
    const ref = queue.shift()!
    if (numbers.has(ref.num)) continue
    numbers.set(ref.num, next++)
    const object = readObject(b, ref)
    const head = bPages.some((p) => p.num === ref.num) ? object.head.replace(/\/Parent\s+\d+\s+\d+\s+R/, '/Parent __PARENT__') : object.head
    collected.push({ ref, object: { head, stream: object.stream } })
    for (const child of refsIn(head)) if (!numbers.has(child.num)) queue.push(child)
  }
  const objects: NewObject[] = collected.map(({ ref, object }) => ({
    num: numbers.get(ref.num)!,
    head: mapRefs(object.head, (r) => `${numbers.get(r.num) ?? fail(`A reference to object ${r.num}, which is missing`)} 0 R`).replace(
      '/Parent __PARENT__',
      `/Parent ${aPagesRef.num} ${aPagesRef.gen} R`,
    ),
    stream: object.stream,
  }))

  const pagesHead = readObject(a, aPagesRef).head
  const kids = dictEntry(pagesHead, 'Kids') ?? '[]'
  const added = bPages.map((p) => `${numbers.get(p.num)} 0 R`).join(' ')
  let newPages = replaceEntry(pagesHead, 'Kids', `${kids.slice(0, kids.lastIndexOf(']')).trimEnd()} ${added}]`)
  newPages = replaceEntry(newPages, 'Count', String(Number(dictEntry(pagesHead, 'Count') ?? 0) + bPages.length))
  objects.push({ num: aPagesRef.num, head: newPages })

  let infoRef: PdfRef | null | undefined
  if (info) {
    infoRef = { num: next++, gen: 0 }
    objects.push({ num: infoRef.num, head: infoHead(info) })
  }
  return writeUpdate({ ...a, size: next }, objects, { info: infoRef })
}

export const BYTE_RANGE_PLACEHOLDER = '**********'

export interface SealFieldOptions {
  subFilter: 'adbe.pkcs7.detached' | 'ETSI.CAdES.detached'
  /** Bytes reserved for the signature (its hex takes twice as many characters). */
  signatureLength: number
  reason: string
  name: string
  location: string
  contactInfo: string
  signingTime: Date
}

/**
 * Appends an invisible signature field on the last page, with a /ByteRange and /Contents placeholder in the form
 * @signpdf/signpdf fills in. The document must have no form yet.
 */
export function addSealField(base: Buffer, options: SealFieldOptions): Buffer {
  const file = parsePdf(base)
  const catalog = readObject(file, file.root).head
  if (dictEntry(catalog, 'AcroForm') !== null) fail('The document already has a form')
  const pages = pageRefs(file)
  const lastPage = pages[pages.length - 1]!
  const sigNum = file.size
  const widgetNum = file.size + 1
  const placeholder = `/${BYTE_RANGE_PLACEHOLDER}`
  const signature = [
    '<<',
    '/Type /Sig',
    '/Filter /Adobe.PPKLite',
    `/SubFilter /${options.subFilter}`,
    `/ByteRange [0 ${placeholder} ${placeholder} ${placeholder}]`,
    `/Contents <${'0'.repeat(options.signatureLength * 2)}>`,
    `/Reason ${pdfString(options.reason)}`,
    `/Name ${pdfString(options.name)}`,
    `/Location ${pdfString(options.location)}`,
    `/ContactInfo ${pdfString(options.contactInfo)}`,
    `/M (${pdfDate(options.signingTime)})`,
    '>>',
  ].join('\n')
  const widget = `<<\n/Type /Annot\n/Subtype /Widget\n/FT /Sig\n/Rect [0 0 0 0]\n/F 132\n/T (Seal)\n/V ${sigNum} 0 R\n/P ${lastPage.num} ${lastPage.gen} R\n>>`
  const pageHead = readObject(file, lastPage).head
  const annots = dictEntry(pageHead, 'Annots')
  if (annots !== null && !annots.startsWith('[')) fail('The last page keeps its annotations elsewhere')
  const newPage = replaceEntry(pageHead, 'Annots', annots ? `${annots.slice(0, -1).trimEnd()} ${widgetNum} 0 R]` : `[${widgetNum} 0 R]`)
  const newCatalog = insertBeforeEnd(catalog, `/AcroForm <<\n/Fields [${widgetNum} 0 R]\n/SigFlags 3\n>>`)
  return writeUpdate({ ...file, size: file.size + 2 }, [
    { num: sigNum, head: signature },
    { num: widgetNum, head: widget },
    { num: lastPage.num, head: newPage },
    { num: file.root.num, head: newCatalog },
  ])
}

/** Reads a text entry of the document information dictionary (literal or UTF-16 hex string), or null. */
export function infoText(file: PdfFile, key: string): string | null {
  if (!file.info) return null
  const value = dictEntry(readObject(file, file.info).head, key)
  if (value === null) return null
  if (value.startsWith('(')) return value.slice(1, -1).replace(/\\([\\()])/g, '$1')
  const hex = /^<([0-9A-Fa-f]*)>$/.exec(value)?.[1]
  if (hex === undefined) return null
  const bytes = Buffer.from(hex, 'hex')
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le')
  return bytes.toString('latin1')
}
