import type { Where } from 'payload'
import type { Building, City, Product, VoPlan } from '@/payload-types'
import { monthsFromTitle } from '@/domain/catalogue/vo-pricing'
import type { BundleCredits, CityHandle } from '@/domain/catalogue/product-types'
import { isCityHandle } from '@/domain/catalogue/product-types'
import type { CartProduct, SelectedBuilding } from '@/domain/cart/types'
import { paise, type Paise } from '@/domain/money'
import { getPayloadClient } from '../payload'

// A building as the cart needs it: where it is (GST's place of supply), whether day passes are off, and the prices
// of what the cart sells there, read from the catalogue (never from the browser).

export interface CartBuilding {
  selected: SelectedBuilding
  isDayPassDisabled: boolean
  isConfRoomDisabled: boolean
  dayPass: (CartProduct & { pricePaise: Paise }) | null
  conferenceRoom: CartProduct | null
  bundles: { credits: BundleCredits; product: CartProduct; pricePaise: Paise }[]
  /** The virtual-office plans on sale here: one product per plan, a price per term ('N Months'). */
  virtualOffices: CartVirtualOffice[]
}

export interface CartVirtualOffice {
  product: CartProduct
  planHandle: string
  planTitle: string
  variants: { title: string; durationMonths: number; pricePaise: Paise }[]
}

/** How long a bundle's credits last from the day of purchase (the catalogue does not say; the product's rule). */
export const BUNDLE_VALIDITY_DAYS = 90

function toCartBuilding(building: Building, products: readonly Product[], plans: ReadonlyMap<number, VoPlan>): CartBuilding | null {
  const city = building.city as City
  if (!isCityHandle(city.handle) || !building.slug) return null
  const cityHandle: CityHandle = city.handle
  const selected: SelectedBuilding = {
    code: building.buildingCode,
    name: building.name,
    handle: building.slug,
    cityHandle,
    stateCode: building.address.stateCode,
  }
  const cartProduct = (p: Product): CartProduct => ({ productId: String(p.id), buildingCode: building.buildingCode, title: p.title })
  const active = products.filter((p) => p.isActive !== false && p.variants.length > 0)
  const dayPass = building.isDayPassDisabled ? undefined : active.find((p) => p.type === 'DAY_PASS')
  const conference = building.isConfRoomDisabled ? undefined : active.find((p) => p.type === 'CONFERENCE_ROOM')
  const bundles = building.isDayPassDisabled
    ? []
    : active
        .filter((p) => p.type === 'BUNDLE' && (p.creditsQuantity === '5' || p.creditsQuantity === '10'))
        .map((p) => ({
          credits: Number(p.creditsQuantity) as BundleCredits,
          product: cartProduct(p),
          pricePaise: paise(p.variants[0]!.price),
        }))
  return {
    selected,
    isDayPassDisabled: Boolean(building.isDayPassDisabled),
    isConfRoomDisabled: Boolean(building.isConfRoomDisabled),
    dayPass: dayPass ? { ...cartProduct(dayPass), pricePaise: paise(dayPass.variants[0]!.price) } : null,
    conferenceRoom: conference ? cartProduct(conference) : null,
    bundles,
    virtualOffices: active.flatMap((p) => {
      const plan =
        p.type === 'VIRTUAL_OFFICE' ? plans.get(typeof p.voPlan === 'object' && p.voPlan ? p.voPlan.id : Number(p.voPlan)) : undefined
      if (!plan) return []
      const variants = p.variants.flatMap((v) => {
        const months = v.durationMonths ?? monthsFromTitle(v.title)
        return v.title && months && monthsFromTitle(v.title) === months
          ? [{ title: v.title, durationMonths: months, pricePaise: paise(v.price) }]
          : []
      })
      return variants.length > 0 ? [{ product: cartProduct(p), planHandle: plan.handle, planTitle: plan.title, variants }] : []
    }),
  }
}

async function findBuilding(where: { slug: string } | { buildingCode: string }): Promise<CartBuilding | null> {
  const payload = await getPayloadClient()
  const key: Where = 'slug' in where ? { slug: { equals: where.slug } } : { buildingCode: { equals: where.buildingCode } }
  const { docs } = await payload.find({
    collection: 'buildings',
    where: { and: [key, { isLive: { equals: true } }] },
    depth: 1,
    limit: 1,
    overrideAccess: true,
    select: {
      name: true,
      slug: true,
      buildingCode: true,
      city: true,
      address: true,
      isDayPassDisabled: true,
      isConfRoomDisabled: true,
    },
  })
  const building = docs[0] as Building | undefined
  if (!building) return null
  const products = await payload.find({
    collection: 'products',
    where: { and: [{ building: { equals: building.id } }, { type: { in: ['DAY_PASS', 'CONFERENCE_ROOM', 'BUNDLE', 'VIRTUAL_OFFICE'] } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const planIds = [
    ...new Set(
      products.docs.flatMap((p) =>
        p.type === 'VIRTUAL_OFFICE' && p.voPlan ? [typeof p.voPlan === 'object' ? p.voPlan.id : p.voPlan] : [],
      ),
    ),
  ]
  const plans =
    planIds.length === 0
      ? []
      : (await payload.find({ collection: 'vo-plans', where: { id: { in: planIds } }, depth: 0, pagination: false, overrideAccess: true }))
          .docs
  return toCartBuilding(building, products.docs, new Map(plans.map((p) => [p.id, p])))
}

/** The live building with this page slug (`currentBuildingHandle`), or null. */
export const findCartBuildingByHandle = (handle: string) => findBuilding({ slug: handle })
/** The live building with this code, or null. */
export const findCartBuildingByCode = (buildingCode: string) => findBuilding({ buildingCode })
