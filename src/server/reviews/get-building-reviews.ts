import { cache } from 'react'
import type { PlaceReviews } from '@/domain/reviews/types'
import { getPlaceReviews } from './get-place-reviews'

/**
 * The building's reviews for the rating summary and the reviews section, or null when there is nothing to show:
 * no place id, no reviews ('No reviews available for this placeId'), or the reviews source failed. Spec section 8:
 * a reviews failure is logged only, so the page renders without them.
 */
export const getBuildingReviews = cache(async (placeId: string | null | undefined): Promise<PlaceReviews | null> => {
  if (!placeId?.trim()) return null
  try {
    const reviews = await getPlaceReviews(placeId)
    return reviews.message || reviews.user_ratings_total < 1 || reviews.avgRating <= 0 ? null : reviews
  } catch (error) {
    console.error(`Could not load the reviews of place ${placeId}`, error)
    return null
  }
})
