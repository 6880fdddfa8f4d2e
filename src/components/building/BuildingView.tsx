import type { VersionedForm } from '@/domain/forms/types'
import type { BuildingPageModel } from '@/domain/locations/views'
import { DeferredBookVisit } from '../booking/DeferredBookVisit.client'
import { LeadFormPart } from '../forms/LeadFormPart'
import { telHref } from '../layout/links'
import { BuildingLocationMap } from '../maps/BuildingLocationMap'
import { FestiveBanner } from './FestiveBanner'
import { HeroCarousel } from './HeroCarousel'
import { NearbyBuildings } from './NearbyBuildings'
import { PlansSection } from './PlansSection'
import { RatingSummary } from './RatingSummary'
import { ReviewsSection } from './ReviewsSection'
import { VirtualTour } from './VirtualTour'
import { ServerMarkup } from '../ui/server-markup'

/**
 * The building page in the spec's order (section 2, 'Building page, top to bottom'): [breadcrumbs come from the
 * page shell] festive banner; name and rating summary; address; directions and contact; hero carousel with the
 * virtual tour; lead form; workspaces and virtual-office plans; location map; reviews; nearby buildings.
 * Every section carries `data-section` so the browser test can check the order. What needs no script is sent once,
 * as HTML (ServerMarkup).
 */
export function BuildingView({ building, leadForm }: { building: BuildingPageModel; leadForm: VersionedForm | null }) {
  const { city, micromarket } = building
  // The lead form here and the header's 'Get in touch' dialog both say which building the enquiry is about.
  const leadContext = { building: building.buildingCode, city: city.handle }
  return (
    <article aria-labelledby="building-name" className="pb-16">
      <FestiveBanner offer={building.festiveOffer} />
      <ServerMarkup as="header" className="mx-auto max-w-7xl px-4 pt-6 sm:px-6" data-section="summary">
        <h1 id="building-name" className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
          {building.name}
        </h1>
        <RatingSummary reviews={building.reviews} />
        <p className="mt-2 text-slate-700" data-section="address">
          {building.address}
          <span className="text-slate-500">
            {' '}
            · {micromarket.name}, {city.name}
          </span>
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm" data-section="directions">
          <li>
            <a
              href={building.directionsHref}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              Directions on Google Maps<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          {building.what3wordsLink && (
            <li>
              <a
                href={building.what3wordsLink}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                what3words<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          )}
          {building.contactNumber && (
            <li>
              <a href={telHref(building.contactNumber)} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                Call {building.contactNumber}
              </a>
            </li>
          )}
        </ul>
      </ServerMarkup>

      <div className="mt-6" data-section="gallery">
        <HeroCarousel slides={building.slides} buildingName={building.name} />
        <VirtualTour tourLink={building.virtualTourLink} buildingName={building.name} buildingCode={building.buildingCode} />
      </div>

      <section
        id="get-in-touch"
        aria-labelledby="get-in-touch-heading"
        className="mx-auto mt-10 max-w-7xl scroll-mt-24 px-4 sm:px-6"
        data-section="lead-form"
        data-lead-context={JSON.stringify(leadContext)}
      >
        <div className="grid gap-8 rounded-2xl bg-sand-50 p-5 sm:p-8 lg:grid-cols-[2fr_3fr]">
          <ServerMarkup>
            <h2 id="get-in-touch-heading" className="text-2xl font-semibold text-brand-900">
              Get in touch about {building.name}
            </h2>
            <p className="mt-2 max-w-prose text-slate-700">
              Tell us what you need and a workspace expert for {micromarket.name} will call you back within one working day with
              availability, prices and a time to visit.
            </p>
          </ServerMarkup>
          {leadForm && (
            <LeadFormPart form={leadForm} context={{ ...leadContext, page: building.path }} initialValues={{ city: city.handle }} />
          )}
        </div>
      </section>

      <section
        id="book-a-visit"
        aria-labelledby="book-a-visit-heading"
        className="mx-auto mt-10 max-w-7xl scroll-mt-24 px-4 sm:px-6"
        data-section="book-a-visit"
      >
        <div className="grid gap-8 rounded-2xl border border-slate-200 p-5 sm:p-8 lg:grid-cols-[2fr_3fr]">
          <ServerMarkup>
            <h2 id="book-a-visit-heading" className="text-2xl font-semibold text-brand-900">
              Book a visit to {building.name}
            </h2>
            <p className="mt-2 max-w-prose text-slate-700">
              See the floors, meeting rooms and amenities with our community team: a 30-minute tour, free, no login needed.
            </p>
          </ServerMarkup>
          <DeferredBookVisit building={building.slug} buildingName={building.name} />
        </div>
      </section>

      <section aria-labelledby="plans-heading" className="mx-auto mt-12 max-w-7xl px-4 sm:px-6" data-section="plans">
        <h2 id="plans-heading" className="text-2xl font-semibold text-brand-900">
          Workspaces and virtual-office plans
        </h2>
        <PlansSection plans={building.plans} />
      </section>

      <section aria-labelledby="location-heading" className="mx-auto mt-12 max-w-7xl px-4 sm:px-6" data-section="location">
        <h2 id="location-heading" className="text-2xl font-semibold text-brand-900">
          Location
        </h2>
        <BuildingLocationMap marker={building.marker} className="mt-4 h-80 lg:h-96" />
      </section>

      <ReviewsSection reviews={building.reviews} />

      <NearbyBuildings buildings={building.nearby} />
    </article>
  )
}
