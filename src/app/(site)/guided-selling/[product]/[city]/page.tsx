import type { Metadata } from 'next'
import { GuidedSellingView } from '@/components/guided-selling/GuidedSellingView'
import { PageShell } from '@/components/layout/PageShell'
import { isCityHandle } from '@/domain/catalogue/product-types'
import { resolveFlow, STEP_PARAM, type SearchParams } from '@/domain/guided-selling/flow'
import { matchBuildings, productTypesFor } from '@/domain/guided-selling/match'
import { GUIDED_PRODUCTS, GUIDED_PRODUCT_INFO, guidedSellingPath, isGuidedProduct } from '@/domain/guided-selling/products'
import { questionsFor } from '@/domain/guided-selling/questions'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { getFormByHandle, LEAD_FORM_HANDLE } from '@/server/forms/get-form-by-handle'
import { getGuidedSellingCity } from '@/server/guided-selling/get-guided-selling-city'
import { listCatalogueProducts } from '@/server/guided-selling/list-catalogue-products'
import { getSocialMetadata } from '@/server/seo/get-social-metadata'
import { listCities } from '@/server/locations/list-cities'
import { notFoundPage } from '@/server/navigation/not-found-page'

// /guided-selling/{product}/{city}: a few questions, the matching buildings with prices, then the enquiry.
//
// Rendering: dynamic, on purpose. The journey must work without JavaScript, so the answers travel in the query string
// of plain GET forms and only the server can read them; reading searchParams makes the route render per request.
// Reading them on the client instead would keep the bare URL static but leave visitors without JavaScript stuck on
// step 1. Without Cache Components (not enabled in this app) a route is static or dynamic as a whole, so the bare URL
// renders per request too. The cost is small: the city with its buildings (and, on the results step, one products
// query), all on indexed columns. generateStaticParams lists the 32 journeys (4 products × live cities), ready for the
// day the app turns on Cache Components and these can prerender as static shells. Any other product or city is a 404
// before a database read.
type Props = { params: Promise<{ product: string; city: string }>; searchParams: Promise<SearchParams> }

export async function generateStaticParams(): Promise<{ product: string; city: string }[]> {
  const cities = (await listCities()).filter((c) => isCityHandle(c.handle))
  return GUIDED_PRODUCTS.flatMap((product) => cities.map((c) => ({ product, city: c.handle })))
}

async function load(params: Props['params']) {
  const { product, city } = await params
  if (!isGuidedProduct(product) || !isCityHandle(city)) return null
  const data = await getGuidedSellingCity(city)
  return data ? { product, data } : null
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const target = await load(params)
  if (!target) return { title: 'Page not found' }
  const { product, data } = target
  const info = GUIDED_PRODUCT_INFO[product]
  const path = guidedSellingPath(product, data.city.handle)
  const title = `${info.title} in ${data.city.name}`
  const journeyKeys = new Set<string>([STEP_PARAM, ...questionsFor(product).map((q) => q.id)])
  const answered = Object.keys(await searchParams).some((key) => journeyKeys.has(key))
  return {
    title,
    description: `Find the right ${info.label} in ${data.city.name}: answer a few questions and see matching Sthana buildings with prices, then talk to a workspace expert.`,
    alternates: { canonical: path },
    // Every answered step is a variation of the same page: keep them out of the index, but follow their links.
    ...(answered ? { robots: { index: false, follow: true } } : {}),
    ...(await getSocialMetadata(data.city.share, { path, title })),
  }
}

export default async function GuidedSellingPage({ params, searchParams }: Props) {
  const target = await load(params)
  if (!target) notFoundPage()
  const { product, data } = target
  const flow = resolveFlow({
    product,
    cityHandle: data.city.handle,
    cityName: data.city.name,
    micromarkets: data.micromarkets,
    searchParams: await searchParams,
  })

  let result = null
  if (flow.view.kind !== 'question') {
    const products = await listCatalogueProducts(
      data.buildings.map((b) => b.id),
      productTypesFor(product, flow.answers),
    )
    result = matchBuildings(product, flow.answers, data.buildings, products)
  }
  const cities = (await listCities()).filter((c) => isCityHandle(c.handle)).map((c) => ({ handle: c.handle, name: c.name }))
  const leadForm = flow.view.kind === 'question' ? null : await getFormByHandle(LEAD_FORM_HANDLE)
  const chrome = await getSiteChrome()

  return (
    <PageShell
      chrome={chrome}
      path={guidedSellingPath(product, data.city.handle)}
      enquiryForm={flow.view.kind === 'enquiry' && leadForm ? 'page' : 'footer'}
    >
      <GuidedSellingView flow={flow} cities={cities} result={result} leadForm={leadForm} />
    </PageShell>
  )
}
