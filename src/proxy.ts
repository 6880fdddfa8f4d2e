import { NextResponse, type NextRequest } from 'next/server'
import { isPagePath } from './domain/urls'
import { pageExists } from './server/navigation/known-addresses'
import { contentSecurityPolicy, isNoncePage, newNonce } from './server/security/content-security-policy'

// Every page request passes here (the matcher leaves out the API, the admin, Next.js's files and addresses of files):
// 1. An address with no page behind it answers 404 with the site's not-found page, at the address the visitor typed:
//    the request is rewritten to Next.js's own not-found route, which app/global-not-found.tsx renders as complete
//    HTML (docs/decisions/0002-not-found.md).
// 2. Page addresses end with a slash, as the spec lists its routes; the other form is redirected (308) to it.
// 3. The pages rendered per request (guided selling's results, the development outbox, the agreement signing page) get
//    a Content-Security-Policy with a fresh nonce instead of allowing inline scripts: Next.js reads the nonce from the
//    request's policy and puts it on every script it writes. Static pages keep next.config.ts's policy; both read one
//    list, NONCE_PAGES (src/server/security/content-security-policy.ts); see docs/decisions/0003-security-headers.md.

const NOT_FOUND_ROUTE = '/_not-found'
const NOT_FOUND_PATH = '/404'

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (pathname !== NOT_FOUND_PATH && isPagePath(pathname)) {
    const known = await pageExists(pathname)
    if (known === false) return NextResponse.rewrite(new URL(NOT_FOUND_ROUTE, request.url))
    if (!pathname.endsWith('/')) {
      // An absolute address built by hand: NextResponse.redirect would take the trailing slash off again.
      return new NextResponse(null, { status: 308, headers: { location: new URL(`${pathname}/${search}`, request.url).href } })
    }
  }
  if (!isNoncePage(pathname)) return NextResponse.next()
  const policy = contentSecurityPolicy({ dev: process.env.NODE_ENV === 'development', nonce: newNonce(), env: process.env })
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('content-security-policy', policy)
  return response
}

export const config = {
  // Everything but the API, the admin and Payload's routes, Next.js's own files, and addresses of files (a dot in the
  // last segment: /favicon.ico, /sitemap.xml).
  matcher: ['/((?!api(?:/|$)|admin(?:/|$)|cms-api(?:/|$)|_next/|[^?]*\\.[^/?]+$).*)'],
}
