import { cache } from 'react'
import type { PostModel } from '@/domain/content/views'
import { getPayloadClient } from '../payload'
import { toPost } from './to-post'

export const getPostBySlug = cache(async (slug: string): Promise<PostModel | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'posts', where: { slug: { equals: slug } }, limit: 1, depth: 1 })
  return docs[0] ? toPost(docs[0]) : null
})
