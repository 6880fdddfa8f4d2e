import type { CollectionConfig } from 'payload'
import { operatorsOnly } from '../access'

// Day-pass bundle credits a customer holds in a building (one row per purchase; the account merges them per building).
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
  ],
}
