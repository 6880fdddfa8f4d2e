import { MAX_REVIEWS, noReviews, roundRating, type PlaceReviews, type ReviewsProvider } from './types'
import { relativeTimeDescription } from './relative-time'

// The built-in default: reviews kept in our own database per building (the admin's Reviews collection).
// Reading them is src/server/reviews' job; this adapter only turns them into the place-reviews shape.

export interface StoredReview {
  authorName: string
  rating: number
  text: string
  publishedAt: Date
}

export interface StoredPlaceReviews {
  /** Every published rating of the place's building, for the mean and the count. */
  ratings: number[]
  /** The newest published reviews, newest first. */
  latest: StoredReview[]
}

export type LoadStoredReviews = (placeId: string, limit: number) => Promise<StoredPlaceReviews>

export function createStoredReviewsProvider(load: LoadStoredReviews, now: () => Date = () => new Date()): ReviewsProvider {
  return {
    name: 'database',
    async getPlaceReviews(placeId: string): Promise<PlaceReviews> {
      const { ratings, latest } = await load(placeId, MAX_REVIEWS)
      if (ratings.length === 0) return noReviews()
      const at = now()
      return {
        avgRating: roundRating(ratings.reduce((sum, r) => sum + r, 0) / ratings.length),
        user_ratings_total: ratings.length,
        reviews: latest.slice(0, MAX_REVIEWS).map((r) => ({
          author_name: r.authorName,
          rating: r.rating,
          text: r.text,
          time: Math.floor(r.publishedAt.getTime() / 1000),
          relative_time_description: relativeTimeDescription(r.publishedAt, at),
        })),
      }
    },
  }
}
