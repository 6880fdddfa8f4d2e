import { dateInShortWords, dateInWords } from './date-words'

// Instants as a customer in India reads them: deadlines on the confirmation page, times in emails and calendar invites.
// Always with 'IST' so nobody mistakes them for their own time zone when abroad.
// Plain arithmetic, no date library: India keeps one offset all year (UTC+05:30, no daylight saving), and the account
// and order pages that show these carry no date-fns for them. tests/unit/calendar-date-words.test.ts holds the words to
// date-fns's own formatting in Asia/Kolkata.

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000

const two = (n: number) => String(n).padStart(2, '0')

/** The calendar date ('YYYY-MM-DD') and the clock ('HH:mm') in India at an instant. */
function ist(instant: Date): { date: string; time: string } {
  const t = new Date(instant.getTime() + IST_OFFSET_MS)
  return {
    date: `${String(t.getUTCFullYear()).padStart(4, '0')}-${two(t.getUTCMonth() + 1)}-${two(t.getUTCDate())}`,
    time: `${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`,
  }
}

/** '13 Dec 2026, 10:00 IST' */
export function formatIstDateTime(instant: Date): string {
  const { date, time } = ist(instant)
  return `${dateInShortWords(date)}, ${time} IST`
}

/** 'Sunday, 13 December 2026, 10:00' (without the zone). */
function longDateTime(instant: Date): string {
  const { date, time } = ist(instant)
  return `${dateInWords(date)}, ${time}`
}

/** 'Sunday, 13 December 2026, 10:00 IST' */
export function formatIstDateTimeLong(instant: Date): string {
  return `${longDateTime(instant)} IST`
}

/** '10:00' */
export function formatIstTime(instant: Date): string {
  return ist(instant).time
}

/** 'Monday, 14 December 2026, 09:00–19:00 IST'; a range over midnight names both dates. */
export function formatIstRange(start: Date, end: Date): string {
  if (ist(start).date === ist(end).date) return `${longDateTime(start)}–${formatIstTime(end)} IST`
  return `${longDateTime(start)} – ${longDateTime(end)} IST`
}
