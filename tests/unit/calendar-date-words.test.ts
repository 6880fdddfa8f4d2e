import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { describe, expect, it } from 'vitest'
import { addDaysToDate, formatDateLong, formatDateShort } from '@/domain/calendar/business-date'
import { dateInShortWords, dateInWords } from '@/domain/calendar/date-words'
import { formatIstDateTime, formatIstDateTimeLong, formatIstRange, formatIstTime } from '@/domain/calendar/ist-format'

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

// The instants' words (no date library either) against date-fns's formatting in Asia/Kolkata: every 97 minutes over two
// years, so every clock time of the day comes round on many dates, both sides of midnight.
describe('instants in India', () => {
  const referee = (instant: Date, pattern: string) => format(new TZDate(instant.getTime(), 'Asia/Kolkata'), pattern)

  it('say what date-fns says for Asia/Kolkata', () => {
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2028, 0, 1); t += 97 * 60_000) {
      const instant = new Date(t)
      expect(formatIstDateTime(instant)).toBe(`${referee(instant, 'd MMM yyyy, HH:mm')} IST`)
      expect(formatIstDateTimeLong(instant)).toBe(`${referee(instant, 'EEEE, d MMMM yyyy, HH:mm')} IST`)
      expect(formatIstTime(instant)).toBe(referee(instant, 'HH:mm'))
    }
  })

  it('name one date for a range within a day and both for a range over midnight', () => {
    expect(formatIstRange(new Date('2026-12-14T03:30:00Z'), new Date('2026-12-14T13:30:00Z'))).toBe(
      'Monday, 14 December 2026, 09:00–19:00 IST',
    )
    expect(formatIstRange(new Date('2026-12-14T15:30:00Z'), new Date('2026-12-14T19:30:00Z'))).toBe(
      'Monday, 14 December 2026, 21:00 – Tuesday, 15 December 2026, 01:00 IST',
    )
  })
})
