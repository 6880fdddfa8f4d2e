import { inTransaction } from '../db/transaction'
import { UNREFERENCED_UPLOAD_TTL_HOURS } from './limits'
import { storageFor } from './storage'
import { deleteStoredFileRows, filterUnreferenced, lockUnreferencedBefore } from './stored-files'

const BATCH = 200

/**
 * The 'uploads-cleanup' job: removes every upload made more than UNREFERENCED_UPLOAD_TTL_HOURS ago that no document
 * holds, its bytes and its row. A KYC step locks the rows of the files it takes, so a file is either taken before
 * this locks it (and then seen as held) or found gone by the step. Safe to run twice, or on several instances.
 */
export async function removeUnreferencedUploads(now: Date = new Date()): Promise<{ removed: number }> {
  const before = new Date(now.getTime() - UNREFERENCED_UPLOAD_TTL_HOURS * 3_600_000)
  let removed = 0
  for (;;) {
    const { locked, gone } = await inTransaction(async (tx) => {
      const candidates = await lockUnreferencedBefore(tx.query, before, BATCH)
      // Looked at again now that they are locked: a step that took one of them and committed after the first look
      // started shows in this statement.
      const unused = new Set(
        await filterUnreferenced(
          tx.query,
          candidates.map((c) => c.file_id),
        ),
      )
      const deleted: string[] = []
      for (const row of candidates) {
        if (!unused.has(row.file_id)) continue
        try {
          await storageFor(row.purpose).delete(row.file_id)
          deleted.push(row.file_id)
        } catch (error) {
          console.warn(`Upload ${row.file_id} could not be removed; the next run tries again`, error)
        }
      }
      await deleteStoredFileRows(tx.query, deleted)
      return { locked: candidates.length, gone: deleted.length }
    })
    removed += gone
    // A short batch was the last; a batch that removed nothing would only find the same rows again.
    if (locked < BATCH || gone === 0) break
  }
  return { removed }
}
