import type { MetadataRoute } from 'next'
import { buildSitemap } from '@/domain/seo/sitemap'
import { env } from '@/server/env'
import { listSitemapSource } from '@/server/seo/list-sitemap-source'

// Rendered at build like the pages it lists, and refreshed with them: the CMS hooks revalidate the root layout, which
// covers this route. The hourly revalidation is only a safety net.
export const revalidate = 3600

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = buildSitemap(await listSitemapSource(), env().SITE_URL)
  return entries.map((e) => (e.lastModified ? { url: e.url, lastModified: e.lastModified } : { url: e.url }))
}
