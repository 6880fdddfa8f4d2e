'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { tourOpening, type TourOpening } from '@/domain/building/virtual-tour'
import { track } from '../analytics/track'
import { CloseIcon } from '../layout/icons'

const GET_IN_TOUCH = '#get-in-touch'

/**
 * The 'Take a virtual tour' button and its dialog (spec section 4, 'Virtual tour dialog'). The tour's iframe is
 * mounted only while the dialog is open, so a page view loads nothing from the tour host.
 */
export function VirtualTourDialog({ src, tourLink, buildingName, buildingCode }: { src: string; tourLink: string; buildingName: string; buildingCode: string }) {
  const router = useRouter()
  const [opening, setOpening] = useState<TourOpening>('closed')
  const fullscreen = opening === 'fullscreen'
  // The page is prerendered once for every query, so the query is read in the browser, once the page has finished
  // hydrating: a modal opened earlier hides the sections React has not hydrated yet, and their markup no longer matches.
  useEffect(() => onceIdle(() => setOpening(tourOpening(new URLSearchParams(window.location.search)))), [])
  // The visitor's own open or close wins over the query once they have made one.
  const [chosen, setChosen] = useState<boolean | null>(null)
  const open = chosen ?? opening !== 'closed'
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
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Trigger className="inline-flex items-center gap-2 rounded-lg border border-brand-900 px-4 py-2.5 font-semibold text-brand-900 hover:bg-brand-50">
          <TourIcon />
          Take a virtual tour
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/70 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
          <Dialog.Content
            data-fullscreen={fullscreen || undefined}
            className={
              fullscreen
                ? 'fixed inset-0 z-50 flex flex-col bg-white'
                : 'fixed top-1/2 left-1/2 z-50 flex h-[min(90dvh,48rem)] w-[min(95vw,80rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl data-[state=open]:animate-[fade-in_150ms_ease-out]'
            }
            onCloseAutoFocus={(event) => {
              // Focus goes to the enquiry form, not back to the button (or nowhere, when leaving for home).
              event.preventDefault()
              if (!fullscreen) requestAnimationFrame(revealGetInTouch)
            }}
          >
            <div className="flex items-center gap-3 border-b border-slate-200 py-2 pr-2 pl-4">
              <Dialog.Title className="min-w-0 flex-1 truncate text-base font-semibold text-brand-900">{title}</Dialog.Title>
              <Dialog.Description className="sr-only">A 3D walk-through of the building. Close it to get in touch with us about {buildingName}.</Dialog.Description>
              <a href={tourLink} target="_blank" rel="noopener noreferrer" className="hidden text-sm font-medium text-brand-700 underline-offset-4 hover:underline sm:inline">
                Open in a new tab<span className="sr-only"> (the tour of {buildingName})</span>
              </a>
              <Dialog.Close className="rounded-md p-2 text-brand-900 hover:bg-slate-100" aria-label="Close virtual tour">
                <CloseIcon />
              </Dialog.Close>
            </div>
            <div className="relative flex-1 bg-slate-100">
              <p aria-hidden="true" className="absolute inset-0 grid place-items-center text-sm text-slate-500">
                Loading the tour…
              </p>
              <iframe src={src} title={title} allow="fullscreen; xr-spatial-tracking" allowFullScreen className="absolute inset-0 h-full w-full border-0" />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
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

/** Brings the get-in-touch block into view and puts the cursor in its full-name field (its heading until the form is there). */
function revealGetInTouch() {
  const section = document.querySelector<HTMLElement>(GET_IN_TOUCH)
  if (!section) return
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
  const target = section.querySelector<HTMLElement>('input[name="full_name"]') ?? section.querySelector<HTMLElement>('h2, h3')
  if (!target) return
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

const TourIcon = () => (
  <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
    <path d="M21 16V8a2 2 0 0 0-1-1.7l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.7l7 4a2 2 0 0 0 2 0l7-4a2 2 0 0 0 1-1.7Z" />
    <path d="M3.3 7 12 12l8.7-5M12 22V12" />
  </svg>
)
