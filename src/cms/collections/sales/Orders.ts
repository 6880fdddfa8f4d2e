import type { CollectionConfig } from 'payload'
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/domain/orders/status'
import { isOperator } from '../../access'

// Orders of the shop (src/server/orders): one per checkout attempt (its idempotency key), made from the server's cart
// with the server's prices, and moved only forward by the payment's verified facts (src/domain/orders/payment-state.ts,
// kept whole in `paymentState`). Operators read them here; the services are the only writers (raw SQL under a row
// lock), so nothing here is editable.
const nobody = () => false
const readOnly = { readOnly: true } as const

export const Orders: CollectionConfig = {
  slug: 'orders',
  labels: { singular: 'Order', plural: 'Orders' },
  access: { read: isOperator, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  admin: {
    group: 'Sales',
    useAsTitle: 'number',
    defaultColumns: ['number', 'customer', 'status', 'amountPaise', 'buildingCode', 'createdAt'],
    description: 'Orders from checkout. Amounts are in paise. To refund one, add a refund under Sales → Refunds with its reason.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'number', type: 'text', required: true, unique: true, admin: readOnly },
        { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true, admin: readOnly },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'created',
          options: ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] })),
          admin: readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'amountPaise', type: 'number', required: true, label: 'Total (paise, GST included)', admin: readOnly },
        { name: 'subtotalPaise', type: 'number', required: true, admin: readOnly },
        { name: 'discountPaise', type: 'number', required: true, admin: readOnly },
        { name: 'taxablePaise', type: 'number', required: true, admin: readOnly },
        { name: 'cgstPaise', type: 'number', required: true, label: 'CGST (paise)', admin: readOnly },
        { name: 'stateTaxPaise', type: 'number', required: true, label: 'SGST/UTGST (paise)', admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'buildingCode', type: 'text', required: true, index: true, admin: readOnly },
        { name: 'provider', type: 'select', required: true, options: ['sandbox', 'razorpay'], admin: readOnly },
        { name: 'gatewayOrderId', type: 'text', unique: true, admin: readOnly },
        { name: 'idempotencyKey', type: 'text', required: true, unique: true, admin: readOnly },
        {
          name: 'cartVersion',
          type: 'number',
          admin: { ...readOnly, description: 'The version of the cart the order was made from: one order waits for payment per version.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'expiresAt', type: 'date', required: true, index: true, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'confirmedAt', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'outcome',
      type: 'textarea',
      admin: { ...readOnly, description: 'What happened beyond the status: why a payment failed, why an order was refunded.' },
    },
    { name: 'cartSnapshot', type: 'json', required: true, admin: { ...readOnly, description: 'The cart as it was at checkout.' } },
    {
      name: 'price',
      type: 'json',
      required: true,
      admin: { ...readOnly, description: "The server's price of the cart (lines, discounts, GST)." },
    },
    {
      name: 'paymentState',
      type: 'json',
      required: true,
      admin: { ...readOnly, description: 'What the gateway told us: payments, refunds.' },
    },
  ],
}
