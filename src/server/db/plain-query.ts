import { getPayloadClient } from '../payload'
import type { Transaction } from './transaction'

/** A query on the app's pool, outside any transaction, with the same shape as a transaction's `query`. */
export async function plainQuery(): Promise<Transaction['query']> {
  const payload = await getPayloadClient()
  const pool = (
    payload.db as unknown as { pool: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }> } }
  ).pool
  return (async (text: string, values: readonly unknown[] = []) => {
    const result = await pool.query(text, values as unknown[])
    return { rows: result.rows, rowCount: result.rowCount ?? 0 }
  }) as Transaction['query']
}
