import { NextResponse } from 'next/server'
import { handler } from '@/server/api/handler'
import { ApiError } from '@/server/api/errors'
import { getCityMapMarkers } from '@/server/locations/get-city-page'

// GET /{city}/map.json: the markers of the city's live buildings, which the city page's map fetches instead of
// carrying them in the page (as props of the map, a city of 250 buildings added about 90 kB of flight data to its
// HTML). Beside the page it serves, not under /api, which is the product contract's alone.
// Answers are kept in the process for a minute and cleared by any CMS change; a CDN may keep one for a minute.

export const dynamic = 'force-dynamic'

export const GET = handler(async (request: Request, { params }: { params: Promise<{ city: string }> }) => {
  if (new URL(request.url).searchParams.size > 0) throw new ApiError('bad_request', 'This address takes no parameters.')
  const markers = await getCityMapMarkers((await params).city)
  if (!markers) throw new ApiError('not_found', 'There is no such city. The list of our cities is on the home page.')
  return NextResponse.json(
    { markers },
    // Data for the page's map, not a page of its own: search engines index the city page, not this.
    { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=600', 'X-Robots-Tag': 'noindex' } },
  )
})
