import { z } from 'zod'
import { createGooglePlacesProvider } from './google-places'
import { createStoredReviewsProvider, type LoadStoredReviews } from './stored'
import type { ReviewsProvider } from './types'

export { createGooglePlacesProvider } from './google-places'
export { createStoredReviewsProvider, type LoadStoredReviews, type StoredPlaceReviews, type StoredReview } from './stored'
export { MAX_REVIEWS, NO_REVIEWS_MESSAGE, type PlaceReview, type PlaceReviews, type ReviewsProvider } from './types'

const reviewsEnv = z.object({ GOOGLE_PLACES_API_KEY: z.string().trim().min(1).optional().catch(undefined) })

/** Google Places when GOOGLE_PLACES_API_KEY is set, else the reviews stored in our database. */
export function selectReviewsProvider(
  loadStored: LoadStoredReviews,
  environment: Record<string, string | undefined> = process.env,
): ReviewsProvider {
  const { GOOGLE_PLACES_API_KEY } = reviewsEnv.parse(environment)
  return GOOGLE_PLACES_API_KEY ? createGooglePlacesProvider({ apiKey: GOOGLE_PLACES_API_KEY }) : createStoredReviewsProvider(loadStored)
}
