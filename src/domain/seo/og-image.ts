import { isImage, isMediaLike, type MediaLike, type MediaRef, type MediaSizeLike } from './media'
import { absoluteUrl } from './urls'

/** What `Metadata.openGraph.images` takes: an absolute URL with its size and text alternative. */
export interface OgImage {
  url: string
  width: number
  height: number
  alt: string
}

/** Anything that can carry a sharing image: pages (meta, hero), cities (heroImage), posts (coverImage), buildings (gallery). */
export interface OgImageSource {
  meta?: { image?: MediaRef } | null
  hero?: { image?: MediaRef } | null
  heroImage?: MediaRef
  coverImage?: MediaRef
  gallery?: readonly { image?: MediaRef }[] | null
}

/** The document's own candidates, best first: its sharing image, then its hero (or cover, or first gallery) image. */
export function ogImageCandidates(doc: OgImageSource): MediaRef[] {
  return [doc.meta?.image, doc.hero?.image, doc.heroImage, doc.coverImage, doc.gallery?.[0]?.image]
}

const usable = (size: MediaSizeLike | null | undefined): size is { url: string; width: number; height: number } =>
  Boolean(size?.url && size.width && size.height && size.width > 0 && size.height > 0)

/**
 * One media item as a sharing image. Prefers the 1600×900 'hero' rendition (wide enough for every network, far lighter
 * than most originals), then the original, then the 960×640 'card'. Null for videos and media without a size.
 */
export function ogImageFromMedia(media: MediaRef, siteUrl: string, fallbackAlt = ''): OgImage | null {
  if (!isMediaLike(media) || !isImage(media)) return null
  const choice = [media.sizes?.hero, media as MediaLike, media.sizes?.card].find(usable)
  if (!choice) return null
  return { url: absoluteUrl(siteUrl, choice.url), width: choice.width, height: choice.height, alt: media.alt?.trim() || fallbackAlt }
}

/** The first usable candidate as a sharing image, or null. Pass the site default (settings.defaultMeta.image) last. */
export function pickOgImage(candidates: readonly MediaRef[], options: { siteUrl: string; fallbackAlt?: string }): OgImage | null {
  for (const candidate of candidates) {
    const image = ogImageFromMedia(candidate, options.siteUrl, options.fallbackAlt)
    if (image) return image
  }
  return null
}
