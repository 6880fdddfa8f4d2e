import { BUNDLE_CREDITS, type BundleCredits, type ProductType } from '@/domain/catalogue/product-types'
import type { CatalogueProduct } from '@/domain/guided-selling/match'
import { isPaise } from '@/domain/money'
import { relationId } from '@/cms/relation'
import { getPayloadClient } from '../payload'

const creditsOf = (value: string | null | undefined): BundleCredits | null => {
  const n = Number(value)
  return (BUNDLE_CREDITS as readonly number[]).includes(n) ? (n as BundleCredits) : null
}

/** Active products of these types in these buildings, as the matching reads them (prices in integer paise). */
export async function listCatalogueProducts(buildingIds: readonly number[], types: readonly ProductType[]): Promise<CatalogueProduct[]> {
  if (buildingIds.length === 0 || types.length === 0) return []
  const payload = await getPayloadClient()
  const [products, plans] = await Promise.all([
    payload.find({
      collection: 'products',
      where: { and: [{ building: { in: [...buildingIds] } }, { type: { in: [...types] } }, { isActive: { equals: true } }] },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { type: true, building: true, creditsQuantity: true, voPlan: true, variants: true },
    }),
    types.includes('VIRTUAL_OFFICE')
      ? payload
          .find({ collection: 'vo-plans', depth: 0, limit: 0, pagination: false, select: { handle: true, title: true } })
          .then((r) => r.docs)
      : Promise.resolve([]),
  ])
  const planById = new Map(plans.map((p) => [p.id, { handle: p.handle, title: p.title }]))
  return products.docs.flatMap((p): CatalogueProduct[] => {
    const buildingId = relationId(p.building)
    if (buildingId === null) return []
    const planId = relationId(p.voPlan)
    return [
      {
        buildingId,
        type: p.type,
        creditsQuantity: creditsOf(p.creditsQuantity),
        voPlan: planId === null ? null : (planById.get(planId) ?? null),
        variants: (p.variants ?? [])
          .filter((v) => isPaise(v.price))
          .map((v) => ({ title: v.title, pricePaise: v.price, seats: v.seats ?? null })),
      },
    ]
  })
}
