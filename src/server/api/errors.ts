import { NextResponse } from 'next/server'
import type { ZodError } from 'zod'
import { ERROR_STATUS, type ErrorBody, type ErrorCode, type NextSlot } from '@/contracts/errors'

// One error type for the HTTP API, one JSON shape for every error: { error: { code, message, fields? } }.
export { ERROR_STATUS, errorBody, nextSlot, type ErrorBody, type ErrorCode, type ErrorStatus, type NextSlot } from '@/contracts/errors'

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra response headers, such as Retry-After on 429. */
    readonly headers?: Record<string, string>,
    /** What a refusal offers instead: the next free slots of a 409 on a slot hold. */
    readonly nextSlots?: NextSlot[],
  ) {
    super(message)
  }
}

/** The message of a field a row does not take (request schemas are strict). */
export const UNKNOWN_FIELD_MESSAGE = 'This request does not take this field.'

export function fieldsFromZod(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    // A field the row does not know is named on its own, whatever the object's own message says.
    if (issue.code === 'unrecognized_keys') {
      for (const name of issue.keys) fields[[...issue.path, name].join('.')] ??= UNKNOWN_FIELD_MESSAGE
      continue
    }
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
    const body: ErrorBody = {
      error: {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.nextSlots ? { nextSlots: error.nextSlots } : {}),
      },
    }
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
