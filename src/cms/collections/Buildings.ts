import type { CollectionConfig } from 'payload'
import { INDIAN_STATES } from '@/domain/geo/indian-states'
import { publicContent } from '../access'
import { hrefField } from '../fields/link'
import { metaField } from '../fields/meta'
import { paiseField } from '../fields/money'
import { slugField } from '../fields/slug'
import { revalidateEverywhere, revalidateEverywhereAfterDelete } from '../hooks/revalidate'

export const Buildings: CollectionConfig = {
  slug: 'buildings',
  access: publicContent,
  admin: {
    useAsTitle: 'name',
    group: 'Locations',
    defaultColumns: ['name', 'buildingCode', 'city', 'micromarket', 'isLive'],
    listSearchableFields: ['name', 'buildingCode', 'slug'],
  },
  hooks: { afterChange: [revalidateEverywhere], afterDelete: [revalidateEverywhereAfterDelete] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Building',
          fields: [
            // Indexed: the admin's list sorts by name, a page of 10 at a time (at 2,000 buildings 60 ms a page without
            // the index, 22 ms with it; `npm run bench -- --scale`).
            { name: 'name', type: 'text', required: true, index: true },
            {
              type: 'row',
              fields: [
                {
                  name: 'buildingCode',
                  type: 'text',
                  required: true,
                  unique: true,
                  index: true,
                  admin: { description: 'Catalogue code, e.g. BLR-IND-01.' },
                },
                { name: 'googlePlaceId', type: 'text', admin: { description: 'Place id used for reviews and directions.' } },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'city', type: 'relationship', relationTo: 'cities', required: true, index: true },
                {
                  name: 'micromarket',
                  type: 'relationship',
                  relationTo: 'micromarkets',
                  required: true,
                  index: true,
                  filterOptions: ({ data }) => (data?.city ? { city: { equals: data.city } } : true),
                },
              ],
            },
            { name: 'description', type: 'textarea' },
            {
              type: 'row',
              fields: [
                { name: 'floors', type: 'number', min: 1 },
                { name: 'seats', type: 'number', min: 1 },
              ],
            },
            { name: 'amenities', type: 'relationship', relationTo: 'amenities', hasMany: true },
          ],
        },
        {
          label: 'Address and contact',
          fields: [
            {
              name: 'address',
              type: 'group',
              fields: [
                { name: 'buildingName', type: 'text', required: true },
                { name: 'line1', type: 'text', required: true },
                { name: 'line2', type: 'text' },
                {
                  type: 'row',
                  fields: [
                    { name: 'city', type: 'text', required: true },
                    {
                      name: 'stateCode',
                      type: 'select',
                      required: true,
                      options: INDIAN_STATES.map((s) => ({ label: s.name, value: s.code })),
                    },
                    {
                      name: 'pinCode',
                      type: 'text',
                      required: true,
                      validate: (value: string | null | undefined) =>
                        value && /^[1-9]\d{5}$/.test(value) ? true : 'A PIN code has 6 digits.',
                    },
                  ],
                },
              ],
            },
            {
              name: 'location',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
                    { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
                  ],
                },
              ],
            },
            { name: 'contactNumber', type: 'text', admin: { description: 'Shown on the building page as a tap-to-call link.' } },
            {
              name: 'utilityBill',
              type: 'upload',
              relationTo: 'media',
              admin: {
                description:
                  'A recent electricity or water bill of the building (PNG or JPEG scan): goes into the document pack of virtual-office members who register a company or GST here.',
              },
            },
            { ...hrefField('what3wordsLink', false), label: 'what3words link' },
            {
              ...hrefField('virtualTourLink', false),
              admin: { description: '3D tour links open in the tour dialog; links from other hosts open /building/virtual-tour/{slug}.' },
            },
          ],
        },
        {
          label: 'Gallery',
          fields: [
            {
              name: 'gallery',
              type: 'array',
              labels: { singular: 'Slide', plural: 'Slides' },
              admin: { description: 'Hero carousel, in order. A video slide shows its image until the video plays.' },
              fields: [
                {
                  name: 'type',
                  type: 'select',
                  required: true,
                  defaultValue: 'image',
                  options: [
                    { label: 'Image', value: 'image' },
                    { label: 'Video', value: 'video' },
                  ],
                },
                { name: 'image', type: 'upload', relationTo: 'media', required: true },
                {
                  name: 'video',
                  type: 'upload',
                  relationTo: 'media',
                  filterOptions: { mimeType: { contains: 'video' } },
                  admin: { condition: (_, sibling) => sibling?.type === 'video' },
                },
                {
                  name: 'videoUrl',
                  type: 'text',
                  admin: { condition: (_, sibling) => sibling?.type === 'video', description: 'Or an external video address.' },
                  validate: (value: string | null | undefined, { siblingData }: { siblingData: { type?: string; video?: unknown } }) => {
                    if (siblingData?.type !== 'video') return true
                    if (!value && !siblingData.video) return 'A video slide needs a video file or a video address.'
                    if (value && !/^(https?:\/\/|\/)/.test(value)) return 'Start with https:// or /.'
                    return true
                  },
                },
              ],
            },
          ],
        },
        {
          label: 'Products',
          description: 'Switch off a product here to hide its price and booking on this building.',
          fields: [
            {
              ...paiseField('privateOfficeFromPrice', 'Private office from, per seat per month', false),
              admin: {
                description:
                  "The lowest private-office price here, per seat per month, in paise (₹8,499.00 is 849900): the building page's private-office card and the city page's card say 'from' it. Empty: 'Price on request'.",
                step: 100,
              },
            },
            { name: 'isDayPassDisabled', type: 'checkbox', defaultValue: false, label: 'Day pass disabled' },
            { name: 'isConfRoomDisabled', type: 'checkbox', defaultValue: false, label: 'Conference rooms disabled' },
            { name: 'isVirtualOfficeDisabled', type: 'checkbox', defaultValue: false, label: 'Virtual office disabled' },
            { name: 'products', type: 'join', collection: 'products', on: 'building' },
            { name: 'reviews', type: 'join', collection: 'reviews', on: 'building' },
          ],
        },
        { label: 'SEO', fields: [metaField] },
      ],
    },
    slugField('slug', 'name', { admin: { position: 'sidebar', description: 'The page lives at /{city}/{slug}.' } }),
    { name: 'isLive', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar', description: 'Hidden buildings have no page.' } },
  ],
}
