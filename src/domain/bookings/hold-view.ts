import { dateInShortWords, dateInWords } from '@/domain/calendar/date-words'

// A conference-room hold as the browser keeps it (POST /api/shop/check-for-booking's answer), and what the countdown
// of a hold says. The countdown shows minutes and seconds, but tells a screen reader only once a minute (aria-live
// polite): a voice reading every second would drown everything else out.

export interface HoldView {
  reservationId: string
  conferenceRoomId: string
  /** ISO instant. */
  holdExpiresAt: string
  room: { id: string; name: string; seats: number }
  building: string
  date: string
  startTime: string
  endTime: string
  durationMinutes: number
  hourlyPricePaise: number | null
}

export const HOLD_LAPSED_MESSAGE =
  'Your hold has lapsed and the slot is free for others again. Hold it again if it is still free, or choose another time.'

export interface Countdown {
  secondsLeft: number
  /** 'mm:ss' for the visible timer. */
  clock: string
  /** What a screen reader is told; changes only when the whole minutes left change (and at the lapse). */
  announcement: string
  lapsed: boolean
}

export function holdCountdown(expiresAt: Date, now: Date): Countdown {
  const secondsLeft = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000))
  const clock = `${String(Math.floor(secondsLeft / 60)).padStart(2, '0')}:${String(secondsLeft % 60).padStart(2, '0')}`
  if (secondsLeft === 0) return { secondsLeft, clock, announcement: HOLD_LAPSED_MESSAGE, lapsed: true }
  const minutes = Math.ceil(secondsLeft / 60)
  const announcement = minutes <= 1 ? 'Your hold ends in less than a minute.' : `Your hold ends in ${minutes} minutes.`
  return { secondsLeft, clock, announcement, lapsed: false }
}

/** 'Tuesday, 15 December 2026, 10:00–11:30 (90 minutes)' */
export function describeSlot(hold: Pick<HoldView, 'date' | 'startTime' | 'endTime' | 'durationMinutes'>, short = false): string {
  const day = short ? dateInShortWords(hold.date) : dateInWords(hold.date)
  return `${day}, ${hold.startTime}–${hold.endTime} (${formatDuration(hold.durationMinutes)})`
}

/** 30 → '30 minutes', 60 → '1 hour', 90 → '1 hour 30 minutes', 120 → '2 hours'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const h = hours === 0 ? '' : `${hours} hour${hours === 1 ? '' : 's'}`
  const m = rest === 0 ? '' : `${rest} minute${rest === 1 ? '' : 's'}`
  return [h, m].filter(Boolean).join(' ')
}
