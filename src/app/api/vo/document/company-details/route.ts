import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { chooseFlow } from '@/server/virtual-office/documents'
import { voCompanyDetailsBody, voDocumentAnswer } from '@/contracts/virtual-office'
import { VO_ERROR_TOASTS } from '@/domain/virtual-office/messages'
import { voAnswer } from '../../_answer'

export const dynamic = 'force-dynamic'

// PATCH /api/vo/document/company-details { doc_id, company_type, reference_origin }: the KYC flow chosen.
export const PATCH = withCustomer(
  async (request, { customer }) => {
    const body = await parseJsonBody(request, voCompanyDetailsBody, VO_ERROR_TOASTS.updateCompanyDetails)
    return voAnswer(voDocumentAnswer.parse({ data: await chooseFlow(customer.id, body.doc_id, body.company_type) }))
  },
  { maxBodyBytes: 1024 },
)
