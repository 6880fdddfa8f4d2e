import type { Building, City, Product } from '@/payload-types'
import { isCityHandle, type BundleCredits, type CityHandle } from '@/domain/catalogue/product-types'
import type { CartBuildingOption } from '@/domain/cart/building-option'
import type { CartProduct } from '@/domain/cart/types'
import { getPayloadClient } from '../payload'

// The buildings the cart page offers, as a small view model (no raw rows): where each is, what it sells and at what
// catalogue price (shown to guests; a logged-in customer's cart is priced by the server).

export async function listCartBuildings(): Promise<CartBuildingOption[]> {
  const payload = await getPayloadClient()
  const [buildings, products] = await Promise.all([
    payload.find({
      collection: 'buildings',
      where: { isLive: { equals: true } },
      depth: 1,
      pagination: false,
      sort: 'name',
      select: { name: true, slug: true, buildingCode: true, city: true, address: true, isDayPassDisabled: true, isConfRoomDisabled: true },
    }),
    payload.find({
      collection: 'products',
      where: { and: [{ type: { in: ['DAY_PASS', 'CONFERENCE_ROOM', 'BUNDLE'] } }, { isActive: { equals: true } }] },
      depth: 0,
      pagination: false,
    }),
  ])
  const byBuilding = new Map<number, Product[]>()
  for (const p of products.docs) {
    const id = typeof p.building === 'object' ? p.building.id : p.building
    byBuilding.set(id, [...(byBuilding.get(id) ?? []), p])
  }
  const options: CartBuildingOption[] = []
  for (const b of buildings.docs as Building[]) {
    const city = b.city as City
    if (!b.slug || !isCityHandle(city.handle)) continue
    const cityHandle: CityHandle = city.handle
    const own = (byBuilding.get(b.id) ?? []).filter((p) => p.variants.length > 0)
    const product = (p: Product): CartProduct => ({ productId: String(p.id), buildingCode: b.buildingCode, title: p.title })
    const dayPass = b.isDayPassDisabled ? undefined : own.find((p) => p.type === 'DAY_PASS')
    const room = b.isConfRoomDisabled ? undefined : own.find((p) => p.type === 'CONFERENCE_ROOM')
    options.push({
      building: { code: b.buildingCode, name: b.name, handle: b.slug, cityHandle, stateCode: b.address.stateCode },
      cityName: city.name,
      dayPass: dayPass ? { ...product(dayPass), pricePaise: dayPass.variants[0]!.price } : null,
      conferenceRoom: room ? product(room) : null,
      bundles: b.isDayPassDisabled
        ? []
        : own
            .filter((p) => p.type === 'BUNDLE' && (p.creditsQuantity === '5' || p.creditsQuantity === '10'))
            .map((p) => ({ credits: Number(p.creditsQuantity) as BundleCredits, product: product(p), pricePaise: p.variants[0]!.price }))
            .sort((x, y) => x.credits - y.credits),
    })
  }
  return options
}
