'use client'

import useEmblaCarousel from 'embla-carousel-react'
import type { EmblaOptionsType } from 'embla-carousel'
import Image from 'next/image'
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react'
import { HERO_CAROUSEL_DURATION } from '@/domain/building/carousel-speed'
import type { HeroSlide, SlideImage } from '@/domain/building/hero-slides'
import { prefersReducedMotion } from '../maps/motion'

// Spec section 9: centre mode, 500 ms, infinite loop. People who ask for reduced motion get an instant move.
const OPTIONS: EmblaOptionsType = {
  loop: true,
  align: 'center',
  duration: HERO_CAROUSEL_DURATION,
  breakpoints: { '(prefers-reduced-motion: reduce)': { duration: 0 } },
}

// The carousel is at most 1680 px wide; from 1280 px each slide leaves 200 px on either side for its neighbours.
const SIZES = '(min-width: 1680px) 1280px, (min-width: 1280px) calc(100vw - 400px), 100vw'

export function HeroCarouselClient({ slides, label }: { slides: HeroSlide[]; label: string }) {
  const [viewportRef, api] = useEmblaCarousel(OPTIONS)
  const [selected, setSelected] = useState(0)
  const rootRef = useRef<HTMLElement>(null)
  const viewportId = useId()
  const count = slides.length

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

  // With too few slides to fill the loop Embla turns looping off; the arrows still wrap around.
  const previous = useCallback(() => {
    if (!api) return
    if (api.canScrollPrev()) api.scrollPrev()
    else api.scrollTo(api.scrollSnapList().length - 1)
  }, [api])
  const next = useCallback(() => {
    if (!api) return
    if (api.canScrollNext()) api.scrollNext()
    else api.scrollTo(0)
  }, [api])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous()
    else if (event.key === 'ArrowRight') next()
    else return
    event.preventDefault()
  }

  const several = count > 1
  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={-1}
      onKeyDown={several ? onKeyDown : undefined}
      className="relative mx-auto max-w-[1680px]"
    >
      <div ref={viewportRef} id={viewportId} className="overflow-hidden">
        {/* Until Embla takes over, the same 200 px offset centres the first slide, so the server HTML already shows it in place. */}
        <div className="flex touch-pan-y touch-pinch-zoom xl:[transform:translate3d(200px,0,0)]">
          {slides.map((slide, index) => {
            const active = index === selected
            // The slides beside the selected one load now so a move never reveals an empty box; the rest wait.
            const near = active || distance(index, selected, count) === 1
            return (
              <div
                key={slide.key}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                inert={!active}
                className={`min-w-0 shrink-0 grow-0 basis-full transition-opacity duration-500 xl:basis-[calc(100%-400px)] xl:px-2 ${active ? '' : 'xl:opacity-60'}`}
              >
                <div className="relative aspect-video overflow-hidden bg-slate-200 xl:rounded-2xl">
                  {slide.kind === 'video' ? (
                    <VideoSlide slide={slide} active={active} priority={index === 0} eager={near} />
                  ) : (
                    <SlidePicture image={slide.image} priority={index === 0} eager={near} />
                  )}
                </div>
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

const ARROW =
  'absolute top-1/2 hidden h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-brand-950 shadow-md hover:bg-white sm:flex'

function distance(a: number, b: number, count: number): number {
  const d = Math.abs(a - b)
  return Math.min(d, count - d)
}

function SlidePicture({
  image,
  priority,
  eager,
  onLoad,
}: {
  image: SlideImage
  priority: boolean
  eager: boolean
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void
}) {
  // The first slide is the page's largest paint: preloaded, fetched first, never lazy. Its neighbours load at low
  // priority (which also keeps React from adding preload links for them that would compete with it).
  const loading = priority ? undefined : eager ? 'eager' : 'lazy'
  const fetchPriority = priority ? 'high' : eager ? 'low' : undefined
  return (
    <Image
      src={image.src}
      alt={image.alt}
      fill
      sizes={SIZES}
      preload={priority}
      fetchPriority={fetchPriority}
      loading={loading}
      onLoad={onLoad}
      className="object-cover"
    />
  )
}

/**
 * Spec section 4, 'Video slide': muted by default with a toggle; plays while its slide is the selected one and pauses
 * when another is. A looping video runs for more than five seconds, so a pause button is always there (WCAG 2.2.2).
 */
function VideoSlide({
  slide,
  active,
  priority,
  eager,
}: {
  slide: Extract<HeroSlide, { kind: 'video' }>
  active: boolean
  priority: boolean
  eager: boolean
}) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const [muted, setMuted] = useState(true)
  const [playing, setPlaying] = useState(false)
  // The poster is the slide picture the browser already chose for this screen, so it costs no second download.
  const [poster, setPoster] = useState<string>()

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    if (!active) {
      video.pause()
      return
    }
    // No autoplay for people who ask for reduced motion: the video waits for the play button.
    if (!prefersReducedMotion()) video.play().catch(() => setPlaying(false))
  }, [active])

  const togglePlay = () => {
    const video = videoRef.current
    if (!video) return
    if (video.paused) video.play().catch(() => setPlaying(false))
    else video.pause()
  }

  return (
    <>
      <SlidePicture
        image={slide.image}
        priority={priority}
        eager={eager}
        onLoad={(event) => setPoster(event.currentTarget.currentSrc || undefined)}
      />
      <video
        ref={videoRef}
        muted={muted}
        playsInline
        loop
        preload="none"
        poster={poster}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="absolute inset-0 h-full w-full object-cover"
      >
        <source src={slide.video.src} type={slide.video.type} />
        Your browser does not support HTML5 video.
      </video>
      <div className="absolute right-3 bottom-3 flex gap-2 xl:right-5">
        <button type="button" onClick={togglePlay} aria-label={playing ? 'Pause video' : 'Play video'} className={MEDIA_BUTTON}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        {/* A toggle keeps one name and reports its state through aria-pressed (WAI-ARIA button pattern). */}
        <button type="button" onClick={() => setMuted((m) => !m)} aria-label="Mute video" aria-pressed={muted} className={MEDIA_BUTTON}>
          {muted ? <SoundOffIcon /> : <SoundOnIcon />}
        </button>
      </div>
    </>
  )
}

const MEDIA_BUTTON = 'flex h-11 w-11 items-center justify-center rounded-full bg-black/65 text-white hover:bg-black/80'

const ICON = {
  viewBox: '0 0 24 24',
  className: 'h-5 w-5',
  'aria-hidden': true,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg {...ICON} className="h-6 w-6">
    <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
  </svg>
)
const PlayIcon = () => (
  <svg {...ICON}>
    <path d="M7 4v16l13-8Z" fill="currentColor" />
  </svg>
)
const PauseIcon = () => (
  <svg {...ICON}>
    <path d="M8 5v14M16 5v14" />
  </svg>
)
const SoundOffIcon = () => (
  <svg {...ICON}>
    <path d="M11 5 6 9H2v6h4l5 4Z" fill="currentColor" />
    <path d="m22 9-6 6M16 9l6 6" />
  </svg>
)
const SoundOnIcon = () => (
  <svg {...ICON}>
    <path d="M11 5 6 9H2v6h4l5 4Z" fill="currentColor" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
  </svg>
)
