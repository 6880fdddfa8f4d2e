import type { CollectionConfig } from 'payload'
import { publicContent } from '../access'
import { SLUG_PATTERN, slugify } from '../fields/slug'
import { revalidateEverywhere, revalidateEverywhereAfterDelete } from '../hooks/revalidate'

export const Micromarkets: CollectionConfig = {
  slug: 'micromarkets',
  access: publicContent,
  admin: { useAsTitle: 'name', group: 'Locations', defaultColumns: ['name', 'city', 'handle'] },
  indexes: [{ fields: ['city', 'handle'], unique: true }],
  hooks: { afterChange: [revalidateEverywhere], afterDelete: [revalidateEverywhereAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'city', type: 'relationship', relationTo: 'cities', required: true, index: true },
    {
      name: 'handle',
      type: 'text',
      required: true,
      admin: { description: 'Unique within the city; anchors the city page (/bangalore#indiranagar).' },
      hooks: { beforeValidate: [({ value, data }) => (value ? slugify(String(value)) : data?.name ? slugify(String(data.name)) : value)] },
      validate: (value: string | null | undefined) =>
        value && SLUG_PATTERN.test(value) ? true : 'Use lower-case letters, digits and single hyphens.',
    },
    {
      name: 'location',
      type: 'group',
      fields: [
        { name: 'latitude', type: 'number', min: -90, max: 90 },
        { name: 'longitude', type: 'number', min: -180, max: 180 },
      ],
    },
  ],
}
