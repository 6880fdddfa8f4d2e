// Screen layout for the tile-less fallback map: Web-Mercator projection of the markers'
// bounding box into a box of pixels, overlap removal, and popup placement. Pure functions.
import type { LatLng } from './map-rules'

export interface Point {
  x: number
  y: number
}
export interface Size {
  width: number
  height: number
}
export interface Insets {
  top: number
  right: number
  bottom: number
  left: number
}
export interface Bounds {
  minX: number
  maxX: number
  minY: number
  maxY: number
}

const TILE_PX = 256
/** Web-Mercator is undefined at the poles; every web map clips here. */
export const MAX_LATITUDE = 85.05112878
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5))

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** Position in the unit square of the Web-Mercator world: x to the east, y to the south. */
export function toWorld(point: LatLng): Point {
  const sin = Math.sin((clamp(point.latitude, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180)
  return { x: (point.longitude + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) }
}

/**
 * Pixel positions of the points with their bounding box fitted, centred and undistorted, into
 * the box less the insets. The scale never exceeds zoom level maxZoom, so a lone point or two
 * points a few metres apart sit in the middle instead of being blown up to the edges.
 */
export function fitToBox(points: readonly LatLng[], box: Size, insets: Insets, maxZoom = 16): Point[] {
  if (points.length === 0) return []
  const world = points.map(toWorld)
  const xs = world.map((p) => p.x)
  const ys = world.map((p) => p.y)
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const inner = { width: Math.max(0, box.width - insets.left - insets.right), height: Math.max(0, box.height - insets.top - insets.bottom) }
  const scale = Math.min(
    maxX > minX ? inner.width / (maxX - minX) : Infinity,
    maxY > minY ? inner.height / (maxY - minY) : Infinity,
    TILE_PX * 2 ** maxZoom,
  )
  const centre = { x: (minX + maxX) / 2, y: (minY + maxY) / 2 }
  const origin = { x: insets.left + inner.width / 2, y: insets.top + inner.height / 2 }
  return world.map((p) => ({ x: origin.x + (p.x - centre.x) * scale, y: origin.y + (p.y - centre.y) * scale }))
}

/**
 * Nudges points apart until no two are closer than minDistance (as far as the bounds allow),
 * so every marker button keeps a clickable area. Deterministic; points already far enough
 * apart do not move. Coincident points are split along the golden angle.
 */
export function spreadApart(points: readonly Point[], minDistance: number, bounds: Bounds, maxIterations = 100): Point[] {
  const out = points.map((p) => ({ x: clamp(p.x, bounds.minX, bounds.maxX), y: clamp(p.y, bounds.minY, bounds.maxY) }))
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    let moved = false
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i]
        const b = out[j]
        const distance = Math.hypot(b.x - a.x, b.y - a.y)
        if (distance >= minDistance - 1e-6) continue
        const [ux, uy] =
          distance > 1e-6 ? [(b.x - a.x) / distance, (b.y - a.y) / distance] : [Math.cos(j * GOLDEN_ANGLE), Math.sin(j * GOLDEN_ANGLE)]
        const push = (minDistance - distance) / 2
        a.x = clamp(a.x - ux * push, bounds.minX, bounds.maxX)
        a.y = clamp(a.y - uy * push, bounds.minY, bounds.maxY)
        b.x = clamp(b.x + ux * push, bounds.minX, bounds.maxX)
        b.y = clamp(b.y + uy * push, bounds.minY, bounds.maxY)
        moved = true
      }
    }
    if (!moved) break
  }
  return out
}

export interface PopupPlacement {
  placement: 'above' | 'below'
  left: number
  width: number
  /** Distance from the box's top (below) or bottom (above) edge to the popup. */
  top?: number
  bottom?: number
  maxHeight: number
}

/**
 * Where a popup of about the given size goes for a marker whose tip is at `tip` (the marker
 * stands markerHeight tall above its tip): above the marker when it fits there or there is
 * more room there, otherwise below; horizontally centred on the marker but kept inside the box.
 */
export function placePopup(tip: Point, box: Size, popup: Size, markerHeight: number, margin = 8): PopupPlacement {
  const gap = 6
  const spaceAbove = tip.y - markerHeight - gap - margin
  const spaceBelow = box.height - tip.y - gap - margin
  const width = Math.max(0, Math.min(popup.width, box.width - 2 * margin))
  const left = clamp(tip.x - width / 2, margin, Math.max(margin, box.width - width - margin))
  if (spaceAbove >= popup.height || spaceAbove > spaceBelow) {
    return { placement: 'above', left, width, bottom: box.height - (tip.y - markerHeight - gap), maxHeight: Math.max(0, spaceAbove) }
  }
  return { placement: 'below', left, width, top: tip.y + gap, maxHeight: Math.max(0, spaceBelow) }
}
