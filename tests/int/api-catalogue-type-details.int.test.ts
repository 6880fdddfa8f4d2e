import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/api/catalogue/api/v1/products/type/details/route'
import type { Building, Product } from '@/payload-types'
import { testPayload } from '../helpers/payload'

// POST /api/catalogue/api/v1/products/type/details against the seeded database. Prices in the answer are rupees.

let payload: Payload
const context = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
})
afterAll(async () => {
  await payload.destroy()
})

const post = (body: unknown, raw = false) =>
  POST(
    new Request('http://localhost/api/catalogue/api/v1/products/type/details', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw ? String(body) : JSON.stringify(body),
    }),
  )

async function buildingByCode(code: string): Promise<Building> {
  const { docs } = await payload.find({ collection: 'buildings', where: { buildingCode: { equals: code } }, depth: 0, limit: 1 })
  return docs[0]!
}

async function productsOf(buildingId: number, type: Product['type']): Promise<Product[]> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [{ building: { equals: buildingId } }, { type: { equals: type } }, { isActive: { equals: true } }] },
    depth: 0,
    limit: 0,
    pagination: false,
  })
  return docs.sort((a, b) => Number(a.creditsQuantity ?? 0) - Number(b.creditsQuantity ?? 0))
}

/** The row the API should answer for a product, computed from the database row: paise / 100. */
function expectedRow(code: string, p: Product) {
  return {
    building_code: code,
    type: p.type,
    credits_quantity: p.type === 'BUNDLE' ? Number(p.creditsQuantity) : null,
    product_info: {
      type: p.type,
      title: p.title,
      price: {
        variants: p.variants.map((v) => ({
          title: v.title,
          price: v.price / 100,
          strike_through_price: v.strikeThroughPrice == null ? null : v.strikeThroughPrice / 100,
        })),
      },
    },
  }
}

