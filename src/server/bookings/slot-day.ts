import { addDaysToDate, istInstant, type IsoDate } from '@/domain/calendar/business-date'
import { nextFreeSlots, openingHoursOn, type SlotDay, type SlotRange } from '@/domain/calendar/slots'
import type { BookableRoom, Sql } from './rooms'

// A room's day as the slot rules of src/domain/calendar/slots.ts take it: its hours (none on a holiday of the
// building's city or a national one), and its live holds and bookings.

/** A tour starts at least this long after it is booked, so the community team can be there. */
export const TOUR_NOTICE_MINUTES = 60

export interface HolidayOn {
  name: string
}

/** The holiday that closes the building's city on a date, if any (a city's own is named before a national one). */
export async function holidayOn(sql: Sql, room: Pick<BookableRoom, 'building'>, date: IsoDate): Promise<HolidayOn | null> {
  const { rows } = await sql.query<{ name: string }>(
    `SELECT h.name FROM holidays h LEFT JOIN cities c ON c.id = h.city_id
      WHERE h.date = $1 AND (h.city_id IS NULL OR c.handle = $2) ORDER BY (h.city_id IS NULL) LIMIT 1`,
    [date, room.building.cityHandle],
  )
  return rows[0] ?? null
}

export async function loadSlotDay(
  sql: Sql,
  room: BookableRoom,
  date: IsoDate,
  now: Date,
): Promise<SlotDay & { holiday: HolidayOn | null }> {
  const from = istInstant(date, 0)
  const to = istInstant(addDaysToDate(date, 1), 0)
  const [holiday, busy] = await Promise.all([
    holidayOn(sql, room, date),
    sql.query<{ starts_at: Date; ends_at: Date; expires_at: Date | null; status: string }>(
      `SELECT starts_at, ends_at, expires_at, status FROM reservations
        WHERE room_id = $1 AND status IN ('held', 'booked') AND during && tstzrange($2, $3, '[)')`,
      [room.id, from, to],
    ),
  ])
  return {
    date,
    hours: holiday ? null : openingHoursOn(room.weekly, date),
    slotMinutes: room.slotMinutes,
    maxDurationMinutes: room.maxDurationMinutes,
    busy: busy.rows.map((b) => ({ start: b.starts_at, end: b.ends_at, expiresAt: b.status === 'held' ? b.expires_at : null })),
    now,
    noticeMinutes: room.kind === 'tour' ? TOUR_NOTICE_MINUTES : 0,
    holiday,
  }
}

/** Days looked at, the refused one included, for the next free slots of a 409. */
const NEXT_SLOT_DAYS = 7

/** Up to `limit` free slots of the same length after a refused start: later that day first, then the following days. */
export async function findNextFreeSlots(
  sql: Sql,
  room: BookableRoom,
  date: IsoDate,
  after: Date,
  durationMinutes: number,
  now: Date,
  limit = 3,
): Promise<SlotRange[]> {
  const found: SlotRange[] = []
  for (let i = 0; i < NEXT_SLOT_DAYS && found.length < limit; i++) {
    const day = await loadSlotDay(sql, room, addDaysToDate(date, i), now)
    found.push(...nextFreeSlots(day, i === 0 ? after : new Date(0), durationMinutes, limit - found.length))
  }
  return found
}
