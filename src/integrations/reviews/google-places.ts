import { z } from 'zod'
import { MAX_REVIEWS, noReviews, roundRating, type PlaceReviews, type ReviewsProvider } from './types'

// Google Places, Place Details (the JSON web service) by place id: its answer already carries rating,
// user_ratings_total and reviews in the shape the spec names. Selected when GOOGLE_PLACES_API_KEY is set.

export const PLACE_DETAILS_URL = 'https://maps.googleapis.com/maps/api/place/details/json'

const googleReview = z.object({
  author_name: z.string(),
  rating: z.number(),
  text: z.string().optional().default(''),
  time: z.number(),
  relative_time_description: z.string().optional().default(''),
})

const placeDetailsAnswer = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  result: z
    .object({
      rating: z.number().optional(),
      user_ratings_total: z.number().int().optional(),
      reviews: z.array(googleReview).optional(),
    })
    .optional(),
})

/** Statuses that mean 'this place has nothing to show', not 'the call failed'. */
const EMPTY_STATUSES = new Set(['ZERO_RESULTS', 'NOT_FOUND', 'INVALID_REQUEST'])

export interface GooglePlacesOptions {
  apiKey: string
  /** Injected in tests; the real one by default. */
  fetch?: typeof fetch
  language?: string
  timeoutMs?: number
}

export function createGooglePlacesProvider({
  apiKey,
  fetch: fetchImpl = fetch,
  language = 'en',
  timeoutMs = 5_000,
}: GooglePlacesOptions): ReviewsProvider {
  return {
    name: 'google-places',
    async getPlaceReviews(placeId: string): Promise<PlaceReviews> {
      const url = new URL(PLACE_DETAILS_URL)
      url.search = new URLSearchParams({
        place_id: placeId,
        fields: 'rating,user_ratings_total,reviews',
        reviews_sort: 'newest',
        language,
        key: apiKey,
      }).toString()
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), next: { revalidate: 3_600 } })
      if (!response.ok) throw new Error(`Google Places answered HTTP ${response.status}`)
      const answer = placeDetailsAnswer.parse(await response.json())
      if (EMPTY_STATUSES.has(answer.status)) return noReviews()
      if (answer.status !== 'OK')
        throw new Error(`Google Places answered ${answer.status}${answer.error_message ? `: ${answer.error_message}` : ''}`)
      const result = answer.result ?? {}
      const reviews = [...(result.reviews ?? [])].sort((a, b) => b.time - a.time).slice(0, MAX_REVIEWS)
      const total = result.user_ratings_total ?? reviews.length
      if (total === 0 || result.rating === undefined) return noReviews()
      return {
        avgRating: roundRating(result.rating),
        user_ratings_total: total,
        reviews: reviews.map((r) => ({
          author_name: r.author_name,
          rating: r.rating,
          text: r.text,
          time: r.time,
          relative_time_description: r.relative_time_description,
        })),
      }
    },
  }
}
