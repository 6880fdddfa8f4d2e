import { toNextJsHandler } from 'better-auth/next-js'
import { NextResponse } from 'next/server'
import { checkSendCodeLimit, SEND_CODE_LIMIT_MESSAGE } from '@/server/auth/check-send-code-limit'
import { getAuth } from '@/server/auth/auth'
import { requestIp } from '@/server/leads/client-ip'

// better-auth's routes (/api/auth/*): codes by email and SMS, sign-in, session, sign-out, single sign-on.
export const dynamic = 'force-dynamic'

const SEND_CODE_PATHS: Record<string, string> = {
  '/api/auth/email-otp/send-verification-otp': 'email',
  '/api/auth/phone-number/send-otp': 'phoneNumber',
}

export async function POST(request: Request): Promise<Response> {
  const field = SEND_CODE_PATHS[new URL(request.url).pathname]
  if (field) {
    const body = (await request.clone().json().catch(() => null)) as Record<string, unknown> | null
    const recipient = typeof body?.[field] === 'string' ? (body[field] as string) : ''
    if (recipient) {
      const limited = await checkSendCodeLimit(recipient, requestIp(request.headers))
      if (limited) {
        return NextResponse.json({ code: 'TOO_MANY_REQUESTS', message: SEND_CODE_LIMIT_MESSAGE }, { status: 429, headers: { 'Retry-After': String(limited.retryAfterSeconds) } })
      }
    }
  }
  return toNextJsHandler(getAuth()).POST(request)
}

export function GET(request: Request): Promise<Response> {
  return toNextJsHandler(getAuth()).GET(request)
}
