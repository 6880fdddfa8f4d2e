import type { CollectionConfig } from 'payload'
import { isOperator } from '../access'

// Each use of a coupon by a customer, tied to the order that used it, numbered 1, 2, … per customer and code. The
// database holds the coupon's per-customer limit (migration 20261201_235720_credit_ledger): a trigger numbers a new use with
// the lowest number its live uses leave free and refuses a number past the coupon's limit, and a unique index on
// (customer, code, useNumber) among live uses lets one of two simultaneous orders have it. A use given back (its order
// expired unpaid, could not be confirmed, or was refunded in full) keeps its row with `releasedAt`, and frees its number.
export const CouponRedemptions: CollectionConfig = {
  slug: 'coupon-redemptions',
  access: { read: isOperator, create: () => false, update: () => false, delete: () => false },
  admin: { group: 'Customers', defaultColumns: ['code', 'customer', 'useNumber', 'discountPaise', 'createdAt'] },
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
    {
      type: 'row',
      fields: [
        { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
        { name: 'releasedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'releaseReason', type: 'text' },
      ],
    },
  ],
}
