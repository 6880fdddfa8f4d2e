import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/api/leads/route'
import { IDEMPOTENCY_HEADER } from '@/integrations/crm/webhook'
import { inTransaction } from '@/server/db/transaction'
import { startJobWorkers, stopJobWorkers } from '@/server/jobs/workers'
import { LEAD } from '../helpers/api-rows'
import { makeJobsDue } from '../helpers/jobs'
import { testPayload } from '../helpers/payload'
import { countHandlers, countQueue, createRunsTable } from './fixtures/count-queue'

// The job queue (src/server/jobs) against the test database: a job written in a transaction exists only if it commits;
// two Node processes, each with its own pg-boss worker, run every job of one queue exactly once; a process stopped with
// SIGTERM finishes its job or hands it back; and a lead saved while the CRM is down reaches it once, through the workers.

const url = process.env.DATABASE_URL!
let payload: Payload
let pool: pg.Pool

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting')
    await sleep(100)
  }
}

async function runsOf(run: string): Promise<{ n: number; pid: number; job_id: string }[]> {
  return (await pool.query<{ n: number; pid: number; job_id: string }>('SELECT n, pid, job_id FROM job_test_runs WHERE run = $1', [run]))
    .rows
}

async function jobState(id: string): Promise<{ state: string; retry_count: number } | undefined> {
  const { rows } = await pool.query<{ state: string; retry_count: number }>(
    `SELECT state, retry_count FROM pgboss.job WHERE name = 'test-count' AND id = $1`,
    [id],
  )
  return rows[0]
}

/** A worker process (tests/int/fixtures/count-worker.ts), resolved once it polls the queue. */
async function startWorkerProcess(graceMs = 1000): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'fixtures', 'count-worker.ts')], {
    env: { ...process.env, DATABASE_URL: url, GRACE_MS: String(graceMs) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('ready')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`The worker process exited (${code}) before it was ready`)))
  })
  return child
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

beforeAll(async () => {
  payload = await testPayload()
  pool = new pg.Pool({ connectionString: url, max: 4 })
  await createRunsTable(pool)
  await countQueue(pool, url).prepare()
})
afterAll(async () => {
  await pool.end()
  await payload.destroy()
})

describe('enqueueing in a transaction', () => {
  it('runs a job whose transaction commits, and never one whose transaction rolls back', async () => {
    const run = randomUUID()
    const queue = countQueue(pool, url)
    await queue.start(countHandlers(pool), { pollingIntervalSeconds: 0.5 })
    try {
      await inTransaction(async (tx) => {
        await queue.enqueue('test-count', { run, n: 1, sleepMs: 0 }, { tx })
      })
      await expect(
        inTransaction(async (tx) => {
          await queue.enqueue('test-count', { run, n: 2, sleepMs: 0 }, { tx })
          throw new Error('changed my mind')
        }),
      ).rejects.toThrow('changed my mind')

      await until(async () => (await runsOf(run)).length > 0)
      // Several more polls, in which a job of the rolled-back transaction would have run.
      await sleep(2000)
      expect((await runsOf(run)).map((r) => r.n)).toEqual([1])
      const { rows } = await pool.query(`SELECT 1 FROM pgboss.job WHERE name = 'test-count' AND data->>'run' = $1 AND data->>'n' = '2'`, [
        run,
      ])
      expect(rows).toHaveLength(0)
    } finally {
      await queue.stop()
    }
  })

  it('refuses data its queue does not take, before anything is written', async () => {
    const queue = countQueue(pool, url)
    // @ts-expect-error: n must be a whole number, and the registry's types say so too.
    await expect(queue.enqueue('test-count', { run: 'x', n: 'one', sleepMs: 0 })).rejects.toThrow()
  })
})

