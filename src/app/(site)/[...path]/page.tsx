import type { Metadata } from 'next'
import { BuildingView } from '@/components/building/BuildingView'
import { CityView } from '@/components/locations/CityView'
import { PageBlocks } from '@/components/content/PageBlocks'
import { EnquirySection } from '@/components/forms/EnquirySection'
import { PageHero } from '@/components/content/PageHero'
import { PageShell } from '@/components/layout/PageShell'
import { JsonLd } from '@/components/seo/JsonLd'
import { isCityHandle } from '@/domain/catalogue/product-types'
import { pageTitle, titleMetadata } from '@/domain/content/page-title'
import type { PageMeta } from '@/domain/content/views'
import { enquiryProductForPath } from '@/domain/leads/enquiry-products'
import { withTrailingSlash } from '@/domain/urls'
import { getPageByPath } from '@/server/content/get-page-by-path'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { getFormByHandle, LEAD_FORM_HANDLE } from '@/server/forms/get-form-by-handle'
import { listPagePaths } from '@/server/content/list-page-paths'
import { getBuildingPage } from '@/server/locations/get-building-page'
import { getCityPage } from '@/server/locations/get-city-page'
import { listBuildingPaths } from '@/server/locations/list-building-paths'
import { listCities } from '@/server/locations/list-cities'
import { getSocialMetadata } from '@/server/seo/get-social-metadata'
import { notFoundPage } from '@/server/navigation/not-found-page'
import { listVoPlanOffers } from '@/server/virtual-office/list-plan-offers'
import { readVoConfig } from '@/server/virtual-office/get-vo-config'
import { VoPlansSection } from '@/components/virtual-office/VoPlansSection'
import { PRODUCT_PATHS } from '@/domain/urls'
import { env } from '@/server/env'

// One route serves every CMS-driven public path: /{city}, /{city}/{building} and the pages collection.
// The build prerenders the pages, the cities and the first PRERENDER_BUILDINGS buildings (200 by default: every
// building of a real provider's catalogue); any other renders on its first request and is kept the same way. The CMS
// hooks refresh them all.
type Params = { params: Promise<{ path: string[] }> }

export const dynamicParams = true

export async function generateStaticParams(): Promise<{ path: string[] }[]> {
  const [pages, cities, buildings] = await Promise.all([listPagePaths(), listCities(), listBuildingPaths()])
  return [
    ...pages.filter((p) => p !== '/').map((p) => ({ path: p.slice(1).split('/') })),
    ...cities.map((c) => ({ path: [c.handle] })),
    ...buildings.slice(0, env().PRERENDER_BUILDINGS).map((b) => ({ path: [b.city, b.slug] })),
  ]
}

async function resolve(segments: string[]) {
  const path = `/${segments.map((s) => decodeURIComponent(s).toLowerCase()).join('/')}`
  if (segments.length === 1 && isCityHandle(segments[0])) {
    const city = await getCityPage(segments[0])
    if (city) return { kind: 'city' as const, path, city }
  }
  if (segments.length === 2 && isCityHandle(segments[0])) {
    // Spec section 4: a building page whose data is empty goes to /404 (a redirect, not a 404 answer in place).
    const building = await getBuildingPage(segments[0], segments[1])
    if (building?.kind === 'empty-building') return { kind: 'empty-building' as const, path }
    if (building) return { kind: 'building' as const, path, building: building.model }
  }
  const page = await getPageByPath(path)
  if (page) return { kind: 'page' as const, path, page }
  return null
}

async function metadataOf(meta: PageMeta, address: string): Promise<Metadata> {
  const path = withTrailingSlash(address)
  const { siteName } = await getSiteChrome()
  const title = pageTitle(meta.title, siteName)
  return {
    title: titleMetadata(meta.title, siteName),
    description: meta.description ?? undefined,
    alternates: { canonical: path },
    ...(await getSocialMetadata(meta.share, { path, title })),
  }
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const target = await resolve((await params).path)
  if (!target || target.kind === 'empty-building') return { title: 'Page not found' }
  switch (target.kind) {
    case 'city':
      return metadataOf(target.city.meta, target.path)
    case 'building':
      return metadataOf(target.building.meta, target.path)
    case 'page':
      return metadataOf(target.page.meta, target.path)
  }
}

export default async function CatchAllPage({ params }: Params) {
  const [target, chrome] = await Promise.all([params.then(({ path }) => resolve(path)), getSiteChrome()])
  if (!target) notFoundPage()
  switch (target.kind) {
    case 'city':
      return (
        <PageShell chrome={chrome} path={target.path}>
          <CityView city={target.city} />
        </PageShell>
      )
    case 'empty-building':
      notFoundPage()
    case 'building': {
      const { building } = target
      const leadForm = await getFormByHandle(LEAD_FORM_HANDLE)
      return (
        <PageShell chrome={chrome} path={target.path} breadcrumbLabels={{ [target.path]: building.name }} enquiryForm="page">
          <JsonLd data={building.jsonLd} />
          <BuildingView building={building} leadForm={leadForm} />
        </PageShell>
      )
    }
    case 'page': {
      const { page } = target
      const product = enquiryProductForPath(target.path)
      const leadForm = product ? await getFormByHandle(LEAD_FORM_HANDLE) : null
      // The virtual-office page sells its plans (#plans): the plan cards follow the page's own blocks.
      const voPlans = withTrailingSlash(target.path) === PRODUCT_PATHS.virtualOffice ? await listVoPlanOffers() : null
      const askCompanyName = voPlans ? (await readVoConfig()).doCheckCompanyNameBeforePurchase : false
      return (
        <PageShell
          chrome={chrome}
          path={target.path}
          headerOptions={page.headerOptions}
          enquiryForm={product && leadForm ? 'page' : 'footer'}
        >
          <PageHero heading={page.hero.heading} subheading={page.hero.subheading} image={page.hero.image} />
          <PageBlocks blocks={page.blocks} />
          {voPlans && <VoPlansSection plans={voPlans} askCompanyName={askCompanyName} />}
          {product && leadForm && <EnquirySection form={leadForm} product={product} path={target.path} />}
        </PageShell>
      )
    }
  }
}
