import type { GlobalConfig } from 'payload'
import { LOYALTY_FEATURE_CONFIG } from '@/domain/customers/loyalty-config'
import { isOperator } from '../access'

// The loyalty membership's offer (GET /api/v1/loyalty/feature-config; the cart prices the membership from it).
// Customers read it only through the API row.
export const LoyaltyConfig: GlobalConfig = {
  slug: 'loyalty-config',
  label: 'Loyalty membership',
  access: { read: isOperator, update: isOperator },
  admin: { group: 'Catalogue' },
  fields: [
    { name: 'enabled', type: 'checkbox', defaultValue: LOYALTY_FEATURE_CONFIG.enabled, label: 'Sell the loyalty membership' },
    {
      type: 'row',
      fields: [
        {
          name: 'passPricePaise',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: LOYALTY_FEATURE_CONFIG.pass_price * 100,
          label: 'Price (paise)',
          admin: { description: '₹999.00 is 99900; GST is added.' },
        },
        { name: 'passValidityDays', type: 'number', required: true, min: 1, defaultValue: LOYALTY_FEATURE_CONFIG.pass_validity_days },
        { name: 'expiringSoonDays', type: 'number', required: true, min: 1, defaultValue: LOYALTY_FEATURE_CONFIG.expiring_soon_days },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'dayPassDiscountPercent',
          type: 'number',
          required: true,
          min: 0,
          max: 100,
          defaultValue: LOYALTY_FEATURE_CONFIG.day_pass_discount_percent,
          admin: { description: 'Shown to customers; the coupon below takes it off.' },
        },
        { name: 'couponCode', type: 'text', required: true, defaultValue: LOYALTY_FEATURE_CONFIG.coupon_code },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'freeConferenceRoomHours',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: LOYALTY_FEATURE_CONFIG.free_conference_room_hours,
        },
        {
          name: 'freeConferenceRoomCouponCode',
          type: 'text',
          required: true,
          defaultValue: LOYALTY_FEATURE_CONFIG.free_conference_room_coupon_code,
        },
      ],
    },
  ],
}
