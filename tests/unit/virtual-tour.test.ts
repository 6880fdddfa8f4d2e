import { describe, expect, it } from 'vitest'
import {
  isMatterportLink,
  parseTourLink,
  tourEmbedSrc,
  tourFrameSrc,
  tourOpening,
  virtualTourPath,
  type TourOpening,
} from '../../src/domain/building/virtual-tour'

describe('isMatterportLink', () => {
  it.each<{ link: string | null | undefined; matterport: boolean }>([
    { link: 'https://my.matterport.com/show/?m=KslU9WX4CRD', matterport: true },
    { link: 'http://my.matterport.com/show/?m=KslU9WX4CRD', matterport: true },
    { link: 'https://MY.Matterport.COM/show/?m=abc', matterport: true },
    { link: 'https://matterport.com/discover/space/abc', matterport: true },
    { link: 'https://discover.matterport.com/space/abc', matterport: true },
    { link: 'https://my.matterport.com./show/?m=abc', matterport: true },
    { link: '  https://my.matterport.com/show/?m=abc  ', matterport: true },
    { link: 'https://tours.sthana360.in/meridian-tower-indiranagar', matterport: false },
    { link: 'https://notmatterport.com/show/?m=abc', matterport: false },
    { link: 'https://matterport.com.evil.example/show/?m=abc', matterport: false },
    { link: 'https://example.com/?next=https://my.matterport.com/show', matterport: false },
    { link: 'ftp://my.matterport.com/show', matterport: false },
    { link: '/building/virtual-tour/meridian', matterport: false },
    { link: 'not a link', matterport: false },
    { link: '', matterport: false },
    { link: null, matterport: false },
    { link: undefined, matterport: false },
  ])('$link → $matterport', ({ link, matterport }) => {
    expect(isMatterportLink(link)).toBe(matterport)
  })
})

describe('parseTourLink', () => {
  it.each<{ link: string | null | undefined; tour: boolean }>([
    { link: 'https://tours.sthana360.in/x', tour: true },
    { link: 'http://tours.sthana360.in/x', tour: true },
    { link: 'mailto:tours@sthanaworkspaces.in', tour: false },
    { link: 'tel:+918047182260', tour: false },
    { link: '#get-in-touch', tour: false },
    { link: '/relative/path', tour: false },
    { link: '', tour: false },
    { link: null, tour: false },
  ])('$link → a tour: $tour', ({ link, tour }) => {
    expect(parseTourLink(link) !== null).toBe(tour)
  })
})

describe('tourEmbedSrc', () => {
  it.each<{ link: string | null | undefined; handle: string; src: string | null }>([
    // Matterport: embedded directly, query kept, play=1 added once
    {
      link: 'https://my.matterport.com/show/?m=KslU9WX4CRD',
      handle: 'banyan-court-koramangala',
      src: 'https://my.matterport.com/show/?m=KslU9WX4CRD&play=1',
    },
    {
      link: 'https://my.matterport.com/show/?m=abc&qs=1&brand=0',
      handle: 'h',
      src: 'https://my.matterport.com/show/?m=abc&qs=1&brand=0&play=1',
    },
    { link: 'https://my.matterport.com/show/?m=abc&play=1', handle: 'h', src: 'https://my.matterport.com/show/?m=abc&play=1' },
    { link: 'https://my.matterport.com/show/?play=0&m=abc', handle: 'h', src: 'https://my.matterport.com/show/?play=0&m=abc' },
    { link: 'https://my.matterport.com/show/?m=abc#start', handle: 'h', src: 'https://my.matterport.com/show/?m=abc&play=1#start' },
    { link: 'http://my.matterport.com/show/?m=abc', handle: 'h', src: 'https://my.matterport.com/show/?m=abc&play=1' },
    { link: 'https://discover.matterport.com/space/abc', handle: 'h', src: 'https://discover.matterport.com/space/abc?play=1' },
    // any other host: the tour itself, never our own tour page (which would show the site inside the dialog)
    {
      link: 'https://tours.sthana360.in/meridian-tower-indiranagar',
      handle: 'meridian-tower-indiranagar',
      src: 'https://tours.sthana360.in/meridian-tower-indiranagar',
    },
    {
      link: 'https://example.com/?next=https://my.matterport.com/show',
      handle: 'a b',
      src: 'https://example.com/?next=https://my.matterport.com/show',
    },
    // no tour
    { link: '', handle: 'h', src: null },
    { link: null, handle: 'h', src: null },
    { link: 'tel:+918047182260', handle: 'h', src: null },
  ])('$link → $src', ({ link, handle, src }) => {
    expect(tourEmbedSrc(link)).toBe(src)
    expect(tourEmbedSrc(link) ?? '').not.toContain(virtualTourPath(handle))
  })

  it('builds the tour page path from the handle', () => {
    expect(virtualTourPath('meridian-tower-indiranagar')).toBe('/building/virtual-tour/meridian-tower-indiranagar/')
  })
})

describe('tourFrameSrc', () => {
  it.each<{ link: string | null | undefined; src: string | null }>([
    { link: 'https://my.matterport.com/show/?m=KslU9WX4CRD', src: 'https://my.matterport.com/show/?m=KslU9WX4CRD&play=1' },
    { link: 'https://tours.sthana360.in/meridian-tower-indiranagar', src: 'https://tours.sthana360.in/meridian-tower-indiranagar' },
    { link: 'https://tours.sthana360.in/x?floor=2', src: 'https://tours.sthana360.in/x?floor=2' },
    { link: 'mailto:tours@sthanaworkspaces.in', src: null },
    { link: undefined, src: null },
  ])('$link → $src', ({ link, src }) => {
    expect(tourFrameSrc(link)).toBe(src)
  })
})

describe('tourOpening', () => {
  it.each<{ query: string; opening: TourOpening }>([
    { query: '', opening: 'closed' },
    { query: 'handle=banyan-court-koramangala', opening: 'closed' },
    { query: 'openTour=true', opening: 'dialog' },
    { query: 'openTour=TRUE', opening: 'dialog' },
    { query: 'openTour=false', opening: 'closed' },
    { query: 'openTour=1', opening: 'closed' },
    { query: 'openTour=', opening: 'closed' },
    { query: 'utm_source=sales', opening: 'fullscreen' },
    { query: 'utm_source=community', opening: 'fullscreen' },
    { query: 'utm_source=Sales', opening: 'fullscreen' },
    { query: 'utm_source=sales&openTour=true', opening: 'fullscreen' },
    { query: 'utm_source=community&openTour=false', opening: 'fullscreen' },
    { query: 'utm_source=newsletter', opening: 'closed' },
    { query: 'utm_source=newsletter&openTour=true', opening: 'dialog' },
    { query: 'utm_medium=sales', opening: 'closed' },
  ])('?$query → $opening', ({ query, opening }) => {
    expect(tourOpening(new URLSearchParams(query))).toBe(opening)
  })

  it('reads any object with get()', () => {
    const query = new Map([['openTour', 'true']])
    expect(tourOpening({ get: (name: string) => query.get(name) ?? null })).toBe('dialog')
  })
})
