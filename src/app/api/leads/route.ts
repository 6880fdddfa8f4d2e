import { NextResponse } from 'next/server'
import { mediaType } from '@/app/api/_lib/parse'
import { readBodyText } from '@/server/api/body'
import { ApiError, badRequest } from '@/server/api/errors'
import { handler } from '@/server/api/handler'
import { requestIp } from '@/server/leads/client-ip'
import { submitLead } from '@/server/leads/submit-lead'
import { leadBody, MAX_LEAD_BODY_BYTES } from '@/contracts/leads'

export const dynamic = 'force-dynamic'

const TOO_LONG = 'The enquiry is too long. Please shorten the message and try again.'

// POST /api/leads: a 'Get in touch' enquiry, as JSON or as an ordinary form post. 201 with the lead's reference;
// 400 with a message per field for bad input; 429 when one address sends too many.
export const POST = handler(
  async (request: Request) => {
    const raw = await readBody(request)
    const lead = await submitLead(raw, { ip: requestIp(request.headers) })
    return NextResponse.json(
      { reference: lead.reference, message: lead.message },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    )
  },
  { maxBodyBytes: MAX_LEAD_BODY_BYTES, tooLargeMessage: TOO_LONG },
)

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = mediaType(request)
  if (type !== 'application/x-www-form-urlencoded' && type !== 'application/json' && type !== '')
    throw new ApiError('unsupported_media_type', 'Send the enquiry as JSON or as a form.')
  const text = await readBodyText(request, MAX_LEAD_BODY_BYTES, TOO_LONG)
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text))
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ApiError('bad_request', 'The request body is not valid JSON.', { body: 'Send a JSON object.' })
  }
  const parsed = leadBody.safeParse(body)
  if (!parsed.success) throw badRequest(parsed.error)
  return parsed.data
}
