import { sitemapRootXml } from '@/domain/seo/sitemap'
import { env } from '@/server/env'
import { SITEMAP_HEADERS, sitemapEntries } from '@/server/seo/sitemap-entries'

// GET /sitemap.xml: every public address, or, past 1,000 of them, the index of /sitemaps/{n}.xml.
// Rendered at build like the pages it lists, and refreshed with them: the CMS hooks revalidate the root layout, which
// covers this route. The hourly revalidation is only a safety net.
export const revalidate = 3600

export async function GET(): Promise<Response> {
  return new Response(sitemapRootXml(await sitemapEntries(), env().SITE_URL), { headers: SITEMAP_HEADERS })
}
