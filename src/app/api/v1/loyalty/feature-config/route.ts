import { NextResponse } from 'next/server'
import { LOYALTY_FEATURE_CONFIG } from '@/domain/customers/loyalty-config'
import { withCustomer } from '@/server/api/with-customer'
import { loyaltyFeatureConfigAnswer } from '@/server/customers/schemas'

export const dynamic = 'force-dynamic'

// GET /api/v1/loyalty/feature-config: what the loyalty membership offers (the loyalty page and the cart read it).
export const GET = withCustomer(async () =>
  NextResponse.json(loyaltyFeatureConfigAnswer.parse({ data: LOYALTY_FEATURE_CONFIG }), {
    headers: { 'Cache-Control': 'private, max-age=300' },
  }),
)
