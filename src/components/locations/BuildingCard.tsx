import type { ReactNode } from 'react'
import type { BuildingCardModel } from '@/domain/locations/views'
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
      {action && <div className="relative mt-auto px-4 pb-4">{action}</div>}
    </article>
  )
}
