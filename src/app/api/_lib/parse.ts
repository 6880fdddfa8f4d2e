import type { z } from 'zod'
import { MAX_BODY_BYTES, readBodyText } from '@/server/api/body'
import { ApiError, badRequest } from '@/server/api/errors'
import { assertStorableText } from '@/server/api/storable-text'

// The one body parser of the API rows: capped reading (src/server/api/body.ts), JSON, text the database can store,
// then the row's zod schema. Request schemas are strict objects, so a field the row does not know is refused (400)
// rather than silently dropped.

/** The largest JSON body a row reads unless it says otherwise. */
export const MAX_JSON_BODY_BYTES = MAX_BODY_BYTES

export interface JsonBodyOptions {
  /** The 400 message when the body does not fit the schema (each field also gets its own). */
  message?: string
  maxBytes?: number
  tooLargeMessage?: string
  /** Read the body as JSON whatever its declared media type (navigator.sendBeacon sends JSON as text/plain). */
  anyMediaType?: boolean
}

/** The query string, parsed by the schema; a bad value answers 400 with the field's message. */
export function parseSearchParams<S extends z.ZodType>(request: Request, schema: S, message?: string): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw badRequest(parsed.error, message)
  return parsed.data
}

/** The request's media type, lower-cased and without parameters; '' when none is given. */
export function mediaType(request: Request): string {
  return request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
}

/**
 * The JSON body, parsed by the schema: 415 when it is declared as another media type (no type at all is read as
 * JSON), 413 when it is larger than the cap (MAX_JSON_BODY_BYTES unless given; never read past it), 400 when it is
 * not JSON, holds text that cannot be stored, or does not fit.
 */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: string | JsonBodyOptions = {},
): Promise<z.infer<S>> {
  const {
    message,
    maxBytes = MAX_JSON_BODY_BYTES,
    tooLargeMessage,
    anyMediaType = false,
  } = typeof options === 'string' ? { message: options } : options
  const type = mediaType(request)
  if (!anyMediaType && type !== '' && type !== 'application/json' && !type.endsWith('+json'))
    throw new ApiError('unsupported_media_type', 'Send the body as JSON (Content-Type: application/json).')
  const text = await readBodyText(request, maxBytes, tooLargeMessage)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ApiError('bad_request', 'The request body is not valid JSON.', { body: 'Send a JSON object.' })
  }
  assertStorableText(body)
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw badRequest(parsed.error, message)
  return parsed.data
}
