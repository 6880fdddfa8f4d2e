import { describe, expect, it } from 'vitest'
import { paiseToDecimalString } from '../../src/domain/money'
import { buildingJsonLd, type BuildingJsonLdInput, type BuildingSeoFields } from '../../src/domain/seo/building'

const SITE = 'https://sthana.example/'

const media = (name: string, extra: Record<string, unknown> = {}) => ({
  url: `/cms-api/media/file/${name}`,
  alt: name,
  width: 1600,
  height: 900,
  ...extra,
})

const building: BuildingSeoFields = {
  name: 'Meridian Tower',
  slug: 'meridian-tower-indiranagar',
  city: { handle: 'bangalore' },
  description: 'Eight floors of light.\n\nA second paragraph.',
  contactNumber: ' +91 80 4567 1234 ',
  address: {
    buildingName: 'Meridian Tower',
    line1: '100 Feet Road',
    line2: 'Indiranagar',
    city: 'Bengaluru',
    stateCode: 'KA',
    pinCode: '560038',
  },
  location: { latitude: 12.9719, longitude: 77.6412 },
  gallery: [
    { image: media('facade.webp') },
    { image: 42 },
    { image: media('film.mp4', { mimeType: 'video/mp4' }) },
    { image: media('desk.webp', { mimeType: 'image/webp' }) },
  ],
}

const base: BuildingJsonLdInput = { building, siteUrl: SITE, offers: [] }

describe('paiseToDecimalString', () => {
  it.each([
    [79900, '799.00'],
    [0, '0.00'],
    [5, '0.05'],
    [123456789, '1234567.89'],
    [174950, '1749.50'],
    [-100, null],
    [99.5, null],
    [Number.NaN, null],
  ])('%s paise → %s', (paise, expected) => {
    expect(paiseToDecimalString(paise)).toBe(expected)
  })
})

describe('buildingJsonLd', () => {
  it('describes the building as a CoworkingSpace with address, position and contact', () => {
    expect(buildingJsonLd(base)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CoworkingSpace',
      '@id': 'https://sthana.example/bangalore/meridian-tower-indiranagar/#building',
      name: 'Meridian Tower',
      url: 'https://sthana.example/bangalore/meridian-tower-indiranagar/',
      description: 'Eight floors of light.',
      image: ['https://sthana.example/cms-api/media/file/facade.webp', 'https://sthana.example/cms-api/media/file/desk.webp'],
      telephone: '+91 80 4567 1234',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Meridian Tower, 100 Feet Road, Indiranagar',
        addressLocality: 'Bengaluru',
        addressRegion: 'Karnataka',
        postalCode: '560038',
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 12.9719, longitude: 77.6412 },
    })
  })

  it.each<{ name: string; rating: BuildingJsonLdInput['rating']; expected: unknown }>([
    { name: 'no rating given', rating: undefined, expected: undefined },
    { name: 'null rating', rating: null, expected: undefined },
    { name: 'zero reviews', rating: { avg: 0, count: 0 }, expected: undefined },
    { name: 'average but no count', rating: { avg: 4.5, count: 0 }, expected: undefined },
    { name: 'not a number', rating: { avg: Number.NaN, count: 3 }, expected: undefined },
    {
      name: 'rounded to one decimal',
      rating: { avg: 4.333, count: 12 },
      expected: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 12, bestRating: 5, worstRating: 1 },
    },
    {
      name: 'one review',
      rating: { avg: 5, count: 1 },
      expected: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 },
    },
  ])('aggregateRating: $name', ({ rating, expected }) => {
    expect(buildingJsonLd({ ...base, rating }).aggregateRating).toEqual(expected)
  })

  it.each<{ name: string; offers: BuildingJsonLdInput['offers']; expected: unknown }>([
    { name: 'none', offers: [], expected: undefined },
    {
      name: 'paise become rupees with 2 decimals, INR',
      offers: [
        { name: 'Day pass', pricePaise: 79900, url: '/bangalore/meridian-tower-indiranagar#plans' },
        { name: 'Business Address plan', pricePaise: 1439900 },
      ],
      expected: [
        {
          '@type': 'Offer',
          name: 'Day pass',
          price: '799.00',
          priceCurrency: 'INR',
          url: 'https://sthana.example/bangalore/meridian-tower-indiranagar#plans',
        },
        { '@type': 'Offer', name: 'Business Address plan', price: '14399.00', priceCurrency: 'INR' },
      ],
    },
    {
      name: 'invalid prices and empty names are left out',
      offers: [
        { name: 'Broken', pricePaise: 12.5 },
        { name: ' ', pricePaise: 100 },
        { name: 'Room', pricePaise: 59950 },
      ],
      expected: [{ '@type': 'Offer', name: 'Room', price: '599.50', priceCurrency: 'INR' }],
    },
    {
      name: 'absolute offer urls pass through',
      offers: [{ name: 'Pass', pricePaise: 100, url: 'https://pay.example/x' }],
      expected: [{ '@type': 'Offer', name: 'Pass', price: '1.00', priceCurrency: 'INR', url: 'https://pay.example/x' }],
    },
  ])('makesOffer: $name', ({ offers, expected }) => {
    expect(buildingJsonLd({ ...base, offers }).makesOffer).toEqual(expected)
  })

  it.each([
    { name: 'state code unknown → the code', stateCode: 'ZZ', region: 'ZZ' },
    { name: 'Delhi', stateCode: 'DL', region: 'Delhi' },
    { name: 'Haryana', stateCode: 'HR', region: 'Haryana' },
  ])('addressRegion: $name', ({ stateCode, region }) => {
    const out = buildingJsonLd({ ...base, building: { ...building, address: { ...building.address, stateCode } } })
    expect(out.address.addressRegion).toBe(region)
  })

  it('leaves out what the building does not have, and takes an explicit path when the city is only an id', () => {
    const out = buildingJsonLd({
      ...base,
      path: '/delhi/foundry-block-okhla',
      building: {
        ...building,
        city: 7,
        description: null,
        contactNumber: '',
        gallery: null,
        address: { ...building.address, line2: null },
      },
    })
    expect(out.url).toBe('https://sthana.example/delhi/foundry-block-okhla')
    expect(out.address.streetAddress).toBe('Meridian Tower, 100 Feet Road')
    expect(out).not.toHaveProperty('description')
    expect(out).not.toHaveProperty('telephone')
    expect(out).not.toHaveProperty('image')
  })

  it('puts the sharing image first and lists each image once', () => {
    const out = buildingJsonLd({ ...base, building: { ...building, meta: { image: media('desk.webp') } } })
    expect(out.image).toEqual([
      'https://sthana.example/cms-api/media/file/desk.webp',
      'https://sthana.example/cms-api/media/file/facade.webp',
    ])
  })
})
