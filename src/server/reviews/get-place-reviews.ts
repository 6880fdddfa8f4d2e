import { cache } from 'react'
import { selectReviewsProvider, type PlaceReviews, type ReviewsProvider } from '@/integrations/reviews'
import { cachedAnswer } from '../cache/answer-cache'
import { loadPublishedReviews } from './load-published-reviews'

let provider: ReviewsProvider | undefined

const loadPlaceReviews = cachedAnswer('place-reviews', async (placeId: string): Promise<PlaceReviews> => {
  provider ??= selectReviewsProvider(loadPublishedReviews)
  return provider.getPlaceReviews(placeId)
})

/**
 * Rating summary and newest reviews of a place (a building's googlePlaceId), from Google Places when configured,
 * else from our database. Server components call this directly; GET /api/maps/place answers with it as it stands.
 */
export const getPlaceReviews = cache(async (placeId: string): Promise<PlaceReviews> => loadPlaceReviews(placeId.trim()))
