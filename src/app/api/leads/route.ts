import { NextResponse } from 'next/server'
import { ApiError, badRequest, handler } from '@/server/api/errors'
import { requestIp } from '@/server/leads/client-ip'
import { submitLead } from '@/server/leads/submit-lead'
import { leadBody, MAX_LEAD_BODY_BYTES } from './schema'

export const dynamic = 'force-dynamic'

// POST /api/leads: a 'Get in touch' enquiry, as JSON or as an ordinary form post. 201 with the lead's reference;
// 400 with a message per field for bad input; 429 when one address sends too many.
export const POST = handler(async (request: Request) => {
  const raw = await readBody(request)
  const lead = await submitLead(raw, { ip: requestIp(request.headers) })
  return NextResponse.json({ reference: lead.reference, message: lead.message }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
})

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > MAX_LEAD_BODY_BYTES)
    throw new ApiError('payload_too_large', 'The enquiry is too long. Please shorten the message and try again.')
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
  const text = await request.text()
  if (text.length > MAX_LEAD_BODY_BYTES)
    throw new ApiError('payload_too_large', 'The enquiry is too long. Please shorten the message and try again.')
  if (type === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(text))
  }
  if (type !== 'application/json' && type !== '') throw new ApiError('unsupported_media_type', 'Send the enquiry as JSON or as a form.')
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
