import { cache } from 'react'
import type { Footer, Header, SiteSetting } from '@/payload-types'
import { getPayloadClient } from '../payload'

export interface SiteGlobals {
  header: Header
  footer: Footer
  settings: SiteSetting
}

/**
 * The header, footer and settings records: read once per render, refreshed by the globals' revalidation hooks. For
 * the loaders only; pages get the site chrome (get-site-chrome.ts).
 */
export const getSiteGlobals = cache(async (): Promise<SiteGlobals> => {
  const payload = await getPayloadClient()
  const [header, footer, settings] = await Promise.all([
    payload.findGlobal({ slug: 'header', depth: 0 }),
    payload.findGlobal({ slug: 'footer', depth: 1 }),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
  ])
  return { header, footer, settings }
})
