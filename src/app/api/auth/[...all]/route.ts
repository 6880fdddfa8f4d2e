import { toNextJsHandler } from 'better-auth/next-js'
import { NextResponse } from 'next/server'
import { MAX_BODY_BYTES, readBody } from '@/server/api/body'
import { ApiError, ERROR_STATUS } from '@/server/api/errors'
import { answerableError } from '@/server/api/handler'
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@/server/api/storable-text'
import { checkSendCodeLimit, SEND_CODE_LIMIT_MESSAGE } from '@/server/auth/check-send-code-limit'
import { getAuth } from '@/server/auth/auth'
import { requestIp } from '@/server/leads/client-ip'
import { sendEmailCodeBody, sendPhoneCodeBody } from '@/contracts/auth'

// better-auth's routes (/api/auth/*), as far as the site uses them: codes by email and SMS, sign-in, session,
// sign-out, single sign-on. Everything else better-auth could serve answers 404, above all its password paths
// (password sign-in, password reset codes): customers log in with one-time codes only, and a reset code sent to the
// made-up address of a phone sign-up could otherwise set a password by guessing. Answers keep better-auth's own shape
// ({ code, message }), which the login dialog reads.
export const dynamic = 'force-dynamic'

const BASE_PATH = '/api/auth'
const CALLBACK = /^\/callback\/[A-Za-z0-9_-]{1,64}$/

const SERVED: Record<'GET' | 'POST', (path: string) => boolean> = {
  POST: (path) =>
    [
      '/email-otp/send-verification-otp',
      '/sign-in/email-otp',
      '/phone-number/send-otp',
      '/phone-number/verify',
      '/sign-out',
      '/sign-in/social',
    ].includes(path) || CALLBACK.test(path),
  GET: (path) => ['/get-session', '/ok', '/error'].includes(path) || CALLBACK.test(path),
}

export const NOT_SERVED_MESSAGE = 'There is no such sign-in path. Customers log in with a one-time code sent to their email or phone.'

// Who a send-code request would send to. Only a request better-auth would send a code for counts against the limit,
// so malformed ones (refused by better-auth anyway) write no counters.
const SEND_CODE_RECIPIENT: Record<string, (body: unknown) => string | undefined> = {
  '/email-otp/send-verification-otp': (body) => sendEmailCodeBody.safeParse(body).data?.email,
  '/phone-number/send-otp': (body) => sendPhoneCodeBody.safeParse(body).data?.phoneNumber,
}

const authError = (status: number, code: string, message: string, headers?: Record<string, string>) =>
  NextResponse.json({ code, message }, { status, headers })

const AUTH_CODES: Partial<Record<number, string>> = { 413: 'PAYLOAD_TOO_LARGE', 503: 'SERVICE_UNAVAILABLE' }

/** An ApiError in better-auth's shape; anything else is handed back to be answered as better-auth would. */
function asAuthError(error: unknown): Response | null {
  if (!(error instanceof ApiError)) return null
  const status = ERROR_STATUS[error.code]
  return authError(status, AUTH_CODES[status] ?? error.code.toUpperCase(), error.message, error.headers)
}

function pathOf(request: Request): string {
  return new URL(request.url).pathname.slice(BASE_PATH.length)
}

/** better-auth's answer, or 503 when it failed because the database cannot be reached. */
async function served(request: Request, method: 'GET' | 'POST'): Promise<Response> {
  try {
    const response = await toNextJsHandler(getAuth())[method](request)
    if (response.status < 500) return response
    const error = await answerableError(new Error(`better-auth answered ${response.status}`))
    return asAuthError(error) ?? response
  } catch (error) {
    const answerable = await answerableError(error)
    const refused = asAuthError(answerable)
    if (refused) return refused
    throw error
  }
}

export async function POST(request: Request): Promise<Response> {
  const path = pathOf(request)
  if (!SERVED.POST(path)) return authError(404, 'NOT_FOUND', NOT_SERVED_MESSAGE)
  try {
    // Read with the cap: a larger body is refused before (or as soon as) it passes it, never held whole.
    const bytes = await readBody(request, MAX_BODY_BYTES)
    const body: unknown = (() => {
      try {
        return JSON.parse(new TextDecoder().decode(bytes))
      } catch {
        return null
      }
    })()
    // better-auth would fail in the database on a NUL in an email or phone number: refused here, in better-auth's shape.
    if (hasUnstorableText(body)) return authError(400, 'INVALID_REQUEST_BODY', UNSTORABLE_TEXT_MESSAGE)
    // Codes are sent for signing in only: the other types (forget-password, email-verification) are password and
    // account paths the site does not have.
    const codeType = (body as { type?: unknown } | null)?.type
    if (path === '/email-otp/send-verification-otp' && codeType !== undefined && codeType !== 'sign-in')
      return authError(404, 'NOT_FOUND', NOT_SERVED_MESSAGE)
    const recipient = SEND_CODE_RECIPIENT[path]?.(body)
    if (recipient) {
      const limited = await checkSendCodeLimit(recipient, requestIp(request.headers))
      if (limited) return authError(429, 'TOO_MANY_REQUESTS', SEND_CODE_LIMIT_MESSAGE, { 'Retry-After': String(limited.retryAfterSeconds) })
    }
    const forwarded = new Request(request.url, {
      method: 'POST',
      headers: request.headers,
      body: bytes.byteLength ? bytes : undefined,
      signal: request.signal,
    })
    const response = await served(forwarded, 'POST')
    return SIGN_IN_PATHS.includes(path) ? withSignedToken(response) : response
  } catch (error) {
    const refused = asAuthError(await answerableError(error))
    if (refused) return refused
    throw error
  }
}

export async function GET(request: Request): Promise<Response> {
  const path = pathOf(request)
  if (!SERVED.GET(path)) return authError(404, 'NOT_FOUND', NOT_SERVED_MESSAGE)
  const response = await served(request, 'GET')
  return path === '/get-session' ? withoutSessionToken(response) : response
}

const SIGN_IN_PATHS = ['/sign-in/email-otp', '/phone-number/verify']

/**
 * A sign-in's answer with the token an API client can use: better-auth answers the bare session token, while a bearer
 * token must carry its signature (src/server/auth/options.ts), as the session cookie and Set-Auth-Token do.
 */
async function withSignedToken(response: Response): Promise<Response> {
  const signed = response.headers.get('set-auth-token')
  if (!response.ok || !signed || !response.headers.get('content-type')?.includes('json')) return response
  const answer = (await response.json()) as { token?: unknown } | null
  if (answer && typeof answer.token === 'string') answer.token = signed
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(answer), { status: response.status, headers })
}

/**
 * get-session without the session's token: the answer is readable by any script in the page, while the token is what
 * the HttpOnly cookie keeps from scripts (and works as a bearer token). The sign-in answers carry it for API clients.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) return response
  const answer = (await response.json()) as { session?: Record<string, unknown> } | null
  if (answer?.session) delete answer.session.token
  const headers = new Headers(response.headers)
  headers.delete('set-auth-token')
  headers.delete('content-length')
  return new Response(JSON.stringify(answer), { status: response.status, headers })
}
