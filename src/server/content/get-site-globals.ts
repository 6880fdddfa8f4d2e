import { cache } from 'react'
import type { Footer, Header, SiteSetting } from '@/payload-types'
import { cachedAnswer } from '../cache/answer-cache'
import { getPayloadClient } from '../payload'

export interface SiteGlobals {
  header: Header
  footer: Footer
  settings: SiteSetting
}

// Every page rendered on request reads them (a building page the build did not render, the cart, the account): 14 ms
// a render at 2,000 buildings, measured in decision 0004. Kept for up to a minute like the catalogue's answers; a
// change in the admin clears them at once in its own process (the globals' revalidation hooks, src/cms/hooks/revalidate.ts).
const loadSiteGlobals = cachedAnswer('site-globals', async (): Promise<SiteGlobals> => {
  const payload = await getPayloadClient()
  const [header, footer, settings] = await Promise.all([
    payload.findGlobal({ slug: 'header', depth: 0 }),
    payload.findGlobal({ slug: 'footer', depth: 1 }),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
  ])
  return { header, footer, settings }
})

/**
 * The header, footer and settings records. For the loaders only; pages get the site chrome (get-site-chrome.ts). The
 * records are shared between renders: readers must not change them.
 */
export const getSiteGlobals = cache(loadSiteGlobals)
