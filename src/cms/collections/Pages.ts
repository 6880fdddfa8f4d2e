import type { Block, CollectionAfterChangeHook, CollectionConfig } from 'payload'
import { publicContent } from '../access'
import { hrefField } from '../fields/link'
import { metaField } from '../fields/meta'
import { revalidatePaths } from '../hooks/revalidate'

export const PAGE_PATH_PATTERN = /^\/$|^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/

export const PAGE_KINDS = ['landing', 'product', 'company', 'policy', 'support', 'program', 'partner'] as const

const ContentBlock: Block = {
  slug: 'content',
  labels: { singular: 'Text section', plural: 'Text sections' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'body', type: 'richText', required: true },
  ],
}

const FaqBlock: Block = {
  slug: 'faq',
  labels: { singular: 'Questions and answers', plural: 'Questions and answers' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Frequently asked questions' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
  ],
}

const CtaBlock: Block = {
  slug: 'cta',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'label', type: 'text', required: true },
    hrefField('href'),
  ],
}

const revalidatePage: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const paths = [doc.path, previousDoc?.path].filter((p): p is string => typeof p === 'string')
  await revalidatePaths(
    req,
    [...new Set(paths)].map((path) => ({ path })),
  )
  return doc
}

export const Pages: CollectionConfig = {
  slug: 'pages',
  access: publicContent,
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'path', 'kind', 'updatedAt'],
    listSearchableFields: ['title', 'path'],
  },
  hooks: { afterChange: [revalidatePage] },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Where the page lives: / for home, /careers, /policies/privacy.' },
      hooks: {
        beforeValidate: [
          ({ value }) =>
            typeof value === 'string'
              ? '/' +
                value
                  .trim()
                  .toLowerCase()
                  .replace(/^\/+|\/+$/g, '')
              : value,
        ],
      },
      validate: (value: string | null | undefined) =>
        value && PAGE_PATH_PATTERN.test(value) ? true : 'A path like /careers or /policies/privacy.',
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'landing',
      options: PAGE_KINDS.map((k) => ({ label: k[0].toUpperCase() + k.slice(1), value: k })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'headerOptions',
      type: 'group',
      admin: { position: 'sidebar' },
      fields: [
        { name: 'noAuth', type: 'checkbox', defaultValue: false, label: 'Hide log-in controls' },
        { name: 'disableLogoLink', type: 'checkbox', defaultValue: false, label: 'Logo does not link home' },
      ],
    },
    {
      name: 'hero',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'subheading', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
    { name: 'layout', type: 'blocks', blocks: [ContentBlock, FaqBlock, CtaBlock] },
    metaField,
  ],
}
