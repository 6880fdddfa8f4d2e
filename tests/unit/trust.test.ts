import { describe, expect, it } from 'vitest'
import { averageRating, pickTestimonials, roundedCount, type TrustReview } from '@/domain/content/trust'

// The home page's trust block: testimonials from members' reviews, and the counts beside them.

const LONG = 'The Wi-Fi has not dropped once in three months and the reception team handles our couriers.'
const review = (building: string, rating: number, daysAgo: number, text = LONG): TrustReview => ({
  authorName: `Member of ${building}`,
  rating,
  text,
  publishedAt: new Date(Date.UTC(2026, 10, 24) - daysAgo * 86_400_000),
  building: { name: building, href: `/bangalore/${building}/` },
})

describe('pickTestimonials', () => {
  it('takes the newest 5-star reviews of readable length, one per building', () => {
    const picked = pickTestimonials([
      review('a', 5, 30),
      review('b', 4, 1),
      review('a', 5, 2),
      review('c', 5, 3, 'Great.'),
      review('d', 5, 4, `${LONG} ${LONG} ${LONG}`),
      review('e', 5, 10),
      review('f', 5, 20),
    ])
    expect(picked.map((r) => [r.building.name, r.publishedAt.getUTCDate()])).toEqual([
      ['a', 22],
      ['e', 14],
      ['f', 4],
    ])
  })

  it('gives none without 5-star reviews', () => {
    expect(pickTestimonials([review('a', 4, 1)])).toEqual([])
  })
})

describe('the counts', () => {
  it('averages the ratings to one decimal', () => {
    expect(averageRating([5, 4, 4])).toBe(4.3)
    expect(averageRating([])).toBeNull()
  })

  it('rounds large counts down with a plus', () => {
    expect(roundedCount(12_000)).toBe('12,000+')
    expect(roundedCount(12_345)).toBe('12,000+')
    expect(roundedCount(450)).toBe('400+')
    expect(roundedCount(42)).toBe('42')
  })
})
