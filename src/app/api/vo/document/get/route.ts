import { parseSearchParams } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { listDocuments } from '@/server/virtual-office/documents'
import { voDocumentListAnswer, voDocumentListQuery } from '@/contracts/virtual-office'
import { voAnswer } from '../../_answer'

export const dynamic = 'force-dynamic'

// GET /api/vo/document/get?partner=: the caller's virtual-office documents (the default first) and the pending-KYC flag.
export const GET = withCustomer(async (request, { customer }) => {
  const { partner } = parseSearchParams(request, voDocumentListQuery)
  return voAnswer(voDocumentListAnswer.parse(await listDocuments(customer.id, partner)))
})
