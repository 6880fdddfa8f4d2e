import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUPPORTED_CITIES } from '@/domain/catalogue/product-types'
import { splitMenu, type MenuItem } from '@/domain/navigation/menu-split'
import { seed } from '../../scripts/seed/index'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.destroy()
})

const counts = async () => {
  const slugs = [
    'cities',
    'micromarkets',
    'buildings',
    'products',
    'vo-plans',
    'reviews',
    'pages',
    'posts',
    'forms',
    'media',
    'amenities',
    'operators',
  ] as const
  return Object.fromEntries(await Promise.all(slugs.map(async (s) => [s, (await payload.count({ collection: s })).totalDocs] as const)))
}

describe('demo content', () => {
  it('has every supported city, each with at least 5 live buildings in its micromarkets', async () => {
    const { docs: cities } = await payload.find({ collection: 'cities', limit: 0, pagination: false, depth: 0 })
    expect(cities.map((c) => c.handle).sort()).toEqual([...SUPPORTED_CITIES].sort())
    for (const city of cities) {
      const { totalDocs } = await payload.count({
        collection: 'buildings',
        where: { and: [{ city: { equals: city.id } }, { isLive: { equals: true } }] },
      })
      expect(totalDocs, city.name).toBeGreaterThanOrEqual(5)
      const { docs: buildings } = await payload.find({
        collection: 'buildings',
        where: { city: { equals: city.id } },
        depth: 1,
        limit: 0,
        pagination: false,
      })
      for (const b of buildings) {
        const micromarket = b.micromarket as { city: number | { id: number } }
        expect(typeof micromarket.city === 'object' ? micromarket.city.id : micromarket.city, b.name).toBe(city.id)
      }
    }
  })

  it('prices every building for a day pass, a conference room, both bundles and the three virtual-office plans, in whole paise', async () => {
    const { docs: buildings } = await payload.find({ collection: 'buildings', limit: 0, pagination: false, depth: 0 })
    const { docs: products } = await payload.find({ collection: 'products', limit: 0, pagination: false, depth: 0 })
    for (const b of buildings) {
      const mine = products.filter((p) => p.building === b.id)
      expect(mine.filter((p) => p.type === 'DAY_PASS')).toHaveLength(1)
      expect(mine.filter((p) => p.type === 'CONFERENCE_ROOM')).toHaveLength(1)
      expect(
        mine
          .filter((p) => p.type === 'BUNDLE')
          .map((p) => p.creditsQuantity)
          .sort(),
      ).toEqual(['10', '5'])
      expect(mine.filter((p) => p.type === 'VIRTUAL_OFFICE')).toHaveLength(3)
    }
    for (const p of products) for (const v of p.variants) expect(Number.isSafeInteger(v.price) && v.price > 0, p.title).toBe(true)
    const vo = products.find((p) => p.type === 'VIRTUAL_OFFICE')!
    expect(vo.variants.map((v) => v.title)).toEqual(['6 Months', '12 Months', '24 Months'])
  })

  it('has the three virtual-office plans with month variants', async () => {
    const { docs } = await payload.find({ collection: 'vo-plans', sort: 'sortOrder', depth: 0 })
    expect(docs.map((p) => p.handle)).toEqual([
      'business-address-vo-package',
      'business-registration-vo-package',
      'gst-registration-vo-package',
    ])
    for (const plan of docs) expect(plan.variants.every((v) => v.title === `${v.durationMonths} Months`)).toBe(true)
  })

  it('has a lead form whose desks_required depends on workspace_type', async () => {
    const { docs } = await payload.find({ collection: 'forms', where: { handle: { equals: 'lead-form' } }, depth: 0 })
    const fields = docs[0]!.fields
    const desks = fields.find((f) => f.name === 'desks_required')!
    expect(desks.dependentOn).toBe('workspace_type')
    expect(desks.dependentFor).toContain('private-office-space')
    const options = fields.find((f) => f.name === 'workspace_type')!.options!.map((o) => o.label)
    expect(options).toEqual([
      'Private office space',
      'All access',
      'All access pay per use',
      'Conference room',
      'Day pass',
      'Workplace',
      'Virtual office',
      'Event spaces',
      'All',
      'Help',
    ])
  })

  it('lists holidays for this year and next', async () => {
    const { docs } = await payload.find({
      collection: 'holidays',
      where: { city: { exists: false } },
      limit: 0,
      pagination: false,
      depth: 0,
    })
    const years = new Set(docs.map((h) => h.date.slice(0, 4)))
    const thisYear = new Date().getFullYear()
    expect(years.has(String(thisYear))).toBe(true)
    expect(years.has(String(thisYear + 1))).toBe(true)
  })

  it('has a header menu with more than six live items, so some go under More, and a hidden one', async () => {
    const header = await payload.findGlobal({ slug: 'header' })
    const items = (header.items ?? []) as MenuItem[]
    const { visible, more } = splitMenu(items)
    expect(visible).toHaveLength(6)
    expect(more.length).toBeGreaterThan(0)
    expect([...visible, ...more].some((i) => i.title === 'Member App')).toBe(false)
  })

  it('is safe to seed twice: nothing is duplicated', async () => {
    const before = await counts()
    await seed(payload)
    expect(await counts()).toEqual(before)
    // A second seed walks the whole catalogue again (48 buildings, their pictures and customers): minutes on a busy
    // 2-core machine.
  }, 240_000)
})

