import { describe, expect, it } from 'vitest'
import {
  CITY_NAMES,
  FRIENDLY_NAMES,
  allCrumbs,
  breadcrumbJsonLd,
  buildBreadcrumbs,
  type BreadcrumbOptions,
  type Breadcrumbs,
  type Crumb,
} from '../../src/domain/navigation/breadcrumbs'

const HOME: Crumb = { label: 'Home', href: '/' }
const c = (label: string, href: string): Crumb => ({ label, href })

/** Renders a trail like the UI does: visible links, '…' for the collapsed ones, then current. */
function render(b: Breadcrumbs | null): string | null {
  if (!b) return null
  const links = b.items.map((i) => i.label)
  if (b.collapsed.length > 0) links.splice(1, 0, '…')
  return [...links, b.current.label].join(' > ')
}

describe('buildBreadcrumbs: rendered trail', () => {
  it.each<{ path: string; options?: BreadcrumbOptions; trail: string | null }>([
    // home page
    { path: '/', trail: null },
    { path: '', trail: null },
    { path: '/?utm=x#top', trail: null },
    { path: '//', trail: null },
    // simple pages, friendly names
    { path: '/careers', trail: 'Home > Careers' },
    { path: '/policies/terms-and-conditions', trail: 'Home > Policies > Terms and Conditions' },
    { path: '/policies/privacy', trail: 'Home > Policies > Privacy Policy' },
    { path: '/account/kyc', trail: 'Home > My Account > KYC' },
    { path: '/refer', trail: 'Home > Refer a Friend' },
    { path: '/festiveoffer', trail: 'Home > Festive Offer' },
    // collapse (> 3 crumbs)
    { path: '/workspaces/on-demand/day-pass', trail: 'Home > … > On Demand > Day Pass' },
    // Workspaces insertion
    { path: '/studios', trail: 'Home > Workspaces > Studios' },
    { path: '/events/', trail: 'Home > Workspaces > Events' },
    { path: '/business-solutions', trail: 'Home > Workspaces > Business Solutions' },
    { path: '/labs', trail: 'Home > Workspaces > Labs' },
    { path: '/enterprise', trail: 'Home > Workspaces > Enterprise' },
    { path: '/workplace', trail: 'Home > Workspaces > Workplace' },
    { path: '/advertise', trail: 'Home > Workspaces > Advertise' },
    { path: '/workspaces/studios', trail: 'Home > Workspaces > Studios' }, // not inserted twice
    // guided selling: no Workspaces crumb, later city is just the city
    { path: '/guided-selling/events-and-shoots/mumbai', trail: 'Home > … > Events and Shoots > Mumbai' },
    { path: '/guided-selling/studios', trail: 'Home > Find Your Workspace > Studios' },
    { path: '/guided-selling/virtual-office/pune', trail: 'Home > … > Virtual Office > Pune' },
    // skipped segments
    { path: '/partners/landlords', trail: 'Home > Landlords' },
    { path: '/culture/impact', trail: 'Home > Impact' },
    { path: '/partners/brokers', trail: 'Home > Brokers' },
    { path: '/partners', trail: 'Home > Partners' }, // the current page always gets a crumb
    // cities
    { path: '/bangalore', trail: 'Home > Workspaces in Bangalore' },
    { path: '/hyderabad/north-star-hub', trail: 'Home > Workspaces in Hyderabad > North Star Hub' },
    {
      path: '/bangalore/meridian-tower-indiranagar',
      options: { labels: { '/bangalore/meridian-tower-indiranagar': 'Meridian Tower, Indiranagar' } },
      trail: 'Home > Workspaces in Bangalore > Meridian Tower, Indiranagar',
    },
    { path: '/kochi', options: { cities: { kochi: 'Kochi' } }, trail: 'Home > Workspaces in Kochi' },
    { path: '/bangalore', options: { cities: { kochi: 'Kochi' } }, trail: 'Home > Bangalore' }, // custom map replaces defaults
    // title-casing of unknown slugs
    { path: '/north-star-hub', trail: 'Home > North Star Hub' },
    // query string, hash, double slashes
    { path: '/careers?utm_source=x&b=2#openings', trail: 'Home > Careers' },
    { path: '/careers#openings', trail: 'Home > Careers' },
    { path: '//policies//privacy/', trail: 'Home > Policies > Privacy Policy' },
    // encoded segments
    { path: '/blogs/caf%C3%A9-culture', trail: 'Home > Blogs > Café Culture' },
    { path: '/blogs/hello%20world', trail: 'Home > Blogs > Hello World' },
    { path: '/blogs/100%-bad', trail: 'Home > Blogs > 100% Bad' }, // malformed escape kept as is
  ])('$path → $trail', ({ path, options, trail }) => {
    expect(render(buildBreadcrumbs(path, options))).toBe(trail)
  })
})

