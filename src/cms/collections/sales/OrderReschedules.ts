import type { CollectionConfig } from 'payload'
import { isOperator } from '../../access'

// One row per booking a customer moved (Account → Orders → Reschedule, src/server/orders/reschedule.ts): which line of
// which order, from when to when, and the conference room's new booking. The rule's 'times one booking may be moved'
// counts these rows. Written by the server only.
const nobody = () => false

export const OrderReschedules: CollectionConfig = {
  slug: 'order-reschedules',
  labels: { singular: 'Reschedule', plural: 'Reschedules' },
  access: { read: isOperator, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  admin: {
    group: 'Sales',
    useAsTitle: 'toLabel',
    defaultColumns: ['order', 'fromLabel', 'toLabel', 'createdAt'],
    description: 'Bookings customers moved to another date or time, under the cancellation and reschedule rule.',
  },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'lineId', type: 'text', required: true, index: true, admin: { description: "The order's line that moved." } },
    {
      type: 'row',
      fields: [
        { name: 'fromLabel', type: 'text', required: true, label: 'From' },
        { name: 'toLabel', type: 'text', required: true, label: 'To' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'fromStartsAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'toStartsAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'reservation', type: 'text', admin: { description: "The conference room's new booking (reservation reference)." } },
  ],
}
