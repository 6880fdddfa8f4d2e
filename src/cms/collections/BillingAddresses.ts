import type { CollectionConfig } from 'payload'
import { operatorsOnly } from '../access'

// A customer's saved billing addresses (spec section 3 'Billing address (server)'), one of them the default. Written
// only by src/server/cart (checked with billingAddressClientSchema: GSTIN format, check character and state code).
export const BillingAddresses: CollectionConfig = {
  slug: 'billing-addresses',
  access: operatorsOnly,
  admin: {
    group: 'Customers',
    useAsTitle: 'first_name',
    defaultColumns: ['first_name', 'customer', 'city', 'state', 'gstin', 'is_default'],
  },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'first_name', type: 'text', required: true, label: 'Full name' },
        { name: 'phone_number', type: 'text', required: true },
      ],
    },
    { name: 'address_line1', type: 'text', required: true },
    { name: 'address_line2', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true },
        { name: 'state', type: 'text', required: true, admin: { description: 'The state’s name (Karnataka).' } },
        { name: 'pincode', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'gstin', type: 'text' },
        { name: 'company_name', type: 'text' },
        { name: 'is_default', type: 'checkbox', defaultValue: false },
      ],
    },
  ],
}
