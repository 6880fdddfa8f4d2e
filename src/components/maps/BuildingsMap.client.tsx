'use client'

import { Component, Suspense, lazy, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { BOUNCE_MS, shouldScrollToCard, toggledMarker } from '@/domain/maps/map-rules'
import { FallbackMap } from './FallbackMap'
import { MapMessage } from './MapMessage'
import type { BuildingsMapProps, MarkerId } from './types'
import { prefersReducedMotion } from './motion'

const MapLibreMap = lazy(() => import('./MapLibreMap.client'))

/** MapLibre needs WebGL; headless and some locked-down browsers have none. Probe without keeping a context. */
function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas')
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl')
    gl?.getExtension('WEBGL_lose_context')?.loseContext()
    return gl !== null
  } catch {
    return false
  }
}

/** Screens narrower than this show the marker sheet until the visitor asks for the street map. */
const STREET_MAP_AT_ONCE_QUERY = '(min-width: 1024px)'

/** Catches a map that throws while rendering, or a map chunk that fails to load. */
class MapErrorBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch() {
    this.props.onError()
  }
  render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * The map's behaviour, whichever renderer draws it: one popup at a time (a marker click opens
 * or closes it), a bounce and an open popup when selectedId changes from outside, Esc to close,
 * and on wide screens a scroll to the building card of the marker the user opened.
 */
export function BuildingsMapClient({
  markers,
  zoom,
  selectedId = null,
  onSelect,
  scrollToCardOnWideScreens = true,
}: Omit<BuildingsMapProps, 'className' | 'label' | 'status'>) {
  // On a phone the map sits in the first screen, and MapLibre costs seconds of its CPU (decision 0004): the markers
  // and popups work at once on the plain sheet, and the street map loads when asked for.
  const [streets, setStreets] = useState(() => window.matchMedia(STREET_MAP_AT_ONCE_QUERY).matches)
  // Whether MapLibre can draw here, probed only once the street map is wanted: on a wide screen when the map mounts
  // (BuildingsMap mounts it once it nears the screen), on a phone when the visitor asks. Making a WebGL context costs a
  // phone's main thread 13–17 ms, a task of its own during the page's load (decision 0004). Null until then.
  const [usable, setUsable] = useState<boolean | null>(() => (streets ? hasWebGL() : null))
  const [openId, setOpenId] = useState<MarkerId | null>(selectedId)
  const [bounce, setBounce] = useState<{ id: MarkerId; key: number } | null>(null)
  const [focusPopup, setFocusPopup] = useState(false)
  const [lastSelectedId, setLastSelectedId] = useState(selectedId)
  const popupId = useId()
  const rootRef = useRef<HTMLDivElement>(null)

  // A selection from outside. Our own marker clicks come back through onSelect with the id
  // already open, and neither bounce nor reopen.
  if (selectedId !== lastSelectedId) {
    setLastSelectedId(selectedId)
    if (selectedId === null) {
      setOpenId(null)
    } else if (selectedId !== openId) {
      setOpenId(selectedId)
      setFocusPopup(false)
      setBounce((old) => ({ id: selectedId, key: (old?.key ?? 0) + 1 }))
    }
  }

  useEffect(() => {
    if (!bounce) return
    const timer = setTimeout(() => setBounce(null), BOUNCE_MS)
    return () => clearTimeout(timer)
  }, [bounce])

  const onToggle = (id: MarkerId, byKeyboard: boolean) => {
    const next = toggledMarker(openId, id)
    setOpenId(next)
    setFocusPopup(byKeyboard && next !== null)
    onSelect?.(next)
    if (next !== null && shouldScrollToCard(window.innerWidth, scrollToCardOnWideScreens)) {
      document
        .getElementById(`building-card-${next}`)
        ?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'nearest' })
    }
  }

  const close = (returnFocus: boolean) => {
    if (openId === null) return
    if (returnFocus) rootRef.current?.querySelector<HTMLElement>(`[data-marker-id="${CSS.escape(String(openId))}"]`)?.focus()
    setOpenId(null)
    onSelect?.(null)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || openId === null) return
    event.stopPropagation()
    close(true)
  }

  const layer = { markers, openId, bounce, popupId, focusPopup, onToggle, onClose: () => close(true) }
  const fail = useCallback(() => setUsable(false), [])
  return (
    // Esc from the markers or the popup bubbles here (React events cross MapLibre's portals)
    <div ref={rootRef} tabIndex={-1} onKeyDown={onKeyDown} className="absolute inset-0 outline-none">
      {!streets ? (
        <FallbackMap
          {...layer}
          note={
            <button
              type="button"
              onClick={() => {
                setUsable((known) => known ?? hasWebGL())
                setStreets(true)
                rootRef.current?.focus()
              }}
              className="absolute top-2 left-2 z-30 min-h-6 rounded-md bg-white px-3 py-1.5 text-sm font-semibold text-brand-900 shadow-sm hover:bg-slate-50"
            >
              Show street map
            </button>
          }
        />
      ) : usable === null ? (
        <MapMessage>Loading...</MapMessage>
      ) : usable ? (
        <MapErrorBoundary onError={fail}>
          <Suspense fallback={<MapMessage>Loading...</MapMessage>}>
            <MapLibreMap {...layer} zoom={zoom} onFail={fail} />
          </Suspense>
        </MapErrorBoundary>
      ) : (
        <FallbackMap {...layer} />
      )}
    </div>
  )
}
