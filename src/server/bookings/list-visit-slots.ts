import { addDaysToDate, businessDate, type IsoDate } from '@/domain/calendar/business-date'
import { formatTimeOfDay } from '@/domain/calendar/business-date'
import { freeSlots } from '@/domain/calendar/slots'
import { buildingPath } from '@/domain/urls'
import { lastBookableDate } from '@/domain/calendar/booking-window'
import { findTour } from './book-visit'
import { appSql } from './rooms'
import { loadSlotDay } from './slot-day'
import type { VisitSlotsAnswer } from '@/contracts/bookings'

// The free tour starts of a building over some days: the visit form's choices, and the next free slots the enquiry's
// thank-you page offers.

export const VISIT_DAYS = 7

/** null when the building takes no visits online. */
export async function listVisitSlots({
  building,
  from,
  days = VISIT_DAYS,
  now = new Date(),
}: {
  building: string
  from?: IsoDate
  days?: number
  now?: Date
}): Promise<VisitSlotsAnswer | null> {
  const tour = await findTour(building)
  if (!tour) return null
  const sql = await appSql()
  const today = businessDate(now)
  const last = lastBookableDate(now)
  const first = from && from > today ? from : today
  const dates: IsoDate[] = []
  for (let i = 0; i < days; i++) {
    const date = addDaysToDate(first, i)
    if (date <= last) dates.push(date)
  }
  const slotDays = await Promise.all(dates.map((date) => loadSlotDay(sql, tour, date, now)))
  return {
    building: {
      handle: tour.building.handle,
      name: tour.building.name,
      href: buildingPath(tour.building.cityHandle ?? '', tour.building.handle),
    },
    slotMinutes: tour.slotMinutes,
    days: slotDays.map((day) => ({
      date: day.date,
      holiday: day.holiday?.name ?? null,
      opensAt: day.hours ? formatTimeOfDay(day.hours.opensAt) : null,
      closesAt: day.hours ? formatTimeOfDay(day.hours.closesAt) : null,
      freeStarts: freeSlots(day).map((slot) => slot.startTime),
    })),
  }
}
