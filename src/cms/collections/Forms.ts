import type { CollectionConfig } from 'payload'
import { publicContent } from '../access'
import { slugField } from '../fields/slug'
import { revalidateEverywhere, revalidateEverywhereAfterDelete } from '../hooks/revalidate'

export const FORM_FIELD_TYPES = ['text', 'email', 'phone', 'email-or-phone', 'select', 'number', 'textarea', 'checkbox'] as const

// A form the site renders from data. Field names follow the product's dynamic-form contract:
// name, customName, type, key, value, pattern, message, column, dependentOn, dependentFor.
export const Forms: CollectionConfig = {
  slug: 'forms',
  access: publicContent,
  admin: { useAsTitle: 'title', group: 'Enquiries', defaultColumns: ['title', 'handle', 'updatedAt'] },
  hooks: { afterChange: [revalidateEverywhere], afterDelete: [revalidateEverywhereAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('handle', 'title', { admin: { position: 'sidebar', description: 'lead-form is the "Get in touch" form.' } }),
    { name: 'description', type: 'textarea' },
    { name: 'submitLabel', type: 'text', required: true, defaultValue: 'Submit' },
    {
      name: 'fields',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, admin: { description: 'The submitted key, e.g. full_name.' } },
            { name: 'customName', type: 'text', required: true, label: 'Label' },
            { name: 'type', type: 'select', required: true, options: [...FORM_FIELD_TYPES] },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'required', type: 'checkbox', defaultValue: false },
            {
              name: 'column',
              type: 'select',
              defaultValue: 'full',
              options: [
                { label: 'Full width', value: 'full' },
                { label: 'Half width', value: 'half' },
              ],
            },
            { name: 'placeholder', type: 'text' },
            { name: 'value', type: 'text', admin: { description: 'Default value.' } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'pattern', type: 'text', admin: { description: 'Regular expression the value must match (email fields need one).' } },
            { name: 'message', type: 'text', admin: { description: 'Shown when the pattern does not match.' } },
          ],
        },
        {
          name: 'allowedKinds',
          type: 'select',
          hasMany: true,
          options: [
            { label: 'Email', value: 'email' },
            { label: 'Phone', value: 'phone' },
          ],
          admin: { condition: (_, sibling) => sibling?.type === 'email-or-phone', description: 'What an email-or-phone field accepts.' },
        },
        {
          name: 'options',
          type: 'array',
          admin: { condition: (_, sibling) => sibling?.type === 'select' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'value', type: 'text', required: true },
              ],
            },
          ],
        },
        {
          name: 'validations',
          type: 'array',
          admin: {
            description: 'Extra rules: a key (minLength, maxLength, min, max, pattern) with a number value or a pattern, and the message.',
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'key',
                  type: 'select',
                  required: true,
                  options: ['minLength', 'maxLength', 'min', 'max', 'pattern'].map((v) => ({ label: v, value: v })),
                },
                { name: 'value', type: 'number' },
                { name: 'pattern', type: 'text' },
                { name: 'message', type: 'text', required: true },
              ],
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'dependentOn', type: 'text', admin: { description: 'Show only when this other field (its name) …' } },
            { name: 'dependentFor', type: 'text', hasMany: true, admin: { description: '… has one of these values.' } },
          ],
        },
      ],
    },
  ],
}
