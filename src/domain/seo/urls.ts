/** An absolute address on the site: `siteUrl` joined with a site-relative path; absolute http(s) URLs pass through. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  const base = siteUrl.replace(/\/+$/, '')
  return base + (path.startsWith('/') ? path : `/${path}`)
}
