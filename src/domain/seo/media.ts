// The media fields the SEO helpers read. Payload's Media satisfies this shape; an unpopulated id (a number) is skipped.

export interface MediaSizeLike {
  url?: string | null
  width?: number | null
  height?: number | null
}

export interface MediaLike extends MediaSizeLike {
  alt?: string | null
  mimeType?: string | null
  sizes?: { thumb?: MediaSizeLike; card?: MediaSizeLike; hero?: MediaSizeLike } | null
}

export type MediaRef = MediaLike | number | null | undefined

export function isMediaLike(value: MediaRef): value is MediaLike {
  return typeof value === 'object' && value !== null
}

/** True for media that is a picture (or whose type is unknown), false for videos and documents. */
export function isImage(media: MediaLike): boolean {
  return !media.mimeType || media.mimeType.startsWith('image/')
}
