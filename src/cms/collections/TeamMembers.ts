import type { CollectionConfig } from 'payload'
import { operatorsOnly } from '../access'

// A customer's team: people they book day passes and rooms for (spec: team member / contact).
export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  access: operatorsOnly,
  admin: { group: 'Customers', useAsTitle: 'name', defaultColumns: ['name', 'email', 'phone', 'customer'] },
  fields: [
    { name: 'customer', type: 'relationship', relationTo: 'customers', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'email', type: 'email' },
        { name: 'countryCode', type: 'text', defaultValue: '+91' },
        { name: 'phone', type: 'text' },
      ],
    },
    { name: 'profileUrl', type: 'text' },
  ],
}
