import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { cancellationDeadline, DEFAULT_CANCELLATION_RULE, rescheduleDeadline } from '@/domain/orders/cancellation'
import {
  bookingCancellation,
  bookingInvite,
  inviteContentType,
  inviteDescription,
  type BookingInvite,
} from '@/server/documents/booking-invite'

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
  guests: [{ name: 'Rohan Mehta' }, { name: 'Ananya Gupta' }],
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

describe('the invite’s lines (RFC 5545)', () => {
  // A day pass at a building whose address runs long, bought by someone whose name is not ASCII, with two team members.
  const long: BookingInvite = {
    ...invite,
    title: 'Day pass at Sthāna Koramangala; ground floor, east wing',
    building: {
      name: 'Sthāna Koramangala — Śrī Lakshmī Towers',
      addressLines: [
        'No. 12/4, 80 Feet Road, Koramangala 4th Block, opposite Mahārāja Agrasen Bhavan, near Sony World Signal',
        'Bengaluru, Karnataka 560034',
      ],
      mapUrl: 'https://maps.google.com/?q=12.9352,77.6245',
    },
    attendee: { name: 'Ānanyā Śrīnivāsan', email: 'ananya.srinivasan@example.in' },
    guests: [
      { name: 'Rohan Mehta', email: 'rohan.mehta@example.in' },
      { name: 'Dévī Āyyar', email: 'devi.ayyar@example.in' },
      { name: 'Kabir (no email)', email: null },
    ],
  }

  it('folds every line to at most 75 octets of UTF-8, with CRLF and one space', () => {
    const ics = bookingInvite(long)
    expect(ics).not.toMatch(/\r\n\t/)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75)
    // Never inside a character: every line is valid UTF-8 by itself.
    for (const line of ics.split('\r\n'))
      expect(Buffer.from(Buffer.from(line, 'utf8').toString('utf8')).equals(Buffer.from(line, 'utf8'))).toBe(true)
    for (const line of bookingCancellation({ ...long, sequence: 1 }).split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75)
  })

  it('reads back in ical.js as the same summary, location, description, alarm and attendees', () => {
    const { vevent, event } = parse(bookingInvite(long))
    expect(event.summary).toBe(long.title)
    expect(event.location).toBe([long.building.name, ...long.building.addressLines].join(', '))
    expect(event.description).toBe(inviteDescription(long))
    expect(event.description).toContain('Guests: Rohan Mehta, Dévī Āyyar, Kabir (no email)')
    const alarm = vevent.getFirstSubcomponent('valarm')!
    expect(alarm.getFirstPropertyValue('description')).toBe(`${long.title} starts in an hour`)
    expect(event.attendees.map((a) => [a.getParameter('cn'), String(a.getFirstValue()).toLowerCase()])).toEqual([
      ['Ānanyā Śrīnivāsan', 'mailto:ananya.srinivasan@example.in'],
      ['Rohan Mehta', 'mailto:rohan.mehta@example.in'],
      ['Dévī Āyyar', 'mailto:devi.ayyar@example.in'],
    ])
  })

  it('escapes commas and semicolons in the alarm’s description', () => {
    const unfolded = bookingInvite(long).replace(/\r\n /g, '')
    const line = unfolded.split('\r\n').find((l) => l.startsWith('DESCRIPTION:') && l.endsWith('starts in an hour'))
    expect(line).toBe('DESCRIPTION:Day pass at Sthāna Koramangala\\; ground floor\\, east wing starts in an hour')
  })
})
