import { describe, expect, it } from 'vitest'
import { findPlaceGroups, findPlaceHref } from '@/domain/locations/find-place'

// The home page's 'Find a workspace' picker: a city, a neighbourhood on its city's page, or a building page; only
// the picker's own values lead anywhere.

const groups = findPlaceGroups([
  {
    handle: 'bangalore',
    name: 'Bangalore',
    areas: [{ handle: 'indiranagar', name: 'Indiranagar', buildings: [{ slug: 'meridian-tower-indiranagar', name: 'Meridian Tower' }] }],
  },
  { handle: 'pune', name: 'Pune', areas: [] },
])

describe('the find-a-workspace picker', () => {
  it('lists each city, its neighbourhoods and its buildings, grouped by city', () => {
    expect(groups).toEqual([
      {
        city: 'Bangalore',
        options: [
          { value: 'bangalore', label: 'All of Bangalore', href: '/bangalore/' },
          { value: 'bangalore/indiranagar', label: 'Indiranagar, Bangalore', href: '/bangalore/#indiranagar' },
          {
            value: 'bangalore/indiranagar/meridian-tower-indiranagar',
            label: 'Meridian Tower, Indiranagar',
            href: '/bangalore/meridian-tower-indiranagar/',
          },
        ],
      },
      { city: 'Pune', options: [{ value: 'pune', label: 'All of Pune', href: '/pune/' }] },
    ])
  })

  it('sends a chosen place to its page, and anything else nowhere', () => {
    expect(findPlaceHref(groups, 'pune')).toBe('/pune/')
    expect(findPlaceHref(groups, ' Bangalore/Indiranagar/ ')).toBe('/bangalore/#indiranagar')
    expect(findPlaceHref(groups, 'bangalore/indiranagar/meridian-tower-indiranagar')).toBe('/bangalore/meridian-tower-indiranagar/')
    for (const value of [null, '', 'mumbai', '//evil.example', 'https://evil.example/', 'bangalore/koramangala']) {
      expect(findPlaceHref(groups, value), String(value)).toBeNull()
    }
  })
})
