import { isImage, isMediaLike, type MediaRef } from './media'
import { absoluteUrl } from './urls'

// schema.org Organization for the home page: who runs the site, how to reach them, where else they are.

export interface OrganizationSeoInput {
  siteUrl: string
  /** The site-settings global (Payload's `SiteSetting` satisfies this). */
  settings: { siteName: string; supportPhone?: string | null; defaultMeta?: { image?: MediaRef } | null }
  /** The footer global, for the logo, email, address and social profiles (Payload's `Footer` satisfies this). */
  footer?: {
    meta?: {
      name?: string | null
      logo?: MediaRef
      phone?: string | null
      email?: string | null
      address?: string | null
      socialMediaLinks?: readonly { url: string }[] | null
    } | null
  } | null
}

export interface OrganizationJsonLd {
  '@context': 'https://schema.org'
  '@type': 'Organization'
  '@id': string
  name: string
  url: string
  logo?: string
  image?: string
  telephone?: string
  email?: string
  address?: string
  sameAs?: string[]
  contactPoint?: { '@type': 'ContactPoint'; telephone: string; contactType: 'customer service'; areaServed: 'IN' }[]
}

const mediaUrl = (ref: MediaRef, siteUrl: string): string | undefined =>
  isMediaLike(ref) && isImage(ref) && ref.url ? absoluteUrl(siteUrl, ref.url) : undefined

export function organizationJsonLd({ siteUrl, settings, footer }: OrganizationSeoInput): OrganizationJsonLd {
  const home = absoluteUrl(siteUrl, '/')
  const meta = footer?.meta
  const phone = settings.supportPhone?.trim() || meta?.phone?.trim()
  const logo = mediaUrl(meta?.logo, siteUrl)
  const image = mediaUrl(settings.defaultMeta?.image, siteUrl)
  const sameAs = [...new Set((meta?.socialMediaLinks ?? []).map((l) => l.url.trim()).filter((u) => /^https?:\/\//i.test(u)))]
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${home}#organization`,
    name: settings.siteName,
    url: home,
    ...(logo ? { logo } : {}),
    ...(image ? { image } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(meta?.email?.trim() ? { email: meta.email.trim() } : {}),
    ...(meta?.address?.trim() ? { address: meta.address.trim() } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...(phone ? { contactPoint: [{ '@type': 'ContactPoint', telephone: phone, contactType: 'customer service', areaServed: 'IN' }] } : {}),
  }
}
