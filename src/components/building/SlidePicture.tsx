'use client'

import { useCallback } from 'react'
import type { SlideImage } from '@/domain/building/hero-slides'

/** A slide's picture as the server worked it out (next/image's optimiser addresses, srcset and sizes). */
export type SlidePictureProps = Pick<SlideImage, 'alt'> & { src: string; srcSet?: string; sizes?: string }

/** A hero slide's picture, filling its slide; for a video slide, the poster until the video plays. */
export function SlidePicture({
  picture,
  priority,
  eager,
  onShown,
}: {
  picture: SlidePictureProps
  priority: boolean
  eager: boolean
  /** The address the browser chose from the srcset, once the picture is loaded (it may be before hydration). */
  onShown?: (currentSrc: string) => void
}) {
  const shown = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth > 0) onShown?.(img.currentSrc)
    },
    [onShown],
  )
  // The first slide is the page's largest paint: preloaded (HeroCarousel.tsx), fetched first, never lazy. Its
  // neighbours load at low priority, so they do not compete with it.
  const loading = priority || eager ? 'eager' : 'lazy'
  const fetchPriority = priority ? 'high' : eager ? 'low' : undefined
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, worked out on the server
    <img
      {...picture}
      alt={picture.alt}
      decoding="async"
      fetchPriority={fetchPriority}
      loading={loading}
      ref={onShown ? shown : undefined}
      onLoad={onShown ? (event) => onShown(event.currentTarget.currentSrc) : undefined}
      className="absolute inset-0 h-full w-full object-cover"
    />
  )
}
