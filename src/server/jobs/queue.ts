import PgBoss from 'pg-boss'
import type { z } from 'zod'

// A durable job queue on PostgreSQL (pg-boss 10, in its own schema `pgboss`; docs/decisions/0005-job-queue.md).
// A queue is a name, a zod schema for its jobs' data and a retry policy. Jobs are rows: they can be written in the
// caller's own transaction (`enqueue(…, { tx })`), so a job exists exactly when the row that causes it does. Workers
// in every app instance poll their queues and take jobs with FOR UPDATE SKIP LOCKED, so each job runs in one place at a
// time; a handler that throws, or a process that stops under it, hands the job back to be retried with backoff.
// This file knows no queue of the app's: the app's registry is src/server/jobs/registry.ts.

export type QueuePolicy = 'standard' | 'short' | 'singleton' | 'stately'

export interface QueueDefinition<Data extends z.ZodType = z.ZodType> {
  /** The job's data: checked when it is enqueued and again before it runs. */
  data: Data
  /**
   * What a singleton key means on this queue (pg-boss's queue policies). 'standard' (the default): nothing by itself,
   * only with `throttleSeconds`. 'short': at most one job per key waits to run. 'singleton': at most one per key runs at
   * a time. 'stately': at most one per key waiting, one waiting for a retry and one running.
   */
  policy?: QueuePolicy
  /**
   * After a handler throws (or the process stops under it): up to `limit` more runs, the first `delaySeconds` later;
   * with `backoff` each wait doubles, with up to 100% jitter added.
   */
  retry: { limit: number; delaySeconds: number; backoff: boolean }
  /** How long one run may take before it counts as failed (and is retried). Default 300 s. */
  expireInSeconds?: number
  /** Enqueue `data` on a cron schedule (five fields, in `tz`): once per tick across every app instance. */
  cron?: { expression: string; tz: string; data: z.input<Data> }
  /** Jobs one worker takes per poll; they run one after another. Default 10. */
  batchSize?: number
}

export type QueueRegistry = Record<string, QueueDefinition>
export type JobName<R extends QueueRegistry> = Extract<keyof R, string>
/** What `enqueue` takes for a job of queue N. */
export type JobInput<R extends QueueRegistry, N extends JobName<R>> = z.input<R[N]['data']>
/** What the handler of queue N receives. */
export type JobData<R extends QueueRegistry, N extends JobName<R>> = z.output<R[N]['data']>

export interface RunningJob {
  id: string
  name: string
  /** 0 on the first run, then 1, 2, … on retries. */
  retryCount: number
}

export type JobHandler<Data> = (data: Data, job: RunningJob) => Promise<unknown>
export type JobHandlers<R extends QueueRegistry> = { [N in JobName<R>]: JobHandler<JobData<R, N>> }

/** Anything that runs SQL with $1-style parameters: a pg Pool, or the `tx` of `inTransaction`. */
export interface SqlRunner {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
}

export interface EnqueueOptions {
  /** Write the job in this transaction: it exists if and only if the transaction commits. */
  tx?: SqlRunner
  /** Run no sooner than this moment (a Date) or this many seconds from now. */
  startAfter?: Date | number
  /** With the queue's policy or `throttleSeconds`: one job per key (say, per webhook event id). */
  singletonKey?: string
  /** At most one job (per `singletonKey`) in each window of this many seconds; later ones in the window are dropped. */
  throttleSeconds?: number
  /** Higher runs first. Default 0. */
  priority?: number
}

export interface JobResult {
  id: string
  ok: boolean
  output?: unknown
  error?: unknown
}

export interface JobQueueOptions {
  /** The database, for the workers' own small pool (polling, maintenance, cron) and for preparing the schema. */
  connectionString: () => string
  /** Where jobs are enqueued outside a transaction and due jobs run at once (`runDue`): the app's pool. */
  pool: () => Promise<SqlRunner>
  /** Connections of the workers' own pool. Default 3. */
  workerPoolMax?: number
  onError?: (error: unknown) => void
}

const DEFAULT_BATCH = 10
const DEFAULT_EXPIRE_SECONDS = 300
const DEFAULT_POLLING_SECONDS = 2

function asDb(runner: SqlRunner): PgBoss.Db {
  return { executeSql: (text, values) => runner.query(text, values) }
}

