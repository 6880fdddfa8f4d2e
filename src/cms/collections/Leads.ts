import type { CollectionConfig } from 'payload'
import { LEAD_CHANNELS } from '@/domain/leads/context'
import { ENQUIRY_PRODUCTS } from '@/domain/leads/enquiry-products'
import { exportLeadsCsv } from '@/server/leads/export-leads-csv'
import { isOperator } from '../access'

// Enquiries left through the 'Get in touch' forms. Only the site's lead service creates them (POST /api/leads, with
// the local API); operators read, filter (city, building, product, date), follow up and export them as CSV.
const nobody = () => false

export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  access: { read: isOperator, create: nobody, update: isOperator, delete: isOperator },
  defaultSort: '-createdAt',
  admin: {
    group: 'Enquiries',
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'email', 'phone', 'product', 'city', 'building', 'status', 'createdAt'],
    listSearchableFields: ['fullName', 'email', 'phone', 'company'],
    description:
      'Enquiries from the site, newest first. Filter by city, building, product or date (Created at); export the filtered list as CSV.',
    components: { beforeListTable: ['/cms/components/ExportLeadsCsv#ExportLeadsCsv'] },
  },
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportLeadsCsv }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'fullName', type: 'text', admin: { readOnly: true } },
        { name: 'email', type: 'text', index: true, admin: { readOnly: true } },
        { name: 'phone', type: 'text', index: true, admin: { readOnly: true } },
        { name: 'company', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'product',
          type: 'select',
          index: true,
          options: ENQUIRY_PRODUCTS.map((p) => ({ label: p.label, value: p.value })),
          admin: { readOnly: true, description: 'What the visitor asked about.' },
        },
        { name: 'desks', type: 'text', admin: { readOnly: true } },
        { name: 'city', type: 'relationship', relationTo: 'cities', index: true, admin: { readOnly: true } },
        { name: 'building', type: 'relationship', relationTo: 'buildings', index: true, admin: { readOnly: true } },
      ],
    },
    { name: 'message', type: 'textarea', admin: { readOnly: true } },
    {
      name: 'visits',
      type: 'join',
      collection: 'reservations',
      on: 'lead',
      admin: { description: 'Building tours booked with this enquiry.', defaultColumns: ['reference', 'room', 'startsAt', 'status'] },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: [
        { label: 'New', value: 'new' },
        { label: 'Contacted', value: 'contacted' },
        { label: 'Closed', value: 'closed' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'notes', type: 'textarea', admin: { position: 'sidebar', description: 'For the team; never shown to the visitor.' } },
    {
      name: 'marketingConsent',
      type: 'checkbox',
      defaultValue: false,
      label: 'Agreed to marketing messages',
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'reference',
      type: 'text',
      required: true,
      unique: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Sent to the CRM as the idempotency key.' },
    },
    { name: 'form', type: 'relationship', relationTo: 'forms', admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'source',
      type: 'group',
      admin: { description: 'Where the enquiry came from.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'channel',
              type: 'select',
              index: true,
              defaultValue: 'form',
              options: LEAD_CHANNELS.map((c) => ({ label: c === 'chat' ? 'Chat assistant' : 'Form', value: c })),
              admin: { readOnly: true },
            },
            { name: 'pagePath', type: 'text', admin: { readOnly: true } },
            { name: 'pageType', type: 'text', admin: { readOnly: true } },
          ],
        },
        {
          type: 'row',
          fields: ['utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent'].map((name) => ({
            name,
            type: 'text' as const,
            admin: { readOnly: true },
          })),
        },
      ],
    },
    {
      name: 'answers',
      type: 'json',
      admin: { readOnly: true, description: 'Every answer as submitted, by field name.' },
    },
  ],
}
