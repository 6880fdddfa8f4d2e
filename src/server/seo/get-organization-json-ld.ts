import { organizationJsonLd, type OrganizationJsonLd } from '@/domain/seo/organization'
import { getSiteGlobals } from '../content/get-site-globals'
import { env } from '../env'

/** The home page's schema.org Organization, from the site settings and the footer's company details. */
export async function getOrganizationJsonLd(): Promise<OrganizationJsonLd> {
  const { settings, footer } = await getSiteGlobals()
  return organizationJsonLd({ siteUrl: env().SITE_URL, settings, footer })
}