export class JobQueue<R extends QueueRegistry> {
  /** Enqueues, and takes due jobs for `runDue`, on the app's pool; never started, so it runs nothing by itself. */
  private readonly client: PgBoss
  private worker: PgBoss | undefined
  private stopping = false
  /** Jobs taken by `runDue` in this process and not settled yet, so stopping can hand them back. */
  private readonly running = new Map<string, { name: string; done: Promise<unknown> }>()

  constructor(
    readonly registry: R,
    private readonly options: JobQueueOptions,
  ) {
    this.client = new PgBoss({ db: { executeSql: async (text, values) => (await options.pool()).query(text, values) } })
  }

  private report(error: unknown) {
    ;(this.options.onError ?? ((e) => console.error('Job queue:', e)))(error)
  }

  private definition<N extends JobName<R>>(name: N): QueueDefinition {
    const definition = this.registry[name]
    if (!definition) throw new Error(`No job queue is named ${name}.`)
    return definition
  }

  /**
   * Adds a job. Returns its id, or null when the queue's singleton rules drop it (a job with this `singletonKey`
   * already waits, or one ran in this throttle window).
   */
  async enqueue<N extends JobName<R>>(name: N, data: JobInput<R, N>, options: EnqueueOptions = {}): Promise<string | null> {
    const definition = this.definition(name)
    const checked = definition.data.parse(data) as object
    const id = await this.client.send(name, checked, {
      ...(options.tx ? { db: asDb(options.tx) } : {}),
      ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.throttleSeconds ? { singletonSeconds: options.throttleSeconds } : {}),
      ...(options.priority ? { priority: options.priority } : {}),
    })
    const mayDrop = Boolean(options.singletonKey || options.throttleSeconds) || (definition.policy ?? 'standard') !== 'standard'
    // pg-boss inserts nothing, silently, into a queue that does not exist.
    if (!id && !mayDrop) throw new Error(`The job was not queued: does the queue ${name} exist? (npm start and the tests prepare it.)`)
    return id
  }

  /**
   * Creates pg-boss's schema (or migrates it to this version) and every queue of the registry, and brings their
   * policies and cron schedules up to date. Run before the app starts (scripts/lib/prepare-database.ts); safe to run
   * from several processes at once.
   */
  async prepare(): Promise<void> {
    const boss = new PgBoss({ connectionString: this.options.connectionString(), max: 1, migrate: true, supervise: false, schedule: false })
    boss.on('error', (error) => this.report(error))
    await boss.start()
    try {
      await this.ensureQueues(boss)
    } finally {
      await boss.stop({ graceful: false, close: true })
    }
  }

  private async ensureQueues(boss: PgBoss): Promise<void> {
    for (const name of Object.keys(this.registry) as JobName<R>[]) {
      const definition = this.definition(name)
      const policy = {
        name,
        policy: definition.policy ?? 'standard',
        retryLimit: definition.retry.limit,
        retryDelay: definition.retry.delaySeconds,
        retryBackoff: definition.retry.backoff,
        expireInSeconds: definition.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
      }
      await boss.createQueue(name, policy)
      await boss.updateQueue(name, policy)
      if (definition.cron) await boss.schedule(name, definition.cron.expression, definition.cron.data as object, { tz: definition.cron.tz })
      else await boss.unschedule(name)
    }
  }

  /**
   * Starts this process's workers: one per queue, polling every `pollingIntervalSeconds`, plus pg-boss's maintenance
   * (expired runs back to retry, old jobs archived) and cron, which every instance runs and the database serialises.
   * Refuses when the schema is missing or of another version: `prepare` first.
   */
  async start(handlers: JobHandlers<R>, options: { pollingIntervalSeconds?: number } = {}): Promise<void> {
    if (this.worker) return
    this.stopping = false
    const boss = new PgBoss({
      connectionString: this.options.connectionString(),
      max: this.options.workerPoolMax ?? 3,
      application_name: 'jobs',
      migrate: false,
      supervise: true,
      schedule: true,
    })
    boss.on('error', (error) => this.report(error))
    await boss.start()
    try {
      await this.ensureQueues(boss)
      for (const name of Object.keys(this.registry) as JobName<R>[]) {
        const handler = handlers[name] as JobHandler<unknown>
        await boss.work<object>(
          name,
          {
            batchSize: this.definition(name).batchSize ?? DEFAULT_BATCH,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS,
            includeMetadata: true,
          },
          // Each job is settled on its own; pg-boss then completes "the batch", which touches only jobs still running.
          async (jobs) => {
            for (const [index, job] of jobs.entries()) {
              if (this.stopping) {
                await this.handBack(
                  boss,
                  name,
                  jobs.slice(index).map((j) => j.id),
                )
                return
              }
              await this.runOne(boss, name, job, handler)
            }
          },
        )
      }
    } catch (error) {
      await boss.stop({ graceful: false, close: true }).catch(() => undefined)
      throw error
    }
    this.worker = boss
  }

  /** Runs the due jobs of one queue now, in this process (one batch), with `handler`; returns how each went. */
  async runDue<N extends JobName<R>>(name: N, handler: JobHandler<JobData<R, N>>): Promise<JobResult[]> {
    if (this.stopping) return []
    const jobs = await this.client.fetch<object>(name, {
      batchSize: this.definition(name).batchSize ?? DEFAULT_BATCH,
      includeMetadata: true,
    })
    const results: JobResult[] = []
    for (const [index, job] of jobs.entries()) {
      if (this.stopping) {
        await this.handBack(
          this.client,
          name,
          jobs.slice(index).map((j) => j.id),
        )
        break
      }
      const done = this.runOne(this.client, name, job, handler as JobHandler<unknown>)
      this.running.set(job.id, { name, done })
      try {
        results.push(await done)
      } finally {
        this.running.delete(job.id)
      }
    }
    return results
  }

  private async runOne(boss: PgBoss, name: string, job: PgBoss.JobWithMetadata<object>, handler: JobHandler<unknown>): Promise<JobResult> {
    try {
      const data = this.definition(name as JobName<R>).data.parse(job.data)
      const output = await handler(data, { id: job.id, name, retryCount: job.retryCount })
      await (output === undefined ? boss.complete(name, job.id) : boss.complete(name, job.id, { value: output }))
      return { id: job.id, ok: true, output }
    } catch (error) {
      this.report(error)
      // Back to the queue: retried after the queue's delay, until its retry limit.
      await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) }).catch((e) => this.report(e))
      return { id: job.id, ok: false, error }
    }
  }

  private async handBack(boss: PgBoss, name: string, ids: string[]): Promise<void> {
    for (const id of ids)
      await boss.fail(name, id, { message: 'Handed back: the app instance stopped before running it.' }).catch((e) => this.report(e))
  }

  /**
   * Stops taking jobs and waits up to `timeoutMs` for the ones running here; whatever is still running then is handed
   * back (failed, so another instance retries it). A handler cut off by the process ending rolls back its transaction.
   */
  async stop(timeoutMs = 6000): Promise<void> {
    this.stopping = true
    const worker = this.worker
    this.worker = undefined
    const drained = async () => {
      const pending = [...this.running.values()].map((r) => r.done)
      await Promise.race([Promise.allSettled(pending), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())])
      const left = [...this.running.entries()]
      for (const [id, { name }] of left) await this.handBack(this.client, name, [id])
    }
    await Promise.all([worker?.stop({ graceful: true, timeout: timeoutMs, wait: true, close: true }), drained()])
  }

  get started(): boolean {
    return Boolean(this.worker)
  }
}

/**
 * On SIGTERM or SIGINT, runs `stop` before anything else that listens for the signal (Next.js's server closes and
 * exits the process as soon as its own requests are done), then lets those listeners, or the default action, go on.
 * `stop` gets at most `limitMs` (a database that does not answer must not keep the process from ending).
 */
export function stopFirstOnSignals(stop: () => Promise<void>, limitMs: number): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const others = process.listeners(signal)
    process.removeAllListeners(signal)
    process.once(signal, () => {
      const limit = new Promise<void>((resolve) => setTimeout(resolve, limitMs).unref())
      void Promise.race([stop(), limit])
        .catch((error) => console.error('Stopping the job workers failed', error))
        .finally(() => {
          if (others.length === 0) {
            process.kill(process.pid, signal)
            return
          }
          for (const listener of others) {
            process.on(signal, listener)
            listener(signal)
          }
        })
    })
  }
}
