import type { CollectionConfig } from 'payload'
import { isOperator } from '../../access'

// The payment gateway's webhook events, each stored once (its x-razorpay-event-id is unique) with the body exactly as
// received, before anything acts on it; a job applies it to its order (src/server/payments/webhooks.ts). A request
// whose signature does not verify is answered 400 and never stored.
const nobody = () => false
const readOnly = { readOnly: true } as const

export const WebhookEvents: CollectionConfig = {
  slug: 'webhook-events',
  labels: { singular: 'Webhook event', plural: 'Webhook events' },
  access: { read: isOperator, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  admin: {
    group: 'Sales',
    useAsTitle: 'eventId',
    defaultColumns: ['eventId', 'event', 'order', 'signatureVerified', 'appliedAt', 'createdAt'],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'eventId', type: 'text', required: true, unique: true, admin: readOnly },
        { name: 'event', type: 'text', required: true, index: true, admin: readOnly },
        { name: 'provider', type: 'select', required: true, options: ['sandbox', 'razorpay'], admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'signatureVerified', type: 'checkbox', required: true, defaultValue: false, admin: readOnly },
        { name: 'appliedAt', type: 'date', index: true, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'order', type: 'relationship', relationTo: 'orders', index: true, admin: readOnly },
      ],
    },
    { name: 'outcome', type: 'text', admin: { ...readOnly, description: 'What applying it did (or why it was ignored).' } },
    { name: 'rawBody', type: 'code', required: true, admin: { ...readOnly, language: 'json' } },
  ],
}
