import type { ReactNode } from 'react'
import type { BundleCredits, ProductType } from '@/domain/catalogue/product-types'
import type { BuildingPlansModel } from '@/domain/locations/views'
import { PRODUCT_PATHS } from '@/domain/urls'
import { buttonClass } from '../ui/Button'
import { PlanPrice, PlanPricesProvider, type PriceSpot } from './PlanPrices.client'

/**
 * The body of the building page's 'Workspaces and virtual-office plans' section: one card per product the building
 * sells (a product switched off in the admin has no card at all), and the building's amenities. The cards and their
 * text are static; only the prices come from the catalogue calls, in the browser (PlanPrices.client).
 */
export function PlansSection({ plans }: { plans: BuildingPlansModel }) {
  const { dayPass, conferenceRoom, virtualOffice, bundles, amenities, buildingName } = plans
  const typeList: ProductType[] = [
    ...(dayPass ? ['DAY_PASS' as const] : []),
    ...(conferenceRoom ? ['CONFERENCE_ROOM' as const] : []),
    ...(bundles.length ? ['BUNDLE' as const] : []),
  ]
  const cards = [dayPass, bundles.length > 0, conferenceRoom, virtualOffice].filter(Boolean).length

  return (
    <>
      {typeList.length > 0 || virtualOffice ? (
        <PlanPricesProvider
          buildingId={plans.buildingId}
          buildingCode={plans.buildingCode}
          typeList={typeList}
          withVirtualOffice={virtualOffice}
        >
          <ul className={`mt-5 grid gap-5 sm:grid-cols-2 ${GRID_COLUMNS[cards] ?? ''}`}>
            {dayPass && (
              <PlanCard id="day-pass" title="Day pass" price={{ kind: 'day-pass' }} href={PRODUCT_PATHS.dayPass} more="about day passes">
                An open desk from 9 am to 8 pm with business-grade Wi-Fi, unlimited tea and coffee, and phone booths.
              </PlanCard>
            )}
            {bundles.length > 0 && (
              <PlanCard id="bundles" title="Day-pass bundles" href={PRODUCT_PATHS.onDemand} more="about on-demand bundles" prices={bundles}>
                Prepaid day passes for the days you choose, for less than buying them one at a time.
              </PlanCard>
            )}
            {conferenceRoom && (
              <PlanCard
                id="conference-room"
                title="Conference room"
                price={{ kind: 'conference-room' }}
                href={PRODUCT_PATHS.conferenceRoom}
                more="about conference rooms"
              >
                A meeting room by the hour with a large display, video-conferencing kit and tea and coffee for your guests.
              </PlanCard>
            )}
            {virtualOffice && (
              <PlanCard
                id="virtual-office"
                title="Virtual office"
                price={{ kind: 'virtual-office' }}
                href={PRODUCT_PATHS.virtualOffice}
                more="about virtual-office plans"
              >
                {buildingName} as your business address for GST or company registration, with mail and courier handled at reception.
              </PlanCard>
            )}
          </ul>
        </PlanPricesProvider>
      ) : (
        <p className="mt-4 text-slate-700">
          Day passes, meeting rooms and virtual offices are not sold at {buildingName}.{' '}
          <a href="#get-in-touch" className="font-medium text-brand-700 underline underline-offset-4">
            Ask us about private offices here
          </a>
          .
        </p>
      )}

      {amenities.length > 0 && (
        <div className="mt-10" data-section="amenities">
          <h3 id="amenities-heading" className="text-lg font-semibold text-brand-900">
            Amenities at {buildingName}
          </h3>
          <ul
            aria-labelledby="amenities-heading"
            className="mt-3 grid gap-x-6 gap-y-2 text-sm text-slate-700 sm:grid-cols-2 lg:grid-cols-3"
          >
            {amenities.map((a) => (
              <li key={a.id} className="flex items-center gap-2">
                <span aria-hidden="true" className="h-1.5 w-1.5 shrink-0 rounded-full bg-accent-500" />
                {a.label}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}

// Four cards need the full width to keep a bundle's price and its struck-through price on one line.
const GRID_COLUMNS: Record<number, string> = { 3: 'lg:grid-cols-3', 4: 'xl:grid-cols-4' }

type PlanCardProps = { id: string; title: string; href: string; more: string; children: ReactNode } & (
  { price: PriceSpot; prices?: never } | { prices: BundleCredits[]; price?: never }
)

function PlanCard({ id, title, href, more, children, price, prices }: PlanCardProps) {
  const headingId = `plan-${id}-heading`
  return (
    <li className="flex" data-plan={id}>
      <article aria-labelledby={headingId} className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h3 id={headingId} className="text-lg font-semibold text-brand-900">
          {title}
        </h3>
        <p className="mt-2 text-sm leading-6 text-slate-700">{children}</p>
        <div className="mt-4 border-t border-slate-100 pt-3">
          {price ? (
            <PlanPrice {...price} />
          ) : (
            <dl className="space-y-1.5">
              {prices.map((credits) => (
                <div key={credits} className="flex items-center justify-between gap-3">
                  <dt className="text-sm whitespace-nowrap text-slate-700">{credits} day passes</dt>
                  <dd>
                    <PlanPrice kind="bundle" credits={credits} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-4 text-sm">
          <a href="#get-in-touch" className={buttonClass()}>
            Enquire<span className="sr-only"> about the {title.toLowerCase()}</span>
          </a>
          <a href={href} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            Learn more<span className="sr-only"> {more}</span>
          </a>
        </div>
      </article>
    </li>
  )
}
