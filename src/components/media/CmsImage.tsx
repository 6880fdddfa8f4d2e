import Image from 'next/image'
import type { ImageModel } from '@/domain/media/image'

type Size = 'thumb' | 'card' | 'hero'

/** An image from the media library, always with its dimensions so nothing shifts while it loads. */
export function CmsImage({
  image,
  size = 'card',
  sizes,
  priority = false,
  className,
}: {
  image: ImageModel | null
  size?: Size
  sizes: string
  priority?: boolean
  className?: string
}) {
  if (!image) return null
  const variant = image.sizes[size]
  const src = variant?.url || image.url
  const width = variant?.width || image.width || 1600
  const height = variant?.height || image.height || 900
  // A priority image is the page's largest paint: preloaded and fetched first (Next 16's `priority` only preloads).
  return (
    <Image
      src={src}
      alt={image.alt}
      width={width}
      height={height}
      sizes={sizes}
      preload={priority}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
}
