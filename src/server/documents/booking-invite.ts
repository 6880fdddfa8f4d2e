import { createEvent, type EventAttributes } from 'ics'
import { formatIstDateTime, formatIstRange } from '@/domain/calendar/ist-format'
import { describeCancellationDeadline } from '@/domain/orders/cancellation'

// The calendar invite (.ics) of a booking, attached to the confirmation email and offered as 'Add to calendar'.
// Times are written in UTC (no time-zone table to get wrong); the description repeats them in IST, with the
// cancellation and reschedule deadlines. The UID is the booking's, so a reschedule (the same UID, a higher SEQUENCE)
// moves the event in the customer's calendar instead of adding a second one, and the cancel variant removes it.

export interface BookingInvite {
  /** Stable for the booking's whole life: the same across reschedules. */
  bookingId: string
  /** 0 for the first invite; +1 for each reschedule and for the cancellation. */
  sequence: number
  startsAt: Date
  endsAt: Date
  /** 'Day pass at Koramangala' */
  title: string
  building: {
    name: string
    addressLines: string[]
    mapUrl?: string | null
    latitude?: number | null
    longitude?: number | null
  }
  orderNumber: string
  /** Who comes (names), when more than the buyer. */
  guests?: string[]
  /** The end of the most generous refund tier (src/domain/orders/cancellation.ts `cancellationDeadline`). */
  cancellation: { deadline: Date; refundBasisPoints: number } | null
  rescheduleDeadline?: Date | null
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
  /** The order's page in the account. */
  url?: string | null
  /** The domain after '@' in the UID. */
  uidDomain?: string
}

export const INVITE_PRODUCT_ID = '-//Sthana Workspaces//Bookings//EN'

export function inviteUid(bookingId: string, domain = 'sthanaworkspaces.in'): string {
  return `booking-${bookingId}@${domain}`
}

/** The description: plain lines a person reads in any calendar. */
export function inviteDescription(invite: BookingInvite): string {
  return [
    invite.title,
    `When: ${formatIstRange(invite.startsAt, invite.endsAt)}`,
    `Where: ${[invite.building.name, ...invite.building.addressLines].join(', ')}`,
    ...(invite.building.mapUrl ? [`Map: ${invite.building.mapUrl}`] : []),
    ...(invite.guests && invite.guests.length > 0 ? [`Guests: ${invite.guests.join(', ')}`] : []),
    `Order: ${invite.orderNumber}`,
    describeCancellationDeadline(
      invite.cancellation && { at: invite.cancellation.deadline, refundBasisPoints: invite.cancellation.refundBasisPoints },
    ),
    ...(invite.rescheduleDeadline ? [`Reschedule until ${formatIstDateTime(invite.rescheduleDeadline)}.`] : []),
    ...(invite.url ? [`Manage your booking: ${invite.url}`] : []),
  ].join('\n')
}

function attributes(invite: BookingInvite, method: 'REQUEST' | 'CANCEL'): EventAttributes {
  if (!(invite.endsAt.getTime() > invite.startsAt.getTime())) throw new RangeError('A booking ends after it starts')
  if (!Number.isSafeInteger(invite.sequence) || invite.sequence < 0) throw new RangeError(`Not a sequence number: ${invite.sequence}`)
  const { latitude, longitude } = invite.building
  return {
    productId: INVITE_PRODUCT_ID,
    method,
    uid: inviteUid(invite.bookingId, invite.uidDomain),
    sequence: invite.sequence,
    start: invite.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: invite.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: method === 'CANCEL' ? `Cancelled: ${invite.title}` : invite.title,
    description: method === 'CANCEL' ? `This booking was cancelled.\n${inviteDescription(invite)}` : inviteDescription(invite),
    location: [invite.building.name, ...invite.building.addressLines].join(', '),
    ...(typeof latitude === 'number' && typeof longitude === 'number' ? { geo: { lat: latitude, lon: longitude } } : {}),
    ...(invite.url ? { url: invite.url } : {}),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: method === 'CANCEL' ? 'FREE' : 'BUSY',
    organizer: { name: invite.organizer.name, email: invite.organizer.email },
    attendees: [{ name: invite.attendee.name, email: invite.attendee.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
    ...(method === 'REQUEST'
      ? { alarms: [{ action: 'display', description: `${invite.title} starts in an hour`, trigger: { hours: 1, before: true } }] }
      : {}),
  }
}

function render(attributes: EventAttributes): string {
  const { error, value } = createEvent(attributes)
  if (error || !value) throw error ?? new Error('The calendar invite could not be made')
  return value
}

/** The invite (METHOD:REQUEST) for a new or rescheduled booking. */
export function bookingInvite(invite: BookingInvite): string {
  return render(attributes(invite, 'REQUEST'))
}

/** The cancellation (METHOD:CANCEL, STATUS:CANCELLED) of a booking: the same UID, the next sequence. */
export function bookingCancellation(invite: BookingInvite): string {
  return render(attributes(invite, 'CANCEL'))
}

/** The MIME type to send it with (an email attachment's or the download's Content-Type). */
export function inviteContentType(method: 'REQUEST' | 'CANCEL'): string {
  return `text/calendar; charset=utf-8; method=${method}`
}
