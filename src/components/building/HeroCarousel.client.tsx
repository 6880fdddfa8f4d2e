'use client'

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { HERO_CAROUSEL_DURATION } from '@/domain/building/carousel-speed'
import type { HeroSlide } from '@/domain/building/hero-slides'
import { deferredHydration } from '../ui/hydrate-on-intent.client'
import { SLIDE_ICON as ICON } from './slide-icon'
import { KeptMarkup } from '../ui/server-markup.client'
import { slideIsNear, type SlidePictureProps } from './slide-picture'

// A video slide's player is rendered on the server with the rest; its code loads when the slide comes into view (or
// is pointed at), so a building page's first load does not carry it.
const VideoSlide = deferredHydration(() => import('./VideoSlide.client').then((m) => m.VideoSlide))

// Spec section 9: centre mode, 500 ms, infinite loop. People who ask for reduced motion get an instant move.
const OPTIONS: EmblaOptionsType = {
  loop: true,
  align: 'center',
  duration: HERO_CAROUSEL_DURATION,
  breakpoints: { '(prefers-reduced-motion: reduce)': { duration: 0 } },
}

/**
 * A slide: an image slide's picture sent as HTML (the digest of its kept markup, server-markup.tsx); a video slide's
 * video with its picture, the poster until it plays.
 */
export type CarouselSlide = { key: string } & (
  { kind: 'image'; markup: string } | { kind: 'video'; video: Extract<HeroSlide, { kind: 'video' }>['video']; picture: SlidePictureProps }
)

type Move = (api: EmblaCarouselType) => void

/**
 * The carousel engine, loaded on the visitor's first interaction with the carousel (a pointer over or on it, focus, a
 * key, an arrow), not with the page: until then the server's markup shows the first slide in place. A move asked for
 * before the engine is there (the first arrow click or key) is made once it is.
 */
function useCarouselEngine(
  options: EmblaOptionsType,
): [RefObject<HTMLDivElement | null>, EmblaCarouselType | undefined, (then?: Move) => void] {
  // A ref, not state: a state update from a ref callback during the hydration's commit is a synchronous one, which
  // drew every effect of the page into that commit's task.
  const viewportRef = useRef<HTMLDivElement>(null)
  const [api, setApi] = useState<EmblaCarouselType>()
  const [wanted, setWanted] = useState(false)
  const pending = useRef<Move | null>(null)

  useEffect(() => {
    const viewport = viewportRef.current
    if (!wanted || !viewport) return
    let instance: EmblaCarouselType | undefined
    let cancelled = false
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return
      instance = EmblaCarousel(viewport, options)
      setApi(instance)
      pending.current?.(instance)
      pending.current = null
    })
    return () => {
      cancelled = true
      instance?.destroy()
      setApi(undefined)
    }
  }, [wanted, options])

  const wake = useCallback((then?: Move) => {
    if (then) pending.current = then
    setWanted(true)
  }, [])
  return [viewportRef, api, wake]
}

export function HeroCarouselClient({ slides, label }: { slides: CarouselSlide[]; label: string }) {
  const [viewportRef, api, wake] = useCarouselEngine(OPTIONS)
  const [selected, setSelected] = useState(0)
  const rootRef = useRef<HTMLElement>(null)
  const viewportId = useId()
  const count = slides.length
  const several = count > 1

  useEffect(() => {
    if (!api) return
    const onSelect = () => {
      const index = api.selectedScrollSnap()
      setSelected(index)
      // The slide that held focus is about to become inert: keep focus in the carousel so the arrow keys still work.
      const focused = document.activeElement
      if (focused && api.slideNodes().some((node, i) => i !== index && node.contains(focused))) rootRef.current?.focus()
    }
    onSelect()
    api.on('select', onSelect).on('reInit', onSelect)
    return () => {
      api.off('select', onSelect).off('reInit', onSelect)
    }
  }, [api])

  // An image slide's picture is the server's markup, kept as it is: the pictures that come beside the selected slide
  // start loading now, so a move never reveals an empty box (a video slide's poster does so itself).
  useEffect(() => {
    api?.slideNodes().forEach((node, index) => {
      if (slideIsNear(index, selected, count)) node.querySelector('img[loading="lazy"]')?.setAttribute('loading', 'eager')
    })
  }, [api, selected, count])

  // With too few slides to fill the loop Embla turns looping off; the arrows still wrap around.
  const previous = useCallback(() => (api ? movePrevious(api) : wake(movePrevious)), [api, wake])
  const next = useCallback(() => (api ? moveNext(api) : wake(moveNext)), [api, wake])
  const engage = several ? () => wake() : undefined

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous()
    else if (event.key === 'ArrowRight') next()
    else return
    event.preventDefault()
  }

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={several ? onKeyDown : undefined}
      onPointerEnter={engage}
      onPointerDown={engage}
      onFocus={engage}
      className="relative mx-auto max-w-[1680px]"
    >
      <div ref={viewportRef} id={viewportId} className="overflow-hidden">
        {/* Until Embla takes over, the same 200 px offset centres the first slide, so the server HTML already shows it in place. */}
        <div className="flex touch-pan-y touch-pinch-zoom xl:[transform:translate3d(200px,0,0)]">
          {slides.map((slide, index) => {
            const active = index === selected
            return (
              <div
                key={slide.key}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                inert={!active}
                className={`min-w-0 shrink-0 grow-0 basis-full transition-opacity duration-500 xl:basis-[calc(100%-400px)] xl:px-2 ${active ? '' : 'xl:opacity-60'}`}
              >
                {slide.kind === 'video' ? (
                  <div className={FRAME}>
                    <VideoSlide slide={slide} active={active} priority={index === 0} eager={slideIsNear(index, selected, count)} />
                  </div>
                ) : (
                  <KeptMarkup markup={slide.markup} className={FRAME} />
                )}
              </div>
            )
          })}
        </div>
      </div>

      {several && (
        <>
          <button
            type="button"
            onClick={previous}
            aria-controls={viewportId}
            aria-label="Previous slide"
            className={`${ARROW} left-3 xl:left-[76px]`}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            onClick={next}
            aria-controls={viewportId}
            aria-label="Next slide"
            className={`${ARROW} right-3 xl:right-[76px]`}
          >
            <Chevron direction="right" />
          </button>
          <p
            aria-live="polite"
            aria-atomic="true"
            className="pointer-events-none absolute bottom-3 left-3 rounded-full bg-black/65 px-3 py-1 text-sm font-medium text-white xl:left-[calc(200px+1.25rem)]"
          >
            <span className="sr-only">Slide </span>
            {selected + 1} of {count}
          </p>
        </>
      )}
    </section>
  )
}

const FRAME = 'relative aspect-video overflow-hidden bg-slate-200 xl:rounded-2xl'

const ARROW =
  'absolute top-1/2 hidden h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand-950 shadow-md hover:bg-white sm:flex'

function movePrevious(api: EmblaCarouselType): void {
  if (api.canScrollPrev()) api.scrollPrev()
  else api.scrollTo(api.scrollSnapList().length - 1)
}

function moveNext(api: EmblaCarouselType): void {
  if (api.canScrollNext()) api.scrollNext()
  else api.scrollTo(0)
}

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg {...ICON} className="h-6 w-6">
    <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
  </svg>
)
