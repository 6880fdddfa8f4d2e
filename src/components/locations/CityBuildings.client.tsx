'use client'

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { DEFAULT_ZOOM } from '@/domain/maps/map-rules'
import { formatPaise } from '@/domain/money'
import { BuildingsMap } from '../maps/BuildingsMap'
import { MapMessage } from '../maps/MapMessage'
import { prefersReducedMotion } from '../maps/motion'
import { useFetchedJson } from '../ui/use-fetched-json'
import { useInBrowser } from '../ui/use-in-browser'
import type { MapMarker, MarkerId } from '../maps/types'
import { dayFromLabel, MORE_BUILDINGS_LIST_CLASS, SHOW_ON_MAP } from './city-lists'

export interface CityBuildingGroup {
  /** The micromarket's handle: the section id and the filter's URL fragment. */
  handle: string
  name: string
  buildingIds: MarkerId[]
  /** The server-rendered list of the group's building cards, their 'Show on map' buttons included (SHOW_ON_MAP). */
  list: ReactNode
}

// The filter lives in the URL fragment (#bkc), so the chips are the same anchors with or without
// JavaScript, a link such as /mumbai#bkc arrives filtered, and Back/Forward keep working.
const fragmentListeners = new Set<() => void>()
function subscribeFragment(listener: () => void) {
  fragmentListeners.add(listener)
  window.addEventListener('hashchange', listener)
  return () => {
    fragmentListeners.delete(listener)
    window.removeEventListener('hashchange', listener)
  }
}
function readFragment(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1))
  } catch {
    return ''
  }
}
/** Changes the fragment without the browser's jump to the section. */
function writeFragment(handle: string | null) {
  window.history.replaceState(null, '', handle ? `#${encodeURIComponent(handle)}` : `${window.location.pathname}${window.location.search}`)
  fragmentListeners.forEach((listener) => listener())
}

type MarkersState = { markers: MapMarker[] } | { loading: true } | { failed: true }

/** The city's markers as they arrive, for the lists that show more of a neighbourhood than the page carries. */
const CityMarkers = createContext<{ state: MarkersState; retry: () => void; groups: CityBuildingGroup[] } | null>(null)

const MAP_ID = 'city-map'

/**
 * The city's markers, fetched from the city's map data (cityMapPath) once the page is live: a catalogue of hundreds of
 * buildings would otherwise travel in the page twice over. `retry` asks again after a failure.
 */
function useCityMarkers(href: string): [MarkersState, () => void] {
  const [answer, retry] = useFetchedJson<{ markers: MapMarker[] }>(href)
  const state = useMemo<MarkersState>(() => ('data' in answer ? { markers: answer.data.markers } : answer), [answer])
  return [state, retry]
}

const NO_MARKERS: MapMarker[] = []

/** The city's buildings: neighbourhood filter, the map of their markers and the cards, side by side on wide screens. */
export function CityBuildings({ cityName, groups, mapHref }: { cityName: string; groups: CityBuildingGroup[]; mapHref: string }) {
  const fragment = useSyncExternalStore(subscribeFragment, readFragment, () => '')
  const active = groups.find((g) => g.handle === fragment) ?? null
  const [selectedId, setSelectedId] = useState<MarkerId | null>(null)
  const [markersState, retryMarkers] = useCityMarkers(mapHref)
  const markers = 'markers' in markersState ? markersState.markers : NO_MARKERS

  const visibleMarkers = useMemo(() => {
    if (!active) return markers
    const ids = new Set(active.buildingIds)
    return markers.filter((m) => ids.has(m.id))
  }, [markers, active])
  const selected = visibleMarkers.some((m) => m.id === selectedId) ? selectedId : null
  const total = groups.reduce((n, g) => n + g.buildingIds.length, 0)
  const shown = active ? active.buildingIds.length : total

  const show = useCallback((id: MarkerId) => {
    setSelectedId(id)
    // On small screens the map is above the list: bring it back into view to see the bounce.
    document.getElementById(MAP_ID)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'nearest' })
  }, [])

  const cityMarkers = useMemo(() => ({ state: markersState, retry: retryMarkers, groups }), [markersState, retryMarkers, groups])

  const lists = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const container = lists.current
    if (!container) return
    const ids = new Map(groups.flatMap((g) => g.buildingIds.map((id) => [String(id), id] as const)))
    const onClick = (event: Event) => {
      const id = (event.target as Element | null)?.closest?.(`button[${SHOW_ON_MAP}]`)?.getAttribute(SHOW_ON_MAP)
      const marker = id === null || id === undefined ? undefined : ids.get(id)
      if (marker !== undefined) show(marker)
    }
    container.addEventListener('click', onClick)
    return () => container.removeEventListener('click', onClick)
  }, [groups, show])
  useEffect(() => {
    // Only the buttons whose mark changes: on the page's load, none (the first effects share one task).
    const container = lists.current
    if (!container) return
    for (const button of container.querySelectorAll(`button[${SHOW_ON_MAP}][data-selected]`))
      if (button.getAttribute(SHOW_ON_MAP) !== String(selected)) button.removeAttribute('data-selected')
    if (selected !== null)
      container.querySelector(`button[${SHOW_ON_MAP}="${CSS.escape(String(selected))}"]`)?.setAttribute('data-selected', '')
  }, [selected])

  return (
    <CityMarkers.Provider value={cityMarkers}>
      <section id="buildings" aria-label={`Buildings in ${cityName}`} className="scroll-mt-24">
        <nav aria-label={`Neighbourhoods in ${cityName}`}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <FilterChip href="#buildings" current={!active} onChoose={() => writeFragment(null)}>
                All
              </FilterChip>
            </li>
            {groups.map((g) => (
              <li key={g.handle}>
                <FilterChip href={`#${g.handle}`} current={active?.handle === g.handle} onChoose={() => writeFragment(g.handle)}>
                  {g.name}
                </FilterChip>
              </li>
            ))}
          </ul>
        </nav>
        <p role="status" className="mt-3 text-sm text-slate-600">
          {active
            ? `Showing ${shown} of ${total} buildings, in ${active.name}`
            : `Showing all ${total} ${total === 1 ? 'building' : 'buildings'}`}
        </p>
        <div className="mt-6 grid gap-8 lg:grid-cols-12">
          <div className="lg:col-span-5 lg:col-start-8 lg:row-start-1">
            <div id={MAP_ID} className="scroll-mt-24 lg:sticky lg:top-24">
              <BuildingsMap
                markers={visibleMarkers}
                zoom={DEFAULT_ZOOM}
                selectedId={selected}
                onSelect={setSelectedId}
                label={`Map of our buildings in ${cityName}`}
                className="h-80 sm:h-96 lg:h-[min(calc(100vh-8rem),44rem)]"
                status={
                  'loading' in markersState ? (
                    <MapMessage>Loading...</MapMessage>
                  ) : 'failed' in markersState ? (
                    <div
                      role="alert"
                      className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-sm text-slate-700"
                    >
                      <p>The map could not be loaded.</p>
                      <button
                        type="button"
                        onClick={retryMarkers}
                        className="min-h-6 rounded-md bg-white px-3 py-1.5 font-semibold text-brand-900 shadow-sm hover:bg-slate-50"
                      >
                        Try again
                      </button>
                    </div>
                  ) : undefined
                }
              />
            </div>
          </div>
          <div ref={lists} className="space-y-12 lg:col-span-7 lg:row-start-1">
            {groups.map((g) => (
              <section
                key={g.handle}
                id={g.handle}
                aria-labelledby={`mm-${g.handle}`}
                hidden={active !== null && active.handle !== g.handle}
                className="scroll-mt-24"
              >
                <h2 id={`mm-${g.handle}`} className="text-xl font-semibold text-brand-900">
                  {g.name}
                </h2>
                {g.list}
              </section>
            ))}
          </div>
        </div>
      </section>
    </CityMarkers.Provider>
  )
}

