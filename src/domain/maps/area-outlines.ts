import type { Point } from './web-mercator'

// The background of the map without street tiles (offline, or tiles blocked): each neighbourhood drawn as a soft
// circle around its buildings' pins, with its name, so the sheet still shows where things are.

export interface AreaOutline {
  name: string
  /** Centre of the circle, in the box's pixels. */
  x: number
  y: number
  radius: number
}

/**
 * One circle per named area, around the pins of its buildings (`tips`: where each pin's tip is, in the same order as
 * `areas`); the pin's body stands `markerSize` above its tip. Buildings without an area are left out.
 */
export function areaOutlines(areas: readonly (string | null | undefined)[], tips: readonly Point[], markerSize: number): AreaOutline[] {
  const groups = new Map<string, Point[]>()
  areas.forEach((area, i) => {
    const tip = tips[i]
    if (!area || !tip) return
    groups.set(area, [...(groups.get(area) ?? []), { x: tip.x, y: tip.y - markerSize / 2 }])
  })
  return [...groups].map(([name, points]) => {
    const xs = points.map((p) => p.x)
    const ys = points.map((p) => p.y)
    const x = (Math.min(...xs) + Math.max(...xs)) / 2
    const y = (Math.min(...ys) + Math.max(...ys)) / 2
    const farthest = Math.max(...points.map((p) => Math.hypot(p.x - x, p.y - y)))
    return { name, x, y, radius: Math.round(farthest + markerSize) }
  })
}
