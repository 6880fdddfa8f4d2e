import { describe, expect, it } from 'vitest'
import { availabilityCalendar, monthAvailability, unavailableDateMessage, type AvailabilityContext } from '@/domain/calendar/availability'
import { addDaysToDate, businessDate, datesOfMonth, formatDateLong, isIsoDate, weekdayOf } from '@/domain/calendar/business-date'
import { BOOKING_HORIZON_DAYS, isWithinBookingWindow, lastBookableDate } from '@/domain/calendar/booking-window'
import { earliestBookableDate, holidaysOfCity, type Holiday } from '@/domain/calendar/start-date'

const ist = (local: string) => new Date(`${local}+05:30`)
const national = (date: string, name: string): Holiday => ({ date, name, cityHandle: null })

describe('business dates are dates in India', () => {
  it.each<[string, string, string]>([
    ['18:29 UTC is 23:59 in India', '2026-12-11T18:29:59Z', '2026-12-11'],
    ['18:30 UTC is already midnight in India', '2026-12-11T18:30:00Z', '2026-12-12'],
    ['new year in India before UTC', '2026-12-31T18:30:00Z', '2027-01-01'],
  ])('%s', (_name, instant, date) => {
    expect(businessDate(new Date(instant))).toBe(date)
  })

  it.each<[string, number, string]>([
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2027-03-01', -1, '2027-02-28'],
  ])('%s + %i day → %s', (date, n, next) => {
    expect(addDaysToDate(date, n)).toBe(next)
  })

  it('checks dates and names weekdays', () => {
    expect([isIsoDate('2027-02-29'), isIsoDate('2028-02-29'), isIsoDate('2026-13-01'), isIsoDate('14/12/2026')]).toEqual([
      false,
      true,
      false,
      false,
    ])
    expect(weekdayOf('2026-12-11')).toBe(5)
    expect(formatDateLong('2026-12-11')).toBe('Friday, 11 December 2026')
    expect(datesOfMonth(2028, 2)).toHaveLength(29)
  })
})

describe('the start-date rule (spec section 9): next working day in India; Friday jumps over the weekend', () => {
  const holidays: Holiday[] = [
    national('2027-01-26', 'Republic Day'),
    national('2026-12-25', 'Christmas'),
    national('2027-01-01', 'New Year'),
    national('2028-12-25', 'Christmas'),
    { date: '2026-12-14', name: 'Local festival', cityHandle: 'pune' },
  ]
  it.each<[string, string, string]>([
    ['Monday → Tuesday', '2026-12-07T10:00', '2026-12-08'],
    ['Thursday → Friday', '2026-12-10T10:00', '2026-12-11'],
    ['Thursday 23:59 → Friday', '2026-12-10T23:59', '2026-12-11'],
    ['Friday 00:00 → Monday (jumps over the weekend)', '2026-12-11T00:00', '2026-12-14'],
    ['Friday evening → Monday', '2026-12-11T18:00', '2026-12-14'],
    ['Saturday → Monday', '2026-12-12T09:00', '2026-12-14'],
    ['Sunday → Monday', '2026-12-13T21:00', '2026-12-14'],
    ['Thursday before Christmas Friday → Monday', '2026-12-24T10:00', '2026-12-28'],
    ['Christmas Friday → Monday', '2026-12-25T10:00', '2026-12-28'],
    ['Thursday 31 Dec, New Year Friday holiday → Monday 4 Jan (year end)', '2026-12-31T10:00', '2027-01-04'],
    ['Friday before a Monday holiday (Christmas 2028) → Tuesday', '2028-12-22T10:00', '2028-12-26'],
    ['Saturday before a Monday holiday → Tuesday', '2028-12-23T10:00', '2028-12-26'],
    ['Monday before a Tuesday holiday (Republic Day 2027) → Wednesday', '2027-01-25T10:00', '2027-01-27'],
    ['on the holiday itself → the next working day', '2027-01-26T10:00', '2027-01-27'],
    ['month end: Friday 30 April → Monday 3 May', '2027-04-30T10:00', '2027-05-03'],
    ['leap day: Monday 28 Feb 2028 → Tuesday 29 Feb', '2028-02-28T10:00', '2028-02-29'],
  ])('%s', (_name, now, earliest) => {
    expect(earliestBookableDate({ now: ist(now), holidays, cityHandle: 'bangalore' })).toBe(earliest)
  })

  it('18:30 UTC on a Thursday is Friday in India: the earliest date is Monday', () => {
    expect(earliestBookableDate({ now: new Date('2026-12-10T18:30:00Z'), holidays: [], cityHandle: null })).toBe('2026-12-14')
    expect(earliestBookableDate({ now: new Date('2026-12-10T18:29:59Z'), holidays: [], cityHandle: null })).toBe('2026-12-11')
  })

  it('a city’s own holiday closes that city only', () => {
    expect(earliestBookableDate({ now: ist('2026-12-11T10:00'), holidays, cityHandle: 'pune' })).toBe('2026-12-15')
    expect(earliestBookableDate({ now: ist('2026-12-11T10:00'), holidays, cityHandle: 'mumbai' })).toBe('2026-12-14')
  })

  it.each<[number, string, string]>([
    [0, '2026-12-10T10:00', '2026-12-10'],
    [0, '2026-12-12T10:00', '2026-12-14'],
    [2, '2026-12-10T10:00', '2026-12-14'],
    [3, '2026-12-24T10:00', '2026-12-30'],
  ])('a lead of %i working days from %s → %s', (lead, now, earliest) => {
    expect(earliestBookableDate({ now: ist(now), holidays, cityHandle: 'bangalore', leadWorkingDays: lead })).toBe(earliest)
  })

  it('a city holiday on a national one’s date names the city’s', () => {
    const map = holidaysOfCity(
      [national('2027-01-26', 'Republic Day'), { date: '2027-01-26', name: 'City day', cityHandle: 'pune' }],
      'pune',
    )
    expect(map.get('2027-01-26')?.name).toBe('City day')
  })
})

