import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BuildingView } from '@/components/locations/BuildingView'
import { CityView } from '@/components/locations/CityView'
import { PageBlocks } from '@/components/content/PageBlocks'
import { PageHero } from '@/components/content/PageHero'
import { PageShell } from '@/components/layout/PageShell'
import { isCityHandle } from '@/domain/catalogue/product-types'
import { getPageByPath } from '@/server/content/get-page-by-path'
import { listPagePaths } from '@/server/content/list-page-paths'
import { getBuildingBySlug } from '@/server/locations/get-building-by-slug'
import { getCityWithBuildings } from '@/server/locations/get-city-with-buildings'
import { listBuildingPaths } from '@/server/locations/list-building-paths'
import { listCities } from '@/server/locations/list-cities'

// One route serves every CMS-driven public path: /{city}, /{city}/{building} and the pages collection.
// All of them are prerendered; new ones render on first request and are refreshed by the CMS hooks.
type Params = { params: Promise<{ path: string[] }> }

export const dynamicParams = true

export async function generateStaticParams(): Promise<{ path: string[] }[]> {
  const [pages, cities, buildings] = await Promise.all([listPagePaths(), listCities(), listBuildingPaths()])
  return [
    ...pages.filter((p) => p !== '/').map((p) => ({ path: p.slice(1).split('/') })),
    ...cities.map((c) => ({ path: [c.handle] })),
    ...buildings.map((b) => ({ path: [b.city, b.slug] })),
  ]
}

async function resolve(segments: string[]) {
  const path = `/${segments.map((s) => decodeURIComponent(s).toLowerCase()).join('/')}`
  if (segments.length === 1 && isCityHandle(segments[0])) {
    const city = await getCityWithBuildings(segments[0])
    if (city) return { kind: 'city' as const, path, city }
  }
  if (segments.length === 2 && isCityHandle(segments[0])) {
    const building = await getBuildingBySlug(segments[0], segments[1])
    if (building) return { kind: 'building' as const, path, building }
  }
  const page = await getPageByPath(path)
  if (page) return { kind: 'page' as const, path, page }
  return null
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const target = await resolve((await params).path)
  if (!target) return { title: 'Page not found' }
  switch (target.kind) {
    case 'city': {
      const { city } = target.city
      return { title: city.meta?.title || `Coworking and office space in ${city.name}`, description: city.meta?.description || city.tagline, alternates: { canonical: target.path } }
    }
    case 'building': {
      const b = target.building
      return { title: b.meta?.title || b.name, description: b.meta?.description || b.description?.slice(0, 160), alternates: { canonical: target.path } }
    }
    case 'page':
      return { title: target.page.meta?.title || target.page.title, description: target.page.meta?.description, alternates: { canonical: target.path } }
  }
}

export default async function CatchAllPage({ params }: Params) {
  const target = await resolve((await params).path)
  if (!target) notFound()
  switch (target.kind) {
    case 'city':
      return (
        <PageShell path={target.path}>
          <CityView data={target.city} />
        </PageShell>
      )
    case 'building':
      return (
        <PageShell path={target.path} breadcrumbLabels={{ [target.path]: target.building.name }}>
          <BuildingView building={target.building} />
        </PageShell>
      )
    case 'page':
      return (
        <PageShell path={target.path} headerOptions={target.page.headerOptions ?? undefined}>
          <PageHero heading={target.page.hero.heading} subheading={target.page.hero.subheading} image={target.page.hero.image} />
          <PageBlocks blocks={target.page.layout} />
        </PageShell>
      )
  }
}