describe('POST /api/catalogue/api/v1/products/type/details', () => {
  it('answers the day-pass price of BLR-IND-01 in rupees', async () => {
    const building = await buildingByCode('BLR-IND-01')
    const [dayPass] = await productsOf(building.id, 'DAY_PASS')
    const response = await post({ building_codes: ['BLR-IND-01'], type_list: ['DAY_PASS'] })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({ data: [expectedRow('BLR-IND-01', dayPass!)] })
    expect(body.data[0].product_info.price.variants[0].price).toBe(dayPass!.variants[0]!.price / 100)
    expect(body.data[0].product_info.price.variants[0].strike_through_price).toBe(dayPass!.variants[0]!.strikeThroughPrice! / 100)
  })

  it('orders rows by building_codes, then type_list, with bundles of 5 before 10', async () => {
    const codes = ['BLR-KOR-01', 'BLR-IND-01']
    const types = ['BUNDLE', 'CONFERENCE_ROOM', 'DAY_PASS'] as const
    const expected = []
    for (const code of codes) {
      const building = await buildingByCode(code)
      for (const type of types) for (const p of await productsOf(building.id, type)) expected.push(expectedRow(code, p))
    }
    const body = await (await post({ building_codes: codes, type_list: types })).json()
    expect(body.data).toEqual(expected)
    expect(
      body.data.map((r: { building_code: string; type: string; credits_quantity: number | null }) =>
        `${r.building_code} ${r.type} ${r.credits_quantity ?? ''}`.trim(),
      ),
    ).toEqual([
      'BLR-KOR-01 BUNDLE 5',
      'BLR-KOR-01 BUNDLE 10',
      'BLR-KOR-01 CONFERENCE_ROOM',
      'BLR-KOR-01 DAY_PASS',
      'BLR-IND-01 BUNDLE 5',
      'BLR-IND-01 BUNDLE 10',
      'BLR-IND-01 CONFERENCE_ROOM',
      'BLR-IND-01 DAY_PASS',
    ])
  })

  it('gives every virtual-office plan of a building', async () => {
    const building = await buildingByCode('BLR-IND-01')
    const body = await (await post({ building_codes: ['BLR-IND-01'], type_list: ['VIRTUAL_OFFICE'] })).json()
    const vo = await productsOf(building.id, 'VIRTUAL_OFFICE')
    expect(body.data).toHaveLength(vo.length)
    expect(new Set(body.data.map((r: { product_info: { title: string } }) => r.product_info.title))).toEqual(
      new Set(vo.map((p) => p.title)),
    )
  })

  it('leaves out day passes and bundles of a building with isDayPassDisabled, but keeps its conference room', async () => {
    const { docs } = await payload.find({
      collection: 'buildings',
      where: { and: [{ isDayPassDisabled: { equals: true } }, { isLive: { equals: true } }] },
      depth: 0,
      limit: 1,
    })
    const building = docs[0]
    expect(building, 'the seed has a building with day passes disabled').toBeDefined()
    expect(building!.isConfRoomDisabled).toBe(false)
    expect(await productsOf(building!.id, 'DAY_PASS')).toHaveLength(1) // the product exists; the switch hides it

    const body = await (
      await post({ building_codes: [building!.buildingCode], type_list: ['DAY_PASS', 'BUNDLE', 'CONFERENCE_ROOM'] })
    ).json()
    expect(body.data.map((r: { type: string }) => r.type)).toEqual(['CONFERENCE_ROOM'])
  })

  it.each([
    ['isConfRoomDisabled', 'CONFERENCE_ROOM'],
    ['isVirtualOfficeDisabled', 'VIRTUAL_OFFICE'],
  ] as const)('leaves out the type a building switched off with %s', async (flag, type) => {
    const { docs } = await payload.find({
      collection: 'buildings',
      where: { and: [{ [flag]: { equals: true } }, { isLive: { equals: true } }] },
      depth: 0,
      limit: 1,
    })
    const building = docs[0]!
    const body = await (await post({ building_codes: [building.buildingCode], type_list: [type, 'DAY_PASS'] })).json()
    expect(body.data.map((r: { type: string }) => r.type)).toEqual(building.isDayPassDisabled ? [] : ['DAY_PASS'])
  })

  it('leaves out inactive products and buildings that are not live', async () => {
    const building = await buildingByCode('BLR-WFD-01')
    const [dayPass] = await productsOf(building.id, 'DAY_PASS')
    try {
      await payload.update({ collection: 'products', id: dayPass!.id, data: { isActive: false }, context })
      let body = await (await post({ building_codes: ['BLR-WFD-01'], type_list: ['DAY_PASS', 'CONFERENCE_ROOM'] })).json()
      expect(body.data.map((r: { type: string }) => r.type)).toEqual(['CONFERENCE_ROOM'])

      await payload.update({ collection: 'buildings', id: building.id, data: { isLive: false }, context })
      body = await (await post({ building_codes: ['BLR-WFD-01'], type_list: ['DAY_PASS', 'CONFERENCE_ROOM'] })).json()
      expect(body.data).toEqual([])
    } finally {
      await payload.update({ collection: 'products', id: dayPass!.id, data: { isActive: true }, context })
      await payload.update({ collection: 'buildings', id: building.id, data: { isLive: true }, context })
    }
  })

  it('converts paise that are not whole rupees exactly (129950 paise is 1299.5)', async () => {
    const building = await buildingByCode('BLR-ORR-01')
    const [room] = await productsOf(building.id, 'CONFERENCE_ROOM')
    const original = room!.variants
    try {
      await payload.update({
        collection: 'products',
        id: room!.id,
        data: { variants: [{ ...original[0]!, price: 129_950, strikeThroughPrice: null }] },
        context,
      })
      const body = await (await post({ building_codes: ['BLR-ORR-01'], type_list: ['CONFERENCE_ROOM'] })).json()
      expect(body.data[0].product_info.price.variants).toEqual([{ title: original[0]!.title, price: 1299.5, strike_through_price: null }])
    } finally {
      await payload.update({ collection: 'products', id: room!.id, data: { variants: original }, context })
    }
  })

  it('answers no rows for unknown building codes, and only the known ones in a mix', async () => {
    let response = await post({ building_codes: ['NOPE-00', 'XXX-YYY-99'], type_list: ['DAY_PASS'] })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: [] })

    response = await post({ building_codes: ['NOPE-00', 'BLR-IND-01'], type_list: ['DAY_PASS'] })
    expect((await response.json()).data.map((r: { building_code: string }) => r.building_code)).toEqual(['BLR-IND-01'])
  })

  it('answers 400 with fields for a body that is not JSON', async () => {
    const response = await post('{"building_codes": ["BLR-IND-01"', true)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'bad_request', message: 'The request body is not valid JSON.', fields: { body: 'Send a JSON object.' } },
    })
  })

  it.each([
    ['an empty body', '', true, ['body']],
    ['JSON null', null, false, ['_']],
    ['a JSON array', [['BLR-IND-01']], false, ['_']],
    ['no fields', {}, false, ['building_codes', 'type_list']],
    ['no type_list', { building_codes: ['BLR-IND-01'] }, false, ['type_list']],
    ['building_codes as a string', { building_codes: 'BLR-IND-01', type_list: ['DAY_PASS'] }, false, ['building_codes']],
    ['a number among the codes', { building_codes: ['BLR-IND-01', 7], type_list: ['DAY_PASS'] }, false, ['building_codes.1']],
    ['a blank code', { building_codes: ['  '], type_list: ['DAY_PASS'] }, false, ['building_codes.0']],
    ['no codes', { building_codes: [], type_list: ['DAY_PASS'] }, false, ['building_codes']],
    ['101 codes', { building_codes: Array.from({ length: 101 }, (_, i) => `B-${i}`), type_list: ['DAY_PASS'] }, false, ['building_codes']],
    ['an unknown type', { building_codes: ['BLR-IND-01'], type_list: ['HOT_DESK'] }, false, ['type_list.0']],
    ['no types', { building_codes: ['BLR-IND-01'], type_list: [] }, false, ['type_list']],
    ['a field the row does not know', { building_codes: ['BLR-IND-01'], type_list: ['DAY_PASS'], city: 'x' }, false, ['city']],
    [
      'five types',
      { building_codes: ['BLR-IND-01'], type_list: ['DAY_PASS', 'BUNDLE', 'CONFERENCE_ROOM', 'VIRTUAL_OFFICE', 'DAY_PASS'] },
      false,
      ['type_list'],
    ],
  ] as const)('answers 400 with fields for %s', async (_name, body, raw, fields) => {
    const response = await post(body, raw)
    expect(response.status).toBe(400)
    const answer = await response.json()
    expect(answer.error.code).toBe('bad_request')
    expect(answer.error.message).toEqual(expect.any(String))
    expect(Object.keys(answer.error.fields).sort()).toEqual([...fields].sort())
    for (const message of Object.values(answer.error.fields)) expect(message).toEqual(expect.any(String))
  })
})
