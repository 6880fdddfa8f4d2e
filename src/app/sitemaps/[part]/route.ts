import { sitemapPart, urlsetXml } from '@/domain/seo/sitemap'
import { SITEMAP_HEADERS, sitemapEntries } from '@/server/seo/sitemap-entries'

// GET /sitemaps/{n}.xml: part n of a sitemap split past 1,000 addresses (/sitemap.xml is then their index). Each part
// renders on its first request and is kept like the pages, refreshed by the same CMS hooks.
export const revalidate = 3600
export const dynamicParams = true

export function generateStaticParams(): { part: string }[] {
  return []
}

export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }): Promise<Response> {
  const match = /^([1-9]\d{0,5})\.xml$/.exec((await params).part)
  const entries = match ? sitemapPart(await sitemapEntries(), Number(match[1])) : null
  if (!entries)
    return new Response('There is no such part of the sitemap. The list of parts is at /sitemap.xml.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  return new Response(urlsetXml(entries), { headers: SITEMAP_HEADERS })
}
