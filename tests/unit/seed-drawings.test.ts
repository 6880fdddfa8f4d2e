import { describe, expect, it } from 'vitest'
import { BUILDINGS } from '../../scripts/seed/data/buildings'
import { buildingSvg, landmarkSvg } from '../../scripts/seed/images'

// The demo pictures: each building its own drawing (its name over the door, its floors, its roof and palette), each
// city its landmark.

describe('the demo drawings', () => {
  it('draws every building differently, with its name', () => {
    const drawings = BUILDINGS.map((b, index) => buildingSvg({ index, name: b.name, floors: b.floors }))
    expect(new Set(drawings).size).toBe(BUILDINGS.length)
    BUILDINGS.forEach((b, i) => expect(drawings[i]).toContain(`>${b.name.replace(/&/g, '&amp;')}</text>`))
  })

  it('draws a different landmark for each kind', () => {
    const kinds = ['dome', 'gopuram', 'memorial-arch', 'glass-towers', 'four-minarets', 'harbour-arch', 'fort-gate'] as const
    expect(new Set(kinds.map((k) => landmarkSvg(k, 0))).size).toBe(kinds.length)
  })
})
