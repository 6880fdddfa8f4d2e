import type { Building, City, Product, VoPlan } from '@/payload-types'
import { monthsFromTitle } from '@/domain/catalogue/vo-pricing'
import { formatPaise } from '@/domain/money'
import { VO_PLAN_HANDLES, voMonthlyPrice } from '@/domain/virtual-office/plan-pricing'
import type { VoPlanCardView } from '@/domain/virtual-office/plan-offers'
import { getPayloadClient } from '../payload'

export type { VoPlanCardView }

// The virtual-office page's plan cards (/workspaces/virtual-office/#plans): the three plans, each with the live
// buildings that sell it and each building's terms, priced per month (the term's price ÷ its month count, ₹ with
// 2 decimals, spec section 9). Operators edit plans (vo-plans) and each building's prices (products) in the admin.

export async function listVoPlanOffers(): Promise<VoPlanCardView[]> {
  const payload = await getPayloadClient()
  const [plans, products] = await Promise.all([
    payload.find({ collection: 'vo-plans', depth: 0, pagination: false, sort: 'sortOrder' }),
    payload.find({
      collection: 'products',
      where: { type: { equals: 'VIRTUAL_OFFICE' } },
      depth: 2,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const byPlan = new Map<number, { product: Product; building: Building }[]>()
  for (const product of products.docs) {
    const building = product.building as Building | null
    if (!building || typeof building !== 'object' || !building.isLive || product.isActive === false) continue
    const planId = typeof product.voPlan === 'object' && product.voPlan ? product.voPlan.id : product.voPlan
    if (typeof planId !== 'number') continue
    byPlan.set(planId, [...(byPlan.get(planId) ?? []), { product, building }])
  }
  return plans.docs
    .filter((p: VoPlan) => (VO_PLAN_HANDLES as readonly string[]).includes(p.handle))
    .map((plan: VoPlan) => {
      let lowest: number | null = null
      const offers = (byPlan.get(plan.id) ?? [])
        .map(({ product, building }) => {
          const terms = product.variants.flatMap((v) => {
            const monthly = voMonthlyPrice(v.price, v.title)
            if (!monthly || !v.title || monthsFromTitle(v.title) === null) return []
            if (lowest === null || monthly.monthlyPaise < lowest) lowest = monthly.monthlyPaise
            return [{ title: v.title, months: monthly.months, monthlyLabel: monthly.label, termLabel: formatPaise(v.price) }]
          })
          return {
            productId: String(product.id),
            buildingHandle: building.slug ?? '',
            buildingName: building.name,
            cityName: (building.city as City | null)?.name ?? '',
            terms: terms.sort((a, b) => a.months - b.months),
          }
        })
        .filter((o) => o.terms.length > 0 && o.buildingHandle)
        .sort((a, b) => a.cityName.localeCompare(b.cityName) || a.buildingName.localeCompare(b.buildingName))
      return {
        handle: plan.handle,
        title: plan.title,
        summary: plan.summary ?? null,
        features: (plan.features ?? []).map((f) => f.text),
        fromMonthlyLabel: lowest === null ? null : formatPaise(lowest),
        offers,
      }
    })
}
