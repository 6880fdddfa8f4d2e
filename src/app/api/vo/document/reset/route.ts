import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { resetKyc } from '@/server/virtual-office/documents'
import { voDocumentAnswer, voResetBody } from '@/contracts/virtual-office'
import { VO_ERROR_TOASTS } from '@/domain/virtual-office/messages'
import { voAnswer } from '../../_answer'

export const dynamic = 'force-dynamic'

// PATCH /api/vo/document/reset { doc_id, request_type: INITIAL_KYC }: the KYC starts again (back to CHOSE_FLOW).
export const PATCH = withCustomer(
  async (request, { customer }) => {
    const { doc_id } = await parseJsonBody(request, voResetBody, VO_ERROR_TOASTS.reset)
    return voAnswer(voDocumentAnswer.parse({ data: await resetKyc(customer.id, doc_id) }))
  },
  { maxBodyBytes: 1024 },
)
