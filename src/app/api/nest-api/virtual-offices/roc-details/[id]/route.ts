import { parseJsonBody } from '@/app/api/_lib/parse'
import { badRequest } from '@/server/api/errors'
import { withCustomer } from '@/server/api/with-customer'
import { updateRocDetails } from '@/server/virtual-office/documents'
import { rocDetailsBody, voDocumentAnswer, voDocumentPathParams } from '@/contracts/virtual-office'
import { VO_ERROR_TOASTS } from '@/domain/virtual-office/messages'
import { voAnswer } from '../../../../vo/_answer'

export const dynamic = 'force-dynamic'

// PUT /api/nest-api/virtual-offices/roc-details/{id} { update_type, companyInfo, phone, director }: the company's name
// or logo, or one director's KYC (identity numbers encrypted; only the last 4 digits of an Aadhaar number).
export const PUT = withCustomer(
  async (req, { customer }) => {
    const id = decodeURIComponent(new URL(req.url).pathname.replace(/\/$/, '').split('/').pop() ?? '')
    const parsed = voDocumentPathParams.safeParse({ id })
    if (!parsed.success) throw badRequest(parsed.error)
    const body = await parseJsonBody(req, rocDetailsBody, VO_ERROR_TOASTS.updateCompanyDetails)
    return voAnswer(voDocumentAnswer.parse({ data: await updateRocDetails(customer.id, parsed.data.id, body) }))
  },
  { maxBodyBytes: 16 * 1024 },
)
