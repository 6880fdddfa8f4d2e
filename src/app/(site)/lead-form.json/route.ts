import { NextResponse } from 'next/server'
import { handler } from '@/server/api/handler'
import { ApiError } from '@/server/api/errors'
import { getFormByHandle, LEAD_FORM_HANDLE } from '@/server/forms/get-form-by-handle'

// GET /lead-form.json (leadFormPath): the lead form's definition (its fields, options and messages). The server renders
// every form on a page from it; in the browser a form needs it only once it comes alive (the page's form as it nears
// the screen, the 'Get in touch' dialog and the chat's enquiry when opened), so it is fetched then, from here, instead
// of every page carrying it in its flight data (about 4 kB a page). A browser or CDN may keep it for a minute.

export const dynamic = 'force-dynamic'

export const GET = handler(async (request: Request) => {
  if (new URL(request.url).searchParams.size > 0) throw new ApiError('bad_request', 'This address takes no parameters.')
  const form = await getFormByHandle(LEAD_FORM_HANDLE)
  if (!form) throw new ApiError('not_found', 'The enquiry form is not set up.')
  return NextResponse.json(form, {
    headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=600', 'X-Robots-Tag': 'noindex' },
  })
})
