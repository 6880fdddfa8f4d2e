import { z } from 'zod'

// One JSON shape for every error of the HTTP API: { error: { code, message, fields? } }, and the status of each code.
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
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

/** A free slot offered instead of a refused one (409 of POST /api/shop/check-for-booking and of visits). */
export const nextSlot = z.object({
  date: z.string().describe('YYYY-MM-DD in India'),
  startTime: z.string().describe('HH:mm in India'),
  endTime: z.string().describe('HH:mm in India'),
  durationMinutes: z.number().int(),
})
export type NextSlot = z.infer<typeof nextSlot>

/** The one error shape, as published in /api/openapi.json. */
export const errorBody = z.object({
  error: z.object({
    code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
    message: z.string().describe('Meant for a person: shown as it is'),
    fields: z.record(z.string(), z.string()).optional().describe('A message per invalid field (a dotted path; `_` for the whole body)'),
    nextSlots: z.array(nextSlot).optional().describe('On a 409 for a slot someone else holds: the next free slots of the same length'),
  }),
})

export type ErrorBody = z.infer<typeof errorBody>
