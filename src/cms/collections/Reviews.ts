import type { CollectionConfig } from 'payload'
import { publicContent } from '../access'
import { revalidateEverywhere, revalidateEverywhereAfterDelete } from '../hooks/revalidate'

export const Reviews: CollectionConfig = {
  slug: 'reviews',
  access: publicContent,
  admin: {
    useAsTitle: 'authorName',
    group: 'Locations',
    defaultColumns: ['authorName', 'building', 'rating', 'publishedAt', 'isPublished'],
  },
  defaultSort: '-publishedAt',
  hooks: { afterChange: [revalidateEverywhere], afterDelete: [revalidateEverywhereAfterDelete] },
  fields: [
    { name: 'building', type: 'relationship', relationTo: 'buildings', required: true, index: true },
    { name: 'authorName', type: 'text', required: true },
    {
      name: 'rating',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      validate: (v: number | null | undefined) =>
        Number.isInteger(v) && v! >= 1 && v! <= 5 ? true : 'A rating is a whole number from 1 to 5.',
    },
    { name: 'text', type: 'textarea', required: true },
    { name: 'publishedAt', type: 'date', required: true, index: true },
    {
      name: 'source',
      type: 'select',
      defaultValue: 'site',
      options: [
        { label: 'Our site', value: 'site' },
        { label: 'Google', value: 'google' },
      ],
    },
    { name: 'isPublished', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
}
