import { Fragment, startTransition, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react'
import { MARKER_MIN_DISTANCE, MARKER_SIZE } from '@/domain/maps/map-rules'
import { areaOutlines } from '@/domain/maps/area-outlines'
import { fitToBox, placePopup, spreadApart, type Point, type Size } from '@/domain/maps/web-mercator'
import styles from './BuildingsMap.module.css'
import { MarkerButton } from './MarkerButton'
import { POPUP_HEIGHT_ESTIMATE, POPUP_WIDTH, PopupCard } from './PopupCard'
import type { MapMarker, MarkerLayerProps } from './types'

const EDGE = 8
/** Room for the error note at the top of the box. */
const NOTE_HEIGHT = 44

/** Where each marker's tip goes: the markers' bounding box fitted into the box, overlaps removed. */
function layoutTips(markers: MapMarker[], box: Size): Point[] {
  const insets = { top: EDGE + NOTE_HEIGHT + MARKER_SIZE, right: EDGE + MARKER_SIZE / 2, bottom: EDGE, left: EDGE + MARKER_SIZE / 2 }
  const bounds = {
    minX: insets.left,
    maxX: Math.max(insets.left, box.width - insets.right),
    minY: insets.top,
    maxY: Math.max(insets.top, box.height - insets.bottom),
  }
  return spreadApart(fitToBox(markers, box, insets), MARKER_MIN_DISTANCE, bounds)
}

function useBoxSize(ref: RefObject<HTMLDivElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect
      // A transition: React renders the markers in slices between which the page stays responsive, not in one task.
      startTransition(() => setSize((old) => (old && old.width === width && old.height === height ? old : { width, height })))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return size
}

/**
 * The map without MapLibre: the same marker buttons and popups, absolutely positioned over a plain sheet by a
 * Web-Mercator projection. Each popup follows its marker in the DOM, so Tab goes from a marker straight into its popup.
 * Shown when MapLibre cannot run (no WebGL, the style failed: the note says 'Error in loading the map') and, on small
 * screens, until the visitor asks for the street map (the note is then that button).
 */
export function FallbackMap({
  markers,
  openId,
  bounce,
  popupId,
  focusPopup,
  onToggle,
  onClose,
  note,
}: MarkerLayerProps & { note?: ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null)
  const size = useBoxSize(boxRef)
  const tips = useMemo(() => (size ? layoutTips(markers, size) : []), [markers, size])
  const areas = useMemo(
    () =>
      areaOutlines(
        markers.map((m) => m.area),
        tips,
        MARKER_SIZE,
      ),
    [markers, tips],
  )
  return (
    <div ref={boxRef} className={`absolute inset-0 ${styles.paper}`}>
      {/* The neighbourhoods, drawn around their buildings: where things are, without street tiles. */}
      {areas.map((area) => (
        <div
          key={area.name}
          aria-hidden="true"
          data-area={area.name}
          className="pointer-events-none absolute rounded-full border border-brand-700/25 bg-brand-50/70"
          style={{ left: area.x - area.radius, top: area.y - area.radius, width: area.radius * 2, height: area.radius * 2 }}
        >
          <span className="absolute inset-x-0 -top-1 truncate text-center text-[11px] font-semibold tracking-wide text-brand-900/70 uppercase">
            {area.name}
          </span>
        </div>
      ))}
      {note ?? (
        <p
          role="status"
          className="absolute top-2 left-2 z-30 max-w-[calc(100%-1rem)] rounded-md bg-white/90 px-2.5 py-1 text-xs font-medium text-slate-700 shadow-sm"
        >
          Error in loading the map.{' '}
          <span className="font-normal">The street map could not load here; the buildings are shown by neighbourhood.</span>
        </p>
      )}
      {size &&
        markers.map((marker, i) => {
          const tip = tips[i]
          const open = marker.id === openId
          const popup = open ? placePopup(tip, size, { width: POPUP_WIDTH, height: POPUP_HEIGHT_ESTIMATE }, MARKER_SIZE, EDGE) : null
          return (
            <Fragment key={String(marker.id)}>
              <div className="absolute" style={{ left: tip.x - MARKER_SIZE / 2, top: tip.y - MARKER_SIZE, zIndex: open ? 20 : 10 }}>
                <MarkerButton
                  marker={marker}
                  open={open}
                  bounceKey={bounce?.id === marker.id ? bounce.key : undefined}
                  popupId={popupId}
                  onToggle={onToggle}
                />
              </div>
              {popup && (
                <div
                  className="absolute z-40 overflow-y-auto"
                  style={{ left: popup.left, width: popup.width, top: popup.top, bottom: popup.bottom, maxHeight: popup.maxHeight }}
                >
                  <PopupCard marker={marker} id={popupId} focusOnOpen={focusPopup} onClose={onClose} />
                </div>
              )}
            </Fragment>
          )
        })}
    </div>
  )
}