describe('the calendar of a month: which dates can be booked and why not', () => {
  const context: AvailabilityContext = {
    now: ist('2026-12-11T10:00'),
    cityHandle: 'bangalore',
    holidays: [national('2026-12-25', 'Christmas'), { date: '2026-12-30', name: 'Local festival', cityHandle: 'pune' }],
    closures: [{ from: '2026-12-21', to: '2026-12-22' }],
    lastBookableDate: '2026-12-30',
  }

  it('gives every date its reason', () => {
    const month = monthAvailability(2026, 12, context)
    expect(month).toHaveLength(31)
    const reasons = Object.fromEntries(month.map((d) => [d.date.slice(8), d.reason ?? 'ok']))
    expect(reasons).toMatchObject({
      '10': 'before-earliest',
      '11': 'before-earliest',
      '12': 'weekend',
      '13': 'weekend',
      '14': 'ok',
      '18': 'ok',
      '21': 'building-closed',
      '22': 'building-closed',
      '23': 'ok',
      '25': 'holiday',
      '26': 'weekend',
      '30': 'ok',
      '31': 'after-last',
    })
  })

  it('a past weekend is announced as a weekend', () => {
    expect(availabilityCalendar(context).availability('2026-12-05').reason).toBe('weekend')
  })

  it.each<[string, string, string]>([
    ['2026-12-14', 'Monday, 14 December 2026, available', 'Monday, 14 December 2026 can be booked.'],
    ['2026-12-12', 'Saturday, 12 December 2026, not available: weekend', 'Saturday, 12 December 2026 cannot be booked: weekend.'],
    [
      '2026-12-25',
      'Friday, 25 December 2026, not available: Christmas, a holiday',
      'Friday, 25 December 2026 cannot be booked: it is a holiday (Christmas).',
    ],
    [
      '2026-12-21',
      'Monday, 21 December 2026, not available: the building is closed',
      'Monday, 21 December 2026 cannot be booked: the building is closed.',
    ],
    [
      '2026-12-11',
      'Friday, 11 December 2026, not available: before the earliest date you can book',
      'Friday, 11 December 2026 cannot be booked: before the earliest date you can book.',
    ],
    [
      '2026-12-31',
      'Thursday, 31 December 2026, not available: after the last date you can book',
      'Thursday, 31 December 2026 cannot be booked: after the last date you can book.',
    ],
  ])('%s: what a screen reader hears and what the server says', (date, label, message) => {
    const day = availabilityCalendar(context).availability(date)
    expect(day.label).toBe(label)
    expect(unavailableDateMessage(day)).toBe(message)
  })

  it('a building closed for day passes has no bookable date', () => {
    expect(monthAvailability(2027, 1, { ...context, closed: true, lastBookableDate: undefined }).filter((d) => d.bookable)).toEqual([])
  })

  it('the next month opens at the earliest date and runs to the month end (inside the booking window)', () => {
    const jan = monthAvailability(2027, 1, {
      ...context,
      lastBookableDate: undefined,
      holidays: [national('2027-01-26', 'Republic Day'), national('2027-01-01', 'New Year')],
    })
    expect(jan.filter((d) => d.bookable).map((d) => d.date.slice(8))).toEqual([
      '04',
      '05',
      '06',
      '07',
      '08',
      '11',
      '12',
      '13',
      '14',
      '15',
      '18',
      '19',
      '20',
      '21',
      '22',
      '25',
      '27',
      '28',
      '29',
    ])
  })
})

describe('the booking window: the last date anything can be booked, day passes as conference rooms', () => {
  it.each<[string, string, string]>([
    ['90 days after today in India', '2026-12-11T04:30:00Z', '2027-03-11'],
    ['at 18:30 UTC it counts from India’s next day', '2026-12-10T18:30:00Z', '2027-03-11'],
    ['across a leap day', '2027-12-31T03:30:00Z', '2028-03-30'],
  ])('%s', (_name, instant, last) => {
    expect(BOOKING_HORIZON_DAYS).toBe(90)
    expect(lastBookableDate(new Date(instant))).toBe(last)
  })

  it.each<[string, boolean]>([
    ['2026-12-14', true],
    ['2027-03-11', true],
    ['2027-03-12', false],
    ['9999-12-31', false],
  ])('%s is within the window: %s', (date, within) => {
    expect(isWithinBookingWindow(date, ist('2026-12-11T10:00'))).toBe(within)
  })

  it('the day-pass calendar refuses a date past the window even when none is given, with the reason', () => {
    const calendar = availabilityCalendar({ now: ist('2026-12-11T10:00'), cityHandle: 'bangalore', holidays: [] })
    expect(calendar.availability('2027-03-11')).toMatchObject({ bookable: true, reason: null })
    const far = calendar.availability('9999-12-31')
    expect(far).toMatchObject({ bookable: false, reason: 'after-last' })
    expect(unavailableDateMessage(far)).toBe('Friday, 31 December 9999 cannot be booked: after the last date you can book.')
  })
})
