import type { ReactNode } from 'react'
import type { BundleCredits, ProductType } from '@/domain/catalogue/product-types'
import type { BuildingPlansModel } from '@/domain/locations/views'
import type { EnquiryProduct } from '@/domain/leads/enquiry-products'
import { formatPaise } from '@/domain/money'
import { cartPath, PRODUCT_PATHS } from '@/domain/urls'
import { ENQUIRE_PRODUCT } from '../forms/prefill'
import { buttonClass } from '../ui/Button'
import { ServerMarkup } from '../ui/server-markup'
import type { PriceSpot } from './plan-price-box'
import { PlanPrice, PlanPricesProvider } from './PlanPrices.client'

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
  // The private office, the main product, is on every building page; the others where the building sells them.
  const cards = 1 + [dayPass, bundles.length > 0, conferenceRoom, virtualOffice].filter(Boolean).length

  // One list of cards: wrapped in the provider that fetches their prices when any card shows one.
  const cardList = (
    <ul className={`mt-5 grid gap-5 sm:grid-cols-2 ${GRID_COLUMNS[cards] ?? ''}`}>
      <PlanCard
        id="private-office"
        title="Private office"
        href={PRODUCT_PATHS.privateOffice}
        more="about private offices"
        product="private-office-space"
        quote={
          <>
            {plans.privateOfficeFrom !== null ? (
              <span className="block text-lg font-semibold text-brand-950" data-price="seat-month">
                From {formatPaise(plans.privateOfficeFrom)}
                <span className="text-sm font-normal text-slate-600">/seat/month</span>
              </span>
            ) : (
              <span className="block text-lg font-semibold text-brand-950">Price on request</span>
            )}
            A quote for your team size, with all bills included.
          </>
        }
      >
        A furnished, lockable office for your team at {buildingName}, ready in about 7 days, with meeting rooms and reception.
      </PlanCard>
      {dayPass && (
        <PlanCard
          id="day-pass"
          title="Day pass"
          price={{ kind: 'day-pass' }}
          href={PRODUCT_PATHS.dayPass}
          more="about day passes"
          book={cartPath('day-pass', plans.buildingHandle)}
          product="day-pass"
        >
          An open desk from 9 am to 8 pm with business-grade Wi-Fi, unlimited tea and coffee, and phone booths.
        </PlanCard>
      )}
      {bundles.length > 0 && (
        <PlanCard
          id="bundles"
          title="Day-pass bundles"
          href={PRODUCT_PATHS.onDemand}
          more="about on-demand bundles"
          prices={bundles}
          book={cartPath('bundle', plans.buildingHandle)}
          product="all-access-pay-per-use"
        >
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
          book={cartPath('conference-room', plans.buildingHandle)}
          product="conference-room"
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
          product="virtual-office"
        >
          {buildingName} as your business address for GST or company registration, with mail and courier handled at reception.
        </PlanCard>
      )}
    </ul>
  )

  return (
    <>
      {typeList.length > 0 || virtualOffice ? (
        <PlanPricesProvider
          buildingId={plans.buildingId}
          buildingCode={plans.buildingCode}
          typeList={typeList}
          withVirtualOffice={virtualOffice}
        >
          {cardList}
        </PlanPricesProvider>
      ) : (
        cardList
      )}

      {amenities.length > 0 && (
        <ServerMarkup className="mt-10" data-section="amenities">
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
        </ServerMarkup>
      )}
    </>
  )
}

// Four cards need the full width to keep a bundle's price and its struck-through price on one line.
const GRID_COLUMNS: Record<number, string> = { 3: 'lg:grid-cols-3', 4: 'xl:grid-cols-4', 5: 'lg:grid-cols-3' }

type PlanCardProps = {
  id: string
  title: string
  href: string
  more: string
  /** The cart, opened on this product at this building; none for plans sold through an enquiry. */
  book?: string
  /** What 'Enquire' picks in the form. */
  product: EnquiryProduct
  children: ReactNode
} & (
  | { price: PriceSpot; prices?: never; quote?: never }
  | { prices: BundleCredits[]; price?: never; quote?: never }
  | { quote: ReactNode; price?: never; prices?: never }
)

function PlanCard({ id, title, href, more, book, product, children, price, prices, quote }: PlanCardProps) {
  const headingId = `plan-${id}-heading`
  const text = (
    <>
      <h3 id={headingId} className="text-lg font-semibold text-brand-900">
        {title}
      </h3>
      <p className="mt-2 text-sm leading-6 text-slate-700">{children}</p>
    </>
  )
  // 'Enquire' is a plain link to the page's form, which chooses the card's product in it (ENQUIRE_PRODUCT, prefill.ts).
  const actions = (
    <>
      {book && (
        <a href={book} className={buttonClass({ variant: 'accent' })} data-book={id}>
          Book<span className="sr-only"> a {title.toLowerCase().replace(/s$/, '')} here</span>
        </a>
      )}
      <a href="#get-in-touch" {...{ [ENQUIRE_PRODUCT]: product }} className={buttonClass({ variant: book ? 'secondary' : 'primary' })}>
        Enquire<span className="sr-only"> about the {title.toLowerCase()}</span>
      </a>
      <a href={href} className="font-medium text-brand-700 underline-offset-4 hover:underline">
        Learn more<span className="sr-only"> {more}</span>
      </a>
    </>
  )

  // A card without a price from the catalogue needs no script at all: it is sent once, as HTML.
  if (quote)
    return (
      <ServerMarkup as="li" className="flex" data-plan={id}>
        <article aria-labelledby={headingId} className={CARD}>
          {text}
          <div className={PRICE_ROW}>
            <p className="text-sm text-slate-700">{quote}</p>
          </div>
          <div className={ACTIONS}>{actions}</div>
        </article>
      </ServerMarkup>
    )
  return (
    <li className="flex" data-plan={id}>
      <article aria-labelledby={headingId} className={CARD}>
        <ServerMarkup>{text}</ServerMarkup>
        <div className={PRICE_ROW}>
          {price ? (
            <PlanPrice {...price} />
          ) : (
            <dl className="space-y-1.5">
              {(prices ?? []).map((credits) => (
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
        <ServerMarkup className={ACTIONS}>{actions}</ServerMarkup>
      </article>
    </li>
  )
}

const CARD = 'flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm'
const PRICE_ROW = 'mt-4 border-t border-slate-100 pt-3'
const ACTIONS = 'mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-4 text-sm'
