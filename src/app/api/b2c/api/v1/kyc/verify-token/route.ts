import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { handler } from '@/server/api/handler'
import { sessionCookieName, siteOrigins, usesSecureCookies } from '@/server/auth/options'
import { env } from '@/server/env'
import { requestIp } from '@/server/leads/client-ip'
import { verifyPartnerKycToken } from '@/server/partners/verify-partner-kyc-token'
import { verifyKycTokenAnswer, verifyKycTokenBody, verifyKycTokenError } from '@/contracts/virtual-office'
import { VO_ERROR_TOASTS } from '@/domain/virtual-office/messages'
import { verifyKycTokenAnswerFor } from '@/domain/virtual-office/schemas'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

// POST /api/b2c/api/v1/kyc/verify-token { token, partner }: a partner's signed token for one of its customers → a
// short-lived session's token at data.data.data.accessToken (what it is and who gets one:
// src/server/partners/verify-partner-kyc-token.ts). Our own pages also get it as the session cookie, so the KYC page
// goes on signed in; another site's request never does (no login CSRF). A refused token answers 401 (429 when one
// address tries too many) with the spec's message and `redirectTo`.
export const POST = handler(
  async (request: Request) => {
    const { token, partner } = await parseJsonBody(request, verifyKycTokenBody, VO_ERROR_TOASTS.verifyKycToken)
    const result = await verifyPartnerKycToken({ token, partner, ip: requestIp(request.headers) })
    if (!result.ok) {
      const rateLimited = result.reason === 'rate-limited'
      return NextResponse.json(
        verifyKycTokenError.parse({
          error: { code: rateLimited ? 'rate_limited' : 'unauthorized', message: VO_ERROR_TOASTS.verifyKycToken },
          redirectTo: result.redirectTo,
        }),
        {
          status: rateLimited ? 429 : 401,
          headers: { ...NO_STORE, ...(result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {}) },
        },
      )
    }
    const response = NextResponse.json(verifyKycTokenAnswer.parse(verifyKycTokenAnswerFor(result.accessToken)), { headers: NO_STORE })
    const { SITE_URL } = env()
    if (siteOrigins(SITE_URL).includes(request.headers.get('origin') ?? '')) {
      const secure = usesSecureCookies(SITE_URL)
      response.headers.append(
        'Set-Cookie',
        // The access token is the signed session token: the cookie holds the same, URL-encoded.
        `${sessionCookieName(SITE_URL)}=${encodeURIComponent(result.accessToken)}; Path=/; HttpOnly; SameSite=Lax; ` +
          `Max-Age=${result.expiresInSeconds}${secure ? '; Secure' : ''}`,
      )
    }
    return response
  },
  { maxBodyBytes: 8 * 1024 },
)
