import type { ReactNode } from 'react'
import type { MapMarker, MarkerId } from '@/domain/maps/marker'

export type { MapMarker, MarkerId } from '@/domain/maps/marker'

export interface BuildingsMapProps {
  markers: MapMarker[]
  zoom: number
  /** Selecting from outside (e.g. a card's 'Show on map') bounces the marker and opens its popup. */
  selectedId?: MarkerId | null
  /** Called when the user opens (id) or closes (null) a popup on the map. */
  onSelect?: (id: MarkerId | null) => void
  /** On screens 1024 px or wider, opening a marker scrolls #building-card-{id} into view. Default true. */
  scrollToCardOnWideScreens?: boolean
  /** Size and placement of the map box; replaces the default height 'h-80 lg:h-[28rem]'. */
  className?: string
  /** Accessible name of the map region. */
  label?: string
  /** Shown in the box instead of the map while its markers are on their way, or when they could not be had. */
  status?: ReactNode
}

/** What both renderers (MapLibre, and the tile-less fallback) get from the map's state. */
export interface MarkerLayerProps {
  markers: MapMarker[]
  openId: MarkerId | null
  bounce: { id: MarkerId; key: number } | null
  popupId: string
  focusPopup: boolean
  onToggle: (id: MarkerId, byKeyboard: boolean) => void
  onClose: () => void
}
