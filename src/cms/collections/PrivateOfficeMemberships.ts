import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { operatorsOnly } from '../access'

// Emails linked to a private-office membership (spec section 6): such an email cannot buy a day pass, a bundle or a
// conference room here (section 8's messages); those members book through the member portal.
const lowerCaseEmail: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.email === 'string') data.email = data.email.trim().toLowerCase()
  return data
}

export const PrivateOfficeMemberships: CollectionConfig = {
  slug: 'private-office-memberships',
  access: operatorsOnly,
  admin: {
    group: 'Customers',
    useAsTitle: 'email',
    defaultColumns: ['email', 'companyName', 'building', 'isActive'],
    description: 'Emails of private-office members. While active, they cannot buy day passes, bundles or conference rooms on the site.',
  },
  hooks: { beforeValidate: [lowerCaseEmail] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, unique: true, index: true },
        { name: 'companyName', type: 'text' },
        { name: 'building', type: 'relationship', relationTo: 'buildings' },
      ],
    },
    { name: 'isActive', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
}
