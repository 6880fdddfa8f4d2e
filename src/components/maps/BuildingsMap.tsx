'use client'

// A client module because next/dynamic with ssr:false must be called from one, and because it waits for the map to
// near the screen. It is tiny: the box and 'Loading...' render on the server; the map's code loads once the box is
// within a screen of the viewport (near-viewport.ts), so a page whose map is far below loads none of it at first.
import dynamic from 'next/dynamic'
import { useRef } from 'react'
import { MapMessage } from './MapMessage'
import { useNearViewport } from './near-viewport'
import type { BuildingsMapProps } from './types'

export type { BuildingsMapProps, MapMarker, MarkerId } from './types'

const BuildingsMapClient = dynamic(() => import('./BuildingsMap.client').then((m) => m.BuildingsMapClient), {
  ssr: false,
  loading: () => <MapMessage>Loading...</MapMessage>,
})

const DEFAULT_SIZE = 'h-80 lg:h-[28rem]'

/** A map of building markers in a fixed-size box: 'Loading...', the map, or its fallback all fill the same box. */
export function BuildingsMap({ className = DEFAULT_SIZE, label = 'Map of our buildings', status, ...props }: BuildingsMapProps) {
  const box = useRef<HTMLElement>(null)
  const near = useNearViewport(box)
  return (
    <section
      ref={box}
      aria-label={label}
      className={`relative isolate overflow-hidden rounded-xl border border-slate-200 bg-[#e7edf3] ${className}`}
    >
      {status ?? (near ? <BuildingsMapClient {...props} /> : <MapMessage>Loading...</MapMessage>)}
    </section>
  )
}
