import type { CollectionConfig } from 'payload'
import { publicContent } from '../access'
import { paiseField } from '../fields/money'
import { slugField } from '../fields/slug'
import { revalidateEverywhere, revalidateEverywhereAfterDelete } from '../hooks/revalidate'

export const VoPlans: CollectionConfig = {
  slug: 'vo-plans',
  labels: { singular: 'Virtual-office plan', plural: 'Virtual-office plans' },
  access: publicContent,
  admin: { useAsTitle: 'title', group: 'Catalogue', defaultColumns: ['title', 'handle', 'basePrice'] },
  defaultSort: 'sortOrder',
  hooks: { afterChange: [revalidateEverywhere], afterDelete: [revalidateEverywhereAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('handle', 'title', { admin: { position: 'sidebar', description: 'e.g. business-address-vo-package' } }),
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'summary', type: 'textarea' },
    { name: 'features', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
    paiseField('basePrice', 'List price per month'),
    {
      name: 'variants',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'durationMonths', type: 'number', required: true, min: 1 },
            {
              name: 'title',
              type: 'text',
              admin: { description: 'Filled as "N Months" when empty.' },
              hooks: {
                beforeValidate: [
                  ({ value, siblingData }) => value || (siblingData?.durationMonths ? `${siblingData.durationMonths} Months` : value),
                ],
              },
            },
            { name: 'name', type: 'text', admin: { description: 'Internal variant name.' } },
          ],
        },
        {
          type: 'row',
          fields: [paiseField('discountedPrice', 'Price per month'), paiseField('strikeThroughPrice', 'Strike-through per month', false)],
        },
      ],
    },
  ],
}
