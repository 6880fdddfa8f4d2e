import type { SearchTarget } from '@/domain/search/rank'
import { enquiryProductForPath } from '@/domain/leads/enquiry-product-paths'
import { buildingPath, cityPath, postPath, PRODUCT_PATHS, withoutTrailingSlash, withTrailingSlash } from '@/domain/urls'
import { populated } from '@/cms/relation'
import { getPayloadClient } from '../payload'

// The Ctrl+K palette's jump targets, from the CMS: every page, city, live building and blog post, so a building added
// in the admin is findable at once. Only what the palette shows travels (a few fields per target).

const cityCount = (n: number) => (n === 1 ? '1 building' : `${n} buildings`)

const PRODUCT_ROOTS = [
  PRODUCT_PATHS.workspaces,
  '/labs',
  '/enterprise',
  '/events',
  '/advertise',
  '/studios',
  '/business-solutions',
  '/workplace',
]

export async function listSearchTargets(): Promise<SearchTarget[]> {
  const payload = await getPayloadClient()
  const [pages, cities, buildings, posts] = await Promise.all([
    payload.find({ collection: 'pages', pagination: false, depth: 0, select: { path: true, title: true, hero: true } }),
    payload.find({ collection: 'cities', pagination: false, depth: 0, sort: 'name', select: { name: true, handle: true } }),
    payload.find({
      collection: 'buildings',
      where: { isLive: { equals: true } },
      pagination: false,
      depth: 1,
      sort: 'name',
      select: { name: true, slug: true, city: true, micromarket: true, address: true },
    }),
    payload.find({ collection: 'posts', pagination: false, depth: 0, sort: '-publishedAt', select: { title: true, slug: true } }),
  ])
  const micromarketsByCity = new Map<number, string[]>()
  const buildingsByCity = new Map<number, number>()
  const targets: SearchTarget[] = []
  for (const b of buildings.docs) {
    const city = populated(b.city)
    const micromarket = populated(b.micromarket)
    if (!city || !micromarket) continue
    buildingsByCity.set(city.id, (buildingsByCity.get(city.id) ?? 0) + 1)
    micromarketsByCity.set(city.id, [...new Set([...(micromarketsByCity.get(city.id) ?? []), micromarket.name])])
    targets.push({
      id: `building-${b.id}`,
      kind: 'building',
      title: b.name,
      subtitle: `${micromarket.name}, ${city.name}`,
      href: buildingPath(city.handle, b.slug),
      keywords: [b.address?.line1, b.address?.line2, b.address?.pinCode].filter(Boolean).join(' '),
    })
  }
  const cityTargets: SearchTarget[] = cities.docs.map((c) => ({
    id: `city-${c.id}`,
    kind: 'city',
    title: `Workspaces in ${c.name}`,
    // The badge already says 'City': the subtitle says what is there.
    subtitle: cityCount(buildingsByCity.get(c.id) ?? 0),
    href: cityPath(c.handle),
    keywords: [c.name, ...(micromarketsByCity.get(c.id) ?? [])].join(' '),
  }))
  const pageTargets: SearchTarget[] = pages.docs.map((p) => {
    const path = p.path === '/' ? '/' : p.path
    const bare = withoutTrailingSlash(path)
    const product =
      Boolean(enquiryProductForPath(path)) ||
      PRODUCT_ROOTS.map(withoutTrailingSlash).some((root) => bare === root || bare.startsWith(`${root}/`))
    return {
      id: `page-${p.id}`,
      kind: product ? 'product' : 'page',
      title: p.hero?.heading || p.title,
      subtitle: product ? 'Workspace solution' : 'Page',
      href: withTrailingSlash(path),
      keywords: p.title,
    }
  })
  const postTargets: SearchTarget[] = posts.docs.map((p) => ({
    id: `post-${p.id}`,
    kind: 'page',
    title: p.title,
    subtitle: 'Blog',
    href: postPath(p.slug),
  }))
  return [
    ...cityTargets,
    ...pageTargets.filter((t) => t.kind === 'product'),
    ...targets,
    ...pageTargets.filter((t) => t.kind === 'page'),
    ...postTargets,
  ]
}
