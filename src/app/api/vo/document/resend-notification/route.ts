import { parseSearchParams } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { assertNotCrossSite } from '@/server/customers/require-customer'
import { RESEND_CROSS_SITE_MESSAGE, resendAgreement } from '@/server/virtual-office/agreement'
import { resendNotificationAnswer } from '@/contracts/esign'
import { voDocIdQuery } from '@/contracts/virtual-office'
import { VO_SUCCESS_TOASTS } from '@/domain/virtual-office/messages'
import { voAnswer } from '../../_answer'

export const dynamic = 'force-dynamic'

// GET /api/vo/document/resend-notification?docId=: the signing link emailed again (a new one; rate-limited). A GET by
// the spec, but it sends an email and retires the earlier link: another site's link to it is refused, nothing sent.
export const GET = withCustomer(async (request, { customer }) => {
  assertNotCrossSite(request, RESEND_CROSS_SITE_MESSAGE)
  const { docId } = parseSearchParams(request, voDocIdQuery)
  return voAnswer(
    resendNotificationAnswer.parse({ data: await resendAgreement(customer.id, docId), message: VO_SUCCESS_TOASTS.agreementEmailSent }),
  )
})
