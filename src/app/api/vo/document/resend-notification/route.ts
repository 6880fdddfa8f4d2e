import { parseSearchParams } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { resendAgreement } from '@/server/virtual-office/agreement'
import { resendNotificationAnswer } from '@/contracts/esign'
import { voDocIdQuery } from '@/contracts/virtual-office'
import { VO_SUCCESS_TOASTS } from '@/domain/virtual-office/messages'
import { voAnswer } from '../../_answer'

export const dynamic = 'force-dynamic'

// GET /api/vo/document/resend-notification?docId=: the signing link emailed again (a new one; rate-limited).
export const GET = withCustomer(async (request, { customer }) => {
  const { docId } = parseSearchParams(request, voDocIdQuery)
  return voAnswer(
    resendNotificationAnswer.parse({ data: await resendAgreement(customer.id, docId), message: VO_SUCCESS_TOASTS.agreementEmailSent }),
  )
})
