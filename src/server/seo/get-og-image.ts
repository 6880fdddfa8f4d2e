import { cache } from 'react'
import { ogImageCandidates, pickOgImage, type OgImage, type OgImageSource } from '@/domain/seo/og-image'
import type { MediaRef } from '@/domain/seo/media'
import { env } from '../env'
import { getPayloadClient } from '../payload'

// The site chrome reads settings at depth 0, where the default image is only an id: read it populated, once per render.
const getDefaultImage = cache(async (): Promise<MediaRef> => {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1, select: { defaultMeta: true } })
  return settings.defaultMeta?.image
})

/**
 * The sharing image of a page, city, post or building: its meta image, else its hero, cover or first gallery image,
 * else the site default (settings.defaultMeta.image). Absolute URL with size and alt; null when there is none at all.
 * Pass documents read at depth ≥ 1 (the page loaders do), so their images are populated.
 */
export async function getOgImage(doc: OgImageSource, fallbackAlt = ''): Promise<OgImage | null> {
  const siteUrl = env().SITE_URL
  return pickOgImage(ogImageCandidates(doc), { siteUrl, fallbackAlt }) ?? pickOgImage([await getDefaultImage()], { siteUrl, fallbackAlt })
}
