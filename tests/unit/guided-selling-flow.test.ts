import { describe, expect, it } from 'vitest'
import { answerSummary, backHref, flowHref, resolveFlow, type SearchParams } from '../../src/domain/guided-selling/flow'
import { isGuidedProduct, type GuidedProduct } from '../../src/domain/guided-selling/products'
import { optionsFor, questionsFor } from '../../src/domain/guided-selling/questions'

const MICROMARKETS = [
  { handle: 'indiranagar', name: 'Indiranagar' },
  { handle: 'koramangala', name: 'Koramangala' },
]

const flow = (product: GuidedProduct, searchParams: SearchParams) =>
  resolveFlow({ product, cityHandle: 'bangalore', cityName: 'Bangalore', micromarkets: MICROMARKETS, searchParams })

describe('products', () => {
  it.each([
    ['private-office-space', true],
    ['co-working-space', true],
    ['virtual-office', true],
    ['events-and-shoots', true],
    ['day-pass', false],
    ['', false],
  ])('%s is a journey: %s', (value, expected) => {
    expect(isGuidedProduct(value)).toBe(expected)
  })
})

describe('questions per product', () => {
  it.each<[GuidedProduct, string[]]>([
    ['private-office-space', ['team', 'movein', 'area']],
    ['co-working-space', ['frequency', 'area']],
    ['virtual-office', ['purpose', 'area']],
    ['events-and-shoots', ['kind', 'guests', 'area']],
  ])('%s asks %j', (product, ids) => {
    expect(questionsFor(product).map((q) => q.id)).toEqual(ids)
  })

  it('offers the city micromarkets, then anywhere', () => {
    const area = questionsFor('virtual-office')[1]
    expect(optionsFor(area, MICROMARKETS, 'Bangalore')).toEqual([
      { value: 'indiranagar', label: 'Indiranagar' },
      { value: 'koramangala', label: 'Koramangala' },
      { value: 'anywhere', label: 'Anywhere in Bangalore' },
    ])
  })
})

describe('resolveFlow: which step shows', () => {
  it.each<{ name: string; product: GuidedProduct; params: SearchParams; step: number; total: number; view: string }>([
    { name: 'bare link: first question', product: 'private-office-space', params: {}, step: 1, total: 5, view: 'question:team' },
    {
      name: 'one answer: second question',
      product: 'private-office-space',
      params: { team: '11-50' },
      step: 2,
      total: 5,
      view: 'question:movein',
    },
    {
      name: 'all answered, no step: results',
      product: 'private-office-space',
      params: { team: '11-50', movein: 'later', area: 'anywhere' },
      step: 4,
      total: 5,
      view: 'results',
    },
    {
      name: 'step 5: enquiry',
      product: 'private-office-space',
      params: { team: '11-50', movein: 'later', area: 'anywhere', step: '5' },
      step: 5,
      total: 5,
      view: 'enquiry',
    },
    {
      name: 'back to an answered question',
      product: 'private-office-space',
      params: { team: '11-50', movein: 'later', area: 'anywhere', step: '2' },
      step: 2,
      total: 5,
      view: 'question:movein',
    },
    {
      name: 'step past the first gap is held there',
      product: 'private-office-space',
      params: { team: '11-50', step: '4' },
      step: 2,
      total: 5,
      view: 'question:movein',
    },
    {
      name: 'co-working: 4 steps',
      product: 'co-working-space',
      params: { frequency: 'most-days' },
      step: 2,
      total: 4,
      view: 'question:area',
    },
    {
      name: 'virtual office results',
      product: 'virtual-office',
      params: { purpose: 'gst-registration', area: 'koramangala' },
      step: 3,
      total: 4,
      view: 'results',
    },
    { name: 'events second question', product: 'events-and-shoots', params: { kind: 'shoot' }, step: 2, total: 5, view: 'question:guests' },
    {
      name: 'answers of other journeys are ignored',
      product: 'co-working-space',
      params: { team: '11-50' },
      step: 1,
      total: 4,
      view: 'question:frequency',
    },
    {
      name: 'values are case-insensitive',
      product: 'co-working-space',
      params: { frequency: 'MOST-DAYS', area: 'Indiranagar' },
      step: 3,
      total: 4,
      view: 'results',
    },
    {
      name: 'repeated keys use the first',
      product: 'co-working-space',
      params: { frequency: ['most-days', 'x'] },
      step: 2,
      total: 4,
      view: 'question:area',
    },
    {
      name: 'empty values count as unanswered',
      product: 'co-working-space',
      params: { frequency: '  ' },
      step: 1,
      total: 4,
      view: 'question:frequency',
    },
  ])('$name', ({ product, params, step, total, view }) => {
    const f = flow(product, params)
    expect(f.step).toBe(step)
    expect(f.totalSteps).toBe(total)
    expect(f.view.kind === 'question' ? `question:${f.view.question.id}` : f.view.kind).toBe(view)
  })
})

