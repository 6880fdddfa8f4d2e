import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { completeCompanyKyc } from '@/server/virtual-office/documents'
import { voCompleteCompanyKycBody, voDocumentAnswer } from '@/contracts/virtual-office'
import { VO_ERROR_TOASTS } from '@/domain/virtual-office/messages'
import { voAnswer } from '../../_answer'

export const dynamic = 'force-dynamic'

// PATCH /api/vo/document/complete-company-kyc { doc_id, unincorporated_registration }: every director's KYC is in.
export const PATCH = withCustomer(
  async (request, { customer }) => {
    const body = await parseJsonBody(request, voCompleteCompanyKycBody, VO_ERROR_TOASTS.completeCompanyKyc)
    return voAnswer(voDocumentAnswer.parse({ data: await completeCompanyKyc(customer.id, body.doc_id, body.unincorporated_registration) }))
  },
  { maxBodyBytes: 1024 },
)
