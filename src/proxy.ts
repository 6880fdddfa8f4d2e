import { NextResponse, type NextRequest } from 'next/server'
import { contentSecurityPolicy, newNonce } from './server/security/content-security-policy'

// The pages rendered per request (guided selling's results, the development outbox) get a Content-Security-Policy
// with a fresh nonce instead of allowing inline scripts: Next.js reads the nonce from the request's policy and puts
// it on every script it writes. Static pages keep next.config.ts's policy; see docs/decisions/0003-security-headers.md.
// The matcher must list exactly the paths next.config.ts leaves to this proxy (NONCE_PAGES there).

export function proxy(request: NextRequest) {
  const policy = contentSecurityPolicy({ dev: process.env.NODE_ENV === 'development', nonce: newNonce(), env: process.env })
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  return response
}

export const config = {
  matcher: ['/guided-selling/:product/:city', '/dev/outbox'],
}
