import type { Holiday } from '@/domain/calendar/start-date'
import { isCityHandle } from '@/domain/catalogue/product-types'
import { getPayloadClient } from '../payload'

// The holidays of the admin's list (collection `holidays`), as the calendar rules take them: national ones
// (cityHandle null) and each city's own. A holiday of a city the site does not sell in is left out.

/** Holidays between two dates (both included, YYYY-MM-DD), or all of them. */
export async function listHolidays(range: { from?: string; to?: string } = {}): Promise<Holiday[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'holidays',
    where: {
      and: [
        ...(range.from ? [{ date: { greater_than_equal: range.from } }] : []),
        ...(range.to ? [{ date: { less_than_equal: range.to } }] : []),
      ],
    },
    depth: 1,
    limit: 0,
    pagination: false,
    sort: 'date',
    select: { date: true, name: true, city: true },
    populate: { cities: { handle: true } },
  })
  return docs.flatMap((doc): Holiday[] => {
    const city = doc.city
    if (city === null || city === undefined) return [{ date: doc.date, name: doc.name, cityHandle: null }]
    const handle = typeof city === 'object' ? city.handle : null
    return handle && isCityHandle(handle) ? [{ date: doc.date, name: doc.name, cityHandle: handle }] : []
  })
}
