import { describe, expect, it } from 'vitest'
import {
  MAX_LATITUDE,
  fitToBox,
  placePopup,
  spreadApart,
  toWorld,
  type Bounds,
  type Insets,
  type Point,
} from '../../src/domain/maps/web-mercator'

const NO_INSETS: Insets = { top: 0, right: 0, bottom: 0, left: 0 }
const at = (latitude: number, longitude: number) => ({ latitude, longitude })
const minPairDistance = (points: Point[]) => {
  let min = Infinity
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) min = Math.min(min, Math.hypot(points[i].x - points[j].x, points[i].y - points[j].y))
  return min
}
const inside = (p: Point, b: Bounds) => p.x >= b.minX - 1e-9 && p.x <= b.maxX + 1e-9 && p.y >= b.minY - 1e-9 && p.y <= b.maxY + 1e-9

describe('toWorld', () => {
  it.each<{ lat: number; lng: number; x: number; y: number }>([
    { lat: 0, lng: 0, x: 0.5, y: 0.5 },
    { lat: 0, lng: -180, x: 0, y: 0.5 },
    { lat: 0, lng: 180, x: 1, y: 0.5 },
    { lat: MAX_LATITUDE, lng: 0, x: 0.5, y: 0 },
    { lat: -MAX_LATITUDE, lng: 0, x: 0.5, y: 1 },
    { lat: 90, lng: 0, x: 0.5, y: 0 },
    // Mumbai, checked against the slippy-map tile formula: zoom 11 tile x = 1438.6, y = 913.4
    { lat: 19.076, lng: 72.8777, x: 1438.6 / 2048, y: 913.4 / 2048 },
  ])('($lat, $lng)', ({ lat, lng, x, y }) => {
    const p = toWorld(at(lat, lng))
    expect(p.x).toBeCloseTo(x, 3)
    expect(p.y).toBeCloseTo(y, 3)
  })

  it('puts north above south and west left of east', () => {
    const north = toWorld(at(20, 72))
    const southEast = toWorld(at(19, 73))
    expect(north.y).toBeLessThan(southEast.y)
    expect(north.x).toBeLessThan(southEast.x)
  })
})

describe('fitToBox', () => {
  const box = { width: 600, height: 400 }

  it('returns nothing for no points', () => {
    expect(fitToBox([], box, NO_INSETS)).toEqual([])
  })

  it.each<{ name: string; insets: Insets; centre: Point }>([
    { name: 'no insets', insets: NO_INSETS, centre: { x: 300, y: 200 } },
    { name: 'uneven insets', insets: { top: 100, right: 0, bottom: 0, left: 40 }, centre: { x: 320, y: 250 } },
  ])('puts a lone point in the middle of the free area ($name)', ({ insets, centre }) => {
    const [p] = fitToBox([at(19.07, 72.87)], box, insets)
    expect(p.x).toBeCloseTo(centre.x, 6)
    expect(p.y).toBeCloseTo(centre.y, 6)
  })

  it('stretches the bounding box to the limiting side and keeps it inside the insets', () => {
    const insets = { top: 64, right: 36, bottom: 8, left: 36 }
    const mumbai = [
      at(19.0663, 72.8664),
      at(19.0628, 72.8631),
      at(18.9962, 72.8247),
      at(19.1117, 72.8662),
      at(19.1143, 72.8951),
      at(19.0118, 72.8163),
    ]
    const points = fitToBox(mumbai, box, insets)
    const xs = points.map((p) => p.x)
    const ys = points.map((p) => p.y)
    for (const p of points) expect(inside(p, { minX: 36, maxX: 564, minY: 64, maxY: 392 })).toBe(true)
    // Mumbai's buildings spread north-south: the height is the limiting side
    expect(Math.min(...ys)).toBeCloseTo(64, 6)
    expect(Math.max(...ys)).toBeCloseTo(392, 6)
    expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(300, 6)
  })

  it('keeps the shape: equal distances on the ground stay equal on screen near the equator', () => {
    const [a, b, c] = fitToBox([at(0, 0), at(0, 1), at(1, 0)], box, NO_INSETS)
    expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(Math.hypot(c.x - a.x, c.y - a.y), 0)
    expect(c.y).toBeLessThan(a.y)
  })

  it('caps the scale so near-identical points stay near the middle', () => {
    const [a, b] = fitToBox([at(19.0663, 72.8664), at(19.0663, 72.86641)], box, NO_INSETS, 16)
    expect(Math.abs(b.x - a.x)).toBeLessThan(5)
    expect(a.y).toBeCloseTo(200, 6)
  })
})

