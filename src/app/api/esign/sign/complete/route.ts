import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { handler } from '@/server/api/handler'
import { requestIp } from '@/server/leads/client-ip'
import { signatureBody, submitSignature } from '@/server/esign/signing-page'
import { signingCompleteAnswer } from '@/contracts/esign'

export const dynamic = 'force-dynamic'

// POST /api/esign/sign/complete { token, code, consent, signature }: signs the agreement; the document is COMPLETED.
export const POST = handler(
  async (request: Request) => {
    const body = await parseJsonBody(request, signatureBody, { maxBytes: 320 * 1024 })
    const result = await submitSignature(body, {
      ipAddress: requestIp(request.headers) ?? 'unknown',
      userAgent: (request.headers.get('user-agent') ?? 'unknown').slice(0, 300),
    })
    return NextResponse.json(signingCompleteAnswer.parse({ data: result, message: 'Agreement signed' }), {
      headers: { 'Cache-Control': 'no-store' },
    })
  },
  { maxBodyBytes: 320 * 1024 },
)
