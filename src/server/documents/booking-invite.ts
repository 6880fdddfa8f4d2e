import { createEvent, type EventAttributes } from 'ics'
import { formatIstDateTime, formatIstRange } from '@/domain/calendar/ist-format'
import { describeCancellationDeadline } from '@/domain/orders/cancellation'

// The calendar invite (.ics) of a booking, attached to the confirmation email and offered as 'Add to calendar'.
// Times are written in UTC (no time-zone table to get wrong); the description repeats them in IST, with the
// cancellation and reschedule deadlines. The UID is the booking's, so a reschedule (the same UID, a higher SEQUENCE)
// moves the event in the customer's calendar instead of adding a second one, and the cancel variant removes it.
// Everyone the booking names is an ATTENDEE (the buyer, and each guest with an email address).
//
// RFC 5545 section 3.1 limits a line to 75 octets of UTF-8, folded with CRLF and one space. The `ics` package counts
// characters and folds with a tab, so a line with 'ā' or '₹' in it ran past the limit: its output is unfolded and
// folded again here by octets, never inside a character. Text values escape '\', ';', ',' and new lines (section
// 3.3.11); `ics` leaves the alarm's description as it is given, so that one is escaped here.

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
  /** Who else comes (team members, attendees): each is listed, and invited when they have an email address. */
  guests?: InviteGuest[]
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

export interface InviteGuest {
  name: string
  email?: string | null
}

export const INVITE_PRODUCT_ID = '-//Sthana Workspaces//Bookings//EN'

/** The longest content line, in octets of UTF-8, without its CRLF (RFC 5545 section 3.1). */
export const MAX_LINE_OCTETS = 75

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
    ...(invite.guests && invite.guests.length > 0 ? [`Guests: ${invite.guests.map((g) => g.name).join(', ')}`] : []),
    `Order: ${invite.orderNumber}`,
    describeCancellationDeadline(
      invite.cancellation && { at: invite.cancellation.deadline, refundBasisPoints: invite.cancellation.refundBasisPoints },
    ),
    ...(invite.rescheduleDeadline ? [`Reschedule until ${formatIstDateTime(invite.rescheduleDeadline)}.`] : []),
    ...(invite.url ? [`Manage your booking: ${invite.url}`] : []),
  ].join('\n')
}

/** A TEXT value escaped as RFC 5545 section 3.3.11 asks: backslash, semicolon, comma and new lines. */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** A name as a quoted parameter value (CN="…"): it may not hold a double quote or a control character. */
function paramName(name: string): string {
  return name
    .replace(/"/g, "'")
    .replace(/[\x00-\x1f\x7f]/g, ' ')
    .trim()
}

/** The buyer first, then every guest with an email address, each address once. */
function attendeesOf(invite: BookingInvite): NonNullable<EventAttributes['attendees']> {
  const seen = new Set<string>()
  const people = [invite.attendee, ...(invite.guests ?? [])].filter((p): p is { name: string; email: string } => {
    const email = p.email?.trim().toLowerCase()
    if (!email || seen.has(email)) return false
    seen.add(email)
    return true
  })
  return people.map((p) => ({ name: paramName(p.name), email: p.email.trim(), rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }))
}

/**
 * Folds every content line to at most 75 octets of UTF-8 (CRLF and one space before each continuation), after
 * unfolding whatever folding it had. A continuation line's leading space counts towards its 75.
 */
export function foldIcs(ics: string): string {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n')
  return lines.map(foldLine).join('\r\n')
}

function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_LINE_OCTETS) return line
  const parts: string[] = []
  let current = ''
  let octets = 0
  let limit = MAX_LINE_OCTETS
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8')
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
      limit = MAX_LINE_OCTETS - 1
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
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
    organizer: { name: paramName(invite.organizer.name), email: invite.organizer.email },
    attendees: attendeesOf(invite),
    ...(method === 'REQUEST'
      ? {
          alarms: [
            { action: 'display', description: escapeIcsText(`${invite.title} starts in an hour`), trigger: { hours: 1, before: true } },
          ],
        }
      : {}),
  }
}

function render(attributes: EventAttributes): string {
  const { error, value } = createEvent(attributes)
  if (error || !value) throw error ?? new Error('The calendar invite could not be made')
  return foldIcs(value)
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
