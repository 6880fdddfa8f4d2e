import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { inTransaction } from '@/server/db/transaction'
import { generatePartnerKey, signPartnerToken } from '@/server/security/partner-token'
import { createDocumentForOrder } from '@/server/virtual-office/documents'

// Partners for the tests of POST /api/b2c/api/v1/kyc/verify-token: one made through the admin's collection (so its
// key is stored as an operator's would be), and a virtual-office document of that partner for a customer.

export interface TestPartner {
  id: number
  slug: string
  key: string
}

export async function createTestPartner(
  payload: Payload,
  options: { slug?: string; subscriptionsUrl?: string; redirectToSubscriptionsOnFailure?: boolean } = {},
): Promise<TestPartner> {
  const slug = options.slug ?? `partner-${randomUUID().slice(0, 8)}`
  const key = generatePartnerKey()
  const created = await payload.create({
    collection: 'partners',
    overrideAccess: true,
    depth: 0,
    data: {
      name: `Partner ${slug}`,
      slug,
      newKey: key,
      subscriptionsUrl: options.subscriptionsUrl ?? null,
      redirectToSubscriptionsOnFailure: options.redirectToSubscriptionsOnFailure ?? false,
    },
  })
  return { id: created.id, slug, key }
}

/** A paid virtual-office document of `partner` for the customer. */
export async function partnerDocument(customerId: number, partner: string): Promise<string> {
  return String(
    await inTransaction((tx) =>
      createDocumentForOrder(tx.query, {
        customerId,
        orderNumber: `VO-PARTNER-${randomUUID()}`,
        buildingId: null,
        partner,
        plan: { handle: 'business-address-vo-package', title: 'Business address', name: '12 Months', price: 1_439_900, durationMonths: 12 },
      }),
    ),
  )
}

export function partnerToken(partner: TestPartner, email: string, options: { now?: Date; lifetimeSeconds?: number; key?: string } = {}) {
  const now = options.now ?? new Date()
  const iat = Math.floor(now.getTime() / 1000)
  return signPartnerToken(
    { partner: partner.slug, sub: `cust-${randomUUID().slice(0, 8)}`, email, iat, exp: iat + (options.lifetimeSeconds ?? 600) },
    options.key ?? partner.key,
    now,
  )
}
