import type { UploadPurpose } from '@/domain/uploads/purposes'
import type { StoredFileInfo } from '@/integrations/storage'
import { inTransaction } from '../db/transaction'
import { STORAGE_KIND, storageFor } from './storage'
import { insertStoredFile } from './stored-files'

/**
 * Stores a checked upload of the customer and records it (who, what for, how big). The file exists exactly when its
 * row does: a row that fails to commit takes its file with it.
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
      stored = await storage.put(STORAGE_KIND[purpose], bytes, mime)
      await insertStoredFile(tx.query, { fileId: stored.id, customerId, purpose, mime: stored.mime, size: stored.size })
      return stored
    })
  } catch (error) {
    if (stored) await storage.delete(stored.id).catch((e) => console.warn('An upload whose row was not written stays on disk', e))
    throw error
  }
}
