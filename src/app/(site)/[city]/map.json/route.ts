import { handler } from '@/server/api/handler'
import { ApiError } from '@/server/api/errors'
import { pageDataAnswer, pageDataQuery } from '@/server/api/page-data'
import { getCityMapMarkers } from '@/server/locations/get-city-page'

// GET /{city}/map.json: the markers of the city's live buildings, which the city page's map fetches instead of
// carrying them in the page (as props of the map, a city of 250 buildings added about 90 kB of flight data to its
// HTML). Answers are kept in the process for a minute and cleared by any CMS change; a CDN may keep one for a minute.

export const dynamic = 'force-dynamic'

export const GET = handler(async (request: Request, { params }: { params: Promise<{ city: string }> }) => {
  pageDataQuery(request)
  const markers = await getCityMapMarkers((await params).city)
  if (!markers) throw new ApiError('not_found', 'There is no such city. The list of our cities is on the home page.')
  return pageDataAnswer({ markers })
})
