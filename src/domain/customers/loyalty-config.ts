// The loyalty membership's offer (spec: 'A loyalty feature config also exists'; its fields are not shown). These are
// the product's figures, matching the coupon codes of spec section 9 (LOYALTY-20-PERCENT, LOYALTY-FREE-CONFERENCE-ROOM).
export const LOYALTY_FEATURE_CONFIG = {
  enabled: true,
  pass_price: 999,
  pass_validity_days: 90,
  day_pass_discount_percent: 20,
  coupon_code: 'LOYALTY-20-PERCENT',
  free_conference_room_hours: 1,
  free_conference_room_coupon_code: 'LOYALTY-FREE-CONFERENCE-ROOM',
  expiring_soon_days: 15,
} as const
