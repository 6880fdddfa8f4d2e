import type { MouseEvent } from 'react'
import { BOUNCE_MS, MARKER_SIZE } from '@/domain/maps/map-rules'
import styles from './BuildingsMap.module.css'
import type { MapMarker } from './types'

/** A building marker: a 56x56 pin, a real button named after the building. Its tip is the location. */
export function MarkerButton({
  marker,
  open,
  bounceKey,
  popupId,
  onToggle,
}: {
  marker: MapMarker
  open: boolean
  /** Set while the marker bounces; a new value restarts the animation. */
  bounceKey?: number
  popupId: string
  onToggle: (id: MapMarker['id'], byKeyboard: boolean) => void
}) {
  // detail is 0 when Enter or Space activated the button
  const onClick = (event: MouseEvent<HTMLButtonElement>) => onToggle(marker.id, event.detail === 0)
  return (
    <button
      type="button"
      data-marker-id={String(marker.id)}
      aria-label={marker.name}
      aria-expanded={open}
      aria-controls={open ? popupId : undefined}
      title={marker.name}
      onClick={onClick}
      className="block cursor-pointer rounded-lg [-webkit-tap-highlight-color:transparent]"
      style={{ width: MARKER_SIZE, height: MARKER_SIZE }}
    >
      <span
        key={bounceKey}
        className={`block h-full w-full ${bounceKey !== undefined ? styles.bounce : ''}`}
        style={bounceKey !== undefined ? { animationDuration: `${BOUNCE_MS}ms` } : undefined}
      >
        <PinIcon open={open} />
      </span>
    </button>
  )
}

function PinIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 56 56"
      width={MARKER_SIZE}
      height={MARKER_SIZE}
      aria-hidden="true"
      className="drop-shadow-[0_2px_2px_rgb(15_23_42/0.35)]"
    >
      <path
        d="M28 55C28 55 9 35.5 9 22a19 19 0 0 1 38 0c0 13.5-19 33-19 33Z"
        fill={open ? '#f4a259' : '#1f3a5f'}
        stroke="#fff"
        strokeWidth="2"
      />
      <rect x="20" y="12" width="16" height="19" rx="2" fill="#fff" />
      <path d="M23.5 16h3v3h-3zm6 0h3v3h-3zm-6 6h3v3h-3zm6 0h3v3h-3z" fill={open ? '#f4a259' : '#1f3a5f'} />
    </svg>
  )
}
