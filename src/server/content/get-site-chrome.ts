import { cache } from 'react'
import type { Footer, Header, SiteSetting } from '@/payload-types'
import { getPayloadClient } from '../payload'

export interface SiteChrome {
  header: Header
  footer: Footer
  settings: SiteSetting
}

/** Header, footer and settings: read once per render, refreshed by the globals' revalidation hooks. */
export const getSiteChrome = cache(async (): Promise<SiteChrome> => {
  const payload = await getPayloadClient()
  const [header, footer, settings] = await Promise.all([
    payload.findGlobal({ slug: 'header', depth: 0 }),
    payload.findGlobal({ slug: 'footer', depth: 1 }),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
  ])
  return { header, footer, settings }
})
