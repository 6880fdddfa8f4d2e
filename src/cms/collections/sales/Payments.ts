import type { CollectionConfig } from 'payload'
import { isOperator } from '../../access'

// Every payment the gateway told us of (a verified webhook or a server-side fetch), one row per gateway payment id,
// kept at its furthest stage. Written by src/server/payments; read-only here.
const nobody = () => false
const readOnly = { readOnly: true } as const

export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: { singular: 'Payment', plural: 'Payments' },
  access: { read: isOperator, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  admin: {
    group: 'Sales',
    useAsTitle: 'gatewayPaymentId',
    defaultColumns: ['gatewayPaymentId', 'order', 'status', 'amountPaise', 'method', 'updatedAt'],
  },
  fields: [
    { name: 'gatewayPaymentId', type: 'text', required: true, unique: true, admin: readOnly },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          options: ['created', 'pending', 'authorized', 'captured', 'failed'],
          admin: readOnly,
        },
        { name: 'amountPaise', type: 'number', required: true, admin: readOnly },
        { name: 'method', type: 'text', admin: readOnly },
      ],
    },
    { name: 'errorDescription', type: 'text', admin: readOnly },
  ],
}
