import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { sendAgreement } from '@/server/virtual-office/agreement'
import { voSignAnswer, voSignRequestBody } from '@/contracts/esign'
import { VO_ERROR_TOASTS, VO_SUCCESS_TOASTS } from '@/domain/virtual-office/messages'
import { voAnswer } from '../../_answer'

export const dynamic = 'force-dynamic'

// POST /api/vo/document/sign: the agreement sent for signing (the older provider's row; ESIGN_PROVIDER picks who signs).
export const POST = withCustomer(
  async (request, { customer }) => {
    const body = await parseJsonBody(request, voSignRequestBody, VO_ERROR_TOASTS.sendAgreementEmail)
    return voAnswer(voSignAnswer.parse({ data: await sendAgreement(customer.id, body), message: VO_SUCCESS_TOASTS.agreementEmailSent }))
  },
  { maxBodyBytes: 8 * 1024 },
)
