'use client'

import { startTransition, useEffect, useState, type RefObject } from 'react'

/**
 * True once the element is within a screen of the viewport. The map's code (its chunk, and MapLibre's 270 kB gzipped
 * with seconds of a phone's CPU) loads only for a map the visitor is about to see, not while the page above it is
 * still loading. The change renders as a transition: in slices, not in one long task.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true))
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, near])
  return near
}
