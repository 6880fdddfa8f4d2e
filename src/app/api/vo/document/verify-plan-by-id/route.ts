import { parseSearchParams } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { verifyPlan } from '@/server/virtual-office/documents'
import { voDocIdQuery, voVerifyPlanAnswer } from '@/contracts/virtual-office'
import { voAnswer } from '../../_answer'

export const dynamic = 'force-dynamic'

// GET /api/vo/document/verify-plan-by-id?docId=: the plan one of the caller's documents holds, its term and whether it runs today.
export const GET = withCustomer(async (request, { customer }) => {
  const { docId } = parseSearchParams(request, voDocIdQuery)
  return voAnswer(voVerifyPlanAnswer.parse({ data: await verifyPlan(customer.id, docId) }))
})
