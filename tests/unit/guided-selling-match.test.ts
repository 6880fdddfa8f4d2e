import { describe, expect, it } from 'vitest'
import {
  lowestVoMonthly,
  matchBuildings,
  productTypesFor,
  type CandidateBuilding,
  type CatalogueProduct,
} from '../../src/domain/guided-selling/match'
import type { GuidedProduct } from '../../src/domain/guided-selling/products'
import type { Answers } from '../../src/domain/guided-selling/questions'

const b = (
  id: number,
  name: string,
  micromarketHandle: string,
  seats: number | null,
  flags: Partial<CandidateBuilding> = {},
): CandidateBuilding => ({
  id,
  name,
  micromarketHandle,
  seats,
  isDayPassDisabled: false,
  isConfRoomDisabled: false,
  isVirtualOfficeDisabled: false,
  ...flags,
})

const BUILDINGS = [
  b(1, 'Meridian Tower', 'indiranagar', 420),
  b(2, 'Banyan Court', 'koramangala', 310),
  b(3, 'Tamarind Works', 'hsr-layout', 180, { isConfRoomDisabled: true }),
  b(4, 'Lakeview Axis', 'outer-ring-road', 1800, { isVirtualOfficeDisabled: true }),
  b(5, 'Cobalt House', 'whitefield', 1450, { isDayPassDisabled: true }),
  b(6, 'Saffron Chambers', 'indiranagar', null),
]

const dayPass = (buildingId: number, price: number): CatalogueProduct => ({
  buildingId,
  type: 'DAY_PASS',
  creditsQuantity: null,
  voPlan: null,
  variants: [{ title: 'Day pass', pricePaise: price, seats: null }],
})
const bundle = (buildingId: number, credits: 5 | 10, price: number): CatalogueProduct => ({
  buildingId,
  type: 'BUNDLE',
  creditsQuantity: credits,
  voPlan: null,
  variants: [{ title: `${credits} day passes`, pricePaise: price, seats: null }],
})
const room = (buildingId: number, seats: number, price: number): CatalogueProduct => ({
  buildingId,
  type: 'CONFERENCE_ROOM',
  creditsQuantity: null,
  voPlan: null,
  variants: [{ title: `${seats}-seat room`, pricePaise: price, seats }],
})
const vo = (buildingId: number, handle: string, title: string, terms: [string, number][]): CatalogueProduct => ({
  buildingId,
  type: 'VIRTUAL_OFFICE',
  creditsQuantity: null,
  voPlan: { handle, title },
  variants: terms.map(([t, price]) => ({ title: t, pricePaise: price, seats: null })),
})

const PRODUCTS: CatalogueProduct[] = [
  dayPass(1, 89900),
  dayPass(2, 69900),
  dayPass(3, 49900),
  dayPass(4, 99900),
  dayPass(5, 59900),
  bundle(1, 5, 404900),
  bundle(1, 10, 737900),
  bundle(2, 5, 314900),
  bundle(2, 10, 572900),
  bundle(4, 10, 819900),
  room(1, 12, 149900),
  room(2, 8, 99900),
  room(3, 6, 59900),
  vo(1, 'business-address-vo-package', 'Business Address', [
    ['6 Months', 899400],
    ['12 Months', 1439900],
    ['24 Months', 2519900],
  ]),
  vo(2, 'business-address-vo-package', 'Business Address', [
    ['6 Months', 839400],
    ['12 Months', 1559900],
  ]),
  vo(2, 'gst-registration-vo-package', 'GST Registration', [['12 Months', 2279900]]),
  vo(3, 'business-address-vo-package', 'Business Address', [['Monthly', 100000]]), // no month count in the title: not priceable
  vo(4, 'business-address-vo-package', 'Business Address', [['12 Months', 100]]), // building has VO switched off
]

const names = (product: GuidedProduct, answers: Answers) =>
  matchBuildings(product, answers, BUILDINGS, PRODUCTS).matches.map((m) => m.building.name)

describe('productTypesFor', () => {
  it.each<[GuidedProduct, Answers, string[]]>([
    ['private-office-space', { team: '1-10' }, []],
    ['co-working-space', {}, ['DAY_PASS', 'BUNDLE']],
    ['virtual-office', { purpose: 'gst-registration' }, ['VIRTUAL_OFFICE']],
    ['events-and-shoots', { kind: 'event', guests: 'up-to-20' }, ['CONFERENCE_ROOM']],
    ['events-and-shoots', { kind: 'shoot', guests: 'up-to-20' }, []],
    ['events-and-shoots', { kind: 'event', guests: '60-plus' }, []],
  ])('%s %j → %j', (product, answers, types) => {
    expect(productTypesFor(product, answers)).toEqual(types)
  })
})

