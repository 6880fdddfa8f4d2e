import { parseSearchParams } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { getDocument } from '@/server/virtual-office/documents'
import { voDocumentAnswer, voDocumentByIdQuery } from '@/contracts/virtual-office'
import { voAnswer } from '../../_answer'

export const dynamic = 'force-dynamic'

// GET /api/vo/document/vo-by-id?doc_id=&partner=: one of the caller's documents (another's answers 404).
export const GET = withCustomer(async (request, { customer }) => {
  const { doc_id } = parseSearchParams(request, voDocumentByIdQuery)
  return voAnswer(voDocumentAnswer.parse({ data: await getDocument(customer.id, doc_id) }))
})
