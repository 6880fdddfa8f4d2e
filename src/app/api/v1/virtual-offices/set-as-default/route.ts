import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { setDefaultDocument } from '@/server/virtual-office/documents'
import { voDocumentAnswer, voSetAsDefaultBody } from '@/contracts/virtual-office'
import { VO_ERROR_TOASTS } from '@/domain/virtual-office/messages'
import { voAnswer } from '../../../vo/_answer'

export const dynamic = 'force-dynamic'

// PATCH /api/v1/virtual-offices/set-as-default { documentId }: the document the dashboard opens first.
export const PATCH = withCustomer(
  async (request, { customer }) => {
    const { documentId } = await parseJsonBody(request, voSetAsDefaultBody, VO_ERROR_TOASTS.requestedChange)
    return voAnswer(voDocumentAnswer.parse({ data: await setDefaultDocument(customer.id, documentId) }))
  },
  { maxBodyBytes: 1024 },
)
