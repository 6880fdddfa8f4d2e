import { NextResponse } from 'next/server'
import { withCustomer } from '@/server/api/with-customer'
import { MAX_UPLOAD_BODY_BYTES, uploadLogo } from '@/server/virtual-office/upload-logo'
import { logoUploadAnswer } from '@/contracts/virtual-office'
import { IMAGE_MESSAGES } from '@/server/security/image-upload'

export const dynamic = 'force-dynamic'

// POST /api/s3/route (multipart `file`): a company logo or identity document, checked by its bytes and re-encoded, then
// stored as the customer's, within the customer's upload limits.
export const POST = withCustomer(
  async (request, { customer }) =>
    NextResponse.json(logoUploadAnswer.parse({ data: await uploadLogo(request, customer.id) }), { status: 201 }),
  {
    maxBodyBytes: MAX_UPLOAD_BODY_BYTES,
    tooLargeMessage: IMAGE_MESSAGES.tooLarge,
  },
)
