import { BUILDING_ZOOM } from '@/domain/maps/map-rules'
import { BuildingsMap } from './BuildingsMap'
import type { MapMarker } from './types'

/**
 * The building page's location map: the one marker at zoom 14; no building cards to scroll to. A server component, so
 * the map rules it reads stay out of the page's first load (the map's own code loads them when it loads).
 */
export function BuildingLocationMap({ marker, className, label }: { marker: MapMarker; className?: string; label?: string }) {
  return (
    <BuildingsMap
      markers={[marker]}
      zoom={BUILDING_ZOOM}
      scrollToCardOnWideScreens={false}
      className={className}
      label={label ?? `Map showing ${marker.name}`}
    />
  )
}
