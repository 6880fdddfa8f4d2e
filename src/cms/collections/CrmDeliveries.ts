import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'
import type { CrmDelivery } from '@/payload-types'
import { isOperator } from '../access'

// Each lead's forwarding to the CRM webhook (src/server/leads/deliver-crm-leads.ts): one row per lead, written with the
// lead, tried by 'crm-delivery' jobs of the job queue with exponential backoff until the webhook answers 2xx, then
// marked delivered and never sent again.
const nobody = () => false

/** An operator who moves "Next attempt" of a pending delivery queues a try at that moment (now: at once). */
const queueOperatorsTry: CollectionAfterChangeHook<CrmDelivery> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !req.user || doc.status !== 'pending' || doc.nextAttemptAt === previousDoc.nextAttemptAt) return
  // Loaded when used: the job module reads the Payload config this collection is part of.
  const { enqueue } = await import('@/server/jobs')
  await enqueue('crm-delivery', { deliveryId: doc.id, attempts: doc.attempts }, { req, startAfter: new Date(doc.nextAttemptAt) })
}

export const CrmDeliveries: CollectionConfig = {
  slug: 'crm-deliveries',
  labels: { singular: 'CRM delivery', plural: 'CRM deliveries' },
  access: { read: isOperator, create: nobody, update: isOperator, delete: nobody },
  defaultSort: '-createdAt',
  hooks: { afterChange: [queueOperatorsTry] },
  admin: {
    group: 'Enquiries',
    useAsTitle: 'idempotencyKey',
    defaultColumns: ['lead', 'status', 'attempts', 'nextAttemptAt', 'lastError', 'deliveredAt'],
    description:
      'Leads forwarded to the CRM webhook. A pending one is retried with growing waits (up to an hour) until the CRM accepts it; set "Next attempt" to now to retry at once.',
  },
  fields: [
    // Not required: deleting a lead (say, on the visitor's request) empties this link, and its job skips the row.
    { name: 'lead', type: 'relationship', relationTo: 'leads', unique: true, admin: { readOnly: true } },
    { name: 'idempotencyKey', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          index: true,
          options: [
            { label: 'Pending', value: 'pending' },
            { label: 'Delivered', value: 'delivered' },
          ],
          admin: { readOnly: true },
        },
        { name: 'attempts', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
        { name: 'nextAttemptAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'lastStatus', type: 'number', admin: { readOnly: true, description: 'HTTP status of the last attempt.' } },
        { name: 'deliveredAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'lastError', type: 'text', admin: { readOnly: true } },
  ],
}
