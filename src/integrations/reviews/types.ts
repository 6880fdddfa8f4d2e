import type { PlaceReviews } from '@/domain/reviews/types'

// The reviews adapters: each answers with the domain's PlaceReviews, whatever the source.

export type { PlaceReview, PlaceReviews } from '@/domain/reviews/types'

export interface ReviewsProvider {
  readonly name: 'database' | 'google-places'
  getPlaceReviews(placeId: string): Promise<PlaceReviews>
}

export const MAX_REVIEWS = 10
export const NO_REVIEWS_MESSAGE = 'No reviews available for this placeId'

export function noReviews(): PlaceReviews {
  return { avgRating: 0, user_ratings_total: 0, reviews: [], message: NO_REVIEWS_MESSAGE }
}

export function roundRating(value: number): number {
  return Math.round(value * 10) / 10
}
