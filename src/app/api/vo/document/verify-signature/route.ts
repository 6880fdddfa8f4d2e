import { parseSearchParams } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { verifySignature } from '@/server/virtual-office/agreement'
import { verifySignatureAnswer } from '@/contracts/esign'
import { voDocIdQuery } from '@/contracts/virtual-office'
import { VO_SUCCESS_TOASTS } from '@/domain/virtual-office/messages'
import { voAnswer } from '../../_answer'

export const dynamic = 'force-dynamic'

// GET /api/vo/document/verify-signature?docId=: 200 only when the provider says completed (and, for the built-in
// signing, the seal and hashes check); 409 with spec section 5's message otherwise.
export const GET = withCustomer(async (request, { customer }) => {
  const { docId } = parseSearchParams(request, voDocIdQuery)
  return voAnswer(
    verifySignatureAnswer.parse({ data: await verifySignature(customer.id, docId), message: VO_SUCCESS_TOASTS.signatureVerified }),
  )
})
