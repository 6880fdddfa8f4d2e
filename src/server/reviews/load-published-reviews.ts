import type { Where } from 'payload'
import type { StoredPlaceReviews } from '@/integrations/reviews'
import { getPayloadClient } from '../payload'

/** Published reviews of the live building(s) with this Google place id: all ratings, and the newest few in full. */
export async function loadPublishedReviews(placeId: string, limit: number): Promise<StoredPlaceReviews> {
  const payload = await getPayloadClient()
  const where: Where = {
    and: [{ isPublished: { equals: true } }, { 'building.googlePlaceId': { equals: placeId } }, { 'building.isLive': { equals: true } }],
  }
  const [all, latest] = await Promise.all([
    payload.find({ collection: 'reviews', where, depth: 0, limit: 0, pagination: false, select: { rating: true } }),
    payload.find({
      collection: 'reviews',
      where,
      depth: 0,
      limit,
      sort: ['-publishedAt', '-id'],
      select: { authorName: true, rating: true, text: true, publishedAt: true },
    }),
  ])
  return {
    ratings: all.docs.map((r) => r.rating),
    latest: latest.docs.map((r) => ({ authorName: r.authorName, rating: r.rating, text: r.text, publishedAt: new Date(r.publishedAt) })),
  }
}
