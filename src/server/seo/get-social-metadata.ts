import type { Metadata } from 'next'
import type { OgImageSource } from '@/domain/seo/og-image'
import { getSiteGlobals } from '../content/get-site-globals'
import { getOgImage } from './get-og-image'

export interface SocialMetadataOptions {
  /** Site-relative path of the page, e.g. target.path. */
  path: string
  /** Used as the image's alt when the media has none (usually the page title). */
  title?: string
  type?: 'website' | 'article'
  /** Articles only: ISO date. */
  publishedTime?: string
}

/**
 * `openGraph` and `twitter` for a page's generateMetadata. Next replaces (does not merge) the layout's openGraph when a
 * page sets one, so this repeats the layout's siteName, locale and type. Title and description are left out on
 * purpose: Next copies them from the page's own title and description.
 */
export async function getSocialMetadata(
  doc: OgImageSource,
  options: SocialMetadataOptions,
): Promise<Pick<Metadata, 'openGraph' | 'twitter'>> {
  const [{ settings }, image] = await Promise.all([getSiteGlobals(), getOgImage(doc, options.title)])
  const images = image ? [image] : undefined
  const common = { siteName: settings.siteName, locale: 'en_IN', url: options.path, images }
  return {
    openGraph:
      options.type === 'article' ? { ...common, type: 'article', publishedTime: options.publishedTime } : { ...common, type: 'website' },
    twitter: { card: image ? 'summary_large_image' : 'summary', images },
  }
}
