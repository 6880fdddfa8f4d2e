import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import { describeSlot } from '@/domain/bookings/hold-view'
import { businessDate, istInstant, parseTimeOfDay } from '@/domain/calendar/business-date'
import { buildingPath } from '@/domain/urls'
import { selectMessaging, type OutgoingMessage } from '@/integrations/messaging'
import { ApiError } from '../api/errors'
import { inTransaction } from '../db/transaction'
import { env } from '../env'
import { leadsConfig } from '../leads/config'
import { deliverSoon, queueCrmDelivery } from '../leads/deliver-crm-leads'
import { hitRateLimit, rateLimitKey } from '../rate-limit'
import { bookingsConfig } from './config'
import { isExclusionViolation, SlotTakenError } from './errors'
import { bookingApiError } from './hold-conference-room'
import { placeHoldIn } from './place-hold'
import { appSql, listBuildingRooms, type BookableRoom } from './rooms'
import type { visitBody, VisitAnswer } from '@/contracts/bookings'
import { findNextFreeSlots } from './slot-day'

// Issue 15, item 14: a visitor books a tour of a building (its visiting hours: the building's 'tour' in the rooms
// collection), with no login and no payment. The lead, the visit and the messages (a confirmation to the visitor by
// email and SMS, a note to the operators, the CRM delivery when a webhook is set) are written in one transaction: the same exclusion constraint as
// conference rooms decides when two visitors want one slot, and the loser gets the next free slots.

export type VisitBody = z.infer<typeof visitBody>

export const VISIT_FAILED_MESSAGE = 'There is some issue in booking your visit. Please try again.'
export const VISIT_RATE_LIMIT_MESSAGE =
  'You have booked several visits in a short time. Please wait a few minutes and try again, or call us.'
export const NO_TOURS_MESSAGE = 'Visits to this building cannot be booked online. Please call us or leave an enquiry.'

export const visitBookedMessage = (buildingName: string, when: string) =>
  `Your visit to ${buildingName} is booked for ${when}. We have sent you a confirmation.`

async function checkVisitRateLimit(ip: string | null): Promise<void> {
  const config = bookingsConfig()
  const result = await hitRateLimit(rateLimitKey('visits', ip), {
    limit: config.BOOKINGS_VISIT_RATE_LIMIT,
    windowSeconds: config.BOOKINGS_VISIT_RATE_LIMIT_WINDOW_SECONDS,
  })
  if (result && !result.allowed)
    throw new ApiError('rate_limited', VISIT_RATE_LIMIT_MESSAGE, undefined, { 'Retry-After': String(result.retryAfterSeconds) })
}

/** The building's tour that takes bookings, or null. */
export async function findTour(building: string): Promise<BookableRoom | null> {
  return (await listBuildingRooms(await appSql(), building, 'tour')).find((room) => !room.disabled) ?? null
}

function visitMessages(
  body: VisitBody,
  tour: BookableRoom,
  when: string,
  leadId: number,
  supportPhone: string,
  notify?: string,
): OutgoingMessage[] {
  const name = tour.building.name
  const messages: OutgoingMessage[] = [
    {
      channel: 'email',
      kind: 'lead-acknowledgement',
      to: body.email,
      subject: `Your visit to ${name}: ${when}`,
      body: [
        `Hello ${body.name},`,
        '',
        `Your visit to ${name} is booked for ${when}.`,
        'Ask for the community team at reception; the tour takes about 30 minutes.',
        `To change or cancel it, call us on ${supportPhone}.`,
      ].join('\n'),
      leadId,
    },
    {
      channel: 'sms',
      kind: 'lead-acknowledgement',
      to: body.phone,
      body: `Visit booked: ${name}, ${when}. Questions: ${supportPhone}.`,
      leadId,
    },
  ]
  if (notify)
    messages.push({
      channel: 'email',
      kind: 'lead-notification',
      to: notify,
      subject: `Visit booked: ${name}, ${when}`,
      body: [
        `${body.name} (${body.email}, ${body.phone}) booked a visit to ${name} for ${when}.`,
        `${env().SITE_URL}/admin/collections/leads/${leadId}`,
      ].join('\n'),
      leadId,
    })
  return messages
}

export async function bookVisit(body: VisitBody, request: { ip: string | null; now?: Date }): Promise<VisitAnswer> {
  const now = request.now ?? new Date()
  const tour = await findTour(body.building)
  if (!tour) throw new ApiError('not_found', NO_TOURS_MESSAGE)
  await checkVisitRateLimit(request.ip)
  const startMinute = parseTimeOfDay(body.start)!
  try {
    const reservation = await inTransaction(async (tx) => {
      const lead = await tx.payload.create({
        collection: 'leads',
        req: tx.req,
        overrideAccess: true,
        depth: 0,
        data: {
          fullName: body.name,
          email: body.email,
          phone: body.phone,
          building: tour.building.id,
          city: tour.building.cityId,
          message: `Visit booked: ${body.date} at ${body.start}.`,
          reference: randomUUID(),
          status: 'new',
          source: {
            channel: 'form',
            pagePath: body.page ?? buildingPath(tour.building.cityHandle ?? '', tour.building.handle),
            pageType: 'Location',
          },
          answers: { visit_date: body.date, visit_start: body.start },
        },
      })
      const placed = await placeHoldIn(
        tx,
        {
          roomId: tour.id,
          date: body.date,
          startMinute,
          durationMinutes: tour.slotMinutes,
          kind: 'visit',
          customerId: null,
          leadId: lead.id,
        },
        now,
      )
      const settings = await tx.payload.findGlobal({ slug: 'site-settings', req: tx.req, depth: 0 })
      const footer = await tx.payload.findGlobal({ slug: 'footer', req: tx.req, depth: 0 })
      const when = describeSlot({ date: body.date, ...placed.range })
      await tx.payload.update({
        collection: 'leads',
        id: lead.id,
        req: tx.req,
        overrideAccess: true,
        depth: 0,
        data: { message: `Visit booked: ${when} (${placed.reference}).` },
      })
      await selectMessaging().send(
        visitMessages(
          body,
          tour,
          when,
          lead.id,
          settings.supportPhone,
          leadsConfig().LEADS_NOTIFY_EMAIL ?? footer.meta?.email ?? undefined,
        ),
        { req: tx.req },
      )
      // The visit's lead goes to the CRM like every other lead (the same delivery rows, jobs and retries).
      const queuedForCrm = await queueCrmDelivery(tx, { id: lead.id, reference: lead.reference })
      return { ...placed, queuedForCrm }
    })
    if (reservation.queuedForCrm) deliverSoon()
    const when = describeSlot({ date: body.date, ...reservation.range })
    return {
      reference: reservation.reference,
      building: tour.building.handle,
      buildingName: tour.building.name,
      date: businessDate(reservation.range.start),
      startTime: reservation.range.startTime,
      endTime: reservation.range.endTime,
      message: visitBookedMessage(tour.building.name, when),
    }
  } catch (error) {
    if (error instanceof SlotTakenError || isExclusionViolation(error)) {
      const next = await findNextFreeSlots(await appSql(), tour, body.date, istInstant(body.date, startMinute), tour.slotMinutes, now)
      throw await bookingApiError(new SlotTakenError(next), VISIT_FAILED_MESSAGE)
    }
    throw await bookingApiError(error, VISIT_FAILED_MESSAGE)
  }
}
