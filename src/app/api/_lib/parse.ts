import type { z } from 'zod'
import { ApiError, badRequest } from '@/server/api/errors'
import { assertStorableText } from '@/server/api/storable-text'

/** The largest JSON body a row reads (20 team members or 100 building codes take a few KB). */
export const MAX_JSON_BODY_BYTES = 64 * 1024

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
 * JSON), 413 when it is larger than MAX_JSON_BODY_BYTES, 400 when it is not JSON, holds text that cannot be stored, or does not fit.
 */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S, message?: string): Promise<z.infer<S>> {
  const type = mediaType(request)
  if (type !== '' && type !== 'application/json' && !type.endsWith('+json'))
    throw new ApiError('unsupported_media_type', 'Send the body as JSON (Content-Type: application/json).')
  const tooLarge = () => new ApiError('payload_too_large', 'The request body is too large.')
  if (Number(request.headers.get('content-length')) > MAX_JSON_BODY_BYTES) throw tooLarge()
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) throw tooLarge()
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
