import { parseJsonBody } from '@/app/api/_lib/parse'
import { badRequest } from '@/server/api/errors'
import { withCustomer } from '@/server/api/with-customer'
import { addUnincorporatedCompany } from '@/server/virtual-office/documents'
import { unincorporatedCompanyBody, voDocumentAnswer, voDocumentPathParams } from '@/contracts/virtual-office'
import { VO_ERROR_TOASTS } from '@/domain/virtual-office/messages'
import { voAnswer } from '../../../../vo/_answer'

export const dynamic = 'force-dynamic'

// PUT /api/nest-api/virtual-offices/add-unincorporated-company/{id} (spec 'Unincorporated company payload').
export const PUT = withCustomer(
  async (req, { customer }) => {
    const id = decodeURIComponent(new URL(req.url).pathname.replace(/\/$/, '').split('/').pop() ?? '')
    const parsed = voDocumentPathParams.safeParse({ id })
    if (!parsed.success) throw badRequest(parsed.error)
    const body = await parseJsonBody(req, unincorporatedCompanyBody, VO_ERROR_TOASTS.addProposedCompany)
    return voAnswer(voDocumentAnswer.parse({ data: await addUnincorporatedCompany(customer.id, parsed.data.id, body) }))
  },
  { maxBodyBytes: 16 * 1024 },
)
