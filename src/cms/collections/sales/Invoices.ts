import type { CollectionConfig } from 'payload'
import { isOperator } from '../../access'

// GST tax invoices (CGST Rule 46), one per confirmed order. The serial's sequence comes from the invoice_counters row
// of its series and financial year, incremented in the confirmation transaction, so serials are consecutive with no
// gaps; `document` is the invoice as built (src/domain/invoices/tax-invoice.ts) and the PDF is rendered from it.
const nobody = () => false
const readOnly = { readOnly: true } as const

export const Invoices: CollectionConfig = {
  slug: 'invoices',
  labels: { singular: 'Invoice', plural: 'Invoices' },
  access: { read: isOperator, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  admin: {
    group: 'Sales',
    useAsTitle: 'serial',
    defaultColumns: ['serial', 'order', 'totalPaise', 'supplierGstin', 'issuedAt'],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'serial', type: 'text', required: true, unique: true, admin: readOnly },
        { name: 'order', type: 'relationship', relationTo: 'orders', required: true, unique: true, admin: readOnly },
        { name: 'financialYear', type: 'text', required: true, admin: readOnly },
        { name: 'sequence', type: 'number', required: true, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'issuedAt', type: 'date', required: true, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'supplierGstin', type: 'text', required: true, admin: readOnly },
        { name: 'recipientGstin', type: 'text', admin: readOnly },
        { name: 'totalPaise', type: 'number', required: true, admin: readOnly },
      ],
    },
    { name: 'document', type: 'json', required: true, admin: readOnly },
  ],
}
