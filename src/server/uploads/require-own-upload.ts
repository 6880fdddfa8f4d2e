import { UPLOAD_NOT_FOUND_MESSAGE, wrongPurposeMessage, type UploadPurpose } from '@/domain/uploads/purposes'
import { ApiError } from '../api/errors'
import type { Transaction } from '../db/transaction'
import { lockStoredFile } from './stored-files'

/**
 * For a KYC step, inside its transaction: `fileId` is an upload of this customer, made for `purpose`. Anything else
 * (another customer's file, an id never stored or already removed, a file of another purpose) is a 400 on `field`,
 * before the step writes anything. The file's row stays locked until the step commits, so the cleanup of unused
 * uploads cannot remove it in between.
 */
export async function requireOwnUpload(
  query: Transaction['query'],
  customerId: number,
  fileId: string,
  purpose: UploadPurpose,
  field: string,
): Promise<void> {
  const row = await lockStoredFile(query, fileId)
  if (!row || row.customer_id !== customerId)
    throw new ApiError('bad_request', UPLOAD_NOT_FOUND_MESSAGE, { [field]: UPLOAD_NOT_FOUND_MESSAGE })
  if (row.purpose !== purpose) {
    const message = wrongPurposeMessage(purpose, row.purpose)
    throw new ApiError('bad_request', message, { [field]: message })
  }
}
