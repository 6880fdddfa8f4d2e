import { describe, expect, it } from 'vitest'
import { editDistance, indexTargets, normalise, rankTargets, type SearchTarget } from '../../src/domain/search/rank'

const TARGETS: SearchTarget[] = [
  {
    id: 'c1',
    kind: 'city',
    title: 'Workspaces in Bangalore',
    href: '/bangalore',
    keywords: 'Bangalore Indiranagar Koramangala Whitefield',
  },
  { id: 'c2', kind: 'city', title: 'Workspaces in Mumbai', href: '/mumbai', keywords: 'Mumbai Bandra Kurla Complex Andheri' },
  {
    id: 'b1',
    kind: 'building',
    title: 'Meridian Tower',
    subtitle: 'Indiranagar, Bangalore',
    href: '/bangalore/meridian-tower-indiranagar',
  },
  { id: 'b2', kind: 'building', title: 'Koramangala Commons', subtitle: 'Koramangala, Bangalore', href: '/bangalore/koramangala-commons' },
  { id: 'b3', kind: 'building', title: 'Harbour Point', subtitle: 'Bandra Kurla Complex, Mumbai', href: '/mumbai/harbour-point' },
  {
    id: 'p1',
    kind: 'product',
    title: 'Day pass: a proper desk, whenever you need one',
    href: '/workspaces/on-demand/day-pass',
    keywords: 'Day Pass',
  },
  { id: 'p2', kind: 'product', title: 'Virtual office', href: '/workspaces/virtual-office' },
]
const index = indexTargets(TARGETS)
const ids = (query: string) => rankTargets(index, query).map((t) => t.id)

describe('the search palette’s ranking', () => {
  it.each<[string, string]>([
    ['bangalore', 'c1'],
    ['Bangalor', 'c1'],
    ['bnaglore', 'c1'],
    ['meridian', 'b1'],
    ['meridain towr', 'b1'],
    ['day pass', 'p1'],
    ['dya pass', 'p1'],
    ['virtual', 'p2'],
    ['harbour', 'b3'],
  ])('%j finds %s first', (query, first) => {
    expect(ids(query)[0]).toBe(first)
  })

  it('finds a building and its city by the area, with a typo too', () => {
    expect(ids('indranagar').sort()).toEqual(['b1', 'c1'])
    expect(ids('kurla').sort()).toEqual(['b3', 'c2'])
  })

  it('needs every word to match somewhere', () => {
    expect(ids('meridian mumbai')).toEqual([])
    expect(ids('koramangala bangalore').sort()).toEqual(['b2', 'c1'])
  })

  it('finds nothing for nonsense and lists the first targets for an empty query', () => {
    expect(ids('zzqx')).toEqual([])
    expect(ids('   ')).toEqual(TARGETS.map((t) => t.id))
  })

  it('keeps each distinct word once, however many targets share it', () => {
    const many = indexTargets(
      Array.from({ length: 2000 }, (_, i) => ({
        id: `b${i}`,
        kind: 'building' as const,
        title: `Meridian Tower ${i % 40}`,
        subtitle: 'Indiranagar, Bangalore',
        href: `/x/${i}`,
      })),
    )
    expect(new Set(many.words).size).toBe(many.words.length)
    expect(many.words.length).toBe(2 + 40 + 2)
    expect(rankTargets(many, 'meridan towr 7', 3).map((t) => t.title)).toEqual(['Meridian Tower 7', 'Meridian Tower 7', 'Meridian Tower 7'])
  })

  it('stays fast with thousands of targets', () => {
    const many = indexTargets(
      Array.from({ length: 5000 }, (_, i) => ({
        id: `b${i}`,
        kind: 'building' as const,
        title: `Building ${i} Tower`,
        subtitle: `Area ${i % 97}, City ${i % 8}`,
        href: `/x/${i}`,
      })),
    )
    const started = performance.now()
    for (const q of ['tower', 'buildng 42', 'area 5 city 3']) rankTargets(many, q)
    expect(performance.now() - started).toBeLessThan(1500)
  })
})

describe('helpers', () => {
  it('normalises case, accents and punctuation', () => {
    expect(normalise('  Café–Bandra (West)! ')).toBe('cafe bandra west')
  })
  it.each<[string, string, number]>([
    ['bangalore', 'bangalore', 0],
    ['bnaglore', 'bangalore', 2],
    ['bangalor', 'bangalore', 1],
    ['dya', 'day', 1],
    ['abc', 'xyz', 3],
  ])('distance(%s, %s) = %i', (a, b, d) => {
    expect(editDistance(a, b, 5)).toBe(d)
  })
})
