'use client'

// The real map. Loaded only when the browser has WebGL; react-map-gl then loads maplibre-gl itself.
import 'maplibre-gl/dist/maplibre-gl.css'
import type { Marker as MapLibreMarker, Popup as MapLibrePopup, PointLike, StyleSpecification } from 'maplibre-gl'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import Map, { Marker, NavigationControl, Popup, type MapRef } from 'react-map-gl/maplibre'
import { MARKER_MIN_DISTANCE, MARKER_SIZE, mapCentre, mapStyleUrl } from '@/domain/maps/map-rules'
import { spreadApart } from '@/domain/maps/web-mercator'
import styles from './BuildingsMap.module.css'
import { MapMessage } from './MapMessage'
import { MarkerButton } from './MarkerButton'
import { PopupCard } from './PopupCard'
import type { MarkerLayerProps } from './types'
import { prefersReducedMotion } from './motion'

/** With no style URL configured: a background colour only, so the map makes no network request. */
const BLANK_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e7edf3' } }],
}
const STYLE_URL = mapStyleUrl(process.env.NEXT_PUBLIC_MAP_STYLE_URL)
const STYLE_LOAD_TIMEOUT_MS = 10_000
const UNBOUNDED = { minX: -Infinity, maxX: Infinity, minY: -Infinity, maxY: Infinity }

type Anchor = 'center' | 'top' | 'top-left' | 'top-right' | 'bottom' | 'bottom-left' | 'bottom-right' | 'left' | 'right'
type Offset = [number, number]

// The popup clears the 56 px pin whichever side MapLibre puts it on.
const half = MARKER_SIZE / 2
const POPUP_OFFSET: Record<Anchor, Offset> = {
  center: [0, -half],
  top: [0, 6],
  'top-left': [0, 6],
  'top-right': [0, 6],
  bottom: [0, -MARKER_SIZE - 6],
  'bottom-left': [0, -MARKER_SIZE - 6],
  'bottom-right': [0, -MARKER_SIZE - 6],
  left: [half + 4, -half],
  right: [-half - 4, -half],
}
const shifted = ([dx, dy]: Offset) =>
  Object.fromEntries(Object.entries(POPUP_OFFSET).map(([anchor, [x, y]]) => [anchor, [x + dx, y + dy]])) as Record<Anchor, PointLike>

/**
 * MapLibre makes every marker element a role="button" named 'Map marker'; ours holds a real
 * button named after the building, and a button inside a button hides it from assistive tech.
 * This effect runs after the Marker's own (which adds the element to the map).
 */
function PlainMarker({
  id,
  longitude,
  latitude,
  zIndex,
  register,
  children,
}: {
  id: string
  longitude: number
  latitude: number
  zIndex: number
  register: (id: string, marker: MapLibreMarker | null) => void
  children: ReactNode
}) {
  const ref = useRef<MapLibreMarker>(null)
  useEffect(() => {
    const element = ref.current?.getElement()
    element?.removeAttribute('role')
    element?.removeAttribute('aria-label')
    register(id, ref.current)
    return () => register(id, null)
  }, [id, register])
  return (
    <Marker ref={ref} longitude={longitude} latitude={latitude} anchor="bottom" style={{ zIndex }}>
      {children}
    </Marker>
  )
}

export default function MapLibreMap({
  markers,
  zoom,
  onFail,
  openId,
  bounce,
  popupId,
  focusPopup,
  onToggle,
  onClose,
}: MarkerLayerProps & { zoom: number; onFail: (error: unknown) => void }) {
  const mapRef = useRef<MapRef>(null)
  const popupRef = useRef<MapLibrePopup>(null)
  const markerRefs = useRef(new globalThis.Map<string, MapLibreMarker>())
  const loadedRef = useRef(false)
  const [loaded, setLoaded] = useState(false)
  const open = markers.find((m) => m.id === openId) ?? null
  const centre = mapCentre(markers, open)
  const [initialView] = useState(() => ({ ...centre, zoom }))
  const register = useCallback((id: string, marker: MapLibreMarker | null) => {
    if (marker) markerRefs.current.set(id, marker)
    else markerRefs.current.delete(id)
  }, [])

  // Offline, or with the tile host blocked, the style request can hang instead of failing: a map not drawn in time
  // is given up, and the sheet with the neighbourhoods shows the markers instead.
  useEffect(() => {
    if (loaded) return
    const timer = setTimeout(() => {
      if (!loadedRef.current) onFail(new Error(`The map style did not load within ${STYLE_LOAD_TIMEOUT_MS / 1000} s`))
    }, STYLE_LOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [loaded, onFail])

  useEffect(() => {
    if (!loaded) return
    mapRef.current?.easeTo({ center: [centre.longitude, centre.latitude], duration: prefersReducedMotion() ? 0 : 600 })
  }, [loaded, centre.latitude, centre.longitude])

  // Buildings a few hundred metres apart overlap at city zoom: nudge their pins apart on screen
  // (the same rule as the fallback) so each stays clickable; zooming in brings them back.
  useEffect(() => {
    const map = mapRef.current
    if (!loaded || !map) return
    const declutter = () => {
      const points = markers.map((m) => map.project([m.longitude, m.latitude]))
      const spread = spreadApart(points, MARKER_MIN_DISTANCE, UNBOUNDED)
      markers.forEach((m, i) => {
        const offset: Offset = [spread[i].x - points[i].x, spread[i].y - points[i].y]
        markerRefs.current.get(String(m.id))?.setOffset(offset)
        if (m.id === openId) popupRef.current?.setOffset(shifted(offset))
      })
    }
    declutter()
    map.on('zoom', declutter)
    map.on('resize', declutter)
    return () => {
      map.off('zoom', declutter)
      map.off('resize', declutter)
    }
  }, [loaded, markers, openId])

  return (
    <>
      <Map
        ref={mapRef}
        initialViewState={initialView}
        mapStyle={STYLE_URL ?? BLANK_STYLE}
        style={{ position: 'absolute', inset: 0 }}
        attributionControl={STYLE_URL ? { compact: true } : false}
        cooperativeGestures
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
        onLoad={() => {
          loadedRef.current = true
          setLoaded(true)
        }}
        onError={(event) => {
          // Before 'load' an error means the map cannot start (WebGL, style); later ones are tiles.
          if (!loadedRef.current) onFail(event.error)
        }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {markers.map((marker) => (
          <PlainMarker
            key={String(marker.id)}
            id={String(marker.id)}
            longitude={marker.longitude}
            latitude={marker.latitude}
            zIndex={marker.id === openId ? 2 : 1}
            register={register}
          >
            <MarkerButton
              marker={marker}
              open={marker.id === openId}
              bounceKey={bounce?.id === marker.id ? bounce.key : undefined}
              popupId={popupId}
              onToggle={onToggle}
            />
          </PlainMarker>
        ))}
        {open && (
          <Popup
            ref={popupRef}
            key={String(open.id)}
            longitude={open.longitude}
            latitude={open.latitude}
            offset={POPUP_OFFSET}
            closeButton={false}
            closeOnClick={false}
            closeOnMove={false}
            focusAfterOpen={false}
            maxWidth="none"
            className={styles.popup}
          >
            <PopupCard marker={open} id={popupId} focusOnOpen={focusPopup} onClose={onClose} />
          </Popup>
        )}
      </Map>
      {!loaded && <MapMessage>Loading...</MapMessage>}
    </>
  )
}
