import { ApiError } from './errors'

// PostgreSQL text cannot hold U+0000, and jsonb cannot hold a lone surrogate either: such input is refused as a bad
// request before anything is written, rather than letting the database fail on it.

export const UNSTORABLE_TEXT_MESSAGE = 'Some text holds characters we cannot store (a NUL or a broken Unicode sequence).'

const storable = (text: string) => !text.includes('\u0000') && text.isWellFormed()

/** Whether any string or key in a value could not be stored (walked without recursion: bodies may nest deeply). */
export function hasUnstorableText(value: unknown): boolean {
  const stack = [value]
  while (stack.length) {
    const v = stack.pop()
    if (typeof v === 'string') {
      if (!storable(v)) return true
    } else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (!storable(key)) return true
        stack.push(child)
      }
    }
  }
  return false
}

export function assertStorableText(body: unknown): void {
  if (hasUnstorableText(body)) throw new ApiError('bad_request', UNSTORABLE_TEXT_MESSAGE, { _: UNSTORABLE_TEXT_MESSAGE })
}
