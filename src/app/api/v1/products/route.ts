import { NextResponse } from 'next/server'
import { CATALOGUE_CACHE_CONTROL } from '@/app/api/_lib/http'
import { paiseToRupees, paiseToRupeesOrNull } from '@/domain/money'
import { parseSearchParams } from '@/app/api/_lib/parse'
import { handler } from '@/server/api/handler'
import { listBuildingProducts } from '@/server/catalogue/list-building-products'
import { buildingProductsAnswer, buildingProductsQuery } from '@/contracts/building-products'

export const dynamic = 'force-dynamic'

export const GET = handler(async (request: Request) => {
  const query = parseSearchParams(request, buildingProductsQuery, 'Send building_ids and one product type.')
  const { products, lowestMonthlyPricePaise } = await listBuildingProducts(query.building_ids, query.type)
  const answer = buildingProductsAnswer.parse({
    data: products.map((p) => ({
      id: p.id,
      building_id: p.buildingId,
      building_code: p.buildingCode,
      type: p.type,
      title: p.title,
      product_info: {
        type: p.type,
        price: {
          variants: p.variants.map((v) => ({
            title: v.title,
            duration_months: v.durationMonths,
            price: paiseToRupees(v.pricePaise),
            strike_through_price: paiseToRupeesOrNull(v.strikeThroughPricePaise),
            monthly_price: paiseToRupeesOrNull(v.monthlyPricePaise),
          })),
        },
      },
      plan: p.plan,
    })),
    lowest_monthly_price: paiseToRupeesOrNull(lowestMonthlyPricePaise),
  })
  return NextResponse.json(answer, { headers: { 'Cache-Control': CATALOGUE_CACHE_CONTROL } })
})
