import { isImage, isMediaLike, type MediaLike, type MediaRef } from '../seo/media'

// The building's gallery (spec section 3, 'images': items typed image or video) as the plain slide data the hero
// carousel renders. Payload's Building['gallery'] items satisfy GalleryItemLike.

export interface GalleryItemLike {
  id?: string | null
  type: 'image' | 'video'
  image: MediaRef
  video?: MediaRef
  videoUrl?: string | null
}

export interface SlideImage {
  src: string
  alt: string
  width: number
  height: number
}

export type HeroSlide =
  | { key: string; kind: 'image'; image: SlideImage }
  | { key: string; kind: 'video'; image: SlideImage; video: { src: string; type?: string } }

/** Where the site streams a video of its media library from (GET /api/stream-video, spec section 7). */
export const STREAM_VIDEO_PATH = '/api/stream-video'

// The address Payload gives a media-library file; the stream route accepts exactly these (relative or absolute).
const LIBRARY_FILE = /^\/cms-api\/media\/file\/[^/?#]+$/

const FALLBACK_SIZE = { width: 1600, height: 900 }

export function toHeroSlides(gallery: readonly GalleryItemLike[] | null | undefined, fallbackAlt: string): HeroSlide[] {
  const slides: HeroSlide[] = []
  for (const [index, item] of (gallery ?? []).entries()) {
    const image = slideImage(item.image, fallbackAlt)
    if (!image) continue
    const key = item.id || `slide-${index}`
    const video = item.type === 'video' ? slideVideo(item) : null
    slides.push(video ? { key, kind: 'video', image, video } : { key, kind: 'image', image })
  }
  return slides
}

/** The hero rendition when Payload made one (the carousel's 16:9 box), else the original. */
function slideImage(ref: MediaRef, fallbackAlt: string): SlideImage | null {
  if (!isMediaLike(ref) || !isImage(ref)) return null
  const hero = ref.sizes?.hero
  const source: MediaLike = hero?.url ? hero : ref
  if (!source.url) return null
  return {
    src: source.url,
    alt: ref.alt?.trim() || fallbackAlt,
    width: source.width || FALLBACK_SIZE.width,
    height: source.height || FALLBACK_SIZE.height,
  }
}

/** An uploaded video wins over an address; our own files go through the stream route, anything else is used as it is. */
function slideVideo(item: GalleryItemLike): { src: string; type?: string } | null {
  const upload = isMediaLike(item.video) && item.video.url && item.video.mimeType?.startsWith('video/') ? item.video : null
  const url = upload?.url || item.videoUrl?.trim()
  if (!url) return null
  const type = upload?.mimeType || typeFromExtension(url)
  const src = isLibraryFile(url) ? `${STREAM_VIDEO_PATH}?videoUrl=${encodeURIComponent(url)}` : url
  return type ? { src, type } : { src }
}

function isLibraryFile(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return LIBRARY_FILE.test(url)
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && LIBRARY_FILE.test(parsed.pathname)
  } catch {
    return false
  }
}

function typeFromExtension(url: string): string | undefined {
  const path = url.split(/[?#]/, 1)[0]!.toLowerCase()
  if (path.endsWith('.mp4')) return 'video/mp4'
  if (path.endsWith('.webm')) return 'video/webm'
  return undefined
}
