import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import type { PoolClient, QueryResultRow } from 'pg'
import { getPayloadClient } from '../payload'

// One way to write several things at once: Payload's Local API calls (given `tx.req`) and raw SQL (`tx.query`, for
// constraints, conditional updates and job enqueueing) run on one connection in one PostgreSQL transaction, which
// commits when `work` returns and rolls back when it throws.

export interface Transaction {
  payload: Payload
  /** Pass as `req` to every Payload Local API call so it joins this transaction. */
  req: PayloadRequest
  /** Raw SQL on the transaction's own connection, with $1-style parameters. */
  query<Row extends QueryResultRow = QueryResultRow>(text: string, values?: readonly unknown[]): Promise<{ rows: Row[]; rowCount: number }>
}

interface DrizzleSessions {
  sessions: Record<string, { db: { session: { client: PoolClient } } } | undefined>
}

/** The pg connection that Payload's postgres adapter holds for a transaction. */
function connectionOf(payload: Payload, transactionID: string | number): PoolClient {
  const session = (payload.db as unknown as DrizzleSessions).sessions[String(transactionID)]
  const client = session?.db.session.client
  if (!client) throw new Error('The transaction has no open connection.')
  return client
}

function queryOn(client: PoolClient): Transaction['query'] {
  return async <Row extends QueryResultRow>(text: string, values: readonly unknown[] = []) => {
    const result = await client.query<Row>(text, values as unknown[])
    return { rows: result.rows, rowCount: result.rowCount ?? 0 }
  }
}

/**
 * Raw SQL in the transaction a Payload request is part of (in a collection hook, say), or null when it is in none.
 * What runs through it commits or rolls back with the request's own writes.
 */
export async function transactionQuery(req: PayloadRequest): Promise<Transaction['query'] | null> {
  if (req.transactionID === undefined) return null
  const id = await req.transactionID
  return id === undefined || id === null ? null : queryOn(connectionOf(req.payload, id))
}

type QueryMethod = PoolClient['query']

/**
 * Watches the connection for the transaction's COMMIT and keeps its failure. Payload's commit resolves even when the
 * COMMIT fails (the database went away mid-commit, a deferred constraint refused it): the adapter catches the error
 * and drops it. Without this, a write that never committed would be answered as done.
 */
function watchCommit(client: PoolClient): { failure: () => unknown; stop: () => void } {
  const own = Object.prototype.hasOwnProperty.call(client, 'query')
  const original = client.query
  let failure: unknown
  const watching = function (this: PoolClient, ...args: unknown[]) {
    const result = (original as (...a: unknown[]) => unknown).apply(this, args)
    const first = args[0]
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text
    if (typeof text === 'string' && text.trim().toLowerCase() === 'commit' && result instanceof Promise)
      result.catch((error: unknown) => {
        failure = error ?? new Error('The transaction did not commit.')
      })
    return result
  }
  client.query = watching as QueryMethod
  return {
    failure: () => failure,
    stop: () => {
      if (client.query !== (watching as QueryMethod)) return
      if (own) client.query = original
      else delete (client as { query?: QueryMethod }).query
    },
  }
}

export async function inTransaction<T>(work: (tx: Transaction) => Promise<T>, options: { payload?: Payload } = {}): Promise<T> {
  const payload = options.payload ?? (await getPayloadClient())
  const req = await createLocalReq({}, payload)
  const started = await initTransaction(req)
  if (!started || req.transactionID === undefined) throw new Error('The database adapter did not start a transaction.')
  const client = connectionOf(payload, await req.transactionID)
  const tx: Transaction = { payload, req, query: queryOn(client) }
  const commit = watchCommit(client)
  // The pool listens for errors on idle connections only: one cut while it is ours (the database restarted between two
  // statements) would be an uncaught 'error' event. The statement that follows fails with it and the work rolls back.
  const cut = (error: Error) => console.warn(`PostgreSQL cut a connection inside a transaction (${error.message})`)
  client.on('error', cut)
  try {
    const result = await work(tx)
    await commitTransaction(req)
    // A COMMIT that failed is a failure of the whole work: nothing of it is stored, so nothing may be answered as done.
    if (commit.failure() !== undefined) throw commit.failure()
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  } finally {
    commit.stop()
    client.off('error', cut)
  }
}
