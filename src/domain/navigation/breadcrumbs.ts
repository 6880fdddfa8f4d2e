import { PRODUCT_PATHS } from '../urls'

/** One breadcrumb. `href` is the site-relative path the crumb links to (always starts with '/'). */
export interface Crumb {
  label: string
  href: string
}

/**
 * A breadcrumb trail, already split for rendering.
 *
 * - `items`: the visible link crumbs before the current page, in order. Always starts with Home.
 *   When not collapsed it holds every crumb before `current`; when collapsed it holds Home plus
 *   the single crumb just before `current`.
 * - `collapsed`: the crumbs hidden behind the ellipsis (rendered between Home and the last
 *   visible link). Empty unless the trail has more than 3 crumbs in total (Home and current
 *   included).
 * - `current`: the last crumb, the page itself. Rendered as text, not a link, with
 *   aria-current="page".
 *
 * The full trail in order is `[items[0], ...collapsed, ...items.slice(1), current]`
 * (see `allCrumbs`).
 */
export interface Breadcrumbs {
  items: Crumb[]
  collapsed: Crumb[]
  current: Crumb
}

export interface BreadcrumbOptions {
  /** Label overrides, keyed by full path ('/bangalore/meridian-tower') or by slug ('meridian-tower'); full path wins. */
  labels?: Record<string, string>
  /** City slug → display name. Replaces the default CITY_NAMES when given. */
  cities?: Record<string, string>
}

export const CITY_NAMES: Readonly<Record<string, string>> = Object.freeze({
  bangalore: 'Bangalore',
  chennai: 'Chennai',
  delhi: 'Delhi',
  gurgaon: 'Gurgaon',
  hyderabad: 'Hyderabad',
  mumbai: 'Mumbai',
  noida: 'Noida',
  pune: 'Pune',
})

export const FRIENDLY_NAMES: Readonly<Record<string, string>> = Object.freeze({
  'on-demand': 'On Demand',
  'on-demand-business': 'On Demand for Business',
  'day-pass': 'Day Pass',
  'conference-room': 'Conference Room',
  'all-access-plus': 'All Access Plus',
  'private-office-space': 'Private Office Space',
  'virtual-office': 'Virtual Office',
  kyc: 'KYC',
  'terms-and-conditions': 'Terms and Conditions',
  privacy: 'Privacy Policy',
  'equal-opportunity-statement': 'Equal Opportunity Statement',
  'loyalty-program': 'Loyalty Program',
  // The menu's name for /partners/channel.
  channel: 'Channel Partners',
  refer: 'Refer a Friend',
  festiveoffer: 'Festive Offer',
  'guided-selling': 'Find Your Workspace',
  'co-working-space': 'Co-working Space',
  'events-and-shoots': 'Events and Shoots',
  'business-solutions': 'Business Solutions',
  workspaces: 'Workspaces',
  blogs: 'Blogs',
  account: 'My Account',
  labs: 'Labs',
  studios: 'Studios',
  events: 'Events',
  enterprise: 'Enterprise',
  advertise: 'Advertise',
  workplace: 'Workplace',
  amenities: 'Amenities',
  careers: 'Careers',
  brokers: 'Brokers',
  impact: 'Impact',
  referrals: 'Referrals',
  support: 'Support',
  policies: 'Policies',
})

/** Path segments that get no crumb of their own (they still appear in later crumbs' hrefs). */
export const SKIPPED_SEGMENTS: readonly string[] = ['culture', 'partners']

/** Segments that are product areas under Workspaces: a 'Workspaces' crumb is inserted before them. */
export const WORKSPACE_SECTIONS: readonly string[] = [
  'studios',
  'events',
  'business-solutions',
  'labs',
  'enterprise',
  'workplace',
  'advertise',
]

const HOME: Crumb = { label: 'Home', href: '/' }
const WORKSPACES_SLUG = 'workspaces'
const WORKSPACES_HREF: string = PRODUCT_PATHS.workspaces
const GUIDED_SELLING_SLUG = 'guided-selling'
/** More crumbs than this (Home and current included) collapse behind an ellipsis. */
const MAX_UNCOLLAPSED = 3

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** encodeURIComponent, but leaving the characters that are legal unescaped in a path segment. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%(24|26|2B|2C|3A|3B|3D|40)/g, (match) => decodeURIComponent(match))
}

