import { parseJsonBody } from '@/app/api/_lib/parse'
import { withCustomer } from '@/server/api/with-customer'
import { addCompanyKyc } from '@/server/virtual-office/documents'
import { companyKycBody, voDocumentAnswer } from '@/contracts/virtual-office'
import { VO_ERROR_TOASTS } from '@/domain/virtual-office/messages'
import { voAnswer } from '../../_answer'

export const dynamic = 'force-dynamic'

// PATCH /api/vo/document/add-company-kyc (spec 'Company KYC payload'): the company looked up by PAN and CIN.
// 404 'PAN data not found' when the registry does not know the PAN: send again with the directors typed by hand.
export const PATCH = withCustomer(
  async (request, { customer }) => {
    const body = await parseJsonBody(request, companyKycBody, VO_ERROR_TOASTS.addCompanyKyc)
    return voAnswer(voDocumentAnswer.parse({ data: await addCompanyKyc(customer.id, body) }))
  },
  { maxBodyBytes: 16 * 1024 },
)
