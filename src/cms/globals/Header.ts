import type { Field, GlobalConfig } from 'payload'
import { anyone, isOperator } from '../access'
import { hrefField } from '../fields/link'
import { revalidateSiteGlobal } from '../hooks/revalidate'

export const MENU_ICONS = [
  'workspaces',
  'on-demand',
  'virtual-office',
  'private-office',
  'enterprise',
  'events',
  'studios',
  'labs',
  'city',
  'company',
  'support',
  'offer',
  'all',
] as const
export const MENU_ACTIONS = ['link', 'get-in-touch', 'login', 'search'] as const

const itemFields = (depth: number): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'title', type: 'text', required: true },
      { ...hrefField('href', false), admin: { description: 'Leave empty for a group that only opens its sub-menu.' } },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'icon', type: 'select', options: [...MENU_ICONS] },
      {
        name: 'isLive',
        type: 'checkbox',
        defaultValue: true,
        label: 'Live',
        admin: { description: 'Items that are not live are hidden.' },
      },
      { name: 'action', type: 'select', defaultValue: 'link', options: [...MENU_ACTIONS] },
    ],
  },
  { name: 'description', type: 'text' },
  ...(depth > 0
    ? [{ name: 'menus', label: 'Sub-menu', type: 'array', admin: { initCollapsed: true }, fields: itemFields(depth - 1) } as Field]
    : []),
]

export const Header: GlobalConfig = {
  slug: 'header',
  access: { read: anyone, update: isOperator },
  admin: { group: 'Site' },
  hooks: { afterChange: [revalidateSiteGlobal] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'disableLogoLink', type: 'checkbox', defaultValue: false, label: 'Logo does not link home' },
        { name: 'noAuth', type: 'checkbox', defaultValue: false, label: 'Hide log-in controls on every page' },
      ],
    },
    {
      name: 'items',
      label: 'Menu',
      type: 'array',
      admin: {
        description: 'Six live items show when six or more are live, otherwise five; the rest go under "More".',
        initCollapsed: true,
      },
      fields: itemFields(1),
    },
  ],
}
