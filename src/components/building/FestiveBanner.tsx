import type { FestiveOfferModel } from '@/domain/locations/views'
import { ServerMarkup } from '../ui/server-markup'

/** The festive-offer banner: shown only while the operators' flag is on (site settings). */
export function FestiveBanner({ offer }: { offer: FestiveOfferModel | null }) {
  if (!offer) return null
  const percent = offer.discountPercent
  return (
    <ServerMarkup as="aside" aria-label="Festive offer" data-section="festive-banner" className="border-b border-accent-400 bg-sand-50">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm text-slate-900 sm:px-6">
        <span className="font-semibold">Festive offer: up to {percent}% off private office</span>
        <span className="text-slate-600">T&amp;Cs apply</span>
        <a href={offer.href} className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
          See the offer
        </a>
      </p>
    </ServerMarkup>
  )
}
