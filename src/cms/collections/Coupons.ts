import type { CollectionConfig } from 'payload'
import { COUPON_PRODUCTS, COUPON_REQUIREMENTS } from '@/domain/cart/coupons'
import { operatorsOnly } from '../access'

const REQUIREMENT_LABELS: Record<(typeof COUPON_REQUIREMENTS)[number], string> = {
  'loyalty-member': 'Loyalty member (or a membership in the cart)',
  'referred-customer': 'Joined through a referral',
  'bundle-in-cart': 'A day-pass bundle in the cart',
  'vo-credits-held': 'Holds virtual-office credits',
}

// The cart's coupons as operators edit them (spec section 9's six codes are seeded). The server reads them as
// couponRuleSchema rules (src/server/cart/list-coupon-rules.ts); a row that does not fit the schema is left out.
export const Coupons: CollectionConfig = {
  slug: 'coupons',
  access: operatorsOnly,
  admin: {
    group: 'Catalogue',
    useAsTitle: 'code',
    defaultColumns: ['code', 'description', 'active', 'validFrom', 'validUntil', 'perCustomerLimit'],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { description: '3–40 capital letters, digits, -, _ or @ (WWBUNDLE@5).' },
          validate: (value: string | null | undefined) =>
            typeof value === 'string' && /^[A-Z0-9@_-]{3,40}$/.test(value) ? true : 'Use 3–40 capital letters, digits, -, _ or @',
        },
        { name: 'active', type: 'checkbox', defaultValue: true },
      ],
    },
    { name: 'description', type: 'text', required: true, maxLength: 200, admin: { description: 'Shown to the customer.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'effect',
          type: 'select',
          required: true,
          options: [
            { label: 'Percentage off a product', value: 'percent-off' },
            { label: 'Free conference-room hours', value: 'free-conference-hours' },
            { label: 'Pay day passes with virtual-office credits', value: 'redeem-vo-credits' },
          ],
        },
        {
          name: 'product',
          type: 'select',
          options: COUPON_PRODUCTS.map((value) => ({ label: value.replace('_', ' ').toLowerCase(), value })),
          admin: { condition: (data) => data?.effect === 'percent-off' },
        },
        {
          name: 'percentBasisPoints',
          type: 'number',
          min: 1,
          max: 10000,
          label: 'Percent off (basis points: 2000 = 20%)',
          admin: { condition: (data) => data?.effect === 'percent-off' },
        },
        {
          name: 'bundleSizes',
          type: 'select',
          hasMany: true,
          options: [
            { label: '5 credits', value: '5' },
            { label: '10 credits', value: '10' },
          ],
          admin: { condition: (data) => data?.effect === 'percent-off' && data?.product === 'BUNDLE', description: 'Empty: every size.' },
        },
        {
          name: 'hours',
          type: 'number',
          min: 1,
          max: 24,
          admin: { condition: (data) => data?.effect === 'free-conference-hours' },
        },
      ],
    },
    {
      name: 'requires',
      type: 'select',
      hasMany: true,
      options: COUPON_REQUIREMENTS.map((value) => ({ label: REQUIREMENT_LABELS[value], value })),
      admin: { description: 'Who may use it: every requirement listed must hold.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'validFrom', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' }, description: 'First day of use (India).' } },
        { name: 'validUntil', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' }, description: 'Last day of use (India).' } },
        { name: 'perCustomerLimit', type: 'number', min: 1, admin: { description: 'Orders per customer; empty for no limit.' } },
      ],
    },
  ],
}
