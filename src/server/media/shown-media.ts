import type { MediaSelect } from '@/payload-types'

/**
 * What a page reads of a media item it shows (`imageOf`, the hero slides, the sharing image): its address, text
 * alternative, type, size and renditions. For a `populate` of the media collection; the file names are read because
 * Payload builds each address from them.
 */
export const SHOWN_MEDIA_SELECT = {
  alt: true,
  url: true,
  filename: true,
  mimeType: true,
  width: true,
  height: true,
  sizes: true,
} as const satisfies MediaSelect<true>
