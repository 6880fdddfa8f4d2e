import { describe, expect, it } from 'vitest'
import { addDaysToDate, formatDateLong, formatDateShort } from '@/domain/calendar/business-date'
import { dateInShortWords, dateInWords } from '@/domain/calendar/date-words'

// The cart's date words (no date library) say exactly what business-date's date-fns formats say, on every day of
// four years (a leap year among them), and refuse what is not a date.

describe('date words', () => {
  it('match formatDateLong and formatDateShort on every day from 2026 to 2029', () => {
    for (let date = '2026-01-01'; date < '2030-01-01'; date = addDaysToDate(date, 1)) {
      expect(dateInWords(date)).toBe(formatDateLong(date))
      expect(dateInShortWords(date)).toBe(formatDateShort(date))
    }
  })

  it('reads a few dates as a person would', () => {
    expect(dateInWords('2026-12-11')).toBe('Friday, 11 December 2026')
    expect(dateInWords('2028-02-29')).toBe('Tuesday, 29 February 2028')
    expect(dateInShortWords('2027-01-01')).toBe('1 Jan 2027')
  })

  it('refuses what is not a date', () => {
    expect(() => dateInWords('11/12/2026')).toThrow(RangeError)
  })
})
