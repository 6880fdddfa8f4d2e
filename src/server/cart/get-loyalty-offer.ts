import { LOYALTY_FEATURE_CONFIG as DEFAULTS } from '@/domain/customers/loyalty-config'
import { paise, type Paise } from '@/domain/money'
import { getPayloadClient } from '../payload'

// The loyalty membership's offer as operators set it (admin: Loyalty membership); the product's figures until they do.
export interface LoyaltyOffer {
  enabled: boolean
  pricePaise: Paise
  validityDays: number
  expiringSoonDays: number
  dayPassDiscountPercent: number
  couponCode: string
  freeConferenceRoomHours: number
  freeConferenceRoomCouponCode: string
}

const numberOr = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback

export async function getLoyaltyOffer(): Promise<LoyaltyOffer> {
  const payload = await getPayloadClient()
  const config = await payload.findGlobal({ slug: 'loyalty-config', depth: 0, overrideAccess: true })
  return {
    enabled: config.enabled ?? DEFAULTS.enabled,
    pricePaise: paise(numberOr(config.passPricePaise, DEFAULTS.pass_price * 100)),
    validityDays: numberOr(config.passValidityDays, DEFAULTS.pass_validity_days),
    expiringSoonDays: numberOr(config.expiringSoonDays, DEFAULTS.expiring_soon_days),
    dayPassDiscountPercent: numberOr(config.dayPassDiscountPercent, DEFAULTS.day_pass_discount_percent),
    couponCode: config.couponCode || DEFAULTS.coupon_code,
    freeConferenceRoomHours: numberOr(config.freeConferenceRoomHours, DEFAULTS.free_conference_room_hours),
    freeConferenceRoomCouponCode: config.freeConferenceRoomCouponCode || DEFAULTS.free_conference_room_coupon_code,
  }
}
