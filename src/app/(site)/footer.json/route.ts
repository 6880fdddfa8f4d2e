import { NextResponse } from 'next/server'
import { handler } from '@/server/api/handler'
import { ApiError } from '@/server/api/errors'
import { getFooterLinks } from '@/server/content/get-site-chrome'

// GET /footer.json (footerLinksPath): the footer's link columns and its cities with their neighbourhoods, which the
// footer fetches as it nears the screen instead of every page carrying them (about 16 kB of markup and flight data a
// page). Kept in the process for a minute and cleared by any CMS change; a browser or CDN may keep it for a minute.

export const dynamic = 'force-dynamic'

export const GET = handler(async (request: Request) => {
  if (new URL(request.url).searchParams.size > 0) throw new ApiError('bad_request', 'This address takes no parameters.')
  return NextResponse.json(await getFooterLinks(), {
    // Part of every page, not a page of its own: search engines find these links on the pages they point to.
    headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=600', 'X-Robots-Tag': 'noindex' },
  })
})
