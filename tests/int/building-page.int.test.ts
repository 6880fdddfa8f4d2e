import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { populated, relationId } from '@/cms/relation'
import { nearest } from '@/domain/geo/distance'
import type { BuildingPageModel } from '@/domain/locations/views'
import type { Building } from '@/payload-types'
import { toBuildingCard } from '@/server/locations/building-views'
import { buildingPage, getBuildingPage } from '@/server/locations/get-building-page'
import { listNearbyBuildings } from '@/server/locations/list-nearby-buildings'
import { getOgImage } from '@/server/seo/get-og-image'
import { testPayload } from '../helpers/payload'

// The building page reads its building with only the fields it shows, and its neighbours with only what their cards
// show (Payload's select, populate and joins: src/server/locations/get-building-by-slug.ts and
// list-nearby-buildings.ts). The same page must come out as from the buildings read whole.

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.destroy()
})

/** The building as the page read it before: every field at depth 2, here with all of its products joined. */
async function readWhole(id: number): Promise<Building | null> {
  const { docs } = await payload.find({
    collection: 'buildings',
    where: { id: { equals: id } },
    limit: 1,
    depth: 2,
    joins: { products: { limit: 0 } },
  })
  return docs[0] ?? null
}

/**
 * The parts of the page that come from the building itself. The neighbours are compared on their own (other test
 * files add and remove buildings while this one runs), and the sharing image by what it chooses.
 */
function ownParts({ nearby: _nearby, meta: { share: _share, ...meta }, ...model }: BuildingPageModel) {
  return { ...model, meta }
}

const cityHandleOf = (building: Pick<Building, 'city'>) => populated(building.city)?.handle ?? ''

/** Every live building with its slug, location and city handle (other test files may add or remove some meanwhile). */
async function liveBuildings() {
  const { docs } = await payload.find({
    collection: 'buildings',
    where: { isLive: { equals: true } },
    limit: 0,
    pagination: false,
    depth: 1,
    select: { slug: true, city: true, location: true },
    populate: { cities: { handle: true } },
    joins: false,
  })
  return docs
}

describe('the building page', () => {
  it('shows of every live demo building what the building read whole shows', async () => {
    const buildings = await liveBuildings()
    let compared = 0
    let neighbours = 0
    let withBundles = 0
    let withAmenities = 0
    for (const { id, slug, city } of buildings) {
      const handle = cityHandleOf({ city })
      const [page, record] = await Promise.all([getBuildingPage(handle, slug), readWhole(id)])
      if (!record) continue
      const whole = await buildingPage(record)
      expect(page?.kind, slug).toBe(whole.kind)
      if (page?.kind !== 'building' || whole.kind !== 'building') continue
      compared++
      expect(ownParts(page.model), slug).toEqual(ownParts(whole.model))
      expect(await getOgImage(page.model.meta.share, page.model.name), slug).toEqual(
        await getOgImage(whole.model.meta.share, whole.model.name),
      )
      expect(page.model.slides.length, slug).toBeGreaterThan(0)
      expect(page.model.marker.imageUrl, slug).toMatch(/^\/cms-api\/media\/file\//)
      for (const { card } of page.model.nearby) {
        const neighbour = await readWhole(card.id)
        if (!neighbour) continue
        neighbours++
        expect(card, `${slug}: ${card.href}`).toEqual(toBuildingCard(neighbour))
      }
      if (page.model.plans.bundles.length) withBundles++
      if (page.model.plans.amenities.length) withAmenities++
    }
    // The comparison covered the demo's buildings and the parts the narrow read populates, not only empty ones.
    expect(compared).toBeGreaterThan(40)
    expect(neighbours).toBeGreaterThan(100)
    expect(withBundles).toBeGreaterThan(0)
    expect(withAmenities).toBeGreaterThan(0)
  })

  it("ranks a building's neighbours as the distance over every live building of its city does", async () => {
    const buildings = await liveBuildings()
    /** Every other live building of the city, in id order, ranked here by `nearest` (the ranking the database replaced). */
    const expected = async (building: (typeof buildings)[number]) => {
      const { docs } = await payload.find({
        collection: 'buildings',
        where: {
          and: [{ city: { equals: relationId(building.city) } }, { isLive: { equals: true } }, { id: { not_equals: building.id } }],
        },
        sort: 'id',
        limit: 0,
        pagination: false,
        depth: 0,
        select: { location: true },
        joins: false,
      })
      const places = docs.map((b) => ({ id: b.id, ...b.location }))
      return nearest(building.location, places, 3).map(({ item, km }) => ({ id: item.id, km }))
    }
    let ranked = 0
    for (const building of buildings) {
      const before = await expected(building)
      const nearby = await listNearbyBuildings(building)
      // Another test file may add or remove a building of the city meanwhile: compare only when the city held still.
      if (JSON.stringify(await expected(building)) !== JSON.stringify(before)) continue
      expect(
        nearby.map(({ card, km }) => ({ id: card.id, km })),
        `building ${building.id}`,
      ).toEqual(before)
      ranked++
    }
    expect(ranked).toBeGreaterThan(40)
  })

  it('sells the bundle sizes of its active bundle products alone', async () => {
    const run = Date.now().toString(36)
    const template = (
      await payload.find({ collection: 'buildings', where: { isLive: { equals: true } }, limit: 1, depth: 0, joins: false })
    ).docs[0]!
    const building = await payload.create({
      collection: 'buildings',
      data: {
        name: `Saffron Court ${run}`,
        slug: `saffron-court-${run}`,
        buildingCode: `PAGE-SAF-${run}`.toUpperCase(),
        city: template.city,
        micromarket: template.micromarket,
        address: { ...template.address, buildingName: 'Saffron Court' },
        location: template.location,
        gallery: template.gallery?.slice(0, 1).map(({ type, image }) => ({ type, image })),
        isLive: true,
      },
      context: { disableRevalidate: true },
    })
    try {
      const product = (data: { title: string; type: 'BUNDLE' | 'CONFERENCE_ROOM'; creditsQuantity?: '5' | '10'; isActive?: boolean }) =>
        payload.create({
          collection: 'products',
          data: { ...data, building: building.id, variants: [{ title: data.title, price: 50000 }] },
          context: { disableRevalidate: true },
        })
      await product({ title: 'Meeting room', type: 'CONFERENCE_ROOM' })
      await product({ title: '5 day passes', type: 'BUNDLE', creditsQuantity: '5' })
      await product({ title: '10 day passes', type: 'BUNDLE', creditsQuantity: '10', isActive: false })

      const page = await getBuildingPage(
        cityHandleOf(await payload.findByID({ collection: 'buildings', id: building.id, depth: 1 })),
        building.slug,
      )
      expect(page?.kind).toBe('building')
      if (page?.kind !== 'building') return
      expect(page.model.plans.bundles).toEqual([5])
      const whole = await buildingPage((await readWhole(building.id))!)
      expect(whole.kind === 'building' && whole.model.plans.bundles).toEqual([5])
    } finally {
      await payload.delete({ collection: 'products', where: { building: { equals: building.id } }, context: { disableRevalidate: true } })
      await payload.delete({ collection: 'buildings', id: building.id, context: { disableRevalidate: true } })
    }
  })
})
