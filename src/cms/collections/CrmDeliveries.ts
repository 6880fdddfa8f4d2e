import type { CollectionConfig } from 'payload'
import { isOperator } from '../access'

// The durable queue of leads to forward to the CRM webhook (src/server/leads/deliver-crm-leads.ts): one row per lead,
// claimed by a worker with FOR UPDATE SKIP LOCKED, retried with exponential backoff until the webhook answers 2xx,
// then marked delivered and never sent again.
const nobody = () => false

export const CrmDeliveries: CollectionConfig = {
  slug: 'crm-deliveries',
  labels: { singular: 'CRM delivery', plural: 'CRM deliveries' },
  access: { read: isOperator, create: nobody, update: isOperator, delete: nobody },
  defaultSort: '-createdAt',
  admin: {
    group: 'Enquiries',
    useAsTitle: 'idempotencyKey',
    defaultColumns: ['lead', 'status', 'attempts', 'nextAttemptAt', 'lastError', 'deliveredAt'],
    description:
      'Leads forwarded to the CRM webhook. A pending one is retried with growing waits (up to an hour) until the CRM accepts it; set "Next attempt" to now to retry at once.',
  },
  fields: [
    // Not required: deleting a lead (say, on the visitor's request) empties this link, and the worker skips the row.
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
        {
          name: 'lockedUntil',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'A worker holds it until then.' },
        },
        { name: 'lastStatus', type: 'number', admin: { readOnly: true, description: 'HTTP status of the last attempt.' } },
        { name: 'deliveredAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'lastError', type: 'text', admin: { readOnly: true } },
  ],
}
