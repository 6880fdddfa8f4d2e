// One HTTP byte range (RFC 9110 §14.1.2) against a file of `size` bytes: 'bytes=a-b', 'bytes=a-' or 'bytes=-n'.
// Video players ask for one range at a time. A Range header this cannot read (another unit, nonsense, or several
// ranges, which would need a multipart answer) is ignored and the whole file is sent, as RFC 9110 §14.2 allows; a
// single range that cannot be served (past the end, an empty suffix, an end before its start) is unsatisfiable (416).

export type ByteRange = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' }

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/i

export function parseByteRange(header: string | null | undefined, size: number): ByteRange {
  if (header === null || header === undefined) return { kind: 'whole' }
  const match = SINGLE_RANGE.exec(header.trim())
  if (!match) return { kind: 'whole' }
  const [, first, last] = match
  if (first === '' && last === '') return { kind: 'whole' }
  if (size <= 0) return { kind: 'unsatisfiable' }
  if (first === '') {
    // The last n bytes; more than the file means all of it.
    const suffix = Number(last)
    return suffix === 0 ? { kind: 'unsatisfiable' } : { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  if (start >= size || (last !== '' && Number(last) < start)) return { kind: 'unsatisfiable' }
  return { kind: 'part', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) }
}
