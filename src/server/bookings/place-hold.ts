import { randomBytes } from 'node:crypto'
import { BOOKING_HORIZON_DAYS, isWithinBookingWindow } from '@/domain/calendar/booking-window'
import { istInstant, type IsoDate } from '@/domain/calendar/business-date'
import { checkSlot, holdExpiresAt, type SlotRange } from '@/domain/calendar/slots'
import { inTransaction, type Transaction } from '../db/transaction'
import { HoldLimitError, HoldNotFoundError, isExclusionViolation, isHoldLimitViolation, SlotRefusedError, SlotTakenError } from './errors'
import { appSql, findRoom, type BookableRoom, type Sql } from './rooms'
import { findNextFreeSlots, loadSlotDay } from './slot-day'

// Places a hold on a room's slot (a conference room for 10 minutes, the customer then pays), or books a slot at once: a
// building tour (a visit) or a paid conference room moved to another time (a booking). The slot rules answer every refusal but one with its own message; whether someone else holds an
// overlapping slot is the database's to say: the exclusion constraint refuses the insert (23P01) however many requests
// race, and the refusal comes back with the next free slots. So is how many live holds a customer has: a trigger
// counts them under a lock per customer and refuses a third (HoldLimitError, 409), however many requests race.

export const NOT_BOOKABLE_MESSAGE = 'This room cannot be booked right now. Please choose another room.'
export const TOO_FAR_MESSAGE = `Slots can be booked up to ${BOOKING_HORIZON_DAYS} days ahead. Please choose an earlier date.`

export interface PlaceHoldInput {
  roomId: number
  date: IsoDate
  /** Minutes after midnight in India. */
  startMinute: number
  durationMinutes: number
  /** A customer's hold, a booking made at once (a rescheduled one, already paid for), or a visitor's tour (no customer). */
  kind: 'hold' | 'booking' | 'visit'
  customerId: number | null
  /** A visit's lead, written in the same transaction (see book-visit.ts). */
  leadId?: number | null
  /** The customer's own previous hold to release in the same transaction (choosing another slot in the cart). */
  replaces?: string | null
  now?: Date
}

export interface Reservation {
  reference: string
  roomId: number
  kind: 'hold' | 'booking' | 'visit'
  status: 'held' | 'booked' | 'lapsed' | 'cancelled'
  range: SlotRange
  expiresAt: Date | null
}

const newReference = (kind: PlaceHoldInput['kind']) => `${kind === 'visit' ? 'VIS' : 'HLD'}-${randomBytes(9).toString('base64url')}`

/** Marks the room's holds, and the customer's, that have lapsed by `now`, so the constraints no longer count them. */
async function lapseExpiredHolds(sql: Sql, roomId: number, customerId: number | null, now: Date): Promise<void> {
  await sql.query(
    `UPDATE reservations SET status = 'lapsed', updated_at = now()
      WHERE (room_id = $1 OR customer_id = $3) AND status = 'held' AND expires_at <= $2`,
    [roomId, now, customerId],
  )
}

/** The checks before the insert: the room can be booked, the date is within the horizon, the slot fits the rules. */
async function checkRequest(
  sql: Sql,
  room: BookableRoom | null,
  input: PlaceHoldInput,
  now: Date,
): Promise<{ room: BookableRoom; range: SlotRange }> {
  const wantedKind = input.kind === 'visit' ? 'tour' : 'meeting-room'
  if (!room || room.disabled || room.kind !== wantedKind) throw new SlotRefusedError('not-bookable', NOT_BOOKABLE_MESSAGE)
  if (!isWithinBookingWindow(input.date, now)) throw new SlotRefusedError('too-far', TOO_FAR_MESSAGE)
  const day = await loadSlotDay(sql, room, input.date, now)
  const check = checkSlot(day, input.startMinute, input.durationMinutes)
  if (check.ok) return { room, range: check.range }
  if (check.reason === 'taken') throw new SlotTakenError([])
  throw new SlotRefusedError(check.reason, check.message)
}

/** Inside a transaction: lapse, release what the hold replaces, check, insert. Throws SlotTakenError without next slots. */
export async function placeHoldIn(tx: Pick<Transaction, 'query'>, input: PlaceHoldInput, now: Date): Promise<Reservation> {
  await lapseExpiredHolds(tx, input.roomId, input.customerId, now)
  if (input.replaces) {
    const released = await tx.query(
      // A lapsed hold counts too: the browser's clock may have lapsed it a moment before or after the server's.
      `UPDATE reservations SET status = 'cancelled', updated_at = now()
        WHERE reference = $1 AND customer_id = $2 AND kind = 'hold' AND status IN ('held', 'lapsed')`,
      [input.replaces, input.customerId],
    )
    if (released.rowCount === 0) throw new HoldNotFoundError()
  }
  const { room, range } = await checkRequest(tx, await findRoom(tx, input.roomId), input, now)
  const reference = newReference(input.kind)
  const expiresAt = input.kind === 'hold' ? holdExpiresAt(now) : null
  const status = input.kind === 'hold' ? 'held' : 'booked'
  await tx.query(
    `INSERT INTO reservations (reference, room_id, kind, status, starts_at, ends_at, expires_at, customer_id, lead_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [reference, room.id, input.kind, status, range.start, range.end, expiresAt, input.customerId, input.leadId ?? null],
  )
  return { reference, roomId: room.id, kind: input.kind, status, range, expiresAt }
}

/** Places a hold (or a visit) in its own transaction; a taken slot is refused with the next free slots. */
export async function placeHold(input: PlaceHoldInput): Promise<Reservation> {
  const now = input.now ?? new Date()
  try {
    return await inTransaction((tx) => placeHoldIn(tx, input, now))
  } catch (error) {
    if (isHoldLimitViolation(error)) throw new HoldLimitError()
    if (!(error instanceof SlotTakenError) && !isExclusionViolation(error)) throw error
    const pool = await appSql()
    const room = await findRoom(pool, input.roomId)
    const after = istInstant(input.date, input.startMinute)
    throw new SlotTakenError(room ? await findNextFreeSlots(pool, room, input.date, after, input.durationMinutes, now) : [])
  }
}