describe('two app processes working one queue', () => {
  it('run each job once, between them', async () => {
    const run = randomUUID()
    const workers = await Promise.all([startWorkerProcess(), startWorkerProcess()])
    try {
      const queue = countQueue(pool, url)
      const total = 40
      for (let n = 1; n <= total; n++) await queue.enqueue('test-count', { run, n, sleepMs: 25 })
      await until(async () => (await runsOf(run)).length >= total, 30_000)
      // Time for a second run of any job to show up.
      await sleep(1500)
      const runs = await runsOf(run)
      expect(runs).toHaveLength(total)
      expect(new Set(runs.map((r) => r.n)).size).toBe(total)
      expect(new Set(runs.map((r) => r.job_id)).size).toBe(total)
      // Both processes took jobs.
      expect(new Set(runs.map((r) => r.pid))).toEqual(new Set(workers.map((w) => w.pid)))
    } finally {
      await Promise.all(workers.map(stopProcess))
    }
  })
})

describe('a process stopped with SIGTERM', () => {
  it('finishes the job it runs when it can within its grace period', async () => {
    const run = randomUUID()
    const worker = await startWorkerProcess(6000)
    const id = (await countQueue(pool, url).enqueue('test-count', { run, n: 1, sleepMs: 1500 }))!
    await until(async () => (await jobState(id))?.state === 'active')
    await stopProcess(worker)
    expect(await runsOf(run)).toEqual([{ n: 1, pid: worker.pid, job_id: id }])
    expect((await jobState(id))?.state).toBe('completed')
  })

  it('hands back a job it cannot finish in time, and another process runs it once', async () => {
    const run = randomUUID()
    const first = await startWorkerProcess(500)
    const id = (await countQueue(pool, url).enqueue('test-count', { run, n: 1, sleepMs: 4000 }))!
    await until(async () => (await jobState(id))?.state === 'active')
    const stoppedAt = Date.now()
    await stopProcess(first)
    expect(Date.now() - stoppedAt).toBeLessThan(3500)
    // Handed back: waiting for a retry, not held by a process that is gone.
    expect((await jobState(id))?.state).toBe('retry')
    expect(await runsOf(run)).toEqual([])

    const second = await startWorkerProcess()
    try {
      await until(async () => (await jobState(id))?.state === 'completed', 20_000)
      expect(await runsOf(run)).toEqual([{ n: 1, pid: second.pid, job_id: id }])
    } finally {
      await stopProcess(second)
    }
  })
})

describe('CRM delivery through the workers', () => {
  let server: Server
  let answerWith = 503
  const received: { key: string; answered: number }[] = []

  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume()
      req.on('end', () => {
        received.push({ key: String(req.headers[IDEMPOTENCY_HEADER.toLowerCase()]), answered: answerWith })
        res.writeHead(answerWith).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    process.env.CRM_WEBHOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`
    process.env.CRM_WEBHOOK_SECRET = 'crm-test-secret-0123456789'
    expect(await startJobWorkers({ pollingIntervalSeconds: 0.5 })).toBe(true)
  })
  afterAll(async () => {
    await stopJobWorkers()
    delete process.env.CRM_WEBHOOK_URL
    delete process.env.CRM_WEBHOOK_SECRET
    await new Promise((resolve) => server.close(resolve))
  })

  it('delivers a lead saved while the CRM is down exactly once when it is back', async () => {
    const response = await POST(
      new Request('http://localhost/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.251.${Math.floor(Math.random() * 250)}.1` },
        body: JSON.stringify({ ...LEAD, lead_building: 'BLR-IND-01' }),
      }),
    )
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    const lead = (await payload.find({ collection: 'leads', where: { reference: { equals: reference } }, depth: 0 })).docs[0]!
    const delivery = async () =>
      (await payload.find({ collection: 'crm-deliveries', where: { lead: { equals: lead.id } }, depth: 0 })).docs[0]

    await until(async () => (await delivery())?.attempts === 1)
    expect(await delivery()).toMatchObject({ status: 'pending', lastStatus: 503 })

    answerWith = 200
    await makeJobsDue(payload, 'crm-delivery')
    await until(async () => (await delivery())?.status === 'delivered')
    // Several more polls, in which a second delivery would show.
    await sleep(2000)
    expect(await delivery()).toMatchObject({ status: 'delivered', attempts: 2, lastStatus: 200 })
    const mine = received.filter((r) => r.key === `lead-${reference}`)
    expect(mine.map((r) => r.answered)).toEqual([503, 200])
  })
})
