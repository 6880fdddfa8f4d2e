import type { UploadPurpose } from '@/domain/uploads/purposes'
import type { Transaction } from '../db/transaction'
import { documentHoldsFileSql } from '../virtual-office/store'

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

/** Bytes of the customer's uploads that no document holds. */
export async function unreferencedBytesOf(query: Query, customerId: number): Promise<number> {
  const { rows } = await query<{ bytes: number }>(
    `SELECT coalesce(sum(f.size), 0)::float8 AS bytes FROM stored_files f
      WHERE f.customer_id = $1 AND NOT ${documentHoldsFileSql('f.file_id')}`,
    [customerId],
  )
  return rows[0]?.bytes ?? 0
}

/** Up to `limit` uploads made before `before` that no document holds, locked for removal; others' locks are skipped. */
export async function lockUnreferencedBefore(query: Query, before: Date, limit: number): Promise<StoredFileRow[]> {
  const { rows } = await query<StoredFileRow>(
    `SELECT ${COLUMNS} FROM stored_files f
      WHERE f.created_at < $1 AND NOT ${documentHoldsFileSql('f.file_id')}
      ORDER BY f.created_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [before, limit],
  )
  return rows
}

/** Of these files, the ones no document holds, as a fresh statement sees it. */
export async function filterUnreferenced(query: Query, fileIds: readonly string[]): Promise<string[]> {
  if (fileIds.length === 0) return []
  const { rows } = await query<{ file_id: string }>(
    `SELECT f.file_id FROM stored_files f WHERE f.file_id = ANY($1::text[]) AND NOT ${documentHoldsFileSql('f.file_id')}`,
    [fileIds],
  )
  return rows.map((r) => r.file_id)
}

export async function deleteStoredFileRows(query: Query, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length > 0) await query('DELETE FROM stored_files WHERE file_id = ANY($1::text[])', [fileIds])
}
