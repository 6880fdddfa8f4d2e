import { ApiError, errorResponse } from '@/server/api/errors'

// Every /api address no row serves: a JSON 404 in the one error shape, for any method (without this, the site's
// catch-all page would answer it with a redirect to the HTML not-found page).
export const dynamic = 'force-dynamic'

export const NO_SUCH_CALL_MESSAGE = 'There is no API call at this address. The calls are listed at /api/openapi.json.'

async function notFound(): Promise<Response> {
  return errorResponse(new ApiError('not_found', NO_SUCH_CALL_MESSAGE), { 'Cache-Control': 'no-store' })
}

export const GET = notFound
export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
