import { NextResponse } from 'next/server'
import { z, type ZodError } from 'zod'

// One error type for the HTTP API, one JSON shape for every error: { error: { code, message, fields? } }.
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
  // Spec section 8, login error codes: user-not-found starts sign-up; the others are refused account types.
  'user-not-found': 404,
  'admin-user': 403,
  'black-listed-user': 403,
  'existing-enterprise-user': 403,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode]

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra response headers, such as Retry-After on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

/** The one error shape, as published in /api/openapi.json. */
export const errorBody = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    message: z.string().describe('Meant for a person: shown as it is'),
    fields: z.record(z.string(), z.string()).optional().describe('A message per invalid field (a dotted path; `_` for the whole body)'),
  }),
})

export type ErrorBody = z.infer<typeof errorBody>

export function fieldsFromZod(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= issue.message
  }
  return fields
}

export function badRequest(error: ZodError, message = 'Some of the request is not valid.'): ApiError {
  return new ApiError('bad_request', message, fieldsFromZod(error))
}

/** What every API row answers (503) while the database cannot be reached. */
export const OUTAGE_MESSAGE = 'We cannot reach our database right now. Please try again in a minute.'
/** Seconds a client is asked to wait (Retry-After) before trying again while the database is down. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30

export function serviceUnavailable(message = OUTAGE_MESSAGE): ApiError {
  return new ApiError('service_unavailable', message, undefined, { 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) })
}

/** Turns anything thrown into an answer; internals never reach the client. */
export function errorResponse(error: unknown, headers?: HeadersInit): NextResponse<ErrorBody> {
  if (error instanceof ApiError) {
    const body: ErrorBody = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } }
    return NextResponse.json(body, {
      status: ERROR_STATUS[error.code],
      headers: { ...Object.fromEntries(new Headers(headers)), ...error.headers },
    })
  }
  console.error('Unhandled API error', error)
  return NextResponse.json(
    { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } } satisfies ErrorBody,
    { status: 500, headers },
  )
}
