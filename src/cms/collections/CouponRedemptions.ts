import type { CollectionConfig } from 'payload'
import { isOperator } from '../access'

// Each use of a coupon by a customer, numbered 1, 2, … per customer and code. The unique index on (customer, code,
// useNumber) is what holds a per-customer limit when two orders use the coupon at the same moment: both try to write
// the same next number and the database lets one of them in (src/server/cart/redeem-coupon.ts).
export const CouponRedemptions: CollectionConfig = {
  slug: 'coupon-redemptions',
  access: { read: isOperator, create: () => false, update: () => false, delete: isOperator },
  admin: { group: 'Customers', defaultColumns: ['code', 'customer', 'useNumber', 'discountPaise', 'createdAt'] },
  indexes: [{ fields: ['customer', 'code', 'useNumber'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
        { name: 'code', type: 'text', required: true, index: true },
        { name: 'useNumber', type: 'number', required: true, min: 1 },
        { name: 'discountPaise', type: 'number', required: true, min: 0, label: 'Saved (paise)' },
      ],
    },
  ],
}
