import { parseSearchParams } from '@/app/api/_lib/parse'
import { handler } from '@/server/api/handler'
import { signingPagePdf } from '@/server/esign/signing-page'
import { signingTokenQuery } from '@/contracts/esign'

export const dynamic = 'force-dynamic'

// GET /api/esign/sign/agreement?token=: the agreement PDF of a live signing link (the link is the credential).
export const GET = handler(async (request: Request) => {
  const { token } = parseSearchParams(request, signingTokenQuery)
  const { pdf, fileName } = await signingPagePdf(token)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  })
})
