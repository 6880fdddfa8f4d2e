import type { Metadata } from 'next'
import { NotFoundView } from '@/components/layout/NotFoundView'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { listCities } from '@/server/locations/list-cities'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

export default async function NotFound() {
  const [chrome, cities] = await Promise.all([getSiteChrome(), listCities()])
  return <NotFoundView chrome={chrome} cities={cities} />
}