describe('buildBreadcrumbs: exact structure', () => {
  it.each<{ path: string; options?: BreadcrumbOptions; expected: Breadcrumbs }>([
    {
      path: '/careers',
      expected: { items: [HOME], collapsed: [], current: c('Careers', '/careers/') },
    },
    {
      path: '/policies/terms-and-conditions',
      expected: {
        items: [HOME, c('Policies', '/policies/')],
        collapsed: [],
        current: c('Terms and Conditions', '/policies/terms-and-conditions/'),
      },
    },
    {
      path: '/workspaces/on-demand/day-pass',
      expected: {
        items: [HOME, c('On Demand', '/workspaces/on-demand/')],
        collapsed: [c('Workspaces', '/workspaces/')],
        current: c('Day Pass', '/workspaces/on-demand/day-pass/'),
      },
    },
    {
      path: '/workspaces/on-demand-business/all-access-plus/bangalore',
      expected: {
        items: [HOME, c('All Access Plus', '/workspaces/on-demand-business/all-access-plus/')],
        collapsed: [c('Workspaces', '/workspaces/'), c('On Demand for Business', '/workspaces/on-demand-business/')],
        current: c('Bangalore', '/workspaces/on-demand-business/all-access-plus/bangalore/'),
      },
    },
    {
      path: '/studios',
      expected: { items: [HOME, c('Workspaces', '/workspaces/')], collapsed: [], current: c('Studios', '/studios/') },
    },
    {
      path: '/events/',
      expected: { items: [HOME, c('Workspaces', '/workspaces/')], collapsed: [], current: c('Events', '/events/') },
    },
    {
      path: '/guided-selling/events-and-shoots/mumbai',
      expected: {
        items: [HOME, c('Events and Shoots', '/guided-selling/events-and-shoots/')],
        collapsed: [c('Find Your Workspace', '/guided-selling/')],
        current: c('Mumbai', '/guided-selling/events-and-shoots/mumbai/'),
      },
    },
    {
      path: '/partners/landlords',
      expected: { items: [HOME], collapsed: [], current: c('Landlords', '/partners/landlords/') },
    },
    {
      path: '/culture/impact',
      expected: { items: [HOME], collapsed: [], current: c('Impact', '/culture/impact/') },
    },
    {
      path: '/bangalore',
      expected: { items: [HOME], collapsed: [], current: c('Workspaces in Bangalore', '/bangalore/') },
    },
    {
      path: '/bangalore/meridian-tower-indiranagar',
      options: { labels: { 'meridian-tower-indiranagar': 'Meridian Tower' } },
      expected: {
        items: [HOME, c('Workspaces in Bangalore', '/bangalore/')],
        collapsed: [],
        current: c('Meridian Tower', '/bangalore/meridian-tower-indiranagar/'),
      },
    },
    {
      path: '/guided-selling/virtual-office/pune',
      expected: {
        items: [HOME, c('Virtual Office', '/guided-selling/virtual-office/')],
        collapsed: [c('Find Your Workspace', '/guided-selling/')],
        current: c('Pune', '/guided-selling/virtual-office/pune/'),
      },
    },
    {
      path: '/policies/privacy?ref=footer#section-2',
      expected: {
        items: [HOME, c('Policies', '/policies/')],
        collapsed: [],
        current: c('Privacy Policy', '/policies/privacy/'),
      },
    },
    {
      path: '/blogs/caf%C3%A9-culture',
      expected: {
        items: [HOME, c('Blogs', '/blogs/')],
        collapsed: [],
        current: c('Café Culture', '/blogs/caf%C3%A9-culture/'),
      },
    },
    {
      // an unencoded input yields the same, properly encoded href
      path: '/blogs/café-culture',
      expected: {
        items: [HOME, c('Blogs', '/blogs/')],
        collapsed: [],
        current: c('Café Culture', '/blogs/caf%C3%A9-culture/'),
      },
    },
  ])('$path', ({ path, options, expected }) => {
    expect(buildBreadcrumbs(path, options)).toEqual(expected)
  })
})

