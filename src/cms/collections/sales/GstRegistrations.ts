import type { CollectionConfig } from 'payload'
import { operatorsOnly } from '../../access'

// The supplier's GST registration in each state where it has buildings: a tax invoice names the registration of the
// building's state (its GSTIN, legal name and address). Operators keep them here.
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
    { name: 'address', type: 'textarea', required: true, admin: { description: 'One line per row.' } },
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
