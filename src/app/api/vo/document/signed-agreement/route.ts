import { parseSearchParams } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { signedAgreementFile } from '@/server/virtual-office/agreement-files'
import { voDocIdQuery } from '@/contracts/virtual-office'

export const dynamic = 'force-dynamic'

// GET /api/vo/document/signed-agreement?docId=: the signed agreement (PDF), for the document's owner only.
export const GET = withCustomer(async (request, { customer }) => {
  const { docId } = parseSearchParams(request, voDocIdQuery)
  const { pdf, fileName } = await signedAgreementFile(customer.id, docId)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})
