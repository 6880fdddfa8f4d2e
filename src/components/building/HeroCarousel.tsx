import { getImageProps } from 'next/image'
import type { HeroSlide } from '@/domain/building/hero-slides'
import { shortImageAddresses, trimSrcSet } from '@/domain/media/srcset'
import { preloadLargestPaint } from '../media/preload-largest-paint'
import { keptMarkup } from '../ui/server-markup'
import { HeroCarouselClient, type CarouselSlide } from './HeroCarousel.client'
import { slideIsNear, slidePictureProps } from './slide-picture'

// The carousel is at most 1680 px wide; from 1280 px each slide leaves 200 px on either side for its neighbours.
const SIZES = '(min-width: 1680px) 1280px, (min-width: 1280px) calc(100vw - 400px), 100vw'

/**
 * The building's hero carousel of images and videos (spec section 2); nothing when the gallery has no usable slide.
 * Each slide's picture is worked out here, on the server (next/image's optimiser addresses and srcset), so the browser
 * gets plain images and no image component; the first, the page's largest paint, is preloaded. An image slide needs
 * no script: its picture is sent once, as HTML (server-markup.tsx), and the carousel moves it as it is.
 */
export async function HeroCarousel({ slides, buildingName }: { slides: HeroSlide[]; buildingName: string }) {
  if (slides.length === 0) return null
  const pictures = slides.map((slide) => {
    const props = shortImageAddresses(
      trimSrcSet(getImageProps({ src: slide.image.src, alt: slide.image.alt, fill: true, sizes: SIZES }).props, slide.image.width),
    )
    return { src: props.src, srcSet: props.srcSet, sizes: props.sizes, alt: slide.image.alt }
  })
  preloadLargestPaint(pictures[0]!)
  const withPictures: CarouselSlide[] = await Promise.all(
    slides.map(async (slide, index): Promise<CarouselSlide> => {
      const picture = pictures[index]!
      if (slide.kind === 'video') return { key: slide.key, kind: 'video', video: slide.video, picture }
      const img = slidePictureProps(picture, index === 0, slideIsNear(index, 0, slides.length))
      // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, worked out above
      return { key: slide.key, kind: 'image', markup: await keptMarkup(<img {...img} alt={picture.alt} />) }
    }),
  )
  return <HeroCarouselClient slides={withPictures} label={`Photos and videos of ${buildingName}`} />
}
