import type { SlotRange, SlotRefusal } from '@/domain/calendar/slots'
import { SLOT_TAKEN_MESSAGE } from '@/domain/calendar/slots'

// What the bookings service refuses with; the routes turn them into answers (400, 404, 409).

export type HoldRefusal = Exclude<SlotRefusal, 'taken'> | 'not-bookable' | 'too-far'

/** The request cannot be held for a reason of its own (closed, off the grid, in the past…): a message for the person. */
export class SlotRefusedError extends Error {
  constructor(
    readonly reason: HoldRefusal,
    message: string,
  ) {
    super(message)
  }
}

/** Someone holds or booked an overlapping slot (the exclusion constraint said so, or the check before it). */
export class SlotTakenError extends Error {
  constructor(readonly nextSlots: SlotRange[]) {
    super(SLOT_TAKEN_MESSAGE)
  }
}

/** How many live holds (held, not expired) one customer may have at once, across rooms: the database's limit. */
export const MAX_LIVE_HOLDS_PER_CUSTOMER = 2

export const HOLD_LIMIT_MESSAGE = `You already hold ${MAX_LIVE_HOLDS_PER_CUSTOMER} conference-room slots. Release one, or pay for it in your cart, before holding another.`

/** The customer already has MAX_LIVE_HOLDS_PER_CUSTOMER live holds (the database's trigger said so). */
export class HoldLimitError extends Error {
  constructor() {
    super(HOLD_LIMIT_MESSAGE)
  }
}

/** No live hold of this customer with this reference. */
export class HoldNotFoundError extends Error {
  constructor() {
    super('This hold has lapsed or does not exist. Please choose a slot again.')
  }
}

/** PostgreSQL's exclusion_violation, from pg directly or wrapped by drizzle (ARCHITECTURE.md: read err.cause.code). */
export function isExclusionViolation(error: unknown): boolean {
  const code = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined)
  return code(error) === '23P01' || code((error as { cause?: unknown } | null)?.cause) === '23P01'
}

/** The reservations trigger's refusal of one live hold too many for a customer (migration live_holds_per_customer). */
export function isHoldLimitViolation(error: unknown): boolean {
  const named = (e: unknown) =>
    typeof e === 'object' &&
    e !== null &&
    (e as { code?: unknown }).code === '23514' &&
    (e as { constraint?: unknown }).constraint === 'reservations_live_holds_per_customer'
  return named(error) || named((error as { cause?: unknown } | null)?.cause)
}
