import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { sendAgreement } from '@/server/virtual-office/agreement'
import { docusignSignRequestBody, voSignAnswer } from '@/contracts/esign'
import { VO_ERROR_TOASTS, VO_SUCCESS_TOASTS } from '@/domain/virtual-office/messages'
import { voAnswer } from '../../vo/_answer'

export const dynamic = 'force-dynamic'

// POST /api/docusign/sign: the same as /api/vo/document/sign with documentId (the newer provider's row).
export const POST = withCustomer(
  async (request, { customer }) => {
    const body = await parseJsonBody(request, docusignSignRequestBody, VO_ERROR_TOASTS.sendAgreementEmail)
    return voAnswer(voSignAnswer.parse({ data: await sendAgreement(customer.id, body), message: VO_SUCCESS_TOASTS.agreementEmailSent }))
  },
  { maxBodyBytes: 8 * 1024 },
)
