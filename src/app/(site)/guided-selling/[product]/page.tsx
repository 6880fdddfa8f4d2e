import type { Metadata } from 'next'
import { PageShell } from '@/components/layout/PageShell'
import { isCityHandle } from '@/domain/catalogue/product-types'
import { GUIDED_PRODUCTS, GUIDED_PRODUCT_INFO, guidedSellingPath, isGuidedProduct } from '@/domain/guided-selling/products'
import { getSiteChrome } from '@/server/content/get-site-chrome'
import { listCities } from '@/server/locations/list-cities'
import { notFoundPage } from '@/server/navigation/not-found-page'

// /guided-selling/{product}: the journey's first choice, the city. Also the target of the journey's breadcrumb.
type Props = { params: Promise<{ product: string }> }

export const dynamicParams = false

export function generateStaticParams(): { product: string }[] {
  return GUIDED_PRODUCTS.map((product) => ({ product }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { product } = await params
  if (!isGuidedProduct(product)) return { title: 'Page not found' }
  const info = GUIDED_PRODUCT_INFO[product]
  return { title: `${info.title}: choose your city`, description: info.intro, alternates: { canonical: guidedSellingPath(product) } }
}

export default async function GuidedProductPage({ params }: Props) {
  const { product } = await params
  if (!isGuidedProduct(product)) notFoundPage()
  const info = GUIDED_PRODUCT_INFO[product]
  const [live, chrome] = await Promise.all([listCities(), getSiteChrome()])
  const cities = live.filter((c) => isCityHandle(c.handle))
  return (
    <PageShell chrome={chrome} path={guidedSellingPath(product)}>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950">{info.title}: which city?</h1>
        <p className="mt-3 text-slate-700">{info.intro}</p>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          {cities.map((city) => (
            <li key={city.id}>
              <a
                href={guidedSellingPath(product, city.handle)}
                className="flex items-center justify-between rounded-xl border border-slate-200 bg-white px-5 py-4 font-medium text-slate-900 hover:border-brand-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {city.name}
                <span aria-hidden="true">→</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </PageShell>
  )
}
