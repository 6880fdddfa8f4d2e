import { randomUUID } from 'node:crypto'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import type { Customer } from '@/payload-types'
import { POST as authPost } from '@/app/api/auth/[...all]/route'

// Signs a customer in through the real code flow: ask for a code, read it from the outbox, verify it. Answers the
// headers that carry the session (the cookie), for calling the customer API rows in integration tests.

export const ORIGIN = process.env.SITE_URL ?? 'http://localhost:3100'

export function authRequest(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return authPost(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        'x-forwarded-for': headers['x-forwarded-for'] ?? `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  )
}

export async function latestCode(payload: Payload, to: string): Promise<string> {
  const { docs } = await payload.find({
    collection: 'outbox-messages',
    where: { and: [{ to: { equals: to } }, { kind: { equals: 'login-code' } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  })
  const code = docs[0]?.body.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`No login code for ${to} in the outbox`)
  return code
}

export function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]!)
  const session = cookies.find((c) => c.includes('sthana.session'))
  if (!session) throw new Error(`No session cookie in ${JSON.stringify(cookies)}`)
  return session
}

/** Signs in by email and answers the Cookie header of the session. */
export async function signInByEmail(payload: Payload, email: string): Promise<{ cookie: string; response: Response }> {
  const sent = await authRequest('/email-otp/send-verification-otp', { email, type: 'sign-in' })
  if (!sent.ok) throw new Error(`Sending the code failed: ${sent.status} ${await sent.text()}`)
  const response = await authRequest('/sign-in/email-otp', { email, otp: await latestCode(payload, email) })
  if (!response.ok) return { cookie: '', response }
  return { cookie: sessionCookie(response), response }
}

/**
 * A customer as after sign-up: signed in by email code, with the customer row (name, a random mobile number) linked
 * to the sign-in. `data` adds or overrides fields of the row.
 */
export async function signUpCustomer(
  payload: Payload,
  email: string,
  name: string,
  data: Partial<RequiredDataFromCollectionSlug<'customers'>> = {},
): Promise<{ cookie: string; customer: Customer }> {
  const { cookie, response } = await signInByEmail(payload, email)
  const { user } = (await response.json()) as { user: { id: string } }
  const customer = await payload.create({
    collection: 'customers',
    overrideAccess: true,
    depth: 0,
    data: {
      name,
      email,
      phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      authUserId: user.id,
      userUid: randomUUID(),
      accountType: 'customer',
      kycStatus: 'NOT_STARTED',
      ...data,
    },
  })
  return { cookie, customer }
}
