import { ApiError } from '../api/errors'
import { withBodyCap } from '../api/body'
import { env } from '../env'
import { MAX_CMS_BODY_BYTES, MAX_CMS_UPLOAD_BYTES } from './body-limits'
import { siteOrigins } from './site-origins'

// What stands in front of Payload's own REST and GraphQL routes (/cms-api): changes must come from the site's own
// pages (a browser always sends Origin with them; Payload's `csrf` list also stops it from honouring the operator's
// cookie for another site), bodies are capped before Payload reads them, and a body Payload cannot read (it reads JSON
// and multipart only) is refused with 415 instead of reaching an operation that would fail on it with a 500.
// Answers keep Payload's error shape: { errors: [{ message }] }.

const CHANGES = ['POST', 'PUT', 'PATCH', 'DELETE']
const READABLE_TYPES = ['application/json', 'multipart/form-data']

export const CMS_CROSS_SITE_MESSAGE = 'This request did not come from our site.'
export const CMS_MEDIA_TYPE_MESSAGE = 'Send the body as JSON (Content-Type: application/json) or, for an upload, as multipart/form-data.'
export const CMS_TOO_LARGE_MESSAGE = 'The request body is too large.'

const payloadError = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

/** Whether the request carries a body: a length above 0, or one sent in chunks. */
const hasBody = (request: Request) =>
  Number(request.headers.get('content-length') ?? 0) > 0 || Boolean(request.headers.get('transfer-encoding'))

export function guardCmsRoute<Context>(handler: RouteHandler<Context>, kind: 'rest' | 'graphql' = 'rest'): RouteHandler<Context> {
  return async (request, context) => {
    if (!CHANGES.includes(request.method) && !(kind === 'graphql' && request.method === 'POST')) return handler(request, context)
    const origin = request.headers.get('origin')
    if (origin !== null && !siteOrigins(env().SITE_URL).includes(origin)) return payloadError(403, CMS_CROSS_SITE_MESSAGE)

    const headers = new Headers(request.headers)
    const [type = '', ...parameters] = (request.headers.get('content-type') ?? '').split(';')
    const mediaType = type.trim().toLowerCase()
    const carriesData = ['POST', 'PUT', 'PATCH'].includes(request.method)
    if (kind === 'rest' && carriesData && (hasBody(request) || request.method !== 'POST')) {
      if (!READABLE_TYPES.includes(mediaType)) return payloadError(415, CMS_MEDIA_TYPE_MESSAGE)
      // Payload compares the media type case-sensitively: hand it over in lower case.
      headers.set('content-type', [mediaType, ...parameters].join(';'))
    }

    const maxBytes = mediaType === 'multipart/form-data' ? MAX_CMS_UPLOAD_BYTES : MAX_CMS_BODY_BYTES
    let capped: ReturnType<typeof withBodyCap>
    try {
      const init = { method: request.method, headers, body: request.body, duplex: 'half', signal: request.signal }
      capped = withBodyCap(new Request(request.url, init as RequestInit), maxBytes, CMS_TOO_LARGE_MESSAGE)
    } catch (error) {
      if (error instanceof ApiError) return payloadError(413, error.message)
      throw error
    }
    try {
      const response = await handler(capped.request, context)
      return capped.exceeded() ? payloadError(413, CMS_TOO_LARGE_MESSAGE) : response
    } catch (error) {
      if (capped.exceeded()) return payloadError(413, CMS_TOO_LARGE_MESSAGE)
      throw error
    }
  }
}
