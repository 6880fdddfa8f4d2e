'use client'

import { useCallback } from 'react'
import { slidePictureProps, type SlidePictureProps } from './slide-picture'

/** A video slide's poster until the video plays (an image slide's picture is sent as HTML alone, HeroCarousel.tsx). */
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
  onShown: (currentSrc: string) => void
}) {
  const shown = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth > 0) onShown(img.currentSrc)
    },
    [onShown],
  )
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, worked out on the server
    <img
      {...slidePictureProps(picture, priority, eager)}
      alt={picture.alt}
      ref={shown}
      onLoad={(event) => onShown(event.currentTarget.currentSrc)}
    />
  )
}
