import type { CollectionConfig } from 'payload'
import { isOperator } from '../access'

// A lot of day-pass credits a customer holds in a building (one row per purchase or grant; the account merges bundle
// credits per building). `source` says where they came from: a bundle bought, or the credits of a virtual-office plan
// (spent only through the VIRTUALOFFICECREDITS coupon). What happens to a lot is the ledger `credit_entries` (grant,
// spend, release, refund, revoke rows, each tied to the order that caused it: src/server/credits); the three amounts
// here are that ledger's sums, kept by a trigger, and PostgreSQL refuses any other change to them and a balance below
// zero (migration 20261201_235720_credit_ledger). So nothing here is editable.
const nobody = () => false

export const BundleCredits: CollectionConfig = {
  slug: 'bundle-credits',
  access: { read: isOperator, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Customers',
    defaultColumns: ['customer', 'building', 'purchased', 'utilized', 'available', 'expiryDate'],
    description: 'Credit lots (read-only): granted by bundles and virtual-office plans, spent and given back by orders.',
  },
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
