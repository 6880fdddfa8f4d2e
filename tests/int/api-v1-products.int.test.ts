import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/api/v1/products/route'
import type { Building, Product, VoPlan } from '@/payload-types'
import { testPayload } from '../helpers/payload'

// GET /api/v1/products against the seeded database. Prices in the answer are rupees; monthly_price is price / months.

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.destroy()
})

const call = (query: string) => GET(new Request(`http://localhost/api/v1/products${query}`))

async function buildingByCode(code: string): Promise<Building> {
  const { docs } = await payload.find({ collection: 'buildings', where: { buildingCode: { equals: code } }, depth: 0, limit: 1 })
  return docs[0]!
}

/** Active virtual-office products of a building with their plans, in the plans' admin order. */
async function voProductsOf(buildingId: number): Promise<{ product: Product; plan: VoPlan }[]> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ building: { equals: buildingId } }, { type: { equals: 'VIRTUAL_OFFICE' } }, { isActive: { equals: true } }] },
    depth: 1,
    limit: 0,
    pagination: false,
  })
  return docs
    .map((product) => ({ product, plan: product.voPlan as VoPlan }))
    .sort((a, b) => (a.plan.sortOrder ?? 0) - (b.plan.sortOrder ?? 0))
}

describe('GET /api/v1/products', () => {
  it('answers the virtual-office plans of a building with prices per month and the lowest of them', async () => {
    const building = await buildingByCode('BLR-IND-01')
    const vo = await voProductsOf(building.id)
    expect(vo).toHaveLength(3)

    const response = await call(`?building_ids=${building.id}&type=VIRTUAL_OFFICE`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300')
    const body = await response.json()

    const monthly: number[] = []
    const expected = vo.map(({ product, plan }) => ({
      id: product.id,
      building_id: building.id,
      building_code: 'BLR-IND-01',
      type: 'VIRTUAL_OFFICE',
      title: product.title,
      product_info: {
        type: 'VIRTUAL_OFFICE',
        price: {
          variants: product.variants.map((v) => {
            const months = Number(/^(\d+) Months$/.exec(v.title)![1])
            const perMonth = Math.round(v.price / months) / 100
            monthly.push(perMonth)
            return {
              title: v.title,
              duration_months: months,
              price: v.price / 100,
              strike_through_price: v.strikeThroughPrice! / 100,
              monthly_price: perMonth,
            }
          }),
        },
      },
      plan: { handle: plan.handle, title: plan.title, summary: plan.summary, features: (plan.features ?? []).map((f) => f.text) },
    }))
    expect(body).toEqual({ data: expected, lowest_monthly_price: Math.min(...monthly) })
    expect(body.data.map((p: { plan: { handle: string } }) => p.plan.handle)).toEqual([
      'business-address-vo-package',
      'business-registration-vo-package',
      'gst-registration-vo-package',
    ])
  })

  it('spot-checks one price per month by hand: 12 months of the first plan of BLR-IND-01', async () => {
    const building = await buildingByCode('BLR-IND-01')
    const [{ product }] = await voProductsOf(building.id)
    const twelve = product.variants.find((v) => v.title === '12 Months')!
    const body = await (await call(`?building_ids=${building.id}&type=VIRTUAL_OFFICE`)).json()
    const variant = body.data[0].product_info.price.variants.find((v: { title: string }) => v.title === '12 Months')
    expect(variant.monthly_price).toBe(Math.round(twelve.price / 12) / 100)
    expect(Number.isInteger(Math.round(variant.monthly_price * 100))).toBe(true)
  })

  it('orders rows by building_ids as given and takes the lowest price per month over all of them', async () => {
    const a = await buildingByCode('BLR-IND-01')
    const b = await buildingByCode('BLR-KOR-01')
    const body = await (await call(`?building_ids=${b.id},${a.id}&type=VIRTUAL_OFFICE`)).json()
    expect(body.data.map((p: { building_code: string }) => p.building_code)).toEqual([
      'BLR-KOR-01',
      'BLR-KOR-01',
      'BLR-KOR-01',
      'BLR-IND-01',
      'BLR-IND-01',
      'BLR-IND-01',
    ])
    const all = body.data.flatMap((p: { product_info: { price: { variants: { monthly_price: number }[] } } }) =>
      p.product_info.price.variants.map((v) => v.monthly_price),
    )
    expect(body.lowest_monthly_price).toBe(Math.min(...all))
  })

  it('answers other types without plans or prices per month', async () => {
    const building = await buildingByCode('BLR-IND-01')
    const { docs } = await payload.find({
      collection: 'products',
      where: { and: [{ building: { equals: building.id } }, { type: { equals: 'BUNDLE' } }] },
      depth: 0,
      limit: 0,
      pagination: false,
    })
    const body = await (await call(`?building_ids=${building.id}&type=BUNDLE`)).json()
    expect(body.lowest_monthly_price).toBeNull()
    expect(body.data.map((p: { title: string }) => p.title)).toEqual(
      docs.sort((x, y) => Number(x.creditsQuantity) - Number(y.creditsQuantity)).map((p) => p.title),
    )
    for (const p of body.data) {
      expect(p.plan).toBeNull()
      for (const v of p.product_info.price.variants) expect(v.monthly_price).toBeNull()
    }
    const five = docs.find((p) => p.creditsQuantity === '5')!
    expect(body.data[0].product_info.price.variants[0].price).toBe(five.variants[0]!.price / 100)
  })

  it('leaves out virtual offices of a building with isVirtualOfficeDisabled, and day passes where those are disabled', async () => {
    const { docs: noVo } = await payload.find({
      collection: 'buildings',
      where: { isVirtualOfficeDisabled: { equals: true } },
      depth: 0,
      limit: 1,
    })
    let body = await (await call(`?building_ids=${noVo[0]!.id}&type=VIRTUAL_OFFICE`)).json()
    expect(body).toEqual({ data: [], lowest_monthly_price: null })

    const { docs: noDayPass } = await payload.find({
      collection: 'buildings',
      where: { isDayPassDisabled: { equals: true } },
      depth: 0,
      limit: 1,
    })
    const open = await buildingByCode('BLR-IND-01')
    body = await (await call(`?building_ids=${noDayPass[0]!.id},${open.id}&type=DAY_PASS`)).json()
    expect(body.data.map((p: { building_id: number }) => p.building_id)).toEqual([open.id])
  })

  it('answers no rows for ids no building has', async () => {
    const response = await call('?building_ids=999999,2147483647&type=VIRTUAL_OFFICE')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: [], lowest_monthly_price: null })
  })

  it('accepts spaces around the ids', async () => {
    const building = await buildingByCode('BLR-IND-01')
    const body = await (await call(`?building_ids=%20${building.id}%20,%20${building.id}&type=DAY_PASS`)).json()
    expect(body.data).toHaveLength(1)
  })

  it.each([
    ['no building_ids', '?type=VIRTUAL_OFFICE', ['building_ids']],
    ['empty building_ids', '?building_ids=&type=VIRTUAL_OFFICE', ['building_ids']],
    ['a word', '?building_ids=abc&type=VIRTUAL_OFFICE', ['building_ids']],
    ['an empty item', '?building_ids=1,,2&type=VIRTUAL_OFFICE', ['building_ids']],
    ['a negative id', '?building_ids=-1&type=VIRTUAL_OFFICE', ['building_ids']],
    ['a fraction', '?building_ids=1.5&type=VIRTUAL_OFFICE', ['building_ids']],
    ['zero', '?building_ids=0&type=VIRTUAL_OFFICE', ['building_ids']],
    ['an id past the integer range', '?building_ids=99999999999&type=VIRTUAL_OFFICE', ['building_ids']],
    ['101 ids', `?building_ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}&type=VIRTUAL_OFFICE`, ['building_ids']],
    ['no type', '?building_ids=1', ['type']],
    ['an unknown type', '?building_ids=1&type=HOT_DESK', ['type']],
    ['two types', '?building_ids=1&type=DAY_PASS,BUNDLE', ['type']],
    ['a lower-case type', '?building_ids=1&type=virtual_office', ['type']],
    ['nothing', '', ['building_ids', 'type']],
  ])('answers 400 with fields for %s', async (_name, query, fields) => {
    const response = await call(query)
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error.code).toBe('bad_request')
    expect(body.error.message).toBe('Send building_ids and one product type.')
    expect(Object.keys(body.error.fields).sort()).toEqual([...fields].sort())
  })
})
