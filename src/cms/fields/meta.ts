import type { GroupField } from 'payload'

export const metaField: GroupField = {
  name: 'meta',
  label: 'Search and sharing',
  type: 'group',
  fields: [
    { name: 'title', type: 'text', maxLength: 70, admin: { description: 'Shown in search results; defaults to the page title.' } },
    { name: 'description', type: 'textarea', maxLength: 170 },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
