import type { Where } from 'payload'
import { BUNDLE_CREDITS, type BundleCredits, type ProductType } from '@/domain/catalogue/product-types'
import { monthlyPricePaise, monthsFromTitle } from '@/domain/catalogue/vo-pricing'
import type { Building, Product, VoPlan } from '@/payload-types'
import { relationId } from '@/cms/relation'
import { getPayloadClient } from '../payload'
import { isTypeOffered } from './product-availability'
import type { OfferedProduct, OfferedVoPlan } from './types'

type BuildingRow = Pick<Building, 'id' | 'buildingCode' | 'isDayPassDisabled' | 'isConfRoomDisabled' | 'isVirtualOfficeDisabled'>

/**
 * Active products of the given types in the live buildings whose `key` (code or id) is in `order`, leaving out the
 * types a building has switched off. Ordered by `order`, then by `types`, then bundles of 5 before 10 and
 * virtual-office plans in their admin order (sortOrder).
 */
export async function findOfferedProducts<K extends 'buildingCode' | 'id'>(
  key: K,
  order: readonly BuildingRow[K][],
  types: readonly ProductType[],
): Promise<OfferedProduct[]> {
  if (order.length === 0 || types.length === 0) return []
  const payload = await getPayloadClient()
  const { docs: buildings } = await payload.find({
    collection: 'buildings',
    where: { and: [{ [key]: { in: [...order] } }, { isLive: { equals: true } }] } as Where,
    depth: 0,
    limit: 0,
    pagination: false,
    select: { buildingCode: true, isDayPassDisabled: true, isConfRoomDisabled: true, isVirtualOfficeDisabled: true },
  })
  if (buildings.length === 0) return []

  const { docs: products } = await payload.find({
    collection: 'products',
    where: {
      and: [{ building: { in: buildings.map((b) => b.id) } }, { type: { in: [...types] } }, { isActive: { equals: true } }],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { title: true, type: true, building: true, creditsQuantity: true, voPlan: true, variants: true },
  })
  const plans = products.some((p) => p.voPlan) ? await loadPlans() : new Map<number, VoPlanRow>()

  const byBuilding = new Map<number, typeof products>()
  for (const p of products) {
    const buildingId = relationId(p.building)
    const list = byBuilding.get(buildingId)
    if (list) list.push(p)
    else byBuilding.set(buildingId, [p])
  }
  const buildingByKey = new Map(buildings.map((b) => [b[key], b]))

  const offered: OfferedProduct[] = []
  for (const k of order) {
    const building = buildingByKey.get(k)
    if (!building) continue
    const mine = byBuilding.get(building.id) ?? []
    for (const type of types) {
      if (!isTypeOffered(building, type)) continue
      const ofType = mine
        .filter((p) => p.type === type)
        .map((p) => ({ product: toOffered(p, building, plans), planOrder: plans.get(relationId(p.voPlan) ?? -1)?.sortOrder ?? 0 }))
      ofType.sort(
        (a, b) =>
          (a.product.creditsQuantity ?? 0) - (b.product.creditsQuantity ?? 0) || a.planOrder - b.planOrder || a.product.id - b.product.id,
      )
      offered.push(...ofType.map((o) => o.product))
    }
  }
  return offered
}

interface VoPlanRow {
  sortOrder: number
  plan: OfferedVoPlan
}

async function loadPlans(): Promise<Map<number, VoPlanRow>> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'vo-plans',
    depth: 0,
    limit: 0,
    pagination: false,
    select: { handle: true, title: true, summary: true, features: true, sortOrder: true },
  })
  return new Map(
    docs.map((p: Pick<VoPlan, 'id' | 'handle' | 'title' | 'summary' | 'features' | 'sortOrder'>) => [
      p.id,
      {
        sortOrder: p.sortOrder ?? 0,
        plan: { handle: p.handle, title: p.title, summary: p.summary ?? null, features: (p.features ?? []).map((f) => f.text) },
      },
    ]),
  )
}

function creditsOf(value: Product['creditsQuantity']): BundleCredits | null {
  const n = Number(value)
  return (BUNDLE_CREDITS as readonly number[]).includes(n) ? (n as BundleCredits) : null
}

function toOffered(
  p: Pick<Product, 'id' | 'title' | 'type' | 'creditsQuantity' | 'voPlan' | 'variants'>,
  building: BuildingRow,
  plans: Map<number, VoPlanRow>,
): OfferedProduct {
  const isVo = p.type === 'VIRTUAL_OFFICE'
  const planId = relationId(p.voPlan)
  return {
    id: p.id,
    buildingId: building.id,
    buildingCode: building.buildingCode,
    type: p.type,
    title: p.title,
    creditsQuantity: p.type === 'BUNDLE' ? creditsOf(p.creditsQuantity) : null,
    plan: isVo && planId !== null ? (plans.get(planId)?.plan ?? null) : null,
    variants: p.variants.map((v) => ({
      title: v.title,
      durationMonths: v.durationMonths ?? (isVo ? monthsFromTitle(v.title) : null),
      pricePaise: v.price,
      strikeThroughPricePaise: v.strikeThroughPrice ?? null,
      monthlyPricePaise: isVo ? monthlyPricePaise(v.price, v.title) : null,
    })),
  }
}
