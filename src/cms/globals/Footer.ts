import type { GlobalConfig } from 'payload'
import { anyone, isOperator } from '../access'
import { hrefField } from '../fields/link'
import { revalidateSiteGlobal } from '../hooks/revalidate'

export const SOCIAL_PLATFORMS = ['instagram', 'linkedin', 'x', 'facebook', 'youtube'] as const

export const Footer: GlobalConfig = {
  slug: 'footer',
  access: { read: anyone, update: isOperator },
  admin: { group: 'Site' },
  hooks: { afterChange: [revalidateSiteGlobal] },
  fields: [
    {
      name: 'menus',
      type: 'array',
      admin: { initCollapsed: true },
      fields: [
        { name: 'title', type: 'text', required: true },
        {
          name: 'links',
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [{ name: 'title', type: 'text', required: true }, hrefField('href')],
            },
          ],
        },
      ],
    },
    {
      name: 'meta',
      type: 'group',
      fields: [
        { name: 'logo', type: 'upload', relationTo: 'media' },
        { name: 'name', type: 'text', required: true },
        {
          type: 'row',
          fields: [
            { name: 'phone', type: 'text' },
            { name: 'email', type: 'email' },
          ],
        },
        { name: 'address', type: 'textarea' },
        {
          name: 'socialMediaLinks',
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [{ name: 'platform', type: 'select', required: true, options: [...SOCIAL_PLATFORMS] }, hrefField('url')],
            },
          ],
        },
      ],
    },
    { name: 'hasStickyBottomBar', type: 'checkbox', defaultValue: false, label: 'Show the sticky bottom bar on phones' },
    {
      name: 'stickyBottomBar',
      type: 'group',
      admin: { condition: (data) => Boolean(data?.hasStickyBottomBar) },
      fields: [
        { name: 'text', type: 'text' },
        { type: 'row', fields: [{ name: 'ctaLabel', type: 'text' }, hrefField('ctaHref', false)] },
      ],
    },
    {
      name: 'citiesWithMicromarkets',
      type: 'array',
      labels: { singular: 'City', plural: 'Cities with micromarkets' },
      fields: [
        { name: 'city', type: 'relationship', relationTo: 'cities', required: true },
        {
          name: 'micromarkets',
          type: 'relationship',
          relationTo: 'micromarkets',
          hasMany: true,
          filterOptions: ({ siblingData }) =>
            (siblingData as { city?: unknown })?.city ? { city: { equals: (siblingData as { city: unknown }).city } } : true,
        },
      ],
    },
    {
      name: 'form',
      type: 'group',
      label: 'Contact form',
      fields: [
        { name: 'heading', type: 'text', defaultValue: 'Talk to our workspace experts' },
        { name: 'text', type: 'textarea' },
        { name: 'form', type: 'relationship', relationTo: 'forms' },
      ],
    },
    { name: 'copyright', type: 'text' },
  ],
}
