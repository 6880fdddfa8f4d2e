import Image from 'next/image'
import { useEffect, useRef } from 'react'
import { googleMapsUrl } from '@/domain/maps/map-rules'
import type { MapMarker } from './types'

export const POPUP_WIDTH = 288
/** Rough height of the card, for choosing whether it fits above its marker. */
export const POPUP_HEIGHT_ESTIMATE = 96

/** The marker's info window: name linked to the building page, image, 'Open in Google Maps'. */
export function PopupCard({
  marker,
  id,
  focusOnOpen,
  onClose,
}: {
  marker: MapMarker
  id: string
  focusOnOpen: boolean
  onClose: () => void
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!focusOnOpen) return
    // MapLibre attaches its popup container after React renders into it
    const frame = requestAnimationFrame(() => ref.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [focusOnOpen])
  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className="relative flex gap-3 rounded-xl bg-white p-3 text-left shadow-lg ring-1 ring-slate-900/10 outline-none"
      style={{ width: POPUP_WIDTH, maxWidth: '100%' }}
    >
      {marker.imageUrl && (
        <Image
          src={marker.imageUrl}
          alt={marker.imageAlt ?? ''}
          width={80}
          height={56}
          sizes="80px"
          className="h-14 w-20 shrink-0 rounded-md object-cover"
        />
      )}
      <div className="min-w-0 flex-1 pr-5">
        <p id={`${id}-title`} className="text-sm leading-5 font-semibold">
          <a href={marker.href} className="text-slate-900 underline-offset-4 hover:text-brand-700 hover:underline">
            {marker.name}
          </a>
        </p>
        <a
          href={googleMapsUrl(marker)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1.5 inline-block text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={`Close ${marker.name}`}
        className="absolute top-1.5 right-1.5 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-4 w-4"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
        >
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </button>
    </div>
  )
}
