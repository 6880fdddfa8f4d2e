import type { CollectionConfig } from 'payload'
import { isOperator } from '../access'

// Holds and bookings of rooms and tours. Only the bookings service (src/server/bookings) writes them, in SQL, under an
// exclusion constraint that the migration adds beside Payload's table: a generated `during tstzrange '[)'` column and
// EXCLUDE USING gist (room_id WITH =, during WITH &&) WHERE status IN ('held', 'booked'), so two live reservations of
// one room never overlap whatever the code does. A hold lives until `expiresAt`; the service and a job every minute
// mark lapsed holds 'lapsed' (the constraint cannot compare with now()). Operators read them here.
const nobody = () => false

export const RESERVATION_KINDS = ['hold', 'booking', 'visit'] as const
export const RESERVATION_STATUSES = ['held', 'booked', 'lapsed', 'cancelled'] as const

export const Reservations: CollectionConfig = {
  slug: 'reservations',
  labels: { singular: 'Hold or booking', plural: 'Holds and bookings' },
  access: { read: isOperator, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-startsAt',
  admin: {
    group: 'Bookings',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'room', 'kind', 'status', 'startsAt', 'endsAt', 'customer', 'lead', 'expiresAt'],
    description:
      'Conference-room holds (10 minutes), bookings and building visits, newest slot first. Read-only: the site writes them, and the database refuses two live ones of a room that overlap.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'reference', type: 'text', required: true, unique: true, admin: { readOnly: true } },
        { name: 'room', type: 'relationship', relationTo: 'conference-rooms', required: true, index: true, admin: { readOnly: true } },
        {
          name: 'kind',
          type: 'select',
          required: true,
          options: RESERVATION_KINDS.map((value) => ({ label: value, value })),
          admin: { readOnly: true },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          options: RESERVATION_STATUSES.map((value) => ({ label: value, value })),
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'startsAt', type: 'date', required: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'endsAt', type: 'date', required: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'expiresAt',
          type: 'date',
          index: true,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' }, description: 'When a hold lapses.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'customer', type: 'relationship', relationTo: 'customers', index: true, admin: { readOnly: true } },
        {
          name: 'lead',
          type: 'relationship',
          relationTo: 'leads',
          index: true,
          admin: { readOnly: true, description: 'A visit’s enquiry.' },
        },
      ],
    },
  ],
}