describe('lowestVoMonthly: price / months in the variant title', () => {
  it.each([
    {
      name: 'longest term cheapest',
      variants: [
        ['6 Months', 899400],
        ['12 Months', 1439900],
        ['24 Months', 2519900],
      ],
      expected: { monthlyPaise: 104996, months: 24 },
    },
    {
      name: 'shorter term cheaper',
      variants: [
        ['6 Months', 839400],
        ['12 Months', 1559900],
      ],
      expected: { monthlyPaise: 129992, months: 12 },
    },
    { name: 'rounds to whole paise', variants: [['3 Months', 100000]], expected: { monthlyPaise: 33333, months: 3 } },
    {
      name: 'a tie takes the shorter term',
      variants: [
        ['12 Months', 1200000],
        ['6 Months', 600000],
      ],
      expected: { monthlyPaise: 100000, months: 6 },
    },
    {
      name: 'titles without a month count are skipped',
      variants: [
        ['Annual', 100],
        ['1 Month', 150000],
      ],
      expected: { monthlyPaise: 150000, months: 1 },
    },
    { name: 'nothing priceable', variants: [['Annual', 100]], expected: null },
  ])('$name', ({ variants, expected }) => {
    expect(
      lowestVoMonthly(variants.map(([title, pricePaise]) => ({ title: String(title), pricePaise: Number(pricePaise), seats: null }))),
    ).toEqual(expected)
  })
})

describe('matchBuildings: private office', () => {
  it.each<[Answers, string[]]>([
    [
      { team: '1-10', area: 'anywhere' },
      ['Lakeview Axis', 'Cobalt House', 'Meridian Tower', 'Banyan Court', 'Tamarind Works', 'Saffron Chambers'],
    ],
    [{ team: '51-200', area: 'anywhere' }, ['Lakeview Axis', 'Cobalt House', 'Meridian Tower', 'Banyan Court', 'Saffron Chambers']],
    [{ team: '200-plus' }, ['Lakeview Axis', 'Cobalt House', 'Saffron Chambers']],
    [{ team: '11-50', area: 'indiranagar' }, ['Meridian Tower', 'Saffron Chambers']],
  ])('%j → %j (unpriced: largest first; unknown size kept)', (answers, expected) => {
    expect(names('private-office-space', answers)).toEqual(expected)
  })

  it('shows a quote line instead of a price', () => {
    const [first] = matchBuildings('private-office-space', { team: '1-10' }, BUILDINGS, []).matches
    expect(first.plans).toEqual([
      { label: 'Private office', pricePaise: null, unit: null, note: 'Priced per seat: we will send a quote for your team' },
    ])
  })
})

describe('matchBuildings: co-working', () => {
  it.each<[Answers, string[]]>([
    // Cobalt House has day passes switched off; Saffron Chambers has no day-pass product (shown last, no price)
    [
      { frequency: 'few-days-a-month', area: 'anywhere' },
      ['Tamarind Works', 'Banyan Court', 'Meridian Tower', 'Lakeview Axis', 'Saffron Chambers'],
    ],
    // ordered by the cost of a day: Tamarind Works sells no 10-pass bundle, but its single day pass is the cheapest day
    [
      { frequency: 'most-days', area: 'anywhere' },
      ['Tamarind Works', 'Banyan Court', 'Meridian Tower', 'Lakeview Axis', 'Saffron Chambers'],
    ],
    [{ frequency: 'few-days-a-month', area: 'whitefield' }, []],
  ])('%j → %j', (answers, expected) => {
    expect(names('co-working-space', answers)).toEqual(expected)
  })

  it.each<[Answers, unknown]>([
    [
      { frequency: 'few-days-a-month', area: 'koramangala' },
      [
        { label: 'Day pass', pricePaise: 69900, unit: 'day' },
        { label: '5 day passes', pricePaise: 314900, unit: 'total', perDayPaise: 62980 },
      ],
    ],
    [
      { frequency: 'most-days', area: 'koramangala' },
      [
        { label: '10 day passes', pricePaise: 572900, unit: 'total', perDayPaise: 57290 },
        { label: 'Day pass', pricePaise: 69900, unit: 'day' },
      ],
    ],
  ])('plans for %j', (answers, plans) => {
    expect(matchBuildings('co-working-space', answers, BUILDINGS, PRODUCTS).matches[0].plans).toEqual(plans)
  })

  it('counts matches elsewhere in the city when an area was chosen', () => {
    expect(matchBuildings('co-working-space', { frequency: 'most-days', area: 'whitefield' }, BUILDINGS, PRODUCTS).elsewhere).toBe(5)
    expect(matchBuildings('co-working-space', { frequency: 'most-days', area: 'indiranagar' }, BUILDINGS, PRODUCTS).elsewhere).toBe(3)
    expect(matchBuildings('co-working-space', { frequency: 'most-days', area: 'anywhere' }, BUILDINGS, PRODUCTS).elsewhere).toBe(0)
  })
})

