import type { SlideImage } from '@/domain/building/hero-slides'

/** A slide's picture as the server worked it out (next/image's optimiser addresses, srcset and sizes). */
export type SlidePictureProps = Pick<SlideImage, 'alt'> & { src: string; srcSet?: string; sizes?: string }

/**
 * The attributes of a hero slide's picture, filling its slide. The first slide is the page's largest paint: preloaded
 * (HeroCarousel.tsx), fetched first, never lazy. Its neighbours load at once at low priority, so they do not compete
 * with it; the others wait until they come beside the selected slide (HeroCarousel.client.tsx).
 */
export function slidePictureProps(picture: SlidePictureProps, priority: boolean, eager: boolean) {
  return {
    ...picture,
    decoding: 'async',
    fetchPriority: priority ? 'high' : eager ? 'low' : undefined,
    loading: priority || eager ? 'eager' : 'lazy',
    className: 'absolute inset-0 h-full w-full object-cover',
  } as const
}

/** Whether a slide is the selected one or beside it (the loop's first and last slides are neighbours). */
export function slideIsNear(index: number, selected: number, count: number): boolean {
  const d = Math.abs(index - selected)
  return Math.min(d, count - d) <= 1
}
