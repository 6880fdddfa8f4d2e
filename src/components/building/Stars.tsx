import { MAX_RATING, ratingLabel, starFillPercent } from '@/domain/reviews/rating'

const ROW = '★'.repeat(MAX_RATING)

/**
 * Five stars filled to the rating (4.6 fills 92%). `label` false leaves the stars decorative when the text next to
 * them already says the rating; otherwise screen readers hear 'Rated 4.6 out of 5'.
 */
export function Stars({ rating, label = true, className = '' }: { rating: number; label?: boolean; className?: string }) {
  return (
    <span
      className={`relative inline-block w-fit shrink-0 leading-none tracking-[0.1em] ${className}`}
      {...(label ? { role: 'img', 'aria-label': ratingLabel(rating) } : { 'aria-hidden': true })}
    >
      <span className="text-slate-300">{ROW}</span>
      <span
        className="absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-accent-500"
        style={{ width: `${starFillPercent(rating)}%` }}
      >
        {ROW}
      </span>
    </span>
  )
}
