import type { z } from 'zod'
import { ApiError, badRequest } from '@/server/api/errors'

/** The query string, parsed by the schema; a bad value answers 400 with the field's message. */
export function parseSearchParams<S extends z.ZodType>(request: Request, schema: S, message?: string): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw badRequest(parsed.error, message)
  return parsed.data
}

/** The JSON body, parsed by the schema; a body that is not JSON or does not fit answers 400 with fields. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S, message?: string): Promise<z.infer<S>> {
  let body: unknown
  try {
    body = JSON.parse(await request.text())
  } catch {
    throw new ApiError('bad_request', 'The request body is not valid JSON.', { body: 'Send a JSON object.' })
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw badRequest(parsed.error, message)
  return parsed.data
}