describe('matchBuildings: virtual office', () => {
  it.each<[Answers, string[]]>([
    // Lakeview Axis has VO switched off; Tamarind Works' only variant has no month count; Saffron Chambers has no product
    [{ purpose: 'business-address', area: 'anywhere' }, ['Meridian Tower', 'Banyan Court']],
    [{ purpose: 'gst-registration', area: 'anywhere' }, ['Banyan Court']],
    [{ purpose: 'company-registration', area: 'anywhere' }, []],
    [{ purpose: 'business-address', area: 'koramangala' }, ['Banyan Court']],
  ])('%j → %j (cheapest per month first)', (answers, expected) => {
    expect(names('virtual-office', answers)).toEqual(expected)
  })

  it('shows the lowest monthly price of the chosen plan, with its term', () => {
    const [first] = matchBuildings('virtual-office', { purpose: 'business-address' }, BUILDINGS, PRODUCTS).matches
    expect(first.plans).toEqual([
      { label: 'Business Address plan', pricePaise: 104996, unit: 'month', note: 'Lowest price per month, on a 24-month term' },
    ])
  })
})

describe('matchBuildings: events and shoots', () => {
  it.each<[Answers, string[]]>([
    // meeting rooms priced first, cheapest first; Tamarind Works has rooms switched off
    [
      { kind: 'event', guests: 'up-to-20', area: 'anywhere' },
      ['Banyan Court', 'Meridian Tower', 'Lakeview Axis', 'Cobalt House', 'Tamarind Works', 'Saffron Chambers'],
    ],
    [
      { kind: 'shoot', guests: 'up-to-20', area: 'anywhere' },
      ['Lakeview Axis', 'Cobalt House', 'Meridian Tower', 'Banyan Court', 'Tamarind Works', 'Saffron Chambers'],
    ],
    [
      { kind: 'offsite', guests: '21-60', area: 'anywhere' },
      ['Lakeview Axis', 'Cobalt House', 'Meridian Tower', 'Banyan Court', 'Saffron Chambers'],
    ],
    [{ kind: 'event', guests: '60-plus', area: 'koramangala' }, []],
  ])('%j → %j', (answers, expected) => {
    expect(names('events-and-shoots', answers)).toEqual(expected)
  })

  it.each<[Answers, unknown]>([
    [
      { kind: 'event', guests: 'up-to-20', area: 'koramangala' },
      [
        { label: 'Meeting room for 8', pricePaise: 99900, unit: 'hour' },
        { label: 'Event space', pricePaise: null, unit: null, note: 'Quoted for your date and group' },
      ],
    ],
    [
      { kind: 'shoot', guests: 'up-to-20', area: 'koramangala' },
      [{ label: 'Shoot location', pricePaise: null, unit: null, note: 'Quoted for your date and group' }],
    ],
    [
      { kind: 'offsite', guests: '21-60', area: 'koramangala' },
      [{ label: 'Offsite venue', pricePaise: null, unit: null, note: 'Quoted for your date and group' }],
    ],
  ])('plans for %j', (answers, plans) => {
    expect(matchBuildings('events-and-shoots', answers, BUILDINGS, PRODUCTS).matches[0].plans).toEqual(plans)
  })
})

describe('matchBuildings keeps the caller’s building objects', () => {
  it('returns the same objects it was given (so pages can carry their documents)', () => {
    const docs = BUILDINGS.map((x) => ({ ...x, doc: { slug: `slug-${x.id}` } }))
    const { matches } = matchBuildings('private-office-space', { team: '1-10' }, docs, [])
    expect(matches[0].building.doc.slug).toBe('slug-4')
  })
})
