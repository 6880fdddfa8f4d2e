import type { IsoDate } from './business-date'

// A calendar date in words, without a date library: what the cart's first load shows ('Friday, 11 December 2026'),
// so the page carries no date-fns until its calendar opens. The same words as business-date's formatDateLong and
// formatDateShort (tests/unit/calendar-date-words.test.ts compares them day by day).

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
/** The months' names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

function parts(date: IsoDate): { year: number; month: number; day: number; weekday: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`)
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  return { year, month, day, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() }
}

/** 'Friday, 11 December 2026'. */
export function dateInWords(date: IsoDate): string {
  const { year, month, day, weekday } = parts(date)
  return `${WEEKDAY_NAMES[weekday]}, ${day} ${MONTH_NAMES[month - 1]} ${String(year).padStart(4, '0')}`
}

/** '11 Dec 2026'. */
export function dateInShortWords(date: IsoDate): string {
  const { year, month, day } = parts(date)
  return `${day} ${MONTH_NAMES[month - 1]!.slice(0, 3)} ${String(year).padStart(4, '0')}`
}
