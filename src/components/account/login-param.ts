/** The current address with login=true, so OK on 'Session Expired :(' brings the login back on the same page. */
export function withLoginParam(href: string): string {
  const url = new URL(href)
  url.searchParams.set('login', 'true')
  return `${url.pathname}${url.search}${url.hash}`
}
