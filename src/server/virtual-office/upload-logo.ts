import { purposeOfUploadKind } from '@/domain/uploads/purposes'
import { ApiError } from '../api/errors'
import { readBody } from '../api/body'
import { checkImageUpload, IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '../security/image-upload'
import { checkUploadRateLimit } from '../uploads/check-upload-rate-limit'
import { storeCustomerUpload } from '../uploads/store-customer-upload'

// POST /api/s3/route (multipart, field `file`): a company logo. The bytes decide what it is (PNG, JPEG or WebP, not
// the name or the declared type), at most 2 MB, nothing appended or embedded (a polyglot is refused), re-encoded
// before it is stored through the storage adapter; only then is anything written. The answer's id is `logo_id`.
// Each upload is recorded with the customer and its purpose (src/server/uploads), which the KYC steps check; a
// well-formed upload counts against the customer's rate limit before its image is decoded, and the customer's unused
// uploads have a size budget (src/server/uploads/limits.ts).

/** The file, plus the multipart envelope and the other fields. */
export const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024
export const UPLOAD_FIELD = 'file'

const STATUS_CODE = { 400: 'bad_request', 413: 'payload_too_large', 415: 'unsupported_media_type' } as const

export interface StoredLogo {
  logo_id: string
  /** The same id, as a director's identity document's `file_id` (kind=kyc-document). */
  file_id: string
  mime: string
  size: number
  width: number
  height: number
}

export async function uploadLogo(request: Request, customerId: number): Promise<StoredLogo> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    throw new ApiError('unsupported_media_type', 'Send the logo as multipart/form-data, in the field "file".')
  const bytes = await readBody(request, MAX_UPLOAD_BODY_BYTES, IMAGE_MESSAGES.tooLarge)
  let form: FormData
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData()
  } catch {
    throw new ApiError('bad_request', 'The upload could not be read.', { file: IMAGE_MESSAGES.empty })
  }
  const file = form.get(UPLOAD_FIELD)
  if (!file || typeof file === 'string') throw new ApiError('bad_request', IMAGE_MESSAGES.empty, { file: IMAGE_MESSAGES.empty })
  // kind=kyc-document: a director's identity document (a photo or scan), encrypted at rest; anything else is a logo.
  const purpose = purposeOfUploadKind(form.get('kind'))
  await checkUploadRateLimit(customerId)
  const checked = await checkImageUpload(Buffer.from(await file.arrayBuffer()))
  if (!checked.ok) throw new ApiError(STATUS_CODE[checked.status], checked.message, { file: checked.message })
  const stored = await storeCustomerUpload(customerId, purpose, checked.image.buffer, checked.image.mime)
  return {
    logo_id: stored.id,
    file_id: stored.id,
    mime: stored.mime,
    size: stored.size,
    width: checked.image.width,
    height: checked.image.height,
  }
}