function FilterChip({ href, current, onChoose, children }: { href: string; current: boolean; onChoose: () => void; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onChoose()
  }
  return (
    <a
      href={href}
      onClick={onClick}
      aria-current={current ? 'true' : undefined}
      className="block rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm hover:border-brand-900 aria-[current=true]:border-brand-900 aria-[current=true]:bg-brand-900 aria-[current=true]:text-white"
    >
      {children}
    </a>
  )
}

/**
 * A neighbourhood's buildings past the rows the page carries (from `skip` in its list), shown on request from the
 * city's map data. It appears once the page is live: without JavaScript there is nothing to fetch them with, and every
 * building page is still in the sitemap and linked from its neighbours' pages.
 */
export function MoreRows({ handle, area, skip }: { handle: string; area: string; skip: number }) {
  const city = useContext(CityMarkers)
  const live = useInBrowser()
  const [open, setOpen] = useState(false)
  const firstRow = useRef<HTMLAnchorElement>(null)
  // The first new row takes the focus once it is there, so a keyboard goes on from where the button was.
  const focusPending = useRef(false)
  const markers = city && 'markers' in city.state ? city.state.markers : null
  useEffect(() => {
    if (!focusPending.current || !open || !firstRow.current) return
    focusPending.current = false
    firstRow.current.focus()
  }, [open, markers])
  const ids = city?.groups.find((g) => g.handle === handle)?.buildingIds.slice(skip) ?? []
  if (!live || !city || ids.length === 0) return null
  if (!open)
    return (
      <button
        type="button"
        onClick={() => {
          focusPending.current = true
          setOpen(true)
        }}
        className="mt-3 min-h-6 rounded-full border border-slate-300 px-4 py-1.5 text-sm font-medium text-brand-900 hover:border-brand-900"
      >
        Show {ids.length} more in {area}
      </button>
    )
  if ('failed' in city.state)
    return (
      <p role="alert" className="mt-3 text-sm text-slate-700">
        The rest of the list could not be loaded.{' '}
        <button type="button" onClick={city.retry} className="font-semibold text-brand-900 underline underline-offset-2">
          Try again
        </button>
      </p>
    )
  if (!markers)
    return (
      <p role="status" className="mt-3 text-sm text-slate-600">
        Loading...
      </p>
    )
  const byId = new Map(markers.map((m) => [m.id, m]))
  const rows = ids.flatMap((id) => byId.get(id) ?? [])
  return (
    <ul className={`mt-1.5 ${MORE_BUILDINGS_LIST_CLASS}`}>
      {rows.map((m, i) => (
        <li key={m.id} id={`building-card-${m.id}`}>
          <a ref={i === 0 ? firstRow : undefined} href={m.href}>
            {m.name}
          </a>
          {typeof m.dayFrom === 'number' && <span>{dayFromLabel(formatPaise(m.dayFrom))}</span>}
        </li>
      ))}
    </ul>
  )
}
