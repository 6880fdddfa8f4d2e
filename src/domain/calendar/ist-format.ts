import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { BUSINESS_TIME_ZONE } from './business-date'

// Instants as a customer in India reads them: deadlines on the confirmation page, times in emails and calendar invites.
// Always with 'IST' so nobody mistakes them for their own time zone when abroad.

function ist(instant: Date): TZDate {
  return new TZDate(instant.getTime(), BUSINESS_TIME_ZONE)
}

/** '13 Dec 2026, 10:00 IST' */
export function formatIstDateTime(instant: Date): string {
  return `${format(ist(instant), 'd MMM yyyy, HH:mm')} IST`
}

/** 'Sunday, 13 December 2026, 10:00 IST' */
export function formatIstDateTimeLong(instant: Date): string {
  return `${format(ist(instant), 'EEEE, d MMMM yyyy, HH:mm')} IST`
}

/** '10:00' */
export function formatIstTime(instant: Date): string {
  return format(ist(instant), 'HH:mm')
}

/** 'Monday, 14 December 2026, 09:00–19:00 IST'; a range over midnight names both dates. */
export function formatIstRange(start: Date, end: Date): string {
  const sameDay = format(ist(start), 'yyyy-MM-dd') === format(ist(end), 'yyyy-MM-dd')
  if (sameDay) return `${format(ist(start), 'EEEE, d MMMM yyyy, HH:mm')}–${formatIstTime(end)} IST`
  return `${format(ist(start), 'EEEE, d MMMM yyyy, HH:mm')} – ${format(ist(end), 'EEEE, d MMMM yyyy, HH:mm')} IST`
}
