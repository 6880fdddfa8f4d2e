import { parseSearchParams } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { signingView } from '@/server/virtual-office/agreement'
import { signingViewAnswer } from '@/contracts/esign'
import { voDocIdQuery } from '@/contracts/virtual-office'
import { voAnswer } from '../../_answer'

export const dynamic = 'force-dynamic'

// GET /api/vo/document/signing-view?docId=: where the signer signs now (the provider's own signing page), made on demand.
export const GET = withCustomer(async (request, { customer }) => {
  const { docId } = parseSearchParams(request, voDocIdQuery)
  return voAnswer(signingViewAnswer.parse({ data: await signingView(customer.id, docId) }))
})
