import { describe, expect, it } from 'vitest'
import { enquiryContext, leadFormPrefill, workspaceTypeFor } from '../../src/domain/guided-selling/enquiry'
import { resolveFlow, type SearchParams } from '../../src/domain/guided-selling/flow'
import type { GuidedProduct } from '../../src/domain/guided-selling/products'
import { wideningLinks } from '../../src/domain/guided-selling/widen'

const MICROMARKETS = [
  { handle: 'baner', name: 'Baner' },
  { handle: 'kharadi', name: 'Kharadi' },
]
const flow = (product: GuidedProduct, searchParams: SearchParams) =>
  resolveFlow({ product, cityHandle: 'pune', cityName: 'Pune', micromarkets: MICROMARKETS, searchParams })

describe('enquiryContext', () => {
  it('carries product, city, the valid answers and their readable summary', () => {
    expect(enquiryContext(flow('private-office-space', { team: '11-50', movein: 'this-month', area: 'baner', bogus: 'x' }))).toEqual({
      product: 'private-office-space',
      city: { handle: 'pune', name: 'Pune' },
      answers: { team: '11-50', movein: 'this-month', area: 'baner' },
      summary: [
        { name: 'Team size', value: '11 to 50 people' },
        { name: 'Move-in', value: 'This month' },
        { name: 'Area', value: 'Baner' },
      ],
    })
  })
})

describe('workspaceTypeFor: the lead form’s “What are you looking for?”', () => {
  it.each<[GuidedProduct, SearchParams, string]>([
    ['private-office-space', {}, 'private-office-space'],
    ['co-working-space', { frequency: 'few-days-a-month' }, 'day-pass'],
    ['co-working-space', { frequency: 'most-days' }, 'all-access'],
    ['virtual-office', { purpose: 'gst-registration' }, 'virtual-office'],
    ['events-and-shoots', { kind: 'shoot' }, 'event-spaces'],
  ])('%s %j → %s', (product, params, expected) => {
    expect(workspaceTypeFor(enquiryContext(flow(product, params)))).toBe(expected)
  })
})

describe('leadFormPrefill', () => {
  it.each<[string, SearchParams, Record<string, string>]>([
    [
      'small team: desks carried over',
      { team: '1-10', movein: 'later', area: 'anywhere' },
      {
        workspace_type: 'private-office-space',
        city: 'pune',
        desks_required: '1-10',
        message: 'Private office space in Pune. Team size: 1 to 10 people; Move-in: Later, or just exploring; Area: Anywhere in Pune.',
      },
    ],
    [
      'large team: desk bands do not line up, so only the message says it',
      { team: '51-200' },
      { workspace_type: 'private-office-space', city: 'pune', message: 'Private office space in Pune. Team size: 51 to 200 people.' },
    ],
    ['no answers', {}, { workspace_type: 'private-office-space', city: 'pune', message: 'Private office space in Pune.' }],
  ])('%s', (_name, params, expected) => {
    expect(leadFormPrefill(enquiryContext(flow('private-office-space', params)))).toEqual(expected)
  })
})

describe('wideningLinks', () => {
  it.each<[GuidedProduct, SearchParams, number, { label: string; href: string }[]]>([
    [
      'private-office-space',
      { team: '200-plus', movein: 'later', area: 'baner' },
      2,
      [
        {
          label: 'See 2 matching buildings elsewhere in Pune',
          href: '/guided-selling/private-office-space/pune/?team=200-plus&movein=later&area=anywhere&step=4',
        },
        { label: 'Change your team size', href: '/guided-selling/private-office-space/pune/?team=200-plus&movein=later&area=baner&step=1' },
        { label: 'See every building in Pune', href: '/pune/' },
      ],
    ],
    [
      'virtual-office',
      { purpose: 'gst-registration', area: 'kharadi' },
      0,
      [
        { label: 'Search all of Pune', href: '/guided-selling/virtual-office/pune/?purpose=gst-registration&area=anywhere&step=3' },
        { label: 'Choose another purpose', href: '/guided-selling/virtual-office/pune/?purpose=gst-registration&area=kharadi&step=1' },
        { label: 'See every building in Pune', href: '/pune/' },
      ],
    ],
    [
      'events-and-shoots',
      { kind: 'event', guests: '60-plus', area: 'anywhere' },
      0,
      [
        {
          label: 'Change the number of people',
          href: '/guided-selling/events-and-shoots/pune/?kind=event&guests=60-plus&area=anywhere&step=2',
        },
        { label: 'See every building in Pune', href: '/pune/' },
      ],
    ],
    [
      'co-working-space',
      { frequency: 'most-days', area: 'baner' },
      1,
      [
        {
          label: 'See 1 matching building elsewhere in Pune',
          href: '/guided-selling/co-working-space/pune/?frequency=most-days&area=anywhere&step=3',
        },
        { label: 'See every building in Pune', href: '/pune/' },
      ],
    ],
  ])('%s %j (%i elsewhere)', (product, params, elsewhere, expected) => {
    expect(wideningLinks(flow(product, params), elsewhere)).toEqual(expected)
  })
})
