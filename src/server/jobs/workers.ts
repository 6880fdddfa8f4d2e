import { z } from 'zod'
import { jobHandlers } from './handlers'
import { jobQueue } from './index'
import { stopFirstOnSignals } from './queue'

// The job workers of this app process: started by src/instrumentation.ts (not during `next build`), stopped on
// SIGTERM/SIGINT before the server exits. Every instance runs them; pg-boss gives each job to one worker at a time.

const config = z.object({ JOB_WORKERS: z.enum(['on', 'off']).default('on').catch('on') })

/** How long a stopping instance waits for its running jobs before handing them back; with the hand-back, under `npm start`'s 10 s. */
export const SHUTDOWN_GRACE_MS = 6000

/** Whether this app process runs job workers (JOB_WORKERS, default on). */
export function jobWorkersWanted(): boolean {
  return config.parse(process.env).JOB_WORKERS === 'on'
}

export async function startJobWorkers(options: { pollingIntervalSeconds?: number; stopOnSignals?: boolean } = {}): Promise<boolean> {
  if (!jobWorkersWanted()) return false
  const queue = jobQueue()
  if (queue.started) return true
  try {
    await queue.start(jobHandlers, { pollingIntervalSeconds: options.pollingIntervalSeconds })
  } catch (error) {
    console.error('The job workers did not start (is the database prepared? `npm start` does it); jobs wait in the queue.', error)
    return false
  }
  if (options.stopOnSignals) stopFirstOnSignals(() => stopJobWorkers(), SHUTDOWN_GRACE_MS + 1000)
  return true
}

export async function stopJobWorkers(timeoutMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const queue = jobQueue()
  const wasRunning = queue.started
  await queue.stop(timeoutMs)
  if (wasRunning) console.info('Job workers stopped; unfinished jobs were handed back to the queue.')
}
