// What the building page and GET /api/maps/place show about a place's reviews, whatever the source (the reviews
// adapters in src/integrations/reviews return it). Field names follow the spec (and Google's Place Details answer)
// so the answer needs no renaming.

export interface PlaceReview {
  author_name: string
  /** 1 to 5. */
  rating: number
  text: string
  /** When it was written, in unix seconds. */
  time: number
  /** e.g. 'a month ago', in English. */
  relative_time_description: string
}

export interface PlaceReviews {
  /** Mean rating, 1 decimal; 0 when there are none. */
  avgRating: number
  user_ratings_total: number
  /** Newest first, at most MAX_REVIEWS. */
  reviews: PlaceReview[]
  /** Present only when there are no reviews. */
  message?: string
}
