import type { ReactNode } from 'react'
import { OFFER_LABELS, type BuildingOffer } from '@/domain/locations/building-offer'
import type { BuildingCardModel } from '@/domain/locations/views'
import { formatPaise } from '@/domain/money'
import { CmsImage } from '../media/CmsImage'

/**
 * A building in a list. The whole card links to the building page (the name's link stretches
 * over it); `action` sits above that link, e.g. the city page's 'Show on map' button. The id
 * lets the map scroll a marker's card into view.
 */
export function BuildingCard({ building, action }: { building: BuildingCardModel; action?: ReactNode }) {
  const titleId = `building-card-${building.id}-name`
  return (
    <article
      id={`building-card-${building.id}`}
      aria-labelledby={titleId}
      className="group relative flex h-full scroll-mt-24 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white hover:shadow-md has-[[data-selected]]:ring-2 has-[[data-selected]]:ring-accent-500"
    >
      <CmsImage
        image={building.cover}
        size="thumb"
        sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
        className="aspect-[3/2] w-full object-cover"
      />
      <h3 id={titleId} className="px-4 pt-3 font-semibold text-slate-900">
        <a href={building.href} className="after:absolute after:inset-0 group-hover:text-brand-700">
          {building.name}
        </a>
      </h3>
      <p className="px-4 pb-4 text-sm text-slate-600">{building.address}</p>
      {building.offer && <OfferFacts offer={building.offer} />}
      {action && <div className="relative mt-auto px-4 pb-4">{action}</div>}
    </article>
  )
}

/** The card's from-prices, products and seats: what a visitor compares buildings by. */
function OfferFacts({ offer }: { offer: BuildingOffer }) {
  const { dayFrom, seatMonthFrom, products, seats } = offer
  return (
    <div className="px-4 pb-4 text-sm" data-offer>
      {(dayFrom !== null || seatMonthFrom !== null) && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-slate-900">
          {dayFrom !== null && (
            <span data-price="day">
              from <strong className="font-semibold">{formatPaise(dayFrom)}</strong>
              <span className="text-slate-600">/day</span>
            </span>
          )}
          {seatMonthFrom !== null && (
            <span data-price="seat-month">
              from <strong className="font-semibold">{formatPaise(seatMonthFrom)}</strong>
              <span className="text-slate-600">/seat/month</span>
            </span>
          )}
        </p>
      )}
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="What this building offers">
        {products.map((product) => (
          <li key={product} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700" data-product={product}>
            {OFFER_LABELS[product]}
          </li>
        ))}
        {seats !== null && (
          <li className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-900" data-seats={seats}>
            {seats.toLocaleString('en-IN')} seats
          </li>
        )}
      </ul>
    </div>
  )
}
