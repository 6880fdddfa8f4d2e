import { describe, expect, it } from 'vitest'
import { isKnownAddress, type KnownAddresses } from '@/domain/navigation/known-addresses'
import { isPagePath, withTrailingSlash, withoutTrailingSlash } from '@/domain/urls'

const KNOWN: KnownAddresses = {
  pages: new Set(['/careers', '/policies/privacy', '/guided-selling', '/workspaces/on-demand']),
  cities: new Set(['bangalore', 'pune']),
  buildings: new Set(['bangalore/meridian-tower-indiranagar']),
  tours: new Set(['meridian-tower-indiranagar']),
  posts: new Set(['gst-guide']),
}
const ROUTES = [
  'account',
  'blogs',
  'blogs/[slug]',
  'building/virtual-tour/[handle]',
  'dev/outbox',
  'guided-selling/[product]',
  'guided-selling/[product]/[city]',
  'offline',
  'thank-you',
  'workspaces/virtual-office/kyc',
  'admin/[[...segments]]',
]

describe('isKnownAddress', () => {
  it.each<[string, boolean]>([
    ['/', true],
    ['/careers', true],
    ['/careers/', true],
    ['/Policies/Privacy/', true],
    ['/workspaces/on-demand/', true],
    ['/bangalore/', true],
    ['/pune', true],
    ['/chennai/', false], // a supported city that is not live
    ['/atlantis/', false],
    ['/bangalore/meridian-tower-indiranagar/', true],
    ['/bangalore/no-such-building/', false],
    ['/pune/meridian-tower-indiranagar/', false],
    ['/no-such-page', false],
    ['/careers/extra/', false],
    ['/blogs/', true],
    ['/blogs/gst-guide/', true],
    ['/blogs/no-such-post/', false],
    ['/guided-selling/', true],
    ['/guided-selling/virtual-office/', true],
    ['/guided-selling/no-such-product/', false],
    ['/guided-selling/virtual-office/pune/', true],
    ['/guided-selling/virtual-office/atlantis/', false],
    ['/building/virtual-tour/meridian-tower-indiranagar/', true],
    ['/building/virtual-tour/no-such-building/', false],
    ['/account/', true],
    ['/thank-you/', true],
    ['/thank-you/extra/', false],
    ['/workspaces/virtual-office/kyc/', true], // a route of its own under a CMS section
    ['/workspaces/no-such-page/', false],
    ['/admin/collections/pages', true],
    ['/%E0%A4%', false], // a broken escape
  ])('%s → %s', (path, known) => {
    expect(isKnownAddress(path, KNOWN, ROUTES)).toBe(known)
  })
})

describe('trailing slashes', () => {
  it.each<[string, string]>([
    ['/bangalore', '/bangalore/'],
    ['/bangalore/', '/bangalore/'],
    ['/', '/'],
    ['/blogs?page=2', '/blogs/?page=2'],
    ['/bangalore#koramangala', '/bangalore/#koramangala'],
    ['/favicon.ico', '/favicon.ico'],
    ['/api/leads', '/api/leads'],
    ['/admin', '/admin'],
    ['https://wa.me/919876543210', 'https://wa.me/919876543210'],
    ['tel:+918047182260', 'tel:+918047182260'],
    ['#plans', '#plans'],
  ])('%s → %s', (href, canonical) => {
    expect(withTrailingSlash(href)).toBe(canonical)
  })

  it('takes the slash off for the pages collection, and tells pages from files', () => {
    expect(withoutTrailingSlash('/careers/')).toBe('/careers')
    expect(withoutTrailingSlash('/')).toBe('/')
    expect(isPagePath('/sitemap.xml')).toBe(false)
    expect(isPagePath('/cms-api/media')).toBe(false)
    expect(isPagePath('/workspaces/on-demand')).toBe(true)
  })
})
