import type { PayloadRequest } from 'payload'
import { transactionQuery, type Transaction } from '../db/transaction'
import { env } from '../env'
import { getPayloadClient } from '../payload'
import { JobQueue, type EnqueueOptions, type JobInput, type JobResult, type JobHandler, type JobData } from './queue'
import { jobRegistry, type AppJobName, type AppJobs } from './registry'

// The app's job queue (docs/decisions/0005-job-queue.md). Enqueue where the cause is written:
//   await inTransaction(async (tx) => { …rows…; await enqueue('crm-delivery', { deliveryId, attempts: 0 }, { tx }) })
// inside a Payload hook, pass its `req` instead of `tx`. Workers start with the app (src/instrumentation.ts).

// One per process, kept across module reloads under `next dev`, so a reload never starts a second set of workers.
const holder = globalThis as typeof globalThis & { sthanaJobQueue?: JobQueue<AppJobs> }

export function jobQueue(): JobQueue<AppJobs> {
  holder.sthanaJobQueue ??= new JobQueue(jobRegistry, {
    connectionString: () => env().DATABASE_URL,
    pool: async () => (await getPayloadClient()).db.pool,
  })
  return holder.sthanaJobQueue
}

export interface AppEnqueueOptions extends Omit<EnqueueOptions, 'tx'> {
  /** The transaction of `inTransaction`: the job commits or rolls back with it. */
  tx?: Pick<Transaction, 'query'>
  /** Or the request of a Payload hook or Local API call: the job joins its transaction, if it has one. */
  req?: PayloadRequest
}

/** Adds a job to one of the app's queues (src/server/jobs/registry.ts); null when a singleton rule dropped it. */
export async function enqueue<N extends AppJobName>(
  name: N,
  data: JobInput<AppJobs, N>,
  options: AppEnqueueOptions = {},
): Promise<string | null> {
  const { req, tx, ...rest } = options
  const inTx = tx ?? (req ? await transactionQuery(req).then((query) => (query ? { query } : undefined)) : undefined)
  return jobQueue().enqueue(name, data, { ...rest, ...(inTx ? { tx: { query: (text, values) => inTx.query(text, values) } } : {}) })
}

/** Runs the due jobs of one queue now in this process (one batch), as the workers would; for right after a commit, and tests. */
export function runDueJobs<N extends AppJobName>(name: N, handler: JobHandler<JobData<AppJobs, N>>): Promise<JobResult[]> {
  return jobQueue().runDue(name, handler)
}

export type { AppJobName } from './registry'
