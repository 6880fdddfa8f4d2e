'use client'

import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { tourOpening, type TourOpening } from '@/domain/building/virtual-tour'
import { track } from '../analytics/track'
import { useLazyDialog } from '../ui/use-opened-once'

// The dialog (Radix) loads when the tour first opens, so the building page's first load does not carry it.
const VirtualTourPanel = dynamic(() => import('./VirtualTourPanel.client').then((m) => m.VirtualTourPanel), { ssr: false })

/**
 * The 'Take a virtual tour' button and its dialog (spec section 4, 'Virtual tour dialog'). The tour's iframe is
 * mounted only while the dialog is open, so a page view loads nothing from the tour host.
 */
export function VirtualTourDialog({
  src,
  tourLink,
  buildingName,
  buildingCode,
}: {
  src: string
  tourLink: string
  buildingName: string
  buildingCode: string
}) {
  const router = useRouter()
  const [opening, setOpening] = useState<TourOpening>('closed')
  const fullscreen = opening === 'fullscreen'
  // The page is prerendered once for every query, so the query is read in the browser, once the page has finished
  // hydrating: a modal opened earlier hides the sections React has not hydrated yet, and their markup no longer matches.
  useEffect(() => onceIdle(() => setOpening(tourOpening(new URLSearchParams(window.location.search)))), [])
  // The visitor's own open or close wins over the query once they have made one.
  const [chosen, setChosen] = useState<boolean | null>(null)
  const open = chosen ?? opening !== 'closed'
  const { used, panelId, triggerProps } = useLazyDialog(open)
  const title = `Virtual tour of ${buildingName}`

  const onOpenChange = (next: boolean) => {
    setChosen(next)
    if (next) return
    track('virtual_tour_dismissed', { building_code: buildingCode })
    // Visitors sent from a sales or community link came for the tour alone: closing it takes them home.
    if (fullscreen) router.push('/')
  }

  return (
    <div className="mx-auto mt-4 max-w-7xl px-4 sm:px-6">
      <button
        type="button"
        {...triggerProps}
        onClick={() => onOpenChange(true)}
        className="inline-flex items-center gap-2 rounded-lg border border-brand-900 px-4 py-2.5 font-semibold text-brand-900 hover:bg-brand-50"
      >
        <TourIcon />
        Take a virtual tour
      </button>
      {used && (
        <VirtualTourPanel
          id={panelId}
          open={open}
          onOpenChange={onOpenChange}
          fullscreen={fullscreen}
          title={title}
          src={src}
          tourLink={tourLink}
          buildingName={buildingName}
        />
      )}
    </div>
  )
}

/** Runs the callback when the main thread is first idle (hydration done), or after a second and a half at most. */
function onceIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, 200)
    return () => window.clearTimeout(timer)
  }
  const handle = window.requestIdleCallback(callback, { timeout: 1500 })
  return () => window.cancelIdleCallback(handle)
}

const TourIcon = () => (
  <svg
    viewBox="0 0 24 24"
    className="h-5 w-5"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M21 16V8a2 2 0 0 0-1-1.7l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.7l7 4a2 2 0 0 0 2 0l7-4a2 2 0 0 0 1-1.7Z" />
    <path d="M3.3 7 12 12l8.7-5M12 22V12" />
  </svg>
)
