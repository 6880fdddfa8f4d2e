import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'
import { isOperator } from '../access'

// The built-in messaging adapter (src/integrations/messaging): every email and SMS the site sends is a row here,
// written in the same transaction as what caused it, together with the job that sends it through the configured
// vendor (src/server/messaging/dispatch-outbox.ts). With no vendor configured the outbox is the delivery, and
// operators read it in the admin.
const nobody = () => false

/** A new row queues its dispatch in the transaction that writes it: a message is never saved without its job. */
const queueDispatch: CollectionAfterChangeHook = async ({ operation, req }) => {
  if (operation !== 'create') return
  // Loaded when used: the job module reads the Payload config this collection is part of.
  const { enqueue } = await import('@/server/jobs')
  await enqueue('outbox-dispatch', {}, { req })
}

export const OutboxMessages: CollectionConfig = {
  slug: 'outbox-messages',
  labels: { singular: 'Outbox message', plural: 'Outbox' },
  access: { read: isOperator, create: nobody, update: nobody, delete: isOperator },
  defaultSort: '-createdAt',
  hooks: { afterChange: [queueDispatch] },
  admin: {
    group: 'Messaging',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'channel', 'to', 'kind', 'status', 'createdAt'],
    listSearchableFields: ['to', 'subject'],
    description: 'Emails and text messages the site has sent, newest first.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'channel',
          type: 'select',
          required: true,
          options: [
            { label: 'Email', value: 'email' },
            { label: 'SMS', value: 'sms' },
            { label: 'WhatsApp', value: 'whatsapp' },
          ],
        },
        { name: 'to', type: 'text', required: true, index: true },
        {
          name: 'kind',
          type: 'select',
          required: true,
          index: true,
          options: [
            { label: 'Enquiry acknowledgement', value: 'lead-acknowledgement' },
            { label: 'New enquiry for operators', value: 'lead-notification' },
            { label: 'Login code', value: 'login-code' },
            { label: 'Order confirmed', value: 'order-confirmation' },
            { label: 'Order refunded', value: 'order-refund' },
            { label: 'Agreement to sign', value: 'esign-link' },
            { label: 'Signing code', value: 'esign-code' },
            { label: 'Virtual-office documents', value: 'vo-documents' },
            { label: 'Booking rescheduled', value: 'order-reschedule' },
            { label: 'Booking cancelled', value: 'order-cancellation' },
          ],
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'queued',
          options: [
            { label: 'Queued', value: 'queued' },
            { label: 'Sent', value: 'sent' },
          ],
        },
      ],
    },
    { name: 'subject', type: 'text' },
    { name: 'body', type: 'textarea', required: true },
    { name: 'lead', type: 'relationship', relationTo: 'leads', index: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', index: true },
    {
      name: 'attachments',
      type: 'json',
      admin: { description: 'Files sent with the email (the invoice PDF, the calendar invite): name, type and base64 content.' },
    },
  ],
}
