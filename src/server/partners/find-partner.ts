import { fieldCipher } from '../security/field-encryption'
import { PARTNER_KEY_CONTEXT } from '../security/partner-token'
import { getPayloadClient } from '../payload'

// A partner as the token check needs it (admin: Customers → Partners), its signing keys decrypted: current first.

export interface PartnerRecord {
  slug: string
  name: string
  keys: string[]
  subscriptionsUrl: string | null
  redirectToSubscriptionsOnFailure: boolean
}

export async function findPartner(slug: string): Promise<PartnerRecord | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'partners',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const partner = docs[0]
  if (!partner) return null
  const cipher = fieldCipher()
  const keys: string[] = []
  for (const stored of [partner.keyEncrypted, partner.previousKeyEncrypted]) {
    if (!stored) continue
    try {
      keys.push(cipher.decryptString(stored, PARTNER_KEY_CONTEXT))
    } catch (error) {
      console.error(`A signing key of partner ${slug} does not decrypt`, error)
    }
  }
  return {
    slug: partner.slug,
    name: partner.name,
    keys,
    subscriptionsUrl: partner.subscriptionsUrl ?? null,
    redirectToSubscriptionsOnFailure: partner.redirectToSubscriptionsOnFailure === true,
  }
}
