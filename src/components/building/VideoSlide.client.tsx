'use client'

import { useEffect, useRef, useState } from 'react'
import { prefersReducedMotion } from '../maps/motion'
import type { CarouselSlide } from './HeroCarousel.client'
import { SLIDE_ICON as ICON } from './slide-icon'
import { SlidePicture } from './SlidePicture'

/**
 * Spec section 4, 'Video slide': muted by default with a toggle; plays while its slide is the selected one and pauses
 * when another is. A looping video runs for more than five seconds, so a pause button is always there (WCAG 2.2.2).
 */
export function VideoSlide({
  slide,
  active,
  priority,
  eager,
}: {
  slide: Extract<CarouselSlide, { kind: 'video' }>
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
      <SlidePicture picture={slide.picture} priority={priority} eager={eager} onShown={(src) => setPoster(src || undefined)} />
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
