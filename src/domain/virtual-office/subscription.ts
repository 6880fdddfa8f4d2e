import { TZDate } from '@date-fns/tz'
import { addMonths, differenceInCalendarDays } from 'date-fns'
import { addDaysToDate, BUSINESS_TIME_ZONE, isIsoDate, startOfIstDay, type IsoDate } from '@/domain/calendar/business-date'

// The subscription end date (spec section 9): start + the summed `duration_in_days` of subscriptionData + an offset.
// The offset is -1 day: the end date is the last day of service, inclusive, so a 30-day term that starts on
// 1 January ends on 30 January, and a 12-month term from 15 March 2026 ends on 14 March 2027. `expiresOn` stores this
// date, and the dashboard treats it as passed from the day after (dashboard-state.ts). Dates are in India.

export const SUBSCRIPTION_END_OFFSET_DAYS = -1

/** One item of `subscriptionData`: a term bought (the first item is the current one, the second the previous). */
export interface VoSubscriptionItem {
  duration_in_days: number
  plans?: readonly { title?: string; name?: string; handle?: string }[]
}

/** start + Σ duration_in_days + offset. Throws on a non-date start or a duration that is not a whole number ≥ 0. */
export function subscriptionEndDate(
  start: IsoDate,
  subscriptionData: readonly VoSubscriptionItem[],
  offsetDays: number = SUBSCRIPTION_END_OFFSET_DAYS,
): IsoDate {
  if (!isIsoDate(start)) throw new RangeError(`Not a date (YYYY-MM-DD): ${start}`)
  let days = 0
  for (const item of subscriptionData) {
    if (!Number.isSafeInteger(item.duration_in_days) || item.duration_in_days < 0)
      throw new RangeError(`Not a duration in days: ${item.duration_in_days}`)
    days += item.duration_in_days
  }
  return addDaysToDate(start, days + offsetDays)
}

/** The first day of service: the inverse of subscriptionEndDate (expiresOn − Σ duration_in_days − offset). */
export function subscriptionStartDate(
  expiresOn: IsoDate,
  subscriptionData: readonly VoSubscriptionItem[],
  offsetDays: number = SUBSCRIPTION_END_OFFSET_DAYS,
): IsoDate {
  if (!isIsoDate(expiresOn)) throw new RangeError(`Not a date (YYYY-MM-DD): ${expiresOn}`)
  const days = subscriptionData.reduce((sum, item) => sum + item.duration_in_days, 0)
  return addDaysToDate(expiresOn, -(days + offsetDays))
}

/** The days in a term of whole calendar months from a start date (12 months from 2026-03-15 = 365 days). */
export function termDays(start: IsoDate, months: number): number {
  if (!Number.isSafeInteger(months) || months < 1) throw new RangeError(`Not a month count: ${months}`)
  const first = startOfIstDay(start)
  const end = addMonths(first, months)
  return differenceInCalendarDays(new TZDate(end.getTime(), BUSINESS_TIME_ZONE), first)
}

/** The previous plan (spec: the second item's plans), or an empty list. */
export function previousPlans(
  subscriptionData: readonly VoSubscriptionItem[],
): readonly NonNullable<VoSubscriptionItem['plans']>[number][] {
  return subscriptionData[1]?.plans ?? []
}