describe('buildBreadcrumbs: label overrides', () => {
  it.each<{ name: string; path: string; labels: Record<string, string>; current: string }>([
    { name: 'by slug', path: '/blogs/my-post', labels: { 'my-post': 'My Great Post' }, current: 'My Great Post' },
    { name: 'by full path', path: '/blogs/my-post', labels: { '/blogs/my-post': 'By Path' }, current: 'By Path' },
    {
      name: 'full path wins over slug',
      path: '/blogs/my-post',
      labels: { 'my-post': 'By Slug', '/blogs/my-post': 'By Path' },
      current: 'By Path',
    },
    { name: 'overrides a friendly name', path: '/careers', labels: { careers: 'Jobs' }, current: 'Jobs' },
    { name: 'overrides a city label', path: '/bangalore', labels: { '/bangalore': 'Bengaluru' }, current: 'Bengaluru' },
    {
      name: 'full path of a decoded segment',
      path: '/blogs/caf%C3%A9',
      labels: { '/blogs/café': 'Decoded Key' },
      current: 'Decoded Key',
    },
    { name: 'inherited object keys are not labels', path: '/constructor', labels: {}, current: 'Constructor' },
  ])('$name', ({ path, labels, current }) => {
    expect(buildBreadcrumbs(path, { labels })?.current.label).toBe(current)
  })

  it('a label override keyed by path only affects that path', () => {
    const b = buildBreadcrumbs('/bangalore/meridian-tower-indiranagar', {
      labels: { '/bangalore/meridian-tower-indiranagar': 'Meridian Tower' },
    })
    expect(b?.items[1]).toEqual(c('Workspaces in Bangalore', '/bangalore/'))
    expect(b?.current).toEqual(c('Meridian Tower', '/bangalore/meridian-tower-indiranagar/'))
  })
})

describe('exported maps', () => {
  it.each(
    Object.entries({
      bangalore: 'Bangalore',
      chennai: 'Chennai',
      delhi: 'Delhi',
      gurgaon: 'Gurgaon',
      hyderabad: 'Hyderabad',
      mumbai: 'Mumbai',
      noida: 'Noida',
      pune: 'Pune',
    }),
  )('CITY_NAMES.%s = %s', (slug, name) => {
    expect(CITY_NAMES[slug]).toBe(name)
    expect(buildBreadcrumbs(`/${slug}`)?.current.label).toBe(`Workspaces in ${name}`)
  })

  it('has exactly the 8 supported cities', () => {
    expect(Object.keys(CITY_NAMES)).toHaveLength(8)
  })

  it.each(Object.entries(FRIENDLY_NAMES))('FRIENDLY_NAMES: /%s is labelled %s', (slug, label) => {
    const b = buildBreadcrumbs(`/blogs/${slug}`)
    expect(b?.current.label).toBe(label)
  })
})

describe('allCrumbs', () => {
  it.each<{ path: string; labels: string[] }>([
    { path: '/careers', labels: ['Home', 'Careers'] },
    { path: '/studios', labels: ['Home', 'Workspaces', 'Studios'] },
    { path: '/workspaces/on-demand/day-pass', labels: ['Home', 'Workspaces', 'On Demand', 'Day Pass'] },
    {
      path: '/workspaces/on-demand-business/all-access-plus/bangalore',
      labels: ['Home', 'Workspaces', 'On Demand for Business', 'All Access Plus', 'Bangalore'],
    },
  ])('$path', ({ path, labels }) => {
    const b = buildBreadcrumbs(path)
    expect(b).not.toBeNull()
    expect(allCrumbs(b!).map((x) => x.label)).toEqual(labels)
  })
})

describe('breadcrumbJsonLd', () => {
  it.each<{ siteUrl: string; base: string }>([
    { siteUrl: 'https://www.sthana.in', base: 'https://www.sthana.in' },
    { siteUrl: 'https://www.sthana.in/', base: 'https://www.sthana.in' },
  ])('covers all crumbs with positions and absolute URLs ($siteUrl)', ({ siteUrl, base }) => {
    const trail = buildBreadcrumbs('/workspaces/on-demand/day-pass')!
    expect(breadcrumbJsonLd(allCrumbs(trail), siteUrl)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${base}/` },
        { '@type': 'ListItem', position: 2, name: 'Workspaces', item: `${base}/workspaces/` },
        { '@type': 'ListItem', position: 3, name: 'On Demand', item: `${base}/workspaces/on-demand/` },
        { '@type': 'ListItem', position: 4, name: 'Day Pass', item: `${base}/workspaces/on-demand/day-pass/` },
      ],
    })
  })

  it('uses the href of skipped-segment paths', () => {
    const trail = buildBreadcrumbs('/partners/landlords')!
    const ld = breadcrumbJsonLd(allCrumbs(trail), 'https://www.sthana.in')
    expect(ld.itemListElement.map((e) => [e.position, e.item])).toEqual([
      [1, 'https://www.sthana.in/'],
      [2, 'https://www.sthana.in/partners/landlords/'],
    ])
  })

  it('empty crumbs → empty list', () => {
    expect(breadcrumbJsonLd([], 'https://www.sthana.in').itemListElement).toEqual([])
  })
})

describe('the channel partners page', () => {
  it('names its crumb as the menu does', () => {
    expect(buildBreadcrumbs('/partners/channel/')!.current).toEqual({ label: 'Channel Partners', href: '/partners/channel/' })
  })
})
