import type { Metadata } from 'next'
import { PageBlocks } from '@/components/content/PageBlocks'
import { PageHero } from '@/components/content/PageHero'
import { TrustSection } from '@/components/content/TrustSection'
import { PageShell } from '@/components/layout/PageShell'
import { FindWorkspace } from '@/components/locations/FindWorkspace'
import { CmsImage } from '@/components/media/CmsImage'
import { JsonLd } from '@/components/seo/JsonLd'
import { getPageByPath } from '@/server/content/get-page-by-path'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { getTrust } from '@/server/content/get-trust'
import { getOrganizationJsonLd } from '@/server/seo/get-organization-json-ld'
import { getSocialMetadata } from '@/server/seo/get-social-metadata'
import { listCities } from '@/server/locations/list-cities'
import { listFindPlaces } from '@/server/locations/list-find-places'
import { notFoundPage } from '@/server/navigation/not-found-page'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPageByPath('/')
  return {
    title: { absolute: page?.meta.title || 'Home' },
    description: page?.meta.description ?? undefined,
    alternates: { canonical: '/' },
    ...(await getSocialMetadata(page?.meta.share ?? {}, { path: '/', title: page?.title })),
  }
}

export default async function HomePage() {
  const [page, cities, places, trust, chrome, organization] = await Promise.all([
    getPageByPath('/'),
    listCities(),
    listFindPlaces(),
    getTrust(),
    getSiteChrome(),
    getOrganizationJsonLd(),
  ])
  if (!page) notFoundPage()
  const [first, ...rest] = page.blocks
  return (
    <PageShell chrome={chrome} path="/" headerOptions={page.headerOptions}>
      <JsonLd data={organization} />
      <PageHero heading={page.hero.heading} subheading={page.hero.subheading} image={page.hero.image}>
        <FindWorkspace groups={places} />
      </PageHero>
      <PageBlocks blocks={first ? [first] : []} />
      <section aria-labelledby="cities-heading" className="bg-sand-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <h2 id="cities-heading" className="text-2xl font-semibold text-brand-900">
            Workspaces in {cities.length} cities
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {cities.map((city) => (
              <li key={city.id}>
                <a href={city.href} className="group block overflow-hidden rounded-xl border border-slate-200 bg-white hover:shadow-md">
                  <CmsImage
                    image={city.heroImage}
                    size="thumb"
                    sizes="(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[3/2] w-full object-cover"
                  />
                  <span className="block px-4 pt-3 font-semibold text-slate-900 group-hover:text-brand-700">{city.name}</span>
                  <span className="block px-4 pb-4 text-sm text-slate-600">{city.tagline}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <TrustSection trust={trust} />
      <PageBlocks blocks={rest} />
    </PageShell>
  )
}
