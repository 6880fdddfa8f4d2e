import type { SeedBuilding } from '../types'
import { BUILDINGS } from './buildings'

// The scale catalogue (issue 'cost as the catalogue grows'): SEED_BUILDINGS=2000 seeds 2,000 buildings across the 8
// cities instead of the 48 of the demo, to measure what the site costs when a provider is far larger than real ones
// (50–200 buildings). The demo buildings come first, unchanged; each one after is a numbered sibling of a demo
// building in the same micromarket ('Meridian Tower 2', /bangalore/meridian-tower-indiranagar-2), a few hundred
// metres away, with its own code and prices a little apart, and its source's drawing. Without SEED_BUILDINGS the
// seed writes the demo catalogue alone.

export const DEMO_BUILDING_COUNT = BUILDINGS.length
export const MAX_SEED_BUILDINGS = 5000

/** How many buildings to seed: SEED_BUILDINGS (at least the demo's 48, at most 5,000), else the demo's. */
export function seedBuildingCount(env: Partial<Record<string, string>> = process.env): number {
  const raw = env.SEED_BUILDINGS?.trim()
  if (!raw) return DEMO_BUILDING_COUNT
  const n = Number(raw)
  if (!Number.isInteger(n) || n < DEMO_BUILDING_COUNT || n > MAX_SEED_BUILDINGS)
    throw new Error(`SEED_BUILDINGS must be a whole number from ${DEMO_BUILDING_COUNT} to ${MAX_SEED_BUILDINGS}; it is '${raw}'.`)
  return n
}

/** A deterministic offset in [-1, 1) from two integers, so every seed run places a sibling in the same spot. */
function offset(a: number, b: number): number {
  const x = Math.sin(a * 12.9898 + b * 78.233) * 43758.5453
  return (x - Math.floor(x)) * 2 - 1
}

/** Rupees nudged by a few percent and kept on a 'charm' price (…49 or …99), in paise. */
function nudge(paise: number, k: number): number {
  const rupees = (paise / 100) * (1 + 0.04 * offset(k, 7))
  return (Math.round(rupees / 50) * 50 - 1) * 100
}

function sibling(source: SeedBuilding, copy: number, k: number): SeedBuilding {
  const nudgePair = (p: { price: number; strikeThroughPrice: number }) => {
    const price = nudge(p.price, k)
    return { price, strikeThroughPrice: Math.max(p.strikeThroughPrice, price + 100 * 100) }
  }
  return {
    ...source,
    name: `${source.name} ${copy}`,
    slug: `${source.slug}-${copy}`,
    buildingCode: `${source.buildingCode}-${copy}`,
    googlePlaceId: `${source.googlePlaceId}${copy}`,
    latitude: Number((source.latitude + 0.006 * offset(k, 1)).toFixed(6)),
    longitude: Number((source.longitude + 0.006 * offset(k, 2)).toFixed(6)),
    address: { ...source.address, buildingName: `${source.address.buildingName} ${copy}` },
    virtualTourLink: undefined,
    copyOf: source.slug,
    prices: {
      ...source.prices,
      dayPass: nudgePair(source.prices.dayPass),
      conferenceRoom: { ...nudgePair(source.prices.conferenceRoom), seats: source.prices.conferenceRoom.seats },
    },
  }
}

/** The buildings to seed: the demo's, then numbered siblings up to `count`. */
export function seedBuildings(count = seedBuildingCount()): SeedBuilding[] {
  const all = [...BUILDINGS]
  for (let k = 0; all.length < count; k++) {
    const source = BUILDINGS[k % BUILDINGS.length]!
    all.push(sibling(source, Math.floor(k / BUILDINGS.length) + 2, k))
  }
  return all
}
