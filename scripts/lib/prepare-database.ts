// Brings a database up to date: committed migrations (under an advisory lock, so several app instances
// can start at once), the job queue's schema and queues (pg-boss's own schema `pgboss`, made here so that no app
// process, test or build races to create it), the first operator from the environment, and the demo content when the
// database is empty.
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import pg from 'pg'
import { migrations } from '../../src/migrations'
import { jobQueue } from '../../src/server/jobs'
import { seed } from '../seed/index'
import { step } from './log'

const MIGRATION_LOCK = 727_001

async function withAdvisoryLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    return await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
    await client.end()
  }
}

async function ensureFirstOperator(payload: Payload): Promise<void> {
  const email = process.env.OPERATOR_EMAIL
  const password = process.env.OPERATOR_PASSWORD
  if (!email || !password) return
  const { totalDocs } = await payload.count({ collection: 'operators' })
  if (totalDocs > 0) return
  step(`Creating the first operator ${email}`)
  await payload.create({
    collection: 'operators',
    data: { email, password, name: process.env.OPERATOR_NAME || 'Administrator', role: 'admin' },
  })
}

export async function prepareDatabase(options: { seedDemo: boolean }): Promise<void> {
  const url = process.env.DATABASE_URL!
  step('Connecting Payload to the database')
  const payload = await getPayload({ config })
  try {
    await withAdvisoryLock(url, async () => {
      step(`Applying migrations (${migrations.length} committed)`)
      // The generated index types each migration's own args; the adapter takes them as its Migration type.
      await payload.db.migrate({ migrations: migrations as never })
      step('Preparing the job queue (schema pgboss)')
      await jobQueue().prepare()
      await ensureFirstOperator(payload)
      if (!options.seedDemo) return
      const { totalDocs } = await payload.count({ collection: 'cities' })
      if (totalDocs > 0) {
        step('Database already has content; not seeding')
        return
      }
      step('Seeding demo content into the empty database (about a minute)')
      await seed(payload, (what) => step(`  seeding ${what}`))
    })
  } finally {
    await payload.destroy()
  }
}
