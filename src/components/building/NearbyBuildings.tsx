import { formatDistance } from '@/domain/geo/distance'
import type { BuildingCardModel } from '@/domain/locations/views'
import { BuildingCard } from '../locations/BuildingCard'
import { ServerMarkup } from '../ui/server-markup'

/** 'Nearby buildings': the nearest live buildings of the same city, with their distance. Hidden when there are none. */
export function NearbyBuildings({ buildings }: { buildings: { card: BuildingCardModel; km: number }[] }) {
  if (buildings.length === 0) return null
  return (
    // Links and pictures only: the browser keeps the server's markup.
    <ServerMarkup as="section" aria-labelledby="nearby-heading" className="mx-auto mt-12 max-w-7xl px-4 sm:px-6" data-section="nearby">
      <h2 id="nearby-heading" className="text-2xl font-semibold text-brand-900">
        Nearby buildings
      </h2>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {buildings.map(({ card, km }) => (
          <li key={card.id}>
            <BuildingCard building={card} action={<p className="text-sm text-slate-600">{formatDistance(km)} away</p>} />
          </li>
        ))}
      </ul>
    </ServerMarkup>
  )
}
