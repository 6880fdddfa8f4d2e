import { cache } from 'react'
import type { Post } from '@/payload-types'
import { getPayloadClient } from '../payload'

export const getPostBySlug = cache(async (slug: string): Promise<Post | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'posts', where: { slug: { equals: slug } }, limit: 1, depth: 1 })
  return docs[0] ?? null
})
