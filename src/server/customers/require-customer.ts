import { refusedAccountMessage } from '@/domain/customers/account'
import type { Customer } from '@/payload-types'
import { ApiError } from '../api/errors'
import { env } from '../env'
import { getAuth } from '../auth/auth'
import { findCustomerForIdentity } from '../auth/find-customer'
import { siteOrigins } from '../auth/options'

// Every customer API row starts here: a session (the cookie, or `Authorization: Bearer <token>`), else 401; the
// caller's own customer row, else 'user-not-found' (the client then asks for name and phone: sign-up).

export const SESSION_MESSAGE = 'Your session has expired. Please log in again.'
export const USER_NOT_FOUND_MESSAGE = 'We could not find your profile. Tell us your name and phone number to finish signing up.'

export interface SignedIn {
  authUser: { id: string; email: string; name: string; phoneNumber?: string | null }
}

export const CROSS_SITE_MESSAGE = 'This request did not come from our site.'

/** Requests that change something and ride on the cookie must come from our own pages (a bearer token is not sent by a browser on its own). */
export function assertSameOrigin(request: Request): void {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || request.headers.get('authorization')?.startsWith('Bearer ')) return
  if (!siteOrigins(env().SITE_URL).includes(request.headers.get('origin') ?? '')) throw new ApiError('forbidden', CROSS_SITE_MESSAGE)
}

export async function requireSession(request: Request): Promise<SignedIn> {
  assertSameOrigin(request)
  const session = await getAuth()
    .api.getSession({ headers: request.headers })
    .catch(() => null)
  if (!session) throw new ApiError('unauthorized', SESSION_MESSAGE)
  return { authUser: session.user as SignedIn['authUser'] }
}

export async function requireCustomer(request: Request): Promise<SignedIn & { customer: Customer }> {
  const signedIn = await requireSession(request)
  const { authUser } = signedIn
  const customer = await findCustomerForIdentity({ authUserId: authUser.id, email: authUser.email, phone: authUser.phoneNumber })
  if (!customer) throw new ApiError('user-not-found', USER_NOT_FOUND_MESSAGE)
  const refused = refusedAccountMessage(customer.accountType)
  if (refused) throw new ApiError(customer.accountType as 'black-listed-user', refused)
  return { ...signedIn, customer }
}
