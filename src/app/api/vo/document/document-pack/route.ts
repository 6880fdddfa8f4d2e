import { parseSearchParams } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { documentPackFile } from '@/server/virtual-office/agreement-files'
import { voDocIdQuery } from '@/contracts/virtual-office'

export const dynamic = 'force-dynamic'

// GET /api/vo/document/document-pack?docId=: the document pack (zip: address NOC, utility bill, signed agreement, as
// the plan gives them), for the document's owner only.
export const GET = withCustomer(async (request, { customer }) => {
  const { docId } = parseSearchParams(request, voDocIdQuery)
  const { zip, fileName } = await documentPackFile(customer.id, docId)
  return new Response(new Uint8Array(zip), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  })
})
