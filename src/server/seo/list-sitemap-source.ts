import type { SitemapSource } from '@/domain/seo/sitemap'
import { populated } from '@/cms/relation'
import { getPayloadClient } from '../payload'

/** The rows the sitemap lists: paths and change dates only. */
export async function listSitemapSource(): Promise<SitemapSource> {
  const payload = await getPayloadClient()
  const [pages, cities, buildings, posts] = await Promise.all([
    payload.find({ collection: 'pages', depth: 0, limit: 0, pagination: false, select: { path: true, updatedAt: true } }),
    payload.find({
      collection: 'cities',
      where: { isLive: { equals: true } },
      sort: 'sortOrder',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { handle: true, updatedAt: true },
    }),
    payload.find({
      collection: 'buildings',
      where: { and: [{ isLive: { equals: true } }, { 'city.isLive': { equals: true } }] },
      sort: 'name',
      depth: 1,
      populate: { cities: { handle: true } },
      limit: 0,
      pagination: false,
      select: { slug: true, city: true, updatedAt: true },
    }),
    payload.find({
      collection: 'posts',
      sort: '-publishedAt',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { slug: true, updatedAt: true },
    }),
  ])
  return {
    pages: pages.docs.map((p) => ({ path: p.path, updatedAt: p.updatedAt })),
    cities: cities.docs.map((c) => ({ handle: c.handle, updatedAt: c.updatedAt })),
    buildings: buildings.docs.flatMap((b) => {
      const city = populated(b.city)
      return city ? [{ cityHandle: city.handle, slug: b.slug, updatedAt: b.updatedAt }] : []
    }),
    posts: posts.docs.map((p) => ({ slug: p.slug, updatedAt: p.updatedAt })),
  }
}
