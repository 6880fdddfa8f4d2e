import type { Metadata } from 'next'
import { CityView } from '@/components/locations/CityView'
import { PageShell } from '@/components/layout/PageShell'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { listCities } from '@/server/locations/list-cities'
import { notFoundPage } from '@/server/navigation/not-found-page'
import { CmsPage, pageSegments, publicPageMetadata, resolvePublicPath } from '../public-page'

// A city (/bangalore), or a page of the pages collection at a one-segment address (/festiveoffer).
type Params = { params: Promise<{ city: string }> }

export const dynamicParams = true

export async function generateStaticParams(): Promise<{ city: string }[]> {
  const [cities, pages] = await Promise.all([listCities(), pageSegments(1)])
  return [...cities.map((c) => ({ city: c.handle })), ...pages.map(([city]) => ({ city: city! }))]
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return publicPageMetadata([(await params).city])
}

export default async function CityOrPage({ params }: Params) {
  const target = await resolvePublicPath([(await params).city])
  if (!target || target.kind === 'empty-building' || target.kind === 'building') notFoundPage()
  if (target.kind === 'page') return <CmsPage target={target} />
  return (
    <PageShell chrome={await getSiteChrome()} path={target.path}>
      <CityView city={target.city} />
    </PageShell>
  )
}
