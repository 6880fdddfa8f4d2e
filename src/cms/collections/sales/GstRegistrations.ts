import type { CollectionConfig, TextFieldSingleValidation } from 'payload'
import { PINCODE_MESSAGE, PINCODE_PATTERN } from '@/domain/billing/address'
import { operatorsOnly } from '../../access'

// The supplier's GST registration in each state where it has buildings: a tax invoice names the registration of the
// building's state (its GSTIN, legal name and address). Operators keep them here. The address is the principal place
// of business as registered (form GST REG-06), in parts, so every invoice prints a street, a city and a PIN code.

const pinCode: TextFieldSingleValidation = (value) => (typeof value === 'string' && PINCODE_PATTERN.test(value.trim())) || PINCODE_MESSAGE
export const GstRegistrations: CollectionConfig = {
  slug: 'gst-registrations',
  labels: { singular: 'GST registration', plural: 'GST registrations' },
  access: operatorsOnly,
  admin: {
    group: 'Sales',
    useAsTitle: 'gstin',
    defaultColumns: ['stateIsoCode', 'gstin', 'legalName'],
    description: 'The GSTIN, legal name and address printed on tax invoices for buildings in each state.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'stateIsoCode', type: 'text', required: true, unique: true, admin: { description: "The state's ISO code, e.g. IN-KA." } },
        { name: 'gstin', type: 'text', required: true, unique: true, label: 'GSTIN' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'legalName', type: 'text', required: true },
        { name: 'tradeName', type: 'text' },
      ],
    },
    {
      name: 'address',
      type: 'textarea',
      required: true,
      admin: { description: 'Building, street and locality as registered, one line per row (without the city and PIN code).' },
    },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true },
        { name: 'pinCode', type: 'text', required: true, label: 'PIN code', validate: pinCode },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'pan', type: 'text', label: 'PAN' },
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text' },
      ],
    },
  ],
}
