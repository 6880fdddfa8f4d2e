import { getImageProps } from 'next/image'
import type { HeroSlide } from '@/domain/building/hero-slides'
import { shortImageAddresses, trimSrcSet } from '@/domain/media/srcset'
import { preloadLargestPaint } from '../media/preload-largest-paint'
import { HeroCarouselClient, type CarouselSlide } from './HeroCarousel.client'

// The carousel is at most 1680 px wide; from 1280 px each slide leaves 200 px on either side for its neighbours.
const SIZES = '(min-width: 1680px) 1280px, (min-width: 1280px) calc(100vw - 400px), 100vw'

/**
 * The building's hero carousel of images and videos (spec section 2); nothing when the gallery has no usable slide.
 * Each slide's picture is worked out here, on the server (next/image's optimiser addresses and srcset), so the browser
 * gets plain images and no image component; the first, the page's largest paint, is preloaded.
 */
export function HeroCarousel({ slides, buildingName }: { slides: HeroSlide[]; buildingName: string }) {
  if (slides.length === 0) return null
  const withPictures: CarouselSlide[] = slides.map((slide) => {
    const props = shortImageAddresses(
      trimSrcSet(getImageProps({ src: slide.image.src, alt: slide.image.alt, fill: true, sizes: SIZES }).props, slide.image.width),
    )
    const picture = { src: props.src, srcSet: props.srcSet, sizes: props.sizes, alt: slide.image.alt }
    return slide.kind === 'video'
      ? { key: slide.key, kind: 'video', video: slide.video, picture }
      : { key: slide.key, kind: 'image', picture }
  })
  preloadLargestPaint(withPictures[0]!.picture)
  return <HeroCarouselClient slides={withPictures} label={`Photos and videos of ${buildingName}`} />
}
