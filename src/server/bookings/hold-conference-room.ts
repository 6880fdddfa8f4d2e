import type { z } from 'zod'
import { parseTimeOfDay } from '@/domain/calendar/business-date'
import { RESERVATION_FAILED_MESSAGE, type SlotRange } from '@/domain/calendar/slots'
import { privateOfficeRefusal } from '@/domain/cart/private-office'
import type { Customer } from '@/payload-types'
import { answerableError } from '../api/handler'
import { ApiError, type NextSlot } from '../api/errors'
import { isPrivateOfficeMember } from '../customers/is-private-office-member'
import { businessDate } from '@/domain/calendar/business-date'
import { hitRateLimit, rateLimitKey } from '../rate-limit'
import { HoldLimitError, HoldNotFoundError, SlotRefusedError, SlotTakenError } from './errors'
import { NOT_BOOKABLE_MESSAGE, placeHold, type Reservation } from './place-hold'
import { appSql, findRoom, listBuildingRooms, type BookableRoom } from './rooms'
import type { checkForBookingBody, HoldAnswer } from '@/contracts/bookings'
import { bookingsConfig } from './config'

// POST /api/shop/check-for-booking: a signed-in customer holds a conference room's slot for 10 minutes. Refused for a
// private-office member (section 8's message), over the per-customer rate limit, for a slot the rules refuse (their
// message), with 409 plus the next free slots when someone else holds it, and with 409 when the customer already has
// the most live holds one customer may have (HOLD_LIMIT_MESSAGE: release one or pay for it first). Anything else unexpected answers the
// spec's 'There is some issue in conference room reservation. Please try again.'

export const HOLD_RATE_LIMIT_MESSAGE = 'You have tried many slots in a short time. Please wait a minute and try again.'
export const ROOM_SIZE_MESSAGE = 'No room of that size can be booked in this building. Please choose a smaller size.'

export type CheckForBookingBody = z.infer<typeof checkForBookingBody>

export function toNextSlots(slots: readonly SlotRange[]): NextSlot[] {
  return slots.map((s) => ({ date: businessDate(s.start), startTime: s.startTime, endTime: s.endTime, durationMinutes: s.durationMinutes }))
}

export function holdAnswerOf(
  reservation: Reservation,
  room: Pick<BookableRoom, 'name' | 'seats' | 'hourlyPaise'>,
  buildingHandle: string,
): HoldAnswer {
  return {
    reservationId: reservation.reference,
    conferenceRoomId: String(reservation.roomId),
    holdExpiresAt: (reservation.expiresAt ?? reservation.range.end).toISOString(),
    room: { id: String(reservation.roomId), name: room.name, seats: room.seats },
    building: buildingHandle,
    date: businessDate(reservation.range.start),
    startTime: reservation.range.startTime,
    endTime: reservation.range.endTime,
    durationMinutes: reservation.range.durationMinutes,
    hourlyPricePaise: room.hourlyPaise,
    status: reservation.status,
  }
}

async function checkHoldRateLimit(customerId: number): Promise<void> {
  const config = bookingsConfig()
  const result = await hitRateLimit(rateLimitKey('holds', String(customerId)), {
    limit: config.BOOKINGS_HOLD_RATE_LIMIT,
    windowSeconds: config.BOOKINGS_HOLD_RATE_LIMIT_WINDOW_SECONDS,
  })
  if (result && !result.allowed)
    throw new ApiError('rate_limited', HOLD_RATE_LIMIT_MESSAGE, undefined, { 'Retry-After': String(result.retryAfterSeconds) })
}

/** The rooms to try, in order: the one asked for, or every room that seats the preference, smallest first. */
async function candidateRooms(body: CheckForBookingBody): Promise<BookableRoom[]> {
  const sql = await appSql()
  if (body.room !== undefined) {
    const room = await findRoom(sql, body.room)
    if (!room || room.disabled || room.kind !== 'meeting-room' || room.building.handle !== body.building)
      throw new ApiError('not_found', NOT_BOOKABLE_MESSAGE)
    return [room]
  }
  const rooms = (await listBuildingRooms(sql, body.building, 'meeting-room')).filter((room) => !room.disabled)
  const fitting = rooms.filter((room) => room.seats >= body.confSeatPreference!)
  if (fitting.length === 0) throw new ApiError('not_found', ROOM_SIZE_MESSAGE)
  return fitting
}

export async function holdConferenceRoom(
  caller: { customer: Pick<Customer, 'id' | 'email'>; email: string },
  body: CheckForBookingBody,
  now = new Date(),
): Promise<HoldAnswer> {
  try {
    const refusal = privateOfficeRefusal(await isPrivateOfficeMember([caller.email, caller.customer.email]), ['CONFERENCE_ROOM'])
    // 409, not 403: the client shows 'Session Expired :(' for any 401 or 403 (spec section 6). Section 8 files this
    // refusal under 'Private-office conflicts'.
    if (refusal) throw new ApiError('conflict', refusal)
    await checkHoldRateLimit(caller.customer.id)
    const startMinute = parseTimeOfDay(body.start)!
    const rooms = await candidateRooms(body)
    let firstTaken: SlotTakenError | null = null
    for (const room of rooms) {
      try {
        const reservation = await placeHold({
          roomId: room.id,
          date: body.date,
          startMinute,
          durationMinutes: body.duration,
          kind: 'hold',
          customerId: caller.customer.id,
          replaces: body.replaces ?? null,
          now,
        })
        return holdAnswerOf(reservation, room, body.building)
      } catch (error) {
        if (!(error instanceof SlotTakenError)) throw error
        firstTaken ??= error
      }
    }
    throw firstTaken!
  } catch (error) {
    throw await bookingApiError(error)
  }
}

/** The answer for a failure of a booking row: the service's refusals in their words, anything unexpected as the spec's. */
export async function bookingApiError(error: unknown, failedMessage = RESERVATION_FAILED_MESSAGE): Promise<unknown> {
  if (error instanceof SlotTakenError) return new ApiError('conflict', error.message, undefined, undefined, toNextSlots(error.nextSlots))
  if (error instanceof SlotRefusedError) return new ApiError('bad_request', error.message, { start: error.message })
  if (error instanceof HoldNotFoundError) return new ApiError('not_found', error.message)
  if (error instanceof HoldLimitError) return new ApiError('conflict', error.message)
  const answerable = await answerableError(error)
  if (answerable instanceof ApiError) return answerable
  console.error('Booking failed', error)
  return new ApiError('internal', failedMessage)
}
