import { formatRating, reviewCountLabel } from '@/domain/reviews/rating'
import type { PlaceReview, PlaceReviews } from '@/domain/reviews/types'
import { ServerMarkup } from '../ui/server-markup'
import { Stars } from './Stars'

/** How many of the newest reviews the page shows. */
const SHOWN = 6
/** Longer texts start clamped to a few lines, with a 'Read more' toggle (no script: a native details element). */
const CLAMP_FROM_CHARS = 220

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })

/**
 * The building page's reviews section: the rating summary and the newest reviews. Left out entirely when the building
 * has no reviews or they fail to load (spec section 8: a reviews failure is logged only).
 */
export function ReviewsSection({ reviews }: { reviews: PlaceReviews | null }) {
  if (!reviews) return null
  return (
    // Nothing here needs a script ('Read more' is a native details element): the browser keeps the server's markup.
    <ServerMarkup
      as="section"
      id="reviews"
      aria-labelledby="reviews-heading"
      className="mx-auto mt-12 max-w-7xl scroll-mt-24 px-4 sm:px-6"
      data-section="reviews"
    >
      <h2 id="reviews-heading" className="text-2xl font-semibold text-brand-900">
        Reviews
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <p className="text-4xl font-bold text-brand-950" aria-hidden="true">
          {formatRating(reviews.avgRating)}
        </p>
        <div>
          <Stars rating={reviews.avgRating} className="text-lg" />
          <p className="text-sm text-slate-600">Based on {reviewCountLabel(reviews.user_ratings_total)}</p>
        </div>
      </div>
      {reviews.reviews.length > 0 && (
        <ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {reviews.reviews.slice(0, SHOWN).map((review) => (
            <li key={`${review.author_name}-${review.time}`} className="flex">
              <Review review={review} />
            </li>
          ))}
        </ul>
      )}
    </ServerMarkup>
  )
}

function Review({ review }: { review: PlaceReview }) {
  const written = new Date(review.time * 1000)
  const text = review.text.trim()
  return (
    <article
      aria-label={`Review by ${review.author_name}`}
      className="group/review flex w-full flex-col rounded-2xl border border-slate-200 bg-sand-50 p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-slate-900">{review.author_name}</p>
        <time dateTime={written.toISOString()} title={dateFormat.format(written)} className="text-sm text-slate-600">
          {review.relative_time_description || dateFormat.format(written)}
        </time>
      </header>
      <Stars rating={review.rating} className="mt-2 text-sm" />
      {text && (
        <p className="mt-3 line-clamp-5 text-sm leading-6 whitespace-pre-line text-slate-700 group-has-[details[open]]/review:line-clamp-none">
          {text}
        </p>
      )}
      {text.length > CLAMP_FROM_CHARS && (
        <details className="group/more mt-2 text-sm">
          <summary className="cursor-pointer list-none font-medium text-brand-700 underline underline-offset-4 [&::-webkit-details-marker]:hidden">
            <span className="group-open/more:hidden">Read more</span>
            <span className="hidden group-open/more:inline">Show less</span>
          </summary>
        </details>
      )}
    </article>
  )
}
