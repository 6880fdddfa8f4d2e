import type { UploadPurpose } from '@/domain/uploads/purposes'
import type { Transaction } from '../db/transaction'

// The `stored_files` table (src/cms/collections/StoredFiles.ts): one row per customer upload. Only this folder writes it.

type Query = Transaction['query']

export interface StoredFileRow {
  file_id: string
  customer_id: number | null
  purpose: UploadPurpose
  mime: string
  size: number
  created_at: Date
}

const COLUMNS = 'file_id, customer_id, purpose, mime, size::float8 AS size, created_at'

export async function insertStoredFile(
  query: Query,
  row: { fileId: string; customerId: number; purpose: UploadPurpose; mime: string; size: number; createdAt?: Date },
): Promise<void> {
  await query(
    `INSERT INTO stored_files (file_id, customer_id, purpose, mime, size, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)`,
    [row.fileId, row.customerId, row.purpose, row.mime, row.size, row.createdAt ?? new Date()],
  )
}

/** The file's row, locked against removal (FOR SHARE) until the caller's transaction ends; null when there is none. */
export async function lockStoredFile(query: Query, fileId: string): Promise<StoredFileRow | null> {
  const { rows } = await query<StoredFileRow>(`SELECT ${COLUMNS} FROM stored_files WHERE file_id = $1 FOR SHARE`, [fileId])
  return rows[0] ?? null
}
