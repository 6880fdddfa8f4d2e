import type { PostSummary } from '@/domain/content/views'
import { getPayloadClient } from '../payload'
import { toPostSummary } from './to-post'

/** Every post, newest first. */
export async function listPosts(): Promise<PostSummary[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'posts', sort: '-publishedAt', limit: 0, pagination: false, depth: 1 })
  return docs.map(toPostSummary)
}
