import type { CollectionAfterChangeHook, CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import type { Refund } from '@/payload-types'
import { isOperator } from '../../access'

// Refunds: one row per refund we asked the gateway for (its idempotency key is unique, so a retried request is the same
// refund), made by a cancellation, by the automatic refund of an order that could not be confirmed, or by an operator
// here. An operator picks the order, and may give an amount (empty: all that was paid) and must give the reason, which
// is kept; the refund job (src/server/payments/refunds.ts) calls the gateway and `refund.processed` completes it.
const nobody = () => false

/** An operator's new refund: the reason is required, the key and status are the server's. */
const operatorRequest: CollectionBeforeValidateHook<Refund> = ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user || !data) return data
  return { ...data, reason: 'operator', status: 'requested', operator: req.user.id, idempotencyKey: `operator-${crypto.randomUUID()}` }
}

/** Runs the refund through the order's payment state (one refund per order) and the gateway, in a job. */
const queueOperatorRefund: CollectionAfterChangeHook<Refund> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !req.user || doc.reason !== 'operator') return
  const { enqueue } = await import('@/server/jobs')
  await enqueue('order-refund', { refundRowId: doc.id }, { req })
}

export const Refunds: CollectionConfig = {
  slug: 'refunds',
  labels: { singular: 'Refund', plural: 'Refunds' },
  access: { read: isOperator, create: isOperator, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  hooks: { beforeValidate: [operatorRequest], afterChange: [queueOperatorRefund] },
  admin: {
    group: 'Sales',
    useAsTitle: 'idempotencyKey',
    defaultColumns: ['order', 'amountPaise', 'status', 'reason', 'note', 'createdAt'],
    description:
      'Money sent back. To refund an order, create a refund: choose the order, leave the amount empty for all that was paid, and give the reason (it is kept).',
  },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    {
      name: 'amountPaise',
      type: 'number',
      min: 0,
      admin: { description: 'In paise. Empty: everything that was paid.' },
    },
    {
      name: 'note',
      type: 'textarea',
      required: true,
      label: 'Reason',
      admin: { description: 'Why the money goes back (kept with the refund).' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'requested',
          options: ['requested', 'pending', 'processed', 'failed'],
          admin: { readOnly: true },
        },
        {
          name: 'reason',
          type: 'select',
          required: true,
          defaultValue: 'operator',
          options: [
            { value: 'not-confirmable', label: 'Booking could not be confirmed' },
            { value: 'customer-cancellation', label: 'Cancelled by the customer' },
            { value: 'operator', label: 'By an operator' },
          ],
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'idempotencyKey', type: 'text', required: true, unique: true, admin: { readOnly: true } },
        { name: 'gatewayRefundId', type: 'text', unique: true, admin: { readOnly: true } },
        { name: 'paymentId', type: 'text', admin: { readOnly: true } },
      ],
    },
    { name: 'operator', type: 'relationship', relationTo: 'operators', admin: { readOnly: true } },
    { name: 'error', type: 'text', admin: { readOnly: true } },
  ],
}
