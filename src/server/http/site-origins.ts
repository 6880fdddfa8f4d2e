/** The site's origins: SITE_URL's, and on localhost the same machine by 127.0.0.1 (http://127.0.0.1:3000). */
export function siteOrigins(siteUrl: string): string[] {
  const site = new URL(siteUrl)
  return [site.origin, ...(site.hostname === 'localhost' ? [site.origin.replace('localhost', '127.0.0.1')] : [])]
}
