import { toNextJsHandler } from 'better-auth/next-js'
import { NextResponse } from 'next/server'
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@/server/api/storable-text'
import { checkSendCodeLimit, SEND_CODE_LIMIT_MESSAGE } from '@/server/auth/check-send-code-limit'
import { getAuth } from '@/server/auth/auth'
import { requestIp } from '@/server/leads/client-ip'
import { sendEmailCodeBody, sendPhoneCodeBody } from './schema'

// better-auth's routes (/api/auth/*): codes by email and SMS, sign-in, session, sign-out, single sign-on.
export const dynamic = 'force-dynamic'

// Who a send-code request would send to. Only a request better-auth would send a code for counts against the limit,
// so malformed ones (refused by better-auth anyway) write no counters.
const SEND_CODE_RECIPIENT: Record<string, (body: unknown) => string | undefined> = {
  '/api/auth/email-otp/send-verification-otp': (body) => sendEmailCodeBody.safeParse(body).data?.email,
  '/api/auth/phone-number/send-otp': (body) => sendPhoneCodeBody.safeParse(body).data?.phoneNumber,
}

export async function POST(request: Request): Promise<Response> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null)
  // better-auth would fail in the database on a NUL in an email or phone number: refused here, in better-auth's shape.
  if (hasUnstorableText(body)) return NextResponse.json({ code: 'INVALID_REQUEST_BODY', message: UNSTORABLE_TEXT_MESSAGE }, { status: 400 })
  const recipientOf = SEND_CODE_RECIPIENT[new URL(request.url).pathname]
  if (recipientOf) {
    const recipient = recipientOf(body)
    if (recipient) {
      const limited = await checkSendCodeLimit(recipient, requestIp(request.headers))
      if (limited) {
        return NextResponse.json(
          { code: 'TOO_MANY_REQUESTS', message: SEND_CODE_LIMIT_MESSAGE },
          { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } },
        )
      }
    }
  }
  return toNextJsHandler(getAuth()).POST(request)
}

export function GET(request: Request): Promise<Response> {
  return toNextJsHandler(getAuth()).GET(request)
}
