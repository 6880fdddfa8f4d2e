import type { Customer } from '@/payload-types'
import { ApiError, serviceUnavailable } from '../api/errors'
import { getAuth } from '../auth/auth'
import { findCustomerForIdentity } from '../auth/find-customer'
import { findRefusal } from '../auth/find-refusal'
import { siteOrigins } from '../auth/options'
import { partnerSessionAlive } from '../auth/partner-session'
import { databaseAnswers, failedForOutage } from '../db/availability'
import { env } from '../env'

// Every customer API row starts here (through withSession or withCustomer, src/server/api/with-customer.ts): a
// session (the cookie, or `Authorization: Bearer <token>`), else 401; a person who is not refused (spec section 6),
// else 403 with the server's message; the caller's own customer row, else 'user-not-found' (the client then asks for
// name and phone: sign-up). While the database is down the answer is 503, never 401: a client would log the customer out.

export const SESSION_MESSAGE = 'Your session has expired. Please log in again.'
export const USER_NOT_FOUND_MESSAGE = 'We could not find your profile. Tell us your name and phone number to finish signing up.'

export interface AuthIdentity {
  id: string
  email: string
  name: string
  phoneNumber?: string | null
}

export interface SignedIn {
  authUser: AuthIdentity
}

export interface SignedInCustomer extends SignedIn {
  customer: Customer
}

export const CROSS_SITE_MESSAGE = 'This request did not come from our site.'

/** Requests that change something and ride on the cookie must come from our own pages (a bearer token is not sent by a browser on its own). */
export function assertSameOrigin(request: Request): void {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || request.headers.get('authorization')?.startsWith('Bearer ')) return
  if (!siteOrigins(env().SITE_URL).includes(request.headers.get('origin') ?? '')) throw new ApiError('forbidden', CROSS_SITE_MESSAGE)
}

/**
 * For the few GETs that change something (the spec's calls table keeps them GETs): a link, an image or a form on
 * another site navigates with the session cookie, so such a request must come from our own pages as a change would.
 * Refused: Sec-Fetch-Site 'cross-site', or 'same-site' (another origin of the same site) unless its Origin is ours,
 * or any Origin that is not the site's. A request with a bearer token (never sent by a browser on its own), or with
 * neither header (not a browser), goes on.
 */
export function assertNotCrossSite(request: Request, message = CROSS_SITE_MESSAGE): void {
  if (request.headers.get('authorization')?.startsWith('Bearer ')) return
  const origin = request.headers.get('origin')
  const ownOrigin = origin !== null && siteOrigins(env().SITE_URL).includes(origin)
  const fetchSite = request.headers.get('sec-fetch-site')?.toLowerCase()
  if ((origin !== null && !ownOrigin) || fetchSite === 'cross-site' || (fetchSite === 'same-site' && !ownOrigin))
    throw new ApiError('forbidden', message)
}

const presentsCredentials = (request: Request) =>
  Boolean(request.headers.get('cookie')?.includes('sthana.session') || request.headers.get('authorization')?.startsWith('Bearer '))

export async function requireSession(request: Request): Promise<SignedIn> {
  assertSameOrigin(request)
  let session: Awaited<ReturnType<ReturnType<typeof getAuth>['api']['getSession']>> = null
  try {
    session = await getAuth().api.getSession({ headers: request.headers })
  } catch (error) {
    if (await failedForOutage(error)) throw serviceUnavailable()
  }
  // A session opened by a partner token ends PARTNER_SESSION_SECONDS after it began (src/server/auth/partner-session.ts).
  if (session && !partnerSessionAlive(session.session)) session = null
  if (!session) {
    // A session that could not be looked up is not an expired one.
    if (presentsCredentials(request) && !(await databaseAnswers())) throw serviceUnavailable()
    throw new ApiError('unauthorized', SESSION_MESSAGE)
  }
  return { authUser: session.user as AuthIdentity }
}

/** Refused when any email, phone or customer row of the signed-in person is a refused account type. */
export async function assertNotRefused(authUser: AuthIdentity, extra: { phones?: string[] } = {}): Promise<void> {
  const refusal = await findRefusal({
    authUserId: authUser.id,
    emails: [authUser.email],
    phones: [authUser.phoneNumber, ...(extra.phones ?? [])],
  })
  if (refusal) throw new ApiError(refusal.code, refusal.message)
}

export async function requireCustomer(request: Request): Promise<SignedInCustomer> {
  const signedIn = await requireSession(request)
  const { authUser } = signedIn
  const [customer] = await Promise.all([
    findCustomerForIdentity({ authUserId: authUser.id, email: authUser.email, phone: authUser.phoneNumber }),
    assertNotRefused(authUser),
  ])
  if (!customer) throw new ApiError('user-not-found', USER_NOT_FOUND_MESSAGE)
  return { ...signedIn, customer }
}
