import type { Metadata } from 'next'
import { BuildingView } from '@/components/building/BuildingView'
import { PageShell } from '@/components/layout/PageShell'
import { JsonLd } from '@/components/seo/JsonLd'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { env } from '@/server/env'
import { getFormByHandle, LEAD_FORM_HANDLE } from '@/server/forms/get-form-by-handle'
import { listBuildingPaths } from '@/server/locations/list-building-paths'
import { notFoundPage } from '@/server/navigation/not-found-page'
import { CmsPage, pageSegments, publicPageMetadata, resolvePublicPath } from '../../public-page'

// A building (/bangalore/meridian-tower-indiranagar), or a page of the pages collection at a two-segment address
// (/policies/privacy). The build prerenders the pages and the first PRERENDER_BUILDINGS buildings (200 by default:
// every building of a real provider's catalogue); any other renders on its first request and is kept the same way.
type Params = { params: Promise<{ city: string; building: string }> }

export const dynamicParams = true

export async function generateStaticParams(): Promise<{ city: string; building: string }[]> {
  const [buildings, pages] = await Promise.all([listBuildingPaths(), pageSegments(2)])
  return [
    ...buildings.slice(0, env().PRERENDER_BUILDINGS).map((b) => ({ city: b.city, building: b.slug })),
    ...pages.map(([city, building]) => ({ city: city!, building: building! })),
  ]
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { city, building } = await params
  return publicPageMetadata([city, building])
}

export default async function BuildingOrPage({ params }: Params) {
  const { city, building: slug } = await params
  const target = await resolvePublicPath([city, slug])
  if (!target || target.kind === 'empty-building' || target.kind === 'city') notFoundPage()
  if (target.kind === 'page') return <CmsPage target={target} />
  const { building } = target
  const [chrome, leadForm] = await Promise.all([getSiteChrome(), getFormByHandle(LEAD_FORM_HANDLE)])
  return (
    <PageShell chrome={chrome} path={target.path} breadcrumbLabels={{ [target.path]: building.name }} enquiryForm="page">
      <JsonLd data={building.jsonLd} />
      <BuildingView building={building} leadForm={leadForm} />
    </PageShell>
  )
}
