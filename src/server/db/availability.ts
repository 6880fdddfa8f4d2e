import pg from 'pg'
import { env } from '../env'

// Whether a failure means the database cannot be reached right now, so the API answers 503 with Retry-After (a
// client waits and tries again) instead of 401, 429 or 500 (a client would log the customer out or give up).

// Node's socket errors, PostgreSQL's connection exceptions (class 08) and the shutdown or start-up states of the server.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
])
const CONNECTION_MESSAGES =
  /connection terminated|connection timeout|timeout exceeded when trying to connect|connection error|not queryable/i

/** Whether `error` (or what it wraps: drizzle and Payload put the driver's error in `cause`) is a lost or refused connection. */
export function isConnectionFailure(error: unknown): boolean {
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  while (queue.length) {
    const e = queue.shift()
    if (!e || typeof e !== 'object' || seen.has(e)) continue
    seen.add(e)
    const { code, message, cause, errors } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true
    queue.push(cause, ...(Array.isArray(errors) ? errors : []))
  }
  return false
}

const PROBE_TIMEOUT_MS = 2000
/** A probe's answer is reused this long, so an outage costs one probe a second, not one per request. */
const PROBE_REUSE_MS = 1000
let lastProbe: { at: number; answered: Promise<boolean> } | undefined

async function probe(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: env().DATABASE_URL,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    query_timeout: PROBE_TIMEOUT_MS,
  })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.query('SELECT 1')
    return true
  } catch {
    return false
  } finally {
    void client.end().catch(() => undefined)
  }
}

/** Whether the database answers a fresh connection now (for failures that do not say why, such as a library's 500). */
export function databaseAnswers(): Promise<boolean> {
  const now = Date.now()
  if (!lastProbe || now - lastProbe.at > PROBE_REUSE_MS) lastProbe = { at: now, answered: probe() }
  return lastProbe.answered
}

/** Whether a failure happened because the database is down: the error says so, or a fresh connection fails too. */
export async function failedForOutage(error: unknown): Promise<boolean> {
  return isConnectionFailure(error) || !(await databaseAnswers())
}