describe('spreadApart', () => {
  const bounds: Bounds = { minX: 0, maxX: 600, minY: 0, maxY: 400 }

  it('leaves well separated points where they are', () => {
    const points = [
      { x: 10, y: 10 },
      { x: 200, y: 10 },
      { x: 10, y: 300 },
    ]
    expect(spreadApart(points, 44, bounds)).toEqual(points)
  })

  it.each<{ name: string; points: Point[] }>([
    {
      name: 'two coincident points',
      points: [
        { x: 300, y: 200 },
        { x: 300, y: 200 },
      ],
    },
    {
      name: 'three coincident points',
      points: [
        { x: 300, y: 200 },
        { x: 300, y: 200 },
        { x: 300, y: 200 },
      ],
    },
    {
      name: 'a tight cluster',
      points: [
        { x: 300, y: 200 },
        { x: 305, y: 202 },
        { x: 298, y: 195 },
        { x: 310, y: 210 },
        { x: 290, y: 190 },
        { x: 301, y: 199 },
      ],
    },
    {
      name: 'a pair pressed into a corner',
      points: [
        { x: 0, y: 0 },
        { x: 3, y: 2 },
      ],
    },
  ])('separates $name by at least the minimum distance', ({ points }) => {
    const out = spreadApart(points, 44, bounds)
    expect(out).toHaveLength(points.length)
    expect(minPairDistance(out)).toBeGreaterThanOrEqual(43.5)
    for (const p of out) expect(inside(p, bounds)).toBe(true)
  })

  it('clamps points into the bounds and never mutates its input', () => {
    const points = [{ x: -50, y: 500 }]
    const out = spreadApart(points, 44, bounds)
    expect(out).toEqual([{ x: 0, y: 400 }])
    expect(points).toEqual([{ x: -50, y: 500 }])
  })

  it('is deterministic', () => {
    const points = [
      { x: 100, y: 100 },
      { x: 100, y: 100 },
      { x: 101, y: 100 },
    ]
    expect(spreadApart(points, 44, bounds)).toEqual(spreadApart(points, 44, bounds))
  })

  it('does its best when the bounds are too small', () => {
    const tiny: Bounds = { minX: 0, maxX: 10, minY: 0, maxY: 10 }
    const out = spreadApart(
      [
        { x: 5, y: 5 },
        { x: 5, y: 5 },
        { x: 5, y: 5 },
      ],
      44,
      tiny,
    )
    for (const p of out) expect(inside(p, tiny)).toBe(true)
  })
})

describe('placePopup', () => {
  const box = { width: 600, height: 400 }
  const popup = { width: 288, height: 110 }

  it.each<{ name: string; tip: Point; placement: 'above' | 'below'; left: number; top?: number; bottom?: number; maxHeight: number }>([
    // room above (300 - 56 - 6 - 8 = 230 >= 110)
    { name: 'low marker: above', tip: { x: 300, y: 300 }, placement: 'above', left: 156, bottom: 162, maxHeight: 230 },
    // no room above (100 - 70 = 30), more below
    { name: 'high marker: below', tip: { x: 300, y: 100 }, placement: 'below', left: 156, top: 106, maxHeight: 286 },
    // clamped to the left and right margins
    { name: 'near the left edge', tip: { x: 20, y: 300 }, placement: 'above', left: 8, bottom: 162, maxHeight: 230 },
    { name: 'near the right edge', tip: { x: 590, y: 300 }, placement: 'above', left: 304, bottom: 162, maxHeight: 230 },
    // neither side fits: the larger side wins (above 150 - 70 = 80 vs below 400 - 150 - 14 = 236)
    { name: 'middle marker: the roomier side', tip: { x: 300, y: 150 }, placement: 'below', left: 156, top: 156, maxHeight: 236 },
  ])('$name', ({ tip, placement, left, top, bottom, maxHeight }) => {
    const got = placePopup(tip, box, popup, 56)
    expect(got.placement).toBe(placement)
    expect(got.left).toBeCloseTo(left, 6)
    expect(got.width).toBe(288)
    expect(got.top).toBe(top)
    expect(got.bottom).toBe(bottom)
    expect(got.maxHeight).toBe(maxHeight)
  })

  it('shrinks to a narrow box', () => {
    const got = placePopup({ x: 150, y: 250 }, { width: 300, height: 300 }, popup, 56)
    expect(got.width).toBe(284)
    expect(got.left).toBe(8)
  })
})
