import { describe, expect, it } from 'vitest'
import { areaOutlines } from '@/domain/maps/area-outlines'

// The tile-less map's background: a circle per neighbourhood around its buildings' pins.

describe('areaOutlines', () => {
  it('draws one circle per area around its pins, with room for the pins themselves', () => {
    const outlines = areaOutlines(
      ['Indiranagar', 'Indiranagar', 'Koramangala', null],
      [
        { x: 100, y: 200 },
        { x: 160, y: 280 },
        { x: 400, y: 300 },
        { x: 10, y: 10 },
      ],
      56,
    )
    expect(outlines).toEqual([
      // Pin bodies at (100, 172) and (160, 252): centre (130, 212), 50 px to each, plus a pin.
      { name: 'Indiranagar', x: 130, y: 212, radius: 106 },
      { name: 'Koramangala', x: 400, y: 272, radius: 56 },
    ])
  })

  it('draws nothing without areas', () => {
    expect(areaOutlines([undefined], [{ x: 1, y: 1 }], 56)).toEqual([])
  })
})
