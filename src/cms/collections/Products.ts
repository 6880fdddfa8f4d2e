import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { BUNDLE_CREDITS, PRODUCT_TYPES } from '@/domain/catalogue/product-types'
import { publicContent } from '../access'
import { relationId } from '../relation'
import { paiseField } from '../fields/money'
import { revalidateEverywhere, revalidateEverywhereAfterDelete } from '../hooks/revalidate'

// One sellable product per building, type, bundle size and plan: the database enforces it through productKey.
const setProductKey: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const merged = { ...originalDoc, ...data }
  data.productKey = [
    String(relationId(merged.building) ?? ''),
    merged.type,
    merged.type === 'BUNDLE' ? merged.creditsQuantity : '',
    merged.type === 'VIRTUAL_OFFICE' ? String(relationId(merged.voPlan) ?? '') : '',
  ].join(':')
  return data
}

export const Products: CollectionConfig = {
  slug: 'products',
  access: publicContent,
  admin: { useAsTitle: 'title', group: 'Catalogue', defaultColumns: ['title', 'type', 'building', 'isActive'] },
  hooks: { beforeValidate: [setProductKey], afterChange: [revalidateEverywhere], afterDelete: [revalidateEverywhereAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'select',
          required: true,
          index: true,
          options: PRODUCT_TYPES.map((t) => ({ label: t.replace('_', ' ').toLowerCase(), value: t })),
        },
        { name: 'building', type: 'relationship', relationTo: 'buildings', required: true, index: true },
      ],
    },
    {
      name: 'creditsQuantity',
      type: 'select',
      options: BUNDLE_CREDITS.map((c) => ({ label: `${c} credits`, value: String(c) })),
      admin: { condition: (data) => data?.type === 'BUNDLE' },
      validate: (value: string | null | undefined, { data }: { data: { type?: string } }) =>
        data?.type === 'BUNDLE' && !value ? 'A bundle has 5 or 10 credits.' : true,
    },
    {
      name: 'voPlan',
      type: 'relationship',
      relationTo: 'vo-plans',
      admin: { condition: (data) => data?.type === 'VIRTUAL_OFFICE' },
      validate: (value: unknown, { data }: { data: { type?: string } }) =>
        data?.type === 'VIRTUAL_OFFICE' && !value ? 'Choose the virtual-office plan.' : true,
    },
    {
      name: 'variants',
      type: 'array',
      required: true,
      minRows: 1,
      admin: {
        description:
          'The first variant is the headline price. Virtual-office variants are titled "N Months" with the price for the whole term.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', required: true },
            { name: 'durationMonths', type: 'number', min: 1, admin: { condition: (data) => data?.type === 'VIRTUAL_OFFICE' } },
            { name: 'seats', type: 'number', min: 1, admin: { condition: (data) => data?.type === 'CONFERENCE_ROOM' } },
          ],
        },
        { type: 'row', fields: [paiseField('price', 'Price'), paiseField('strikeThroughPrice', 'Strike-through price', false)] },
      ],
    },
    { name: 'isActive', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
    { name: 'productKey', type: 'text', unique: true, index: true, admin: { hidden: true } },
  ],
}
