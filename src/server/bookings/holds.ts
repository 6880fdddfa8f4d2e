import { formatTimeOfDay, businessDate, istMinutesOfDay } from '@/domain/calendar/business-date'
import type { SlotRange } from '@/domain/calendar/slots'
import type { QueryResultRow } from 'pg'
import type { Transaction } from '../db/transaction'
import { HoldNotFoundError, isExclusionViolation, SlotTakenError } from './errors'
import type { Reservation } from './place-hold'
import type { Sql } from './rooms'

// A customer's holds after they were placed: read one (only the customer's own), confirm it when paid (the payments
// issue calls confirmHold in its own transaction), cancel it, and the job that marks lapsed holds.

interface ReservationRow extends QueryResultRow {
  reference: string
  room_id: number
  kind: Reservation['kind']
  status: Reservation['status']
  starts_at: Date
  ends_at: Date
  expires_at: Date | null
  customer_id: number | null
}

const COLUMNS = 'reference, room_id, kind, status, starts_at, ends_at, expires_at, customer_id'

function rangeOf(start: Date, end: Date): SlotRange {
  const startMinute = istMinutesOfDay(start)
  const durationMinutes = Math.round((end.getTime() - start.getTime()) / 60_000)
  return {
    start,
    end,
    startTime: formatTimeOfDay(startMinute),
    endTime: formatTimeOfDay(startMinute + durationMinutes),
    durationMinutes,
  }
}

function toReservation(row: ReservationRow): Reservation & { customerId: number | null; date: string } {
  return {
    reference: row.reference,
    roomId: row.room_id,
    kind: row.kind,
    status: row.status,
    range: rangeOf(row.starts_at, row.ends_at),
    expiresAt: row.expires_at,
    customerId: row.customer_id,
    date: businessDate(row.starts_at),
  }
}

export type ActiveHold = ReturnType<typeof toReservation>

/** The customer's hold with this reference while it is live (held and not yet lapsed), else null. */
export async function findActiveHold(
  tx: Sql,
  { reservationId, customerId, now = new Date() }: { reservationId: string; customerId: number; now?: Date },
): Promise<ActiveHold | null> {
  const { rows } = await tx.query<ReservationRow>(
    `SELECT ${COLUMNS} FROM reservations WHERE reference = $1 AND customer_id = $2 AND status = 'held' AND expires_at > $3`,
    [reservationId, customerId, now],
  )
  return rows[0] ? toReservation(rows[0]) : null
}

/**
 * Turns a hold into a booking, in the caller's transaction (the payment's). A hold that lapsed is still booked when
 * nobody took the slot meanwhile (the constraint decides: SlotTakenError otherwise); a cancelled one is not.
 */
export async function confirmHold(tx: Pick<Transaction, 'query'>, reservationId: string): Promise<ActiveHold> {
  // A savepoint, so that an exclusion violation leaves the caller's transaction usable.
  await tx.query('SAVEPOINT confirm_hold')
  try {
    const { rows } = await tx.query<ReservationRow>(
      `UPDATE reservations SET status = 'booked', kind = 'booking', expires_at = NULL, updated_at = now()
        WHERE reference = $1 AND kind = 'hold' AND status IN ('held', 'lapsed') RETURNING ${COLUMNS}`,
      [reservationId],
    )
    await tx.query('RELEASE SAVEPOINT confirm_hold')
    if (!rows[0]) throw new HoldNotFoundError()
    return toReservation(rows[0])
  } catch (error) {
    if (!isExclusionViolation(error)) throw error
    await tx.query('ROLLBACK TO SAVEPOINT confirm_hold')
    throw new SlotTakenError([])
  }
}

/** Releases the customer's live hold; false when there is none of theirs with this reference. */
export async function cancelHold(sql: Sql, { reservationId, customerId }: { reservationId: string; customerId: number }): Promise<boolean> {
  const { rows } = await sql.query(
    `UPDATE reservations SET status = 'cancelled', updated_at = now()
      WHERE reference = $1 AND customer_id = $2 AND status = 'held' RETURNING id`,
    [reservationId, customerId],
  )
  return rows.length > 0
}

/** Marks every hold that has lapsed by `now` (the job, every minute); returns how many. */
export async function releaseLapsedHolds(sql: Sql, now = new Date()): Promise<number> {
  const { rows } = await sql.query(
    `UPDATE reservations SET status = 'lapsed', updated_at = now() WHERE status = 'held' AND expires_at <= $1 RETURNING id`,
    [now],
  )
  return rows.length
}

/**
 * Releases a hold or a booking whatever its state, in the caller's transaction (an unpaid order expired, a paid one
 * was cancelled): the slot is free again. False when there is nothing live with this reference.
 */
export async function releaseReservation(sql: Sql, reservationId: string): Promise<boolean> {
  const { rows } = await sql.query(
    `UPDATE reservations SET status = 'cancelled', expires_at = NULL, updated_at = now()
      WHERE reference = $1 AND status IN ('held', 'booked') RETURNING id`,
    [reservationId],
  )
  return rows.length > 0
}
