import type { IncomingMessage, ServerResponse } from 'node:http'
import { MAX_CMS_UPLOAD_BYTES } from './body-limits'

// What the site's server (scripts/serve.ts) answers itself, before Next.js sees the request:
// - a body declared larger than the largest upload (413): each route caps its own bodies far lower, and reads chunked
//   ones with the cap, but none is even started on past this;
// - TRACE (405): Next.js turns every request into a fetch Request, which refuses it outright (a TypeError), so it
//   answered 500 on every path, pages, API rows and unknown addresses alike. No route serves it. (fetch refuses TRACK
//   and CONNECT too, but Node's server never hands them to a request handler: 400, and the 'connect' event.)

/** The methods the site's routes may serve (each route answers 405 itself for those it does not). */
export const SERVED_METHODS = 'GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE'
export const METHOD_NOT_ALLOWED_MESSAGE = 'This method is not allowed here.'

/** True when the answer has been sent here. */
export function refuseBeforeNext(request: IncomingMessage, response: ServerResponse): boolean {
  if (Number(request.headers['content-length'] ?? 0) > MAX_CMS_UPLOAD_BYTES) {
    response.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end('The request body is too large.')
    return true
  }
  if (request.method === 'TRACE') {
    const api = /^\/api(\/|\?|$)/.test(request.url ?? '')
    // Whatever came with it is not read: the connection closes after the answer.
    response.writeHead(405, {
      allow: SERVED_METHODS,
      'content-type': api ? 'application/json' : 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'close',
    })
    response.end(
      api ? JSON.stringify({ error: { code: 'method_not_allowed', message: METHOD_NOT_ALLOWED_MESSAGE } }) : METHOD_NOT_ALLOWED_MESSAGE,
    )
    return true
  }
  return false
}
