import { describe, expect, it } from 'vitest'
import { BUILDINGS } from '../../scripts/seed/data/buildings'
import { DEMO_BUILDING_COUNT, seedBuildingCount, seedBuildings } from '../../scripts/seed/data/scale'

// The scale catalogue (SEED_BUILDINGS): the demo's buildings first and unchanged, then numbered siblings that are
// each a distinct building (slug, code, place id), in their source's micromarket, priced like a real one.

describe('seedBuildingCount', () => {
  it('is the demo catalogue unless SEED_BUILDINGS asks for more, and refuses what it cannot seed', () => {
    expect(seedBuildingCount({})).toBe(DEMO_BUILDING_COUNT)
    expect(seedBuildingCount({ SEED_BUILDINGS: ' 2000 ' })).toBe(2000)
    for (const bad of ['12', '5001', '2e3x', '100.5', '-1'])
      expect(() => seedBuildingCount({ SEED_BUILDINGS: bad }), bad).toThrow(/SEED_BUILDINGS must be a whole number from 48 to 5000/)
  })
})

describe('seedBuildings', () => {
  const all = seedBuildings(2000)

  it('keeps the demo buildings first and unchanged', () => {
    expect(seedBuildings(DEMO_BUILDING_COUNT)).toEqual(BUILDINGS)
    expect(all.slice(0, BUILDINGS.length)).toEqual(BUILDINGS)
  })

  it('makes 2,000 distinct buildings across the 8 cities', () => {
    expect(all).toHaveLength(2000)
    for (const key of ['slug', 'buildingCode', 'googlePlaceId', 'name'] as const)
      expect(new Set(all.map((b) => b[key])).size, key).toBe(2000)
    const perCity = new Map<string, number>()
    for (const b of all) perCity.set(b.city, (perCity.get(b.city) ?? 0) + 1)
    expect(perCity.size).toBe(8)
    for (const count of perCity.values()) expect(count).toBeGreaterThan(150)
  })

  it('places each sibling near its source, with prices on whole rupees ending in 49 or 99 and a higher list price', () => {
    const bySlug = new Map(BUILDINGS.map((b) => [b.slug, b]))
    for (const b of all.slice(BUILDINGS.length)) {
      const source = bySlug.get(b.copyOf!)!
      expect(b.slug).toMatch(new RegExp(`^${source.slug}-\\d+$`))
      expect(b.city).toBe(source.city)
      expect(b.micromarket).toBe(source.micromarket)
      expect(Math.abs(b.latitude - source.latitude)).toBeLessThanOrEqual(0.006)
      expect(Math.abs(b.longitude - source.longitude)).toBeLessThanOrEqual(0.006)
      for (const p of [b.prices.dayPass, b.prices.conferenceRoom]) {
        expect(p.price % 100).toBe(0)
        expect([49, 99]).toContain((p.price / 100) % 100)
        expect(p.strikeThroughPrice).toBeGreaterThan(p.price)
      }
    }
    // The same catalogue every run.
    expect(seedBuildings(2000)).toEqual(all)
  })
})