describe('integrity in the database', () => {
  it('refuses a second product of the same type for one building (unique product key)', async () => {
    const { docs } = await payload.find({ collection: 'products', where: { type: { equals: 'DAY_PASS' } }, limit: 1, depth: 0 })
    const existing = docs[0]!
    await expect(
      payload.create({
        collection: 'products',
        data: { title: 'Second day pass', type: 'DAY_PASS', building: existing.building, variants: [{ title: 'Day pass', price: 50000 }] },
      }),
    ).rejects.toThrow()
    expect((await payload.count({ collection: 'products', where: { productKey: { equals: existing.productKey } } })).totalDocs).toBe(1)
  })

  it('keeps micromarket handles unique within a city but not across cities', async () => {
    const { docs: cities } = await payload.find({ collection: 'cities', sort: 'sortOrder', limit: 2, depth: 0 })
    const [a, b] = cities
    const { docs } = await payload.find({ collection: 'micromarkets', where: { city: { equals: a!.id } }, limit: 1, depth: 0 })
    await expect(
      payload.create({ collection: 'micromarkets', data: { name: 'Copy', handle: docs[0]!.handle, city: a!.id } }),
    ).rejects.toThrow()
    const other = await payload.create({
      collection: 'micromarkets',
      data: { name: 'Same handle elsewhere', handle: docs[0]!.handle, city: b!.id },
    })
    await payload.delete({ collection: 'micromarkets', id: other.id })
  })

  it('rejects a price with decimals and a PIN code that is not 6 digits, with a message a person understands', async () => {
    const { docs } = await payload.find({ collection: 'buildings', limit: 1, depth: 0 })
    const building = docs[0]!
    await expect(
      payload.update({ collection: 'buildings', id: building.id, data: { address: { ...building.address, pinCode: '5600' } } }),
    ).rejects.toThrow(/PIN/i)
    const { docs: products } = await payload.find({
      collection: 'products',
      where: { building: { equals: building.id } },
      limit: 1,
      depth: 0,
    })
    const product = products[0]!
    await expect(
      payload.update({ collection: 'products', id: product.id, data: { variants: [{ title: 'x', price: 799.5 }] } }),
    ).rejects.toThrow(/paise|Price/i)
    const unchanged = await payload.findByID({ collection: 'products', id: product.id, depth: 0 })
    expect(unchanged.variants).toEqual(product.variants)
  })

  it('stores page paths normalised and refuses malformed ones', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Temporary', path: 'Temp-Page/', kind: 'landing', hero: { heading: 'Temporary' } },
    })
    expect(page.path).toBe('/temp-page')
    await payload.delete({ collection: 'pages', id: page.id })
    await expect(
      payload.create({ collection: 'pages', data: { title: 'Bad', path: '/bad path!', kind: 'landing', hero: { heading: 'Bad' } } }),
    ).rejects.toThrow()
  })
})
