'use client'

// A client module only because next/dynamic with ssr:false must be called from one. It is tiny:
// the box and 'Loading...' render on the server; the map code loads after hydration.
import dynamic from 'next/dynamic'
import { MapMessage } from './MapMessage'
import type { BuildingsMapProps } from './types'

export type { BuildingsMapProps, MapMarker, MarkerId } from './types'

const BuildingsMapClient = dynamic(() => import('./BuildingsMap.client').then((m) => m.BuildingsMapClient), {
  ssr: false,
  loading: () => <MapMessage>Loading...</MapMessage>,
})

const DEFAULT_SIZE = 'h-80 lg:h-[28rem]'

/** A map of building markers in a fixed-size box: 'Loading...', the map, or its fallback all fill the same box. */
export function BuildingsMap({ className = DEFAULT_SIZE, label = 'Map of our buildings', status, ...props }: BuildingsMapProps) {
  return (
    <section aria-label={label} className={`relative isolate overflow-hidden rounded-xl border border-slate-200 bg-[#e7edf3] ${className}`}>
      {status ?? <BuildingsMapClient {...props} />}
    </section>
  )
}
