// One HTTP byte range (RFC 9110 §14.1.2) against a file of `size` bytes: 'bytes=a-b', 'bytes=a-' or 'bytes=-n'.
// Video players ask for one range at a time; several ranges, other units or nonsense are treated as unsatisfiable.

export type ByteRange = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' }

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/

export function parseByteRange(header: string | null | undefined, size: number): ByteRange {
  if (header === null || header === undefined) return { kind: 'whole' }
  const match = SINGLE_RANGE.exec(header.trim())
  if (!match || size <= 0) return { kind: 'unsatisfiable' }
  const [, first, last] = match
  if (first === '' && last === '') return { kind: 'unsatisfiable' }
  if (first === '') {
    // The last n bytes; more than the file means all of it.
    const suffix = Number(last)
    return suffix === 0 ? { kind: 'unsatisfiable' } : { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  if (start >= size || (last !== '' && Number(last) < start)) return { kind: 'unsatisfiable' }
  return { kind: 'part', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) }
}
