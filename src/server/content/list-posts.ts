import type { Post } from '@/payload-types'
import { getPayloadClient } from '../payload'

export async function listPosts(): Promise<Post[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'posts', sort: '-publishedAt', limit: 0, pagination: false, depth: 1 })
  return docs
}
