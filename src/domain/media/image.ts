import { isMediaLike, type MediaLike, type MediaRef, type MediaSizeLike } from '../seo/media'

/**
 * An image from the media library as the pages render it: its address, text alternative, size and the renditions
 * Payload made (thumb 480 px, card 960 px, hero 1600 px). No ids, file names or timestamps.
 */
export interface ImageModel extends MediaLike {
  url: string
  alt: string
  sizes: { thumb?: MediaSizeLike; card?: MediaSizeLike; hero?: MediaSizeLike }
}

const rendition = (size: MediaSizeLike | null | undefined): MediaSizeLike | undefined =>
  size ? { url: size.url ?? null, width: size.width ?? null, height: size.height ?? null } : undefined

/** The image of an upload field, or null when it is empty, not populated or has no file. */
export function imageOf(ref: MediaRef): ImageModel | null {
  if (!isMediaLike(ref) || !ref.url) return null
  const sizes = ref.sizes ?? {}
  return {
    url: ref.url,
    alt: ref.alt ?? '',
    width: ref.width ?? null,
    height: ref.height ?? null,
    mimeType: ref.mimeType ?? null,
    sizes: { thumb: rendition(sizes.thumb), card: rendition(sizes.card), hero: rendition(sizes.hero) },
  }
}
