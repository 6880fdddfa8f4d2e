import { describe, expect, it } from 'vitest'
import { BASE_URL } from './browser'

// Every link in the header and footer leads to a real page (a route of the spec that a later issue builds, like the
// virtual-office KYC, is linked only once its page exists).
const PLACEHOLDER = /\b(lorem ipsum|lorem|todo|coming soon|tbd)\b/i

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')

/** The home page's HTML with the footer's links, which the browser fetches as the footer nears the screen. */
async function homeWithFooterLinks(): Promise<string> {
  const [home, footerLinks] = await Promise.all([
    fetch(`${BASE_URL}/`).then((res) => res.text()),
    fetch(`${BASE_URL}/footer.json`).then(
      (res) => res.json() as Promise<{ menus: { links: { href: string }[] }[]; cities: { href: string }[] }>,
    ),
  ])
  const hrefs = [...footerLinks.menus.flatMap((menu) => menu.links), ...footerLinks.cities].map((link) => `href="${link.href}"`)
  return `${home}\n${hrefs.join('\n')}`
}

describe('every menu link', () => {
  it('leads to a real page with no placeholder text', async () => {
    const home = await homeWithFooterLinks()
    const hrefs = [...home.matchAll(/href="(\/[^"#?]*)/g)].map((m) => m[1]!.replace(/\/$/, '') || '/')
    const paths = [...new Set(hrefs)].filter((p) => !p.startsWith('/cms-api') && !p.startsWith('/_next'))
    expect(paths.length).toBeGreaterThan(40)
    const failures: string[] = []
    for (const path of paths) {
      const res = await fetch(`${BASE_URL}${path}`)
      const body = await res.text()
      if (res.status !== 200) failures.push(`${path}: ${res.status}`)
      else if (PLACEHOLDER.test(text(body))) failures.push(`${path}: placeholder text "${text(body).match(PLACEHOLDER)![0]}"`)
    }
    expect(failures).toEqual([])
  })

  it('reaches every route of the spec that exists so far', async () => {
    const home = await homeWithFooterLinks()
    const required = [
      '/workspaces',
      '/workspaces/on-demand',
      '/workspaces/virtual-office',
      '/workspaces/on-demand-business',
      '/workspaces/on-demand/day-pass',
      '/workspaces/on-demand/conference-room',
      '/workspaces/all-access-plus',
      '/labs',
      '/workspaces/private-office-space',
      '/enterprise',
      '/events',
      '/advertise',
      '/studios',
      '/business-solutions',
      '/bangalore',
      '/gurgaon',
      '/mumbai',
      '/pune',
      '/delhi',
      '/hyderabad',
      '/noida',
      '/chennai',
      '/blogs',
      '/careers',
      '/brokers',
      '/impact',
      '/referrals',
      '/amenities',
      '/policies/terms-and-conditions',
      '/policies/privacy',
      '/support',
      '/policies/equal-opportunity-statement',
      '/workspaces/on-demand/loyalty-program',
      '/workspaces/on-demand/refer',
      '/partners/landlords',
      '/workplace',
      '/festiveoffer',
      '/account',
      '/guided-selling/private-office-space/bangalore',
    ]
    const missing = required.filter((p) => !home.includes(`href="${p}/"`))
    expect(missing).toEqual([])
    // The footer's 'Virtual office KYC' link shows only when its page answers.
    const kyc = '/workspaces/virtual-office/kyc/'
    const kycExists = (await fetch(`${BASE_URL}${kyc}`)).status === 200
    expect(home.includes(`href="${kyc}`)).toBe(kycExists)
  })
})
