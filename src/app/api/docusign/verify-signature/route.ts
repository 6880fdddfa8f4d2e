import { parseSearchParams } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { verifyEnvelope } from '@/server/virtual-office/agreement'
import { docusignVerifySignatureQuery, envelopeStatusAnswer } from '@/contracts/esign'
import { voAnswer } from '../../vo/_answer'

export const dynamic = 'force-dynamic'

// GET /api/docusign/verify-signature?docId=&envelopeId=: the envelope's status; a completed one completes the document.
export const GET = withCustomer(async (request, { customer }) => {
  const { docId, envelopeId } = parseSearchParams(request, docusignVerifySignatureQuery)
  return voAnswer(envelopeStatusAnswer.parse({ data: await verifyEnvelope(customer.id, docId, envelopeId) }))
})
