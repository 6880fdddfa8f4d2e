import { availabilityCalendar, unavailableDateMessage } from '@/domain/calendar/availability'
import type { PricedLine } from '@/domain/cart/price'
import { planReschedule, type RescheduleTarget } from '@/domain/orders/reschedule'
import { selectMessaging } from '@/integrations/messaging'
import type { Customer } from '@/payload-types'
import { ApiError } from '../api/errors'
import { releaseReservation } from '../bookings/holds'
import { SlotRefusedError, SlotTakenError, isExclusionViolation } from '../bookings/errors'
import { placeHoldIn } from '../bookings/place-hold'
import { listHolidays } from '../calendar/list-holidays'
import { inTransaction } from '../db/transaction'
import { loadCancellationRule } from './cancellation-rule'
import { customerContact, customerOrder } from './customer-orders'
import { findOrder, type CartSnapshot, type OrderRow } from './order-store'
import { rescheduleMessages } from './reschedule-email'
import { DAY_PASS_START_MINUTES } from './view'

// Account → Orders → Reschedule: one booking of a confirmed order moves, in one transaction with the order row locked.
// A conference room goes through the same path as the cart's, booked at once instead of held: the new slot checked by
// the same rules (the rooms' exclusion constraint refuses a taken one), after the old booking is released in the same
// transaction, so a refusal leaves the old booking as it was. A day pass moves to another day the calendar sells. The order's line tells the new
// time (the confirmation page, the cancellation's deadline, the calendar invite), and a row of order-reschedules keeps
// the move for operators; the rule's limit counts the moves of each line. The customer is emailed, in the same
// transaction, what moved with the booking's calendar invite again (same UID, next SEQUENCE: ./reschedule-email.ts),
// and told on WhatsApp too when they asked for WhatsApp updates.
// The GST tax invoice stays as issued: a reschedule changes neither the supply nor its value (see that file).

export const ONLY_CONFIRMED_MESSAGE = 'Only a confirmed booking can be rescheduled.'
export const RESCHEDULE_SLOT_TAKEN_MESSAGE = 'That slot has just been taken. Please choose another time.'

export interface RescheduleRequest extends RescheduleTarget {
  lineId: string
}

async function checkDayPassDate(snapshot: CartSnapshot, date: string, now: Date): Promise<void> {
  const calendar = availabilityCalendar({
    now,
    cityHandle: snapshot.cart.selectedBuilding?.cityHandle ?? null,
    holidays: await listHolidays(),
    closed: false,
  })
  const day = calendar.availability(date as never)
  if (!day.bookable) throw new ApiError('bad_request', unavailableDateMessage(day), { date: unavailableDateMessage(day) })
}

export async function rescheduleOrder(customer: Customer, number: string, request: RescheduleRequest, now = new Date()): Promise<OrderRow> {
  const rule = await loadCancellationRule()
  try {
    return await inTransaction(async (tx) => {
      const order = await customerOrder(tx, customer, number, true)
      if (order.status !== 'confirmed') throw new ApiError('conflict', ONLY_CONFIRMED_MESSAGE)
      const reschedules = order.snapshot.reschedules ?? {}
      const plan = planReschedule({
        rule,
        lines: order.price.lines,
        lineId: request.lineId,
        target: request,
        reschedulesSoFar: reschedules[request.lineId] ?? 0,
        now,
        dayPassStartMinutes: DAY_PASS_START_MINUTES,
      })
      if (!plan.ok) {
        const { code, message } = plan.refusal
        throw new ApiError(code === 'not-found' ? 'not_found' : code === 'bad-target' ? 'bad_request' : 'conflict', message)
      }

      let snapshot: CartSnapshot = {
        ...order.snapshot,
        reschedules: { ...reschedules, [request.lineId]: (reschedules[request.lineId] ?? 0) + 1 },
      }
      let reservation: string | null = null
      if (plan.kind === 'day-pass') await checkDayPassDate(order.snapshot, request.date, now)
      else {
        const booking = order.snapshot.cart.conference.booking
        const item = plan.line.item
        const roomId = item.kind === 'conference-room' ? Number(item.roomId) : NaN
        if (!booking?.reservationId || !Number.isSafeInteger(roomId))
          throw new ApiError('conflict', 'This conference room booking cannot be moved online. Please contact us.')
        // The old booking first, so that a move within its own time is not refused by itself; all or nothing.
        await releaseReservation(tx, booking.reservationId)
        // Booked at once (it is paid for): never a hold, so the customer's live holds in a cart do not stand in its way.
        const booked = await placeHoldIn(
          tx,
          {
            roomId,
            date: request.date,
            startMinute: plan.to.startMinute!,
            durationMinutes: plan.to.durationMinutes!,
            kind: 'booking',
            customerId: customer.id,
          },
          now,
        )
        reservation = booked.reference
        snapshot = {
          ...snapshot,
          cart: {
            ...snapshot.cart,
            conference: {
              ...snapshot.cart.conference,
              booking: {
                ...booking,
                date: request.date,
                startTime: plan.moved.item.kind === 'conference-room' ? plan.moved.item.startTime : booking.startTime,
                reservationId: booked.reference,
                holdExpiresAt: null,
              },
            },
          },
        }
      }

      const lines: PricedLine[] = order.price.lines.map((l) => (l.id === plan.line.id ? plan.moved : l))
      await tx.query('UPDATE orders SET price = $2, cart_snapshot = $3, updated_at = now() WHERE id = $1', [
        order.id,
        JSON.stringify({ ...order.price, lines }),
        JSON.stringify(snapshot),
      ])
      await tx.query(
        `INSERT INTO order_reschedules (order_id, line_id, from_label, to_label, from_starts_at, to_starts_at, reservation)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          order.id,
          plan.line.id,
          plan.from.label,
          plan.to.label,
          plan.from.startsAt.toISOString(),
          plan.to.startsAt.toISOString(),
          reservation,
        ],
      )
      const moved = (await findOrder(tx, { id: order.id }))!
      const contact = customerContact(customer)
      const { rows: invoices } = await tx.query<{ serial: string }>('SELECT serial FROM invoices WHERE order_id = $1', [order.id])
      const messages = rescheduleMessages({
        before: plan.line,
        order: moved,
        customer: contact,
        invoiceSerial: invoices[0]?.serial ?? null,
        rule,
        now,
      })
      if (messages.length > 0) await selectMessaging().send(messages, { req: tx.req })
      return moved
    })
  } catch (error) {
    if (error instanceof SlotTakenError || isExclusionViolation(error)) throw new ApiError('conflict', RESCHEDULE_SLOT_TAKEN_MESSAGE)
    if (error instanceof SlotRefusedError) throw new ApiError('bad_request', error.message, { startTime: error.message })
    throw error
  }
}
