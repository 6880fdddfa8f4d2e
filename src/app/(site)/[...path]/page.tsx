import type { Metadata } from 'next'
import { notFoundPage } from '@/server/navigation/not-found-page'
import { CmsPage, pageSegments, publicPageMetadata, resolvePublicPath } from '../public-page'

// The pages collection's addresses of three segments and more (/workspaces/on-demand/day-pass). Shorter ones are
// served by [city] and [city]/[building] (../public-page.tsx). Every page is prerendered; the CMS hooks refresh them.
type Params = { params: Promise<{ path: string[] }> }

export const dynamicParams = true

export async function generateStaticParams(): Promise<{ path: string[] }[]> {
  return (await pageSegments(3)).map((path) => ({ path }))
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return publicPageMetadata((await params).path)
}

export default async function PagesPage({ params }: Params) {
  const target = await resolvePublicPath((await params).path)
  if (!target || target.kind !== 'page') notFoundPage()
  return <CmsPage target={target} />
}
