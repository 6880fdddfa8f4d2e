import type { HeroSlide } from '@/domain/building/hero-slides'
import { HeroCarouselClient } from './HeroCarousel.client'

/** The building's hero carousel of images and videos (spec section 2); nothing when the gallery has no usable slide. */
export function HeroCarousel({ slides, buildingName }: { slides: HeroSlide[]; buildingName: string }) {
  if (slides.length === 0) return null
  return <HeroCarouselClient slides={slides} label={`Photos and videos of ${buildingName}`} />
}
