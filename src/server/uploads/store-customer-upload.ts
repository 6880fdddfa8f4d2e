import type { UploadPurpose } from '@/domain/uploads/purposes'
import type { StoredFileInfo } from '@/integrations/storage'
import { ApiError } from '../api/errors'
import { inTransaction } from '../db/transaction'
import { UNREFERENCED_UPLOAD_BUDGET_BYTES, UPLOAD_BUDGET_MESSAGE } from './limits'
import { STORAGE_KIND, storageFor } from './storage'
import { insertStoredFile, unreferencedBytesOf } from './stored-files'

/**
 * Stores a checked upload of the customer and records it (who, what for, how big), refusing it with 413 when the
 * customer's uploads that no document holds would pass UNREFERENCED_UPLOAD_BUDGET_BYTES. The file exists exactly when
 * its row does: a row that fails to commit takes its file with it.
 */
export async function storeCustomerUpload(
  customerId: number,
  purpose: UploadPurpose,
  bytes: Buffer,
  mime: string,
): Promise<StoredFileInfo> {
  const storage = storageFor(purpose)
  let stored: StoredFileInfo | undefined
  try {
    return await inTransaction(async (tx) => {
      // One upload of a customer at a time from here, so that two at once cannot both fit in the budget's last room.
      await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`stored-files:${customerId}`])
      const parked = await unreferencedBytesOf(tx.query, customerId)
      if (parked + bytes.length > UNREFERENCED_UPLOAD_BUDGET_BYTES) throw new ApiError('payload_too_large', UPLOAD_BUDGET_MESSAGE)
      stored = await storage.put(STORAGE_KIND[purpose], bytes, mime)
      await insertStoredFile(tx.query, { fileId: stored.id, customerId, purpose, mime: stored.mime, size: stored.size })
      return stored
    })
  } catch (error) {
    if (stored) await storage.delete(stored.id).catch((e) => console.warn('An upload whose row was not written stays on disk', e))
    throw error
  }
}
