import type { CollectionConfig } from 'payload'
import { openingHoursRowProblem, WEEKDAY_NAMES, type OpeningHoursRow } from '@/domain/bookings/opening-hours'
import { isOperator } from '../access'

// What can be booked by the slot: a building's conference rooms, and its 'tour' (the visiting hours of issue 15's
// 'book a visit'), both held and booked through the reservations table and its exclusion constraint. The hourly price
// of a room is not here: it comes from the building's conference-room product in the catalogue (the variant with the
// room's seats, else the first variant).
export const ROOM_KINDS = ['meeting-room', 'tour'] as const
export type RoomKind = (typeof ROOM_KINDS)[number]

export const ConferenceRooms: CollectionConfig = {
  slug: 'conference-rooms',
  labels: { singular: 'Room or tour', plural: 'Rooms and tours' },
  access: { read: () => true, create: isOperator, update: isOperator, delete: isOperator },
  defaultSort: 'name',
  admin: {
    group: 'Bookings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'building', 'kind', 'seats', 'slotMinutes', 'isDisabled'],
    listSearchableFields: ['name'],
    description:
      'Conference rooms customers book by the slot, and each building’s tour (its visiting hours). A disabled room takes no new holds; existing bookings stay.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'building', type: 'relationship', relationTo: 'buildings', required: true, index: true },
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'meeting-room',
          index: true,
          options: [
            { label: 'Conference room', value: 'meeting-room' },
            { label: 'Building tour (visits)', value: 'tour' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'seats',
          type: 'number',
          required: true,
          min: 1,
          max: 200,
          defaultValue: 4,
          admin: { description: 'Room size; tours: 1.' },
        },
        {
          name: 'slotMinutes',
          type: 'number',
          required: true,
          min: 15,
          max: 240,
          defaultValue: 30,
          admin: { description: 'Starts fall on this grid from opening time; durations are multiples of it.' },
        },
        {
          name: 'maxDurationMinutes',
          type: 'number',
          min: 15,
          admin: { description: 'The longest booking; empty: the whole day.' },
        },
      ],
    },
    {
      name: 'openingHours',
      type: 'array',
      labels: { singular: 'Open day', plural: 'Opening hours' },
      admin: { description: 'One row per open weekday, times in India. A weekday with no row is closed; holidays are closed too.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'day',
              type: 'select',
              required: true,
              options: WEEKDAY_NAMES.map((label, value) => ({ label, value: String(value) })),
            },
            { name: 'opensAt', type: 'text', required: true, defaultValue: '09:00', admin: { description: 'HH:mm' } },
            {
              name: 'closesAt',
              type: 'text',
              required: true,
              defaultValue: '19:00',
              admin: { description: 'HH:mm' },
              validate: (_value: unknown, { siblingData }: { siblingData: Partial<OpeningHoursRow> }) =>
                openingHoursRowProblem(siblingData) ?? true,
            },
          ],
        },
      ],
    },
    { name: 'isDisabled', type: 'checkbox', defaultValue: false, label: 'Disabled', admin: { position: 'sidebar' } },
    { name: 'description', type: 'textarea', admin: { description: 'Shown to customers: screen, whiteboard, video kit…' } },
  ],
}
