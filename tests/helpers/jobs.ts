import type { Payload } from 'payload'

/**
 * The tests' clock for the job queue: every job of `queue` that waits (for its start time or a retry) becomes due now,
 * as if its wait had passed.
 */
export async function makeJobsDue(payload: Payload, queue: string): Promise<number> {
  const { rowCount } = await payload.db.pool.query(
    `UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = $1 AND state < 'active'`,
    [queue],
  )
  return rowCount ?? 0
}
