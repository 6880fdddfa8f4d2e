import type { MarkerId } from '../maps/types'
import { SHOW_ON_MAP } from './city-lists'

/**
 * A city page card's 'Show on map': selects the building's marker, which bounces and opens its popup. Plain markup, sent
 * once with its card: CityBuildings listens for it (SHOW_ON_MAP) and marks it `data-selected` while its marker is.
 */
export function ShowOnMap({ buildingId, name }: { buildingId: MarkerId; name: string }) {
  return (
    <button
      type="button"
      {...{ [SHOW_ON_MAP]: String(buildingId) }}
      aria-label={`Show on map: ${name}`}
      className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-brand-900 hover:border-brand-900 data-[selected]:border-accent-500 data-[selected]:bg-accent-400/20"
    >
      <svg
        viewBox="0 0 24 24"
        className="h-4 w-4"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </svg>
      Show on map
    </button>
  )
}
