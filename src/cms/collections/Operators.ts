import type { CollectionConfig } from 'payload'
import { isOperator } from '../access'
import { equalTimeLogin } from '../hooks/equal-time-login'

// Staff who run the catalogue in the admin. Customers are a separate system (better-auth), never rows here.
export const Operators: CollectionConfig = {
  slug: 'operators',
  auth: {
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    // Secure cookies wherever the site is served over https (production).
    cookies: { secure: (process.env.SITE_URL ?? '').startsWith('https://'), sameSite: 'Lax' },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: 'Admin' },
  hooks: { beforeOperation: [equalTimeLogin] },
  access: {
    read: isOperator,
    create: isOperator,
    update: isOperator,
    delete: isOperator,
    admin: ({ req }) => req.user?.collection === 'operators',
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
    },
  ],
}
