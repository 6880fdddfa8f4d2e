import type { SiteChrome } from '@/domain/content/views'
import type { CitySummary } from '@/domain/locations/views'
import { HOME_PATH, PRODUCT_PATHS } from '@/domain/urls'
import { ButtonLink } from '../ui/Button'
import { PageShell } from './PageShell'

/** The not-found page: for notFound() in a route and for unmatched addresses (app/global-not-found.tsx). */
export function NotFoundView({ chrome, cities }: { chrome: SiteChrome; cities: CitySummary[] }) {
  return (
    <PageShell chrome={chrome} path="/404">
      <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">404</p>
        <h1 className="mt-2 text-3xl font-bold text-brand-950 sm:text-4xl">We couldn’t find that page</h1>
        <p className="mt-4 text-slate-700">The link may be old, or the page may have moved. These will get you back on track:</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={HOME_PATH} size="lg">
            Go to the home page
          </ButtonLink>
          <a
            href={PRODUCT_PATHS.workspaces}
            className="rounded-lg border border-brand-900 px-5 py-3 font-semibold text-brand-900 hover:bg-slate-50"
          >
            See all solutions
          </a>
        </div>
        <h2 className="mt-12 text-lg font-semibold text-brand-900">Find a workspace by city</h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {cities.map((c) => (
            <li key={c.id}>
              <a href={c.href} className="block rounded-full border border-slate-300 px-4 py-1.5 text-sm hover:border-brand-900">
                {c.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </PageShell>
  )
}