describe('resolveFlow: bad values are dropped and reported, never thrown', () => {
  it.each<{ name: string; params: SearchParams; ignored: string[]; ignoredStep: boolean; step: number }>([
    { name: 'unknown team size', params: { team: '5000', movein: 'later' }, ignored: ['team'], ignoredStep: false, step: 1 },
    {
      name: 'micromarket of another city',
      params: { team: '1-10', movein: 'later', area: 'bkc' },
      ignored: ['area'],
      ignoredStep: false,
      step: 3,
    },
    { name: 'script in a value', params: { team: '<script>', movein: 'soon' }, ignored: ['team', 'movein'], ignoredStep: false, step: 1 },
    { name: 'step not a number', params: { team: '1-10', step: 'two' }, ignored: [], ignoredStep: true, step: 2 },
    { name: 'step out of range', params: { team: '1-10', step: '99' }, ignored: [], ignoredStep: true, step: 2 },
    { name: 'step zero', params: { step: '0' }, ignored: [], ignoredStep: true, step: 1 },
    { name: 'fractional step', params: { step: '1.5' }, ignored: [], ignoredStep: true, step: 1 },
    {
      name: 'unrelated parameters are no concern',
      params: { utm_source: 'sales', login: 'true' },
      ignored: [],
      ignoredStep: false,
      step: 1,
    },
  ])('$name', ({ params, ignored, ignoredStep, step }) => {
    const f = flow('private-office-space', params)
    expect(f.ignored.map((q) => q.id)).toEqual(ignored)
    expect(f.ignoredStep).toBe(ignoredStep)
    expect(f.step).toBe(step)
    for (const id of ignored) expect(f.answers).not.toHaveProperty(id)
  })
})

describe('links', () => {
  const answered = flow('private-office-space', { area: 'koramangala', team: '51-200', movein: 'this-month' })

  it.each([
    {
      name: 'answers in question order, then step',
      answers: answered.answers,
      step: 2,
      href: '/guided-selling/private-office-space/bangalore/?team=51-200&movein=this-month&area=koramangala&step=2',
    },
    {
      name: 'no step',
      answers: { team: '1-10' as const },
      step: undefined,
      href: '/guided-selling/private-office-space/bangalore/?team=1-10',
    },
    { name: 'bare', answers: {}, step: undefined, href: '/guided-selling/private-office-space/bangalore/' },
  ])('flowHref: $name', ({ answers, step, href }) => {
    expect(flowHref(answered, answers, step)).toBe(href)
  })

  it.each([
    { params: {}, back: null },
    { params: { team: '1-10' }, back: '/guided-selling/private-office-space/bangalore/?team=1-10&step=1' },
    {
      params: { team: '1-10', movein: 'later', area: 'anywhere' },
      back: '/guided-selling/private-office-space/bangalore/?team=1-10&movein=later&area=anywhere&step=3',
    },
    {
      params: { team: '1-10', movein: 'later', area: 'anywhere', step: '5' },
      back: '/guided-selling/private-office-space/bangalore/?team=1-10&movein=later&area=anywhere&step=4',
    },
  ])('backHref from $params → $back', ({ params, back }) => {
    expect(backHref(flow('private-office-space', params))).toBe(back)
  })

  it('summarises answers in readable words', () => {
    expect(answerSummary(answered)).toEqual([
      { id: 'team', name: 'Team size', value: '51 to 200 people' },
      { id: 'movein', name: 'Move-in', value: 'This month' },
      { id: 'area', name: 'Area', value: 'Koramangala' },
    ])
  })
})
