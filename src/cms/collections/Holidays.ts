import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { isIsoDate } from '@/domain/calendar/business-date'
import { publicContent } from '../access'
import { relationId } from '../relation'

// Holidays (spec section 9: 'A holiday list by month disables dates'): national, or of one city. The day-pass calendar
// and the start-date rule skip them, and conference rooms and building tours are closed on them. Dates are calendar
// dates in India, written YYYY-MM-DD, so no time zone can move one to the day before.

// `month` lets operators filter and sort the list by month; `holidayKey` makes one holiday per date and place.
const deriveKeys: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const merged = { ...originalDoc, ...data }
  if (typeof merged.date === 'string' && isIsoDate(merged.date)) data.month = merged.date.slice(0, 7)
  data.holidayKey = `${merged.date}:${relationId(merged.city) ?? 'national'}`
  return data
}

export const Holidays: CollectionConfig = {
  slug: 'holidays',
  access: publicContent,
  defaultSort: 'date',
  admin: {
    group: 'Bookings',
    useAsTitle: 'name',
    defaultColumns: ['date', 'name', 'city', 'month'],
    listSearchableFields: ['name', 'month', 'date'],
    description:
      'Dates on which nothing can be booked or started: national holidays (leave the city empty) and holidays of one city. Search by month, e.g. 2026-12.',
  },
  hooks: { beforeValidate: [deriveKeys] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'date',
          type: 'text',
          required: true,
          index: true,
          admin: { description: 'YYYY-MM-DD, a date in India.' },
          validate: (value: string | null | undefined) => (isIsoDate(value) ? true : 'Write the date as YYYY-MM-DD, e.g. 2026-12-25.'),
        },
        { name: 'name', type: 'text', required: true },
        {
          name: 'city',
          type: 'relationship',
          relationTo: 'cities',
          index: true,
          admin: { description: 'Empty: a national holiday, closing every city.' },
        },
      ],
    },
    { name: 'month', type: 'text', index: true, admin: { readOnly: true, position: 'sidebar', description: 'YYYY-MM, from the date.' } },
    { name: 'holidayKey', type: 'text', unique: true, admin: { hidden: true } },
  ],
}
