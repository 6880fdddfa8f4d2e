import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { cancellationDeadline, DEFAULT_CANCELLATION_RULE, rescheduleDeadline } from '@/domain/orders/cancellation'
import { bookingCancellation, bookingInvite, inviteContentType, type BookingInvite } from '@/server/documents/booking-invite'

// A day pass on Monday 14 December 2026, 09:00–19:00 in India.
const startsAt = new Date('2026-12-14T09:00:00+05:30')
const endsAt = new Date('2026-12-14T19:00:00+05:30')
const deadline = cancellationDeadline(DEFAULT_CANCELLATION_RULE, startsAt)!

const invite: BookingInvite = {
  bookingId: 'bk_42',
  sequence: 0,
  startsAt,
  endsAt,
  title: 'Day pass at Koramangala',
  building: {
    name: 'Sthana Koramangala',
    addressLines: ['No. 12, 80 Feet Road, Koramangala 4th Block', 'Bengaluru 560034'],
    mapUrl: 'https://maps.google.com/?q=12.9352,77.6245',
    latitude: 12.9352,
    longitude: 77.6245,
  },
  orderNumber: 'STH-261211-7K3M9Q2X',
  guests: ['Rohan Mehta', 'Ananya Gupta'],
  cancellation: { deadline: deadline.at, refundBasisPoints: deadline.refundBasisPoints },
  rescheduleDeadline: rescheduleDeadline(DEFAULT_CANCELLATION_RULE, startsAt)!.at,
  organizer: { name: 'Sthana Workspaces', email: 'bookings@sthanaworkspaces.in' },
  attendee: { name: 'Priya Sharma', email: 'priya.sharma@example.in' },
  url: 'https://sthanaworkspaces.in/account/orders/STH-261211-7K3M9Q2X',
}

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  const vevent = calendar.getFirstSubcomponent('vevent')!
  return { calendar, vevent, event: new ICAL.Event(vevent) }
}

describe('the booking invite (.ics)', () => {
  it('parses, with METHOD:REQUEST, the right instants in UTC, and a stable UID', () => {
    const ics = bookingInvite(invite)
    const { calendar, vevent, event } = parse(ics)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Sthana Workspaces//Bookings//EN')
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-14T03:30:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-14T13:30:00.000Z')
    expect(event.startDate.zone.tzid).toBe('UTC')
    expect(ics).toMatch(/DTSTART:20261214T033000Z/)
    expect(event.uid).toBe('booking-bk_42@sthanaworkspaces.in')
    expect(event.sequence).toBe(0)
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(event.location).toBe('Sthana Koramangala, No. 12, 80 Feet Road, Koramangala 4th Block, Bengaluru 560034')
    expect(event.organizer.toLowerCase()).toBe('mailto:bookings@sthanaworkspaces.in')
    expect(event.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual(['mailto:priya.sharma@example.in'])
  })

  it('describes the times in IST and the deadlines', () => {
    const { event } = parse(bookingInvite(invite))
    expect(event.description).toBe(
      [
        'Day pass at Koramangala',
        'When: Monday, 14 December 2026, 09:00–19:00 IST',
        'Where: Sthana Koramangala, No. 12, 80 Feet Road, Koramangala 4th Block, Bengaluru 560034',
        'Map: https://maps.google.com/?q=12.9352,77.6245',
        'Guests: Rohan Mehta, Ananya Gupta',
        'Order: STH-261211-7K3M9Q2X',
        'Free cancellation until 13 Dec 2026, 09:00 IST.',
        'Reschedule until 13 Dec 2026, 09:00 IST.',
        'Manage your booking: https://sthanaworkspaces.in/account/orders/STH-261211-7K3M9Q2X',
      ].join('\n'),
    )
  })

  it('a reschedule keeps the UID with a higher sequence; the cancel variant removes the same event', () => {
    const moved = parse(
      bookingInvite({
        ...invite,
        sequence: 1,
        startsAt: new Date('2026-12-16T09:00:00+05:30'),
        endsAt: new Date('2026-12-16T19:00:00+05:30'),
      }),
    ).event
    expect(moved.uid).toBe('booking-bk_42@sthanaworkspaces.in')
    expect(moved.sequence).toBe(1)
    expect(moved.startDate.toJSDate().toISOString()).toBe('2026-12-16T03:30:00.000Z')

    const cancelled = parse(bookingCancellation({ ...invite, sequence: 2 }))
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(cancelled.event.uid).toBe('booking-bk_42@sthanaworkspaces.in')
    expect(cancelled.event.sequence).toBe(2)
    expect(cancelled.event.summary).toBe('Cancelled: Day pass at Koramangala')
    expect(inviteContentType('CANCEL')).toBe('text/calendar; charset=utf-8; method=CANCEL')
  })

  it('a partial-refund tier and no rule read plainly', () => {
    expect(
      parse(bookingInvite({ ...invite, cancellation: { deadline: deadline.at, refundBasisPoints: 5_000 } })).event.description,
    ).toContain('Cancel until 13 Dec 2026, 09:00 IST for a 50% refund.')
    expect(parse(bookingInvite({ ...invite, cancellation: null })).event.description).toContain(
      'This booking cannot be cancelled for a refund.',
    )
  })

  it('refuses a booking that ends before it starts', () => {
    expect(() => bookingInvite({ ...invite, endsAt: startsAt })).toThrow(RangeError)
  })
})
