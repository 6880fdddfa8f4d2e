// The home page's 'trust' block: how many members, buildings, seats and reviews the site has, and a few testimonials
// taken from the reviews members left (published ones only; the operators moderate them in the admin).

export interface TrustReview {
  authorName: string
  rating: number
  text: string
  publishedAt: Date
  building: { name: string; href: string }
}

export interface TrustFacts {
  /** From the admin (Site settings); null: not shown. */
  members: number | null
  cities: number
  buildings: number
  seats: number
  reviews: number
  /** The mean of every published rating, one decimal; null without reviews. */
  averageRating: number | null
}

export interface TrustModel {
  facts: TrustFacts
  testimonials: TrustReview[]
}

/** A testimonial is short enough to read at a glance. */
export const TESTIMONIAL_MAX_CHARS = 240

/**
 * The testimonials: the newest 5-star reviews of readable length, one per building (so no building speaks for the
 * brand twice), at most `count`.
 */
export function pickTestimonials(reviews: readonly TrustReview[], count = 3): TrustReview[] {
  const picked: TrustReview[] = []
  const seen = new Set<string>()
  const newestFirst = [...reviews].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
  for (const review of newestFirst) {
    if (picked.length >= count) break
    const text = review.text.trim()
    if (review.rating < 5 || text.length < 40 || text.length > TESTIMONIAL_MAX_CHARS || seen.has(review.building.href)) continue
    seen.add(review.building.href)
    picked.push({ ...review, text })
  }
  return picked
}

export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null
  return Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10
}

/** '12,000+' for a member count: rounded down to a thousand above 1,000, to a hundred above 100. */
export function roundedCount(n: number): string {
  const step = n >= 1000 ? 1000 : n >= 100 ? 100 : 1
  const rounded = Math.floor(n / step) * step
  return `${rounded.toLocaleString('en-IN')}${rounded < n || step > 1 ? '+' : ''}`
}
