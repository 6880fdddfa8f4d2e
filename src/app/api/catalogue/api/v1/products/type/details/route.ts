import { NextResponse } from 'next/server'
import { paiseToRupees, paiseToRupeesOrNull } from '@/domain/money'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { handler } from '@/server/api/handler'
import { getProductTypeDetails } from '@/server/catalogue/get-product-type-details'
import { typeDetailsAnswer, typeDetailsBody } from '@/contracts/type-details'

export const dynamic = 'force-dynamic'

export const POST = handler(async (request: Request) => {
  const body = await parseJsonBody(request, typeDetailsBody, 'Send building_codes and type_list.')
  const products = await getProductTypeDetails(body.building_codes, body.type_list)
  const answer = typeDetailsAnswer.parse({
    data: products.map((p) => ({
      building_code: p.buildingCode,
      type: p.type,
      credits_quantity: p.creditsQuantity,
      product_info: {
        type: p.type,
        title: p.title,
        price: {
          variants: p.variants.map((v) => ({
            title: v.title,
            price: paiseToRupees(v.pricePaise),
            strike_through_price: paiseToRupeesOrNull(v.strikeThroughPricePaise),
          })),
        },
      },
    })),
  })
  return NextResponse.json(answer, { headers: { 'Cache-Control': 'no-store' } })
})
