import { describe, expect, it } from 'vitest'
import { BUILDINGS } from '../../scripts/seed/data/buildings'
import { buildingSvg, landmarkSvg, ROOM_ALT, ROOM_KINDS, roomSvg } from '../../scripts/seed/images'

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

  it('draws each kind of room with its own furniture, not the same room recoloured', () => {
    // Shapes only: strip the colours, and every kind must still differ from every other.
    const shapes = ROOM_KINDS.map((kind) => roomSvg(kind, 0).replace(/#[0-9a-f]{3,6}/gi, ''))
    expect(new Set(shapes).size).toBe(ROOM_KINDS.length)
    expect(new Set(Object.values(ROOM_ALT)).size).toBe(ROOM_KINDS.length)
  })
})
