import { formatRating, ratingLabel, reviewCountLabel } from '@/domain/reviews/rating'
import type { PlaceReviews } from '@/domain/reviews/types'
import { Stars } from './Stars'

const LINE = 'mt-2 flex h-6 items-center gap-2 text-sm text-slate-700'

/**
 * The rating next to the building name: stars, the average with one decimal and the review count, which jumps to the
 * reviews section. Renders nothing without reviews or when they fail to load (spec section 8: logged only).
 */
export function RatingSummary({ reviews }: { reviews: PlaceReviews | null }) {
  if (!reviews) return null
  return (
    <p className={LINE} data-rating-summary="">
      <span className="sr-only">{ratingLabel(reviews.avgRating)} from </span>
      <Stars rating={reviews.avgRating} label={false} className="text-base" />
      <span aria-hidden="true" className="font-semibold text-slate-900">
        {formatRating(reviews.avgRating)}
      </span>
      <a href="#reviews" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
        {reviewCountLabel(reviews.user_ratings_total)}
      </a>
    </p>
  )
}
