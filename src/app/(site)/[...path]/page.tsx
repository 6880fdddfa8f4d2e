import type { Metadata } from 'next'
import type { Building } from '@/payload-types'
import { BuildingView } from '@/components/building/BuildingView'
import { CityView } from '@/components/locations/CityView'
import { PageBlocks } from '@/components/content/PageBlocks'
import { EnquirySection } from '@/components/forms/EnquirySection'
import { PageHero } from '@/components/content/PageHero'
import { PageShell } from '@/components/layout/PageShell'
import { JsonLd } from '@/components/seo/JsonLd'
import { isCityHandle } from '@/domain/catalogue/product-types'
import { enquiryProductForPath } from '@/domain/leads/enquiry-products'
import { getPageByPath } from '@/server/content/get-page-by-path'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { getFormByHandle, LEAD_FORM_HANDLE } from '@/server/forms/get-form-by-handle'
import { listPagePaths } from '@/server/content/list-page-paths'
import { getBuildingBySlug } from '@/server/locations/get-building-by-slug'
import { getCityWithBuildings } from '@/server/locations/get-city-with-buildings'
import { listBuildingPaths } from '@/server/locations/list-building-paths'
import { listNearbyBuildings } from '@/server/locations/list-nearby-buildings'
import { listCities } from '@/server/locations/list-cities'
import { getBuildingJsonLd } from '@/server/seo/get-building-json-ld'
import { getSocialMetadata } from '@/server/seo/get-social-metadata'
import { notFoundPage } from '@/server/navigation/not-found-page'

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
    // Spec section 4: a building page whose data is empty goes to /404 (a redirect, not a 404 answer in place).
    if (building)
      return isEmptyBuilding(building) ? { kind: 'empty-building' as const, path } : { kind: 'building' as const, path, building }
  }
  const page = await getPageByPath(path)
  if (page) return { kind: 'page' as const, path, page }
  return null
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const target = await resolve((await params).path)
  if (!target || target.kind === 'empty-building') return { title: 'Page not found' }
  switch (target.kind) {
    case 'city': {
      const { city } = target.city
      const title = city.meta?.title || `Coworking and office space in ${city.name}`
      return {
        title,
        description: city.meta?.description || city.tagline,
        alternates: { canonical: target.path },
        ...(await getSocialMetadata(city, { path: target.path, title })),
      }
    }
    case 'building': {
      const b = target.building
      const title = b.meta?.title || b.name
      return {
        title,
        description: b.meta?.description || b.description?.slice(0, 160),
        alternates: { canonical: target.path },
        ...(await getSocialMetadata(b, { path: target.path, title })),
      }
    }
    case 'page': {
      const title = target.page.meta?.title || target.page.title
      return {
        title,
        description: target.page.meta?.description,
        alternates: { canonical: target.path },
        ...(await getSocialMetadata(target.page, { path: target.path, title })),
      }
    }
  }
}

export default async function CatchAllPage({ params }: Params) {
  const target = await resolve((await params).path)
  if (!target) notFoundPage()
  switch (target.kind) {
    case 'city':
      return (
        <PageShell path={target.path}>
          <CityView data={target.city} />
        </PageShell>
      )
    case 'empty-building':
      notFoundPage()
    case 'building': {
      const [{ settings }, nearby, jsonLd, leadForm] = await Promise.all([
        getSiteChrome(),
        listNearbyBuildings(target.building),
        getBuildingJsonLd(target.building, target.path),
        getFormByHandle(LEAD_FORM_HANDLE),
      ])
      return (
        <PageShell path={target.path} breadcrumbLabels={{ [target.path]: target.building.name }}>
          <JsonLd data={jsonLd} />
          <BuildingView building={target.building} settings={settings} nearby={nearby} leadForm={leadForm} path={target.path} />
        </PageShell>
      )
    }
    case 'page': {
      const product = enquiryProductForPath(target.path)
      const leadForm = product ? await getFormByHandle(LEAD_FORM_HANDLE) : null
      return (
        <PageShell path={target.path} headerOptions={target.page.headerOptions ?? undefined}>
          <PageHero heading={target.page.hero.heading} subheading={target.page.hero.subheading} image={target.page.hero.image} />
          <PageBlocks blocks={target.page.layout} />
          {product && leadForm && <EnquirySection form={leadForm} product={product} path={target.path} />}
        </PageShell>
      )
    }
  }
}

/** A building record with nothing to show: switched off by the operators, or without a single gallery image. */
function isEmptyBuilding(building: Building): boolean {
  return !building.isLive || !(building.gallery ?? []).some((slide) => slide.image)
}
