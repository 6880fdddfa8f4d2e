import { NextResponse } from 'next/server'
import { parseJsonBody } from '@/app/api/_lib/parse'
import { handler } from '@/server/api/handler'
import { codeBody, sendSigningCode } from '@/server/esign/signing-page'
import { signingCodeAnswer } from '@/contracts/esign'

export const dynamic = 'force-dynamic'

// POST /api/esign/sign/code { token }: a one-time code to the signer's email (at most 5 an hour per agreement).
export const POST = handler(
  async (request: Request) => {
    const { token } = await parseJsonBody(request, codeBody)
    return NextResponse.json(signingCodeAnswer.parse({ data: await sendSigningCode(token) }), { headers: { 'Cache-Control': 'no-store' } })
  },
  { maxBodyBytes: 4 * 1024 },
)
