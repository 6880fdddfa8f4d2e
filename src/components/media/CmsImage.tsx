import Image from 'next/image'
import type { Media } from '@/payload-types'

type Size = 'thumb' | 'card' | 'hero'

export const isMedia = (value: unknown): value is Media => typeof value === 'object' && value !== null && 'filename' in value

/** An image from the media library, always with its dimensions so nothing shifts while it loads. */
export function CmsImage({
  media,
  size = 'card',
  sizes,
  priority = false,
  className,
}: {
  media: unknown
  size?: Size
  sizes: string
  priority?: boolean
  className?: string
}) {
  if (!isMedia(media) || !media.url) return null
  const variant = media.sizes?.[size]
  const src = variant?.url || media.url
  const width = variant?.width || media.width || 1600
  const height = variant?.height || media.height || 900
  // A priority image is the page's largest paint: preloaded and fetched first (Next 16's `priority` only preloads).
  return (
    <Image
      src={src}
      alt={media.alt}
      width={width}
      height={height}
      sizes={sizes}
      preload={priority}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
}
