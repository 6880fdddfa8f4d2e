import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres, type RunningDatabase } from './embedded-postgres'
import { step } from './log'

const TEST_DATABASE = 'sthana_test'

async function localServerReachable(): Promise<boolean> {
  const client = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres', connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

/**
 * A fresh, empty database for one test run: on the machine's PostgreSQL at 127.0.0.1:5432 when it answers,
 * otherwise on an embedded PostgreSQL of its own. It only ever drops the database named sthana_test on a local server.
 */
export async function freshTestDatabase(root: string): Promise<RunningDatabase> {
  if (process.env.TEST_DATABASE_URL) {
    const url = new URL(process.env.TEST_DATABASE_URL)
    if (!['127.0.0.1', 'localhost', '::1'].includes(url.hostname) || !url.pathname.endsWith('_test')) {
      throw new Error('TEST_DATABASE_URL must name a local database whose name ends in _test: the tests drop and recreate it.')
    }
    await recreate(url)
    return { url: url.toString(), stop: async () => {} }
  }
  if (await localServerReachable()) {
    step(`Using the machine's PostgreSQL at 127.0.0.1:5432, database ${TEST_DATABASE}`)
    const url = new URL(`postgres://postgres@127.0.0.1:5432/${TEST_DATABASE}`)
    await recreate(url)
    return { url: url.toString(), stop: async () => {} }
  }
  step('No PostgreSQL at 127.0.0.1:5432: starting an embedded one for the tests')
  const db = await startEmbeddedPostgres({ dataDir: path.join(root, '.data', 'test-postgres'), port: 54339, database: 'postgres' })
  const url = new URL(db.url)
  url.pathname = `/${TEST_DATABASE}`
  await recreate(url)
  return { url: url.toString(), stop: db.stop }
}

/**
 * A copy of the test database at `url`, on the same server, named with `suffix` before its closing `_test`
 * (sthana_test → sthana_e2e_test), so that two suites can run at once on data of their own. PostgreSQL copies it
 * file by file as a template; nothing may be connected to the original meanwhile.
 */
export async function copyTestDatabase(url: string, suffix: string): Promise<string> {
  const original = new URL(url)
  const name = original.pathname.slice(1)
  const copy = new URL(original)
  copy.pathname = `/${name.replace(/_test$/, `_${suffix}_test`)}`
  await recreate(copy, name)
  return copy.toString()
}

async function recreate(url: URL, template?: string): Promise<void> {
  const name = url.pathname.slice(1)
  const adminUrl = new URL(url)
  adminUrl.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: adminUrl.toString() })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`)
  } finally {
    await admin.end()
  }
}
