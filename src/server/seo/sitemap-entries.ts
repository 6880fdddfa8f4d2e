import { buildSitemap, type SitemapEntry } from '@/domain/seo/sitemap'
import { env } from '../env'
import { listSitemapSource } from './list-sitemap-source'

/** Every address /sitemap.xml lists, in its order (src/domain/seo/sitemap.ts). */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  return buildSitemap(await listSitemapSource(), env().SITE_URL)
}

export const SITEMAP_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8' } as const
