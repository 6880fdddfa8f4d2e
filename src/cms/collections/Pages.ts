import type { Block, CollectionAfterChangeHook, CollectionConfig } from 'payload'
import { publicContent } from '../access'
import { hrefField } from '../fields/link'
import { metaField } from '../fields/meta'
import { paiseField } from '../fields/money'
import { PLAN_PRICE_SOURCES } from '@/domain/content/plans'
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

const PlansBlock: Block = {
  slug: 'plans',
  labels: { singular: 'Plan cards', plural: 'Plan cards' },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Compare plans' },
    { name: 'intro', type: 'textarea' },
    {
      name: 'plans',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      labels: { singular: 'Plan', plural: 'Plans' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            {
              name: 'audience',
              type: 'text',
              required: true,
              label: 'Who it is for',
              admin: { description: 'e.g. Freelancers who need a desk a few days a month.' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'priceSource',
              type: 'select',
              required: true,
              defaultValue: 'quote',
              label: 'Price',
              options: PLAN_PRICE_SOURCES.map(({ value, label }) => ({ value, label })),
              admin: { description: "Catalogue prices show 'from' the lowest live building's price and follow the products' prices." },
            },
            { ...paiseField('price', 'Price', false), admin: { condition: (_, sibling) => sibling?.priceSource === 'fixed', step: 100 } },
            {
              name: 'priceUnit',
              type: 'text',
              admin: { condition: (_, sibling) => sibling?.priceSource === 'fixed', description: "After the price, e.g. '/month'." },
            },
          ],
        },
        {
          name: 'included',
          type: 'array',
          labels: { singular: 'What is included', plural: 'What is included' },
          fields: [{ name: 'item', type: 'text', required: true }],
        },
        {
          type: 'row',
          fields: [
            { name: 'linkLabel', type: 'text', admin: { description: "The card's button, e.g. 'Book a day pass'." } },
            { ...hrefField('linkHref', false), admin: { condition: (_, sibling) => Boolean(sibling?.linkLabel) } },
          ],
        },
      ],
    },
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
    { name: 'layout', type: 'blocks', blocks: [ContentBlock, PlansBlock, FaqBlock, CtaBlock] },
    metaField,
  ],
}
