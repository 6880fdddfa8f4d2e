import type { CollectionConfig } from 'payload'
import { operatorsOnly } from '../access'

// Day-pass credits a customer holds in a building (one row per purchase or grant; the account merges bundle credits per
// building). `source` says where they came from: a bundle bought, or the credits of a virtual-office plan (spent only
// through the VIRTUALOFFICECREDITS coupon). The cart spends them with a conditional update (src/server/cart/spend-credits.ts).
export const BundleCredits: CollectionConfig = {
  slug: 'bundle-credits',
  access: operatorsOnly,
  admin: { group: 'Customers', defaultColumns: ['customer', 'building', 'purchased', 'utilized', 'available', 'expiryDate'] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
        { name: 'building', type: 'relationship', relationTo: 'buildings', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'purchased', type: 'number', required: true, min: 0 },
        { name: 'utilized', type: 'number', required: true, min: 0, defaultValue: 0 },
        { name: 'available', type: 'number', required: true, min: 0 },
        { name: 'expiryDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
      ],
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'bundle',
      index: true,
      options: [
        { label: 'Day-pass bundle', value: 'bundle' },
        { label: 'Virtual-office credits', value: 'vo' },
      ],
    },
  ],
}
