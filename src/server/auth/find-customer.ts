import type { PayloadRequest, Where } from 'payload'
import type { Customer } from '@/payload-types'
import { getPayloadClient } from '../payload'
import { isRealEmail } from './options'

/**
 * The customer row of a sign-in identity: by its link, else by the email or phone an operator entered before the
 * customer first logged in (the code proved they own it), which is then linked. Pass `req` to work inside a transaction.
 */
export async function findCustomerForIdentity(
  identity: {
    authUserId: string
    email?: string | null
    phone?: string | null
  },
  options: { req?: PayloadRequest } = {},
): Promise<Customer | null> {
  const payload = await getPayloadClient()
  const { req } = options
  const phone = identity.phone?.replace(/^\+91/, '')
  const or: Where[] = [
    { authUserId: { equals: identity.authUserId } },
    ...(isRealEmail(identity.email) ? [{ email: { equals: identity.email.toLowerCase() } }] : []),
    ...(phone ? [{ phone: { equals: phone } }] : []),
  ]
  const { docs } = await payload.find({ collection: 'customers', where: { or }, limit: 5, depth: 0, overrideAccess: true, req })
  // A row already linked to another sign-in identity is never taken over.
  const linked = docs.find((c) => c.authUserId === identity.authUserId)
  if (linked) return linked
  const unlinked = docs.find((c) => !c.authUserId)
  if (!unlinked) return null
  return payload.update({
    collection: 'customers',
    id: unlinked.id,
    data: { authUserId: identity.authUserId },
    depth: 0,
    overrideAccess: true,
    req,
  })
}
