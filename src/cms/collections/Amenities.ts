import type { CollectionConfig } from 'payload'
import { publicContent } from '../access'
import { slugField } from '../fields/slug'
import { revalidateEverywhere, revalidateEverywhereAfterDelete } from '../hooks/revalidate'

export const Amenities: CollectionConfig = {
  slug: 'amenities',
  access: publicContent,
  admin: { useAsTitle: 'label', group: 'Locations' },
  hooks: { afterChange: [revalidateEverywhere], afterDelete: [revalidateEverywhereAfterDelete] },
  fields: [{ name: 'label', type: 'text', required: true }, slugField('key', 'label')],
}
