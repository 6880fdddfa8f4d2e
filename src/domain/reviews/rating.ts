// How a place's rating reads on the building page: '4.6', 'Rated 4.6 out of 5', '38 reviews'.

export const MAX_RATING = 5

/** The average with one decimal, always: 4 → '4.0', 4.25 → '4.3'. Out-of-range values are held to 0–5. */
export function formatRating(rating: number): string {
  return clampRating(rating).toFixed(1)
}

/** '1 review', '38 reviews', '1,204 reviews' (Indian digit grouping). */
export function reviewCountLabel(count: number): string {
  const n = Math.max(0, Math.trunc(count))
  return `${n.toLocaleString('en-IN')} ${n === 1 ? 'review' : 'reviews'}`
}

/** The accessible text of a star rating. */
export function ratingLabel(rating: number): string {
  return `Rated ${formatRating(rating)} out of ${MAX_RATING}`
}

/** How much of the five-star row is filled, in percent with one decimal, for the visual stars. */
export function starFillPercent(rating: number): number {
  return Math.round((clampRating(rating) / MAX_RATING) * 1000) / 10
}

function clampRating(rating: number): number {
  if (!Number.isFinite(rating)) return 0
  return Math.min(MAX_RATING, Math.max(0, Math.round(rating * 10) / 10))
}
