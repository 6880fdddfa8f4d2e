import type { Metadata } from 'next'
import { PageBlocks } from '@/components/content/PageBlocks'
import { PageHero } from '@/components/content/PageHero'
import { EnquirySection } from '@/components/forms/EnquirySection'
import { PageShell } from '@/components/layout/PageShell'
import { VoPlansSection } from '@/components/virtual-office/VoPlansSection'
import { isCityHandle } from '@/domain/catalogue/product-types'
import { pageTitle, titleMetadata } from '@/domain/content/page-title'
import type { PageMeta } from '@/domain/content/views'
import { enquiryProductForPath } from '@/domain/leads/enquiry-product-paths'
import { PRODUCT_PATHS, withTrailingSlash } from '@/domain/urls'
import { getPageByPath } from '@/server/content/get-page-by-path'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { listPagePaths } from '@/server/content/list-page-paths'
import { getFormByHandle, LEAD_FORM_HANDLE } from '@/server/forms/get-form-by-handle'
import { getBuildingPage } from '@/server/locations/get-building-page'
import { getCityPage } from '@/server/locations/get-city-page'
import { getSocialMetadata } from '@/server/seo/get-social-metadata'
import { readVoConfig } from '@/server/virtual-office/get-vo-config'
import { listVoPlanOffers } from '@/server/virtual-office/list-plan-offers'

// The CMS-driven public paths, shared by three routes: /{city} ([city]), /{city}/{building} ([city]/[building]) and
// every other address of the pages collection ([...path]; a page of one or two segments is served by the first two).
// Each route imports only its own page type's view, so a page downloads only the client code of its own type: a
// policy page does not carry the building page's carousel and prices, nor a building page the city page's filters
// (docs/decisions/0004-performance-baseline.md, 'What the targets cost on this stack').

export type PublicTarget = NonNullable<Awaited<ReturnType<typeof resolvePublicPath>>>

export async function resolvePublicPath(segments: string[]) {
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

/** The CMS pages' paths of `segments` segments (all of them from three on), as route parameters' segments. */
export async function pageSegments(segments: number): Promise<string[][]> {
  const paths = (await listPagePaths()).filter((p) => p !== '/').map((p) => p.slice(1).split('/'))
  return paths.filter((parts) => (segments >= 3 ? parts.length >= 3 : parts.length === segments))
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

export async function publicPageMetadata(segments: string[]): Promise<Metadata> {
  const target = await resolvePublicPath(segments)
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

/** A page of the pages collection. */
export async function CmsPage({ target }: { target: Extract<PublicTarget, { kind: 'page' }> }) {
  const { page } = target
  const chrome = await getSiteChrome()
  const product = enquiryProductForPath(target.path)
  const leadForm = product ? await getFormByHandle(LEAD_FORM_HANDLE) : null
  // The virtual-office page sells its plans (#plans): the plan cards follow the page's own blocks.
  const voPlans = withTrailingSlash(target.path) === PRODUCT_PATHS.virtualOffice ? await listVoPlanOffers() : null
  const askCompanyName = voPlans ? (await readVoConfig()).doCheckCompanyNameBeforePurchase : false
  return (
    <PageShell chrome={chrome} path={target.path} headerOptions={page.headerOptions} enquiryForm={product && leadForm ? 'page' : 'footer'}>
      <PageHero heading={page.hero.heading} subheading={page.hero.subheading} image={page.hero.image} />
      <PageBlocks blocks={page.blocks} />
      {voPlans && <VoPlansSection plans={voPlans} askCompanyName={askCompanyName} />}
      {product && leadForm && <EnquirySection form={leadForm} product={product} path={target.path} />}
    </PageShell>
  )
}
