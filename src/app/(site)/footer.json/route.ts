import { handler } from '@/server/api/handler'
import { pageDataAnswer, pageDataQuery } from '@/server/api/page-data'
import { getFooterLinks } from '@/server/content/get-site-chrome'

// GET /footer.json (footerLinksPath): the footer's link columns and its cities with their neighbourhoods, which the
// footer fetches as it nears the screen instead of every page carrying them (about 16 kB of markup and flight data a
// page). Kept in the process for a minute and cleared by any CMS change; a browser or CDN may keep it for a minute.
// Search engines find these links on the pages they point to.

export const dynamic = 'force-dynamic'

export const GET = handler(async (request: Request) => {
  pageDataQuery(request)
  return pageDataAnswer(await getFooterLinks())
})
