import type { CollectionConfig } from 'payload'
import { INDIAN_STATES } from '@/domain/geo/indian-states'
import { publicContent } from '../access'
import { metaField } from '../fields/meta'
import { slugField } from '../fields/slug'
import { revalidateEverywhere, revalidateEverywhereAfterDelete } from '../hooks/revalidate'

export const Cities: CollectionConfig = {
  slug: 'cities',
  access: publicContent,
  admin: { useAsTitle: 'name', group: 'Locations', defaultColumns: ['name', 'handle', 'stateCode', 'sortOrder'] },
  defaultSort: 'sortOrder',
  hooks: { afterChange: [revalidateEverywhere], afterDelete: [revalidateEverywhereAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField('handle', 'name', { admin: { position: 'sidebar', description: 'The city page lives at /{handle}, e.g. /bangalore.' } }),
    { name: 'stateCode', type: 'select', required: true, options: INDIAN_STATES.map((s) => ({ label: s.name, value: s.code })) },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    {
      name: 'isLive',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Hidden cities have no page and no menu entry.' },
    },
    {
      name: 'location',
      type: 'group',
      fields: [
        { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
        { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
      ],
    },
    { name: 'tagline', type: 'text' },
    { name: 'description', type: 'textarea' },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    {
      name: 'micromarkets',
      type: 'join',
      collection: 'micromarkets',
      on: 'city',
      admin: { defaultColumns: ['name', 'handle'] },
    },
    metaField,
  ],
}
