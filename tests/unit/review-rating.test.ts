import { describe, expect, it } from 'vitest'
import { formatRating, ratingLabel, reviewCountLabel, starFillPercent } from '@/domain/reviews/rating'

describe('formatRating', () => {
  it.each([
    [4.6, '4.6'],
    [4, '4.0'],
    [4.25, '4.3'],
    [4.04, '4.0'],
    [5, '5.0'],
    [7, '5.0'],
    [-1, '0.0'],
    [Number.NaN, '0.0'],
  ])('%d → %s', (rating, text) => {
    expect(formatRating(rating)).toBe(text)
  })
})

describe('reviewCountLabel', () => {
  it.each([
    [1, '1 review'],
    [0, '0 reviews'],
    [38, '38 reviews'],
    [1204, '1,204 reviews'],
    [123456, '1,23,456 reviews'],
  ])('%i → %s', (count, text) => {
    expect(reviewCountLabel(count)).toBe(text)
  })
})

describe('ratingLabel', () => {
  it('reads the rating out of five with one decimal', () => {
    expect(ratingLabel(4.6)).toBe('Rated 4.6 out of 5')
    expect(ratingLabel(5)).toBe('Rated 5.0 out of 5')
  })
})

describe('starFillPercent', () => {
  it.each([
    [5, 100],
    [4.6, 92],
    [4.3, 86],
    [0, 0],
    [9, 100],
    [Number.NaN, 0],
  ])('%d → %d%%', (rating, percent) => {
    expect(starFillPercent(rating)).toBe(percent)
  })
})
