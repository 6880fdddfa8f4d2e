import { NextResponse } from 'next/server'
import { withCustomer } from '@/server/api/with-customer'
import { loyaltyFeatureConfigAnswer } from '@/contracts/customers'
import { getLoyaltyOffer } from '@/server/cart/get-loyalty-offer'

export const dynamic = 'force-dynamic'

// GET /api/v1/loyalty/feature-config: what the loyalty membership offers, as operators set it (admin: Loyalty
// membership). The loyalty page and the cart read it.
export const GET = withCustomer(async () => {
  const offer = await getLoyaltyOffer()
  return NextResponse.json(
    loyaltyFeatureConfigAnswer.parse({
      data: {
        enabled: offer.enabled,
        pass_price: offer.pricePaise / 100,
        pass_validity_days: offer.validityDays,
        day_pass_discount_percent: offer.dayPassDiscountPercent,
        coupon_code: offer.couponCode,
        free_conference_room_hours: offer.freeConferenceRoomHours,
        free_conference_room_coupon_code: offer.freeConferenceRoomCouponCode,
        expiring_soon_days: offer.expiringSoonDays,
      },
    }),
    { headers: { 'Cache-Control': 'private, max-age=60' } },
  )
})
