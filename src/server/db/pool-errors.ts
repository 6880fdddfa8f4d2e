import type { Pool } from 'pg'

// A pool's idle connections fail when the database restarts or goes away, and pg reports that as an 'error' event on
// the pool: with no listener, Node ends the process. The pools are told to log it instead; the connection is dropped
// and the next query opens a new one, and meanwhile the API answers 503 (src/server/api/handler.ts).

export function keepPoolErrorsFromCrashing(pool: Pick<Pool, 'on' | 'listenerCount'>, name: string): void {
  if (pool.listenerCount('error') > 0) return
  pool.on('error', (error: Error & { code?: string }) => {
    console.warn(`PostgreSQL dropped an idle connection of the ${name} pool (${error.code ?? error.message})`)
  })
}
