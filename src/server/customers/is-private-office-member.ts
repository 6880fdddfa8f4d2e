import { getPayloadClient } from '../payload'

// Spec section 6: an email linked to a private-office membership (admin: Customers → Private office memberships)
// cannot buy a day pass, a bundle or a conference room. Checked against the signed-in email and the profile's email.

export async function isPrivateOfficeMember(emails: readonly (string | null | undefined)[]): Promise<boolean> {
  const wanted = [...new Set(emails.flatMap((e) => (e ? [e.trim().toLowerCase()] : [])))]
  if (wanted.length === 0) return false
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'private-office-memberships',
    where: { and: [{ email: { in: wanted } }, { isActive: { equals: true } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * The customer with `privateOfficeMember` resolved: set by an operator on the customer, or an active private-office
 * membership linked to the customer's email (Customers → Private office memberships). Both refuse the same purchases.
 */
export async function withPrivateOfficeStanding<C extends { email?: string | null; privateOfficeMember?: boolean | null }>(
  customer: C,
  signedInEmail?: string | null,
): Promise<C> {
  if (customer.privateOfficeMember) return customer
  return { ...customer, privateOfficeMember: await isPrivateOfficeMember([customer.email, signedInEmail]) }
}