function pathSegments(pathname: string): string[] {
  let path = pathname.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '') // tolerate a full URL
  path = path.split(/[?#]/, 1)[0] ?? ''
  return path
    .split('/')
    .filter((s) => s !== '')
    .map(safeDecode)
    .filter((s) => s.trim() !== '')
}

function titleCase(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter((w) => w !== '')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
}

function own(map: Readonly<Record<string, string>> | undefined, key: string): string | undefined {
  return map && Object.prototype.hasOwnProperty.call(map, key) ? map[key] : undefined
}

/**
 * Breadcrumb trail for a pathname, or null for the home page.
 * Label precedence: options.labels[full path] → options.labels[slug] → city → FRIENDLY_NAMES → title case.
 */
export function buildBreadcrumbs(pathname: string, options: BreadcrumbOptions = {}): Breadcrumbs | null {
  const segments = pathSegments(pathname)
  if (segments.length === 0) return null

  const cities = options.cities ?? CITY_NAMES
  const labels = options.labels
  const isGuidedSelling = segments[0]?.toLowerCase() === GUIDED_SELLING_SLUG

  const labelFor = (segment: string, href: string, index: number): string => {
    const bare = href.replace(/\/$/, '')
    const override = own(labels, href) ?? own(labels, bare) ?? own(labels, safeDecode(bare)) ?? own(labels, segment)
    if (override !== undefined) return override
    const key = segment.toLowerCase()
    const city = own(cities, key)
    if (city !== undefined) return index === 0 ? `Workspaces in ${city}` : city
    return own(FRIENDLY_NAMES, key) ?? titleCase(segment)
  }

  const crumbs: Crumb[] = [{ ...HOME }]
  let href = ''
  segments.forEach((segment, index) => {
    href += '/' + encodeSegment(segment)
    const key = segment.toLowerCase()
    const isLast = index === segments.length - 1
    // The current page always gets a crumb, even when it is a normally-skipped segment.
    if (SKIPPED_SEGMENTS.includes(key) && !isLast) return
    if (WORKSPACE_SECTIONS.includes(key) && !isGuidedSelling && crumbs[crumbs.length - 1]?.href !== WORKSPACES_HREF) {
      crumbs.push({ label: labelFor(WORKSPACES_SLUG, WORKSPACES_HREF, -1), href: WORKSPACES_HREF })
    }
    crumbs.push({ label: labelFor(segment, `${href}/`, index), href: `${href}/` })
  })

  const current = crumbs[crumbs.length - 1] as Crumb
  const before = crumbs.slice(0, -1)
  if (crumbs.length <= MAX_UNCOLLAPSED) {
    return { items: before, collapsed: [], current }
  }
  return {
    items: [before[0] as Crumb, before[before.length - 1] as Crumb],
    collapsed: before.slice(1, -1),
    current,
  }
}

/** The full trail in order: Home, the collapsed crumbs, the remaining visible links, current. */
export function allCrumbs(breadcrumbs: Breadcrumbs): Crumb[] {
  const [home, ...rest] = breadcrumbs.items
  return [...(home ? [home] : []), ...breadcrumbs.collapsed, ...rest, breadcrumbs.current]
}

export interface BreadcrumbListJsonLd {
  '@context': 'https://schema.org'
  '@type': 'BreadcrumbList'
  itemListElement: Array<{ '@type': 'ListItem'; position: number; name: string; item: string }>
}

/** schema.org BreadcrumbList over the given crumbs (pass every crumb, e.g. `allCrumbs(trail)`). */
export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string): BreadcrumbListJsonLd {
  const base = siteUrl.replace(/\/+$/, '')
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: /^https?:\/\//i.test(crumb.href) ? crumb.href : base + (crumb.href.startsWith('/') ? crumb.href : '/' + crumb.href),
    })),
  }
}
