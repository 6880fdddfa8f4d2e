import { SLUG_PATTERN } from '@/cms/fields/slug'
import { handler } from '@/server/api/handler'
import { ApiError } from '@/server/api/errors'
import { PAGE_DATA_KEPT, pageDataAnswer, pageDataQuery } from '@/server/api/page-data'
import { getPublicForm } from '@/server/forms/get-public-form'

// GET /forms/{handle}.json?v={version} (formPath): a form's definition (its fields, options and messages). The server
// renders a page's forms from it; in the browser a form needs it only once it comes alive (a page's form as it nears
// the screen, the 'Get in touch' dialog and the chat's enquiry when opened), so it is fetched then, from here, instead
// of every page carrying it in its flight data (about 4 kB a page). The page names the version it was rendered with:
// while that is the form's current version the answer may be kept for good (a new edit makes a new address); asked
// for another version, or none, it answers the current definition, kept for a minute at most.

export const dynamic = 'force-dynamic'

const NO_SUCH_FORM = 'There is no form at this address.'

export const GET = handler(async (request: Request, { params }: { params: Promise<{ file: string }> }) => {
  const version = pageDataQuery(request, ['v']).get('v')
  const handle = /^(.{1,100})\.json$/.exec((await params).file)?.[1]
  if (!handle || !SLUG_PATTERN.test(handle)) throw new ApiError('not_found', NO_SUCH_FORM)
  const form = await getPublicForm(handle)
  if (!form) throw new ApiError('not_found', NO_SUCH_FORM)
  return pageDataAnswer(form, version === form.version ? PAGE_DATA_KEPT.forGood : PAGE_DATA_KEPT.minuteAtMost)
})
