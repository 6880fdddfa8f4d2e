import { getPayloadClient } from '../payload'
import type { Transaction } from './transaction'

/** Raw SQL on Payload's pool, each statement on its own (no transaction): for reads and single conditional writes. */
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
