import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'
import { publicContent } from '../access'
import { metaField } from '../fields/meta'
import { slugField } from '../fields/slug'
import { revalidatePaths } from '../hooks/revalidate'

const revalidatePost: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const slugs = [doc.slug, previousDoc?.slug].filter((s): s is string => typeof s === 'string')
  await revalidatePaths(req, [{ path: '/blogs' }, ...[...new Set(slugs)].map((s) => ({ path: `/blogs/${s}` }))])
  return doc
}

export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  access: publicContent,
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'author', 'publishedAt'] },
  defaultSort: '-publishedAt',
  hooks: { afterChange: [revalidatePost] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('slug', 'title', { admin: { position: 'sidebar', description: 'The post lives at /blogs/{slug}.' } }),
    { name: 'publishedAt', type: 'date', required: true, index: true, admin: { position: 'sidebar' } },
    { name: 'author', type: 'text', required: true },
    { name: 'excerpt', type: 'textarea', required: true, maxLength: 300 },
    { name: 'coverImage', type: 'upload', relationTo: 'media' },
    { name: 'tags', type: 'text', hasMany: true },
    { name: 'content', type: 'richText', required: true },
    metaField,
  ],
}
