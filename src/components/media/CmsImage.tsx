import { getImageProps } from 'next/image'
import type { ImageModel } from '@/domain/media/image'
import { shortImageAddresses, trimSrcSet } from '@/domain/media/srcset'
import { preloadLargestPaint } from './preload-largest-paint'

type Size = 'thumb' | 'card' | 'hero'

/**
 * An image from the media library, always with its dimensions so nothing shifts while it loads. The markup is worked
 * out on the server (`getImageProps`: the same optimiser addresses and srcset as `next/image`), so a page whose images
 * are all CMS images sends no image component to the browser.
 */
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
  const { props: all } = getImageProps({
    src,
    alt: image.alt,
    width,
    height,
    sizes,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    className,
  })
  // Only the candidates that differ (none wider than the file, when its width is known), at their short addresses.
  const props = shortImageAddresses(trimSrcSet(all, variant?.width || image.width || 0))
  // A priority image is the page's largest paint: preloaded (in the document's head) and fetched first.
  if (priority) preloadLargestPaint(props)
  // eslint-disable-next-line @next/next/no-img-element -- the props are next/image's own, computed on the server
  return <img {...props} alt={image.alt} />
}
