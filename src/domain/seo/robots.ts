import { absoluteUrl } from './urls'

/** Never for crawlers: the admin, Payload's own API, the product API and customer accounts. */
export const DISALLOWED_PATHS = ['/admin', '/cms-api', '/api', '/account'] as const

export interface RobotsRules {
  rules: { userAgent: string; allow: string; disallow: string[] }[]
  sitemap: string
}

export function robotsRules(siteUrl: string): RobotsRules {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...DISALLOWED_PATHS] }],
    sitemap: absoluteUrl(siteUrl, '/sitemap.xml'),
  }
}
