import type { CollectionConfig } from 'payload'
import { isOperator } from '../access'

// A logged-in customer's cart (spec section 3 'Cart'), one row per customer: the Cart JSON as the server's reducer
// left it, with a version for optimistic concurrency. Only src/server/cart writes it; operators see it read-only.
export const Carts: CollectionConfig = {
  slug: 'carts',
  access: { read: isOperator, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-updatedAt',
  admin: {
    group: 'Customers',
    defaultColumns: ['customer', 'buildingCode', 'cartStep', 'totalEstimatedPrice', 'updatedAt'],
    description: 'Customers’ carts as they stand (read-only). Amounts are in paise, GST included.',
  },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, unique: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'buildingCode', type: 'text', admin: { readOnly: true } },
        { name: 'cartStep', type: 'number', admin: { readOnly: true } },
        { name: 'totalEstimatedPrice', type: 'number', label: 'To pay (paise)', admin: { readOnly: true } },
        { name: 'version', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
      ],
    },
    {
      name: 'billingAddress',
      type: 'relationship',
      relationTo: 'billing-addresses',
      admin: { readOnly: true, description: 'Chosen at the billing step.' },
    },
    { name: 'cart', type: 'json', required: true, admin: { readOnly: true } },
  ],
}
